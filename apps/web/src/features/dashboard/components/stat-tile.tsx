import type { LucideIcon } from 'lucide-react';

/** One figure of the dashboard; shows a dash until the figure arrives. */
export function StatTile({ label, value, icon: Icon, tone }: { label: string; value: string | null; icon: LucideIcon; tone: 'green' | 'blue' | 'amber' | 'rose' }) {
  const tones = {
    green: 'bg-brand-50 text-brand-700',
    blue: 'bg-blue-50 text-blue-700',
    amber: 'bg-amber-50 text-amber-700',
    rose: 'bg-rose-50 text-rose-700',
  } as const;
  return (
    <div className="flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <span className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-lg ${tones[tone]}`}>
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-stone-600">{label}</p>
        <p className="text-2xl font-bold text-stone-900 tabular-nums">{value ?? '—'}</p>
      </div>
    </div>
  );
}
