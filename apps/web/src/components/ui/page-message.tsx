import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from '../../lib/locale';
import { buttonClasses } from './button';

export interface PageMessageProps {
  title: string;
  /** The line under the title (announced as a status when `status` is set). */
  message: ReactNode;
  icon?: LucideIcon;
  /** A way on, as a primary button. */
  action?: { to: string; label: string };
  /** The message changes while the page works (a live status region, and aria-busy while `busy`). */
  status?: boolean;
  busy?: boolean;
}

/** A page that is only a message: an empty cart, nothing to check out, a cart being checked. */
export function PageMessage({ title, message, icon: Icon, action, status = false, busy }: PageMessageProps) {
  const titleId = useId();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center" aria-labelledby={titleId} aria-busy={busy}>
      {Icon && <Icon aria-hidden="true" className="mb-4 h-14 w-14 text-stone-400" />}
      <h1 id={titleId} className="text-2xl font-bold text-stone-900">
        {title}
      </h1>
      <p {...(status ? { role: 'status' } : {})} className="mt-2 text-stone-700">
        {message}
      </p>
      {action && (
        <Link to={action.to} className={buttonClasses('primary', 'lg', 'mt-6')}>
          {action.label}
        </Link>
      )}
    </section>
  );
}
