import { REPORT_GROUPINGS, type ReportGrouping } from '@boipoka/shared';
import { inputClasses } from '../../../components/ui/form-field';
import { t } from '../../../lib/i18n';
import '../messages';
import type { RangeProblem, ReportRange } from '../lib/report-range';

/** From, to (the shop's days) and the grouping; every change asks for the report again. */
export function ReportFilters({ range, problem, onChange }: { range: ReportRange; problem: RangeProblem; onChange: (patch: Partial<ReportRange>) => void }) {
  const fromError = problem === 'from';
  const toError = problem === 'to' || problem === 'order' || problem === 'tooLong';
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="report-from" className="mb-1 block text-sm font-medium text-stone-800">
            {t('reports:filters.from')}
          </label>
          <input
            id="report-from"
            type="date"
            value={range.from}
            min="2000-01-01"
            max="2100-12-31"
            onChange={(event) => onChange({ from: event.target.value })}
            aria-invalid={fromError || undefined}
            aria-describedby={fromError ? 'report-range-error' : undefined}
            className={inputClasses}
          />
        </div>
        <div>
          <label htmlFor="report-to" className="mb-1 block text-sm font-medium text-stone-800">
            {t('reports:filters.to')}
          </label>
          <input
            id="report-to"
            type="date"
            value={range.to}
            min="2000-01-01"
            max="2100-12-31"
            onChange={(event) => onChange({ to: event.target.value })}
            aria-invalid={toError || undefined}
            aria-describedby={toError ? 'report-range-error' : undefined}
            className={inputClasses}
          />
        </div>
        <div>
          <label htmlFor="report-group" className="mb-1 block text-sm font-medium text-stone-800">
            {t('reports:filters.groupBy')}
          </label>
          <select id="report-group" value={range.groupBy} onChange={(event) => onChange({ groupBy: event.target.value as ReportGrouping })} className={inputClasses}>
            {REPORT_GROUPINGS.map((grouping) => (
              <option key={grouping} value={grouping}>
                {t(`reports:filters.groupings.${grouping}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {problem && (
        <p id="report-range-error" role="alert" className="mt-2 text-sm text-red-700">
          {t(`reports:filters.problems.${problem}`)}
        </p>
      )}
      <p className="mt-2 text-xs text-stone-600">{t('reports:filters.timeZone')}</p>
    </div>
  );
}
