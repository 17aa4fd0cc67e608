import { AUDIT_KINDS, type AuditKind, type AuditList, scriptOf } from '@boipoka/shared';
import { buttonClasses } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { t } from '../../../lib/i18n';
import '../messages';
import { type AuditFilters as Filters, kindKey, rangeIsBackwards } from '../lib/audit-filters';

const label = 'mb-1 block text-sm font-medium text-stone-800';

/** Admin, kind and the shop's days; each change is written to the address and asks for the log again. */
export function AuditFilters({ filters, admins, onChange }: { filters: Filters; admins: AuditList['admins']; onChange: (patch: Partial<Filters>) => void }) {
  const backwards = rangeIsBackwards(filters);
  const anySet = Object.values(filters).some((value) => value !== '');
  // An admin named in the address but no longer an admin (or deleted) stays selectable, by id.
  const options = filters.actor && !admins.some((a) => a._id === filters.actor) ? [...admins, { _id: filters.actor, name: filters.actor, email: '' }] : admins;
  return (
    <form role="search" aria-label={t('audit:filters.label')} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm" onSubmit={(event) => event.preventDefault()}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor="audit-actor" className={label}>
            {t('audit:filters.admin')}
          </label>
          <select id="audit-actor" value={filters.actor} onChange={(event) => onChange({ actor: event.target.value })} className={inputClasses}>
            <option value="">{t('audit:filters.allAdmins')}</option>
            {options.map((admin) => (
              <option key={admin._id} value={admin._id} lang={scriptOf(admin.name)}>
                {admin.email ? `${admin.name} (${admin.email})` : admin.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-kind" className={label}>
            {t('audit:filters.kind')}
          </label>
          <select id="audit-kind" value={filters.kind} onChange={(event) => onChange({ kind: event.target.value as AuditKind | '' })} className={inputClasses}>
            <option value="">{t('audit:filters.allKinds')}</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`audit:kinds.${kindKey(kind)}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-from" className={label}>
            {t('audit:filters.from')}
          </label>
          <input id="audit-from" type="date" value={filters.from} min="2000-01-01" max="2100-12-31" onChange={(event) => onChange({ from: event.target.value })} className={inputClasses} />
        </div>
        <div>
          <label htmlFor="audit-to" className={label}>
            {t('audit:filters.to')}
          </label>
          <input
            id="audit-to"
            type="date"
            value={filters.to}
            min="2000-01-01"
            max="2100-12-31"
            onChange={(event) => onChange({ to: event.target.value })}
            aria-invalid={backwards || undefined}
            aria-describedby={backwards ? 'audit-range-error' : undefined}
            className={inputClasses}
          />
        </div>
      </div>
      {backwards && (
        <p id="audit-range-error" role="alert" className="mt-2 text-sm text-red-700">
          {t('audit:filters.order')}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-stone-600">{t('audit:filters.timeZone')}</p>
        {anySet && (
          <button type="button" className={buttonClasses('secondary', 'sm')} onClick={() => onChange({ actor: '', kind: '', from: '', to: '' })}>
            {t('audit:filters.clear')}
          </button>
        )}
      </div>
    </form>
  );
}
