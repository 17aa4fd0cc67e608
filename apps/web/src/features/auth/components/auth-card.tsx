import type { ReactNode } from 'react';
import { BookOpen } from 'lucide-react';

/** The centred card of the sign-in, registration and help screens. */
export function AuthCard({ title, subtitle, children, titleId }: { title: string; subtitle?: string; children: ReactNode; titleId: string }) {
  return (
    <section aria-labelledby={titleId} className="flex min-h-[calc(100vh-4rem)] items-center justify-center bg-gradient-to-br from-brand-50 via-white to-amber-50 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-xl sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white">
            <BookOpen aria-hidden="true" className="h-6 w-6" />
          </span>
          <h1 id={titleId} className="font-serif text-2xl font-bold text-stone-900">
            {title}
          </h1>
          {subtitle && <p className="mt-1 text-sm text-stone-600">{subtitle}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
