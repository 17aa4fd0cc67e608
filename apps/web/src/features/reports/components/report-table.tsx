import type { ComponentProps, ReactNode } from 'react';
import { StackedTable } from '../../../components/ui/stacked-table';
import '../messages';
import { t } from '../../../lib/i18n';

export type { TableColumn as ReportColumn } from '../../../components/ui/stacked-table';

/** A report's table ('No sales in this range.' when empty). */
export function ReportTable<R>(props: Omit<ComponentProps<typeof StackedTable<R>>, 'empty'> & { empty?: string }) {
  return <StackedTable {...props} empty={props.empty ?? t('reports:empty')} />;
}

/** A titled section holding a table (and its CSV button). */
export function ReportSection({ id, title, note, action, children }: { id: string; title: string; note?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {action}
      </div>
      {note && <p className="text-xs text-stone-600">{note}</p>}
      {children}
    </section>
  );
}
