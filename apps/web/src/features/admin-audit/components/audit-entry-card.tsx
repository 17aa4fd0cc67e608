import type { AuditBulkDetails, AuditEntry, AuditImportSummary, AuditPasswordResetDetails } from '@boipoka/shared';
import { LangText } from '../../../components/ui/lang-text';
import { formatDateTime, formatInteger } from '../../../lib/format';
import { currentLocale, t } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';
import '../messages';
import { kindKey } from '../lib/audit-filters';
import { AuditValue } from './audit-value';
import { SettingsChangeValue } from './settings-change';

/** Where an entry's subject can be seen: the book's page (while it is listed), the order, the users' list, the report. */
/**
 * A translated sentence cut at its placeholders, so the user data put between the pieces can carry its own `lang`
 * (a Latin name inside a Bangla sentence): textAround('audit:by', ['name', 'email']) → [before name, between, after email].
 */
function textAround(key: string, names: string[], values: Record<string, string | number> = {}): string[] {
  const marks = Object.fromEntries(names.map((name, i) => [name, `\u0000${i}\u0000`]));
  return t(key, { ...values, ...marks }).split(/\u0000\d+\u0000/);
}

function targetPath(entry: AuditEntry): string | null {
  const target = entry.target;
  if (!target?.id) return null;
  if (target.type === 'book') return entry.kind === 'book.archived' ? null : `/product-details/${target.id}`;
  if (target.type === 'order') return `/dashboard/order-dashboard/${target.id}`;
  if (target.type === 'user') return '/dashboard/user-management';
  if (target.type === 'sale') return '/dashboard/sales';
  if (target.id === 'lowStockThreshold') return '/dashboard/reports';
  return null;
}

function Target({ entry }: { entry: AuditEntry }) {
  const target = entry.target;
  if (!target) return null;
  const path = targetPath(entry);
  // The label (a title, an e-mail, an order number) is user data: the words around it are the page's.
  const [before, after] = textAround(`audit:targets.${target.type}`, ['label']);
  const label = target.type === 'setting' ? null : <LangText text={target.label} className="font-medium [overflow-wrap:anywhere]" />;
  return (
    <p className="text-sm text-stone-800">
      {path ? (
        <Link to={path} className="text-brand-700 underline hover:text-brand-800">
          {before}
          {label}
          {after}
        </Link>
      ) : (
        <>
          {before}
          {label}
          {after}
        </>
      )}
    </p>
  );
}

function BulkSummary({ details }: { details: AuditBulkDetails }) {
  const count = { count: details.count, formatted: formatInteger(details.count) };
  const sentence =
    details.action === 'category'
      ? t('audit:bulk.category', {
          ...count,
          category: details.categoryName ? (currentLocale() === 'bn' ? details.categoryName.bn : details.categoryName.en) : t(`common:categories.${details.category}`),
        })
      : details.action === 'stock'
        ? t('audit:bulk.stock', { ...count, quantity: formatInteger(details.quantity ?? 0) })
        : t('audit:bulk.archive', count);
  return (
    <div className="text-sm text-stone-800">
      <p>{sentence}</p>
      <p className="text-stone-600">
        {details.scope === 'search' ? (
          <>
            {t('audit:bulk.scopeSearch')} <LangText text={`“${details.q ?? ''}”`} className="[overflow-wrap:anywhere]" />
          </>
        ) : (
          t('audit:bulk.scopeIds')
        )}
      </p>
      {details.batch && (
        <p className="text-stone-600">{t('audit:bulk.batch', { from: formatInteger(details.batch.from), to: formatInteger(details.batch.to), of: formatInteger(details.batch.of) })}</p>
      )}
    </div>
  );
}

/** An import's whole outcome, or (with `lines`) what one of its batches did: an import that stopped keeps those. */
function ImportSummary({ summary }: { summary: AuditImportSummary }) {
  const [before, rest] = textAround('audit:imported', ['fileName'], { created: summary.created, updated: summary.updated, unchanged: summary.unchanged, rejected: summary.rejected });
  return (
    <div className="text-sm text-stone-800">
      <p>
        {before}
        <LangText text={summary.fileName} className="font-medium [overflow-wrap:anywhere]" />
        {rest}
      </p>
      {summary.lines && <p className="text-stone-600">{t('audit:importedLines', { first: formatInteger(summary.lines.first), last: formatInteger(summary.lines.last) })}</p>}
    </div>
  );
}

/** A password reset is the account's own (whoever held the link): where it came from, not who, is what can be told. */
function PasswordResetDetails({ entry }: { entry: AuditEntry }) {
  const { ip } = (entry.details ?? {}) as Partial<AuditPasswordResetDetails>;
  const [before, after] = textAround(entry.kind === 'user.password_reset' ? 'audit:passwordReset.done' : 'audit:passwordReset.requested', ['ip']);
  return (
    <p className="text-xs text-stone-600">
      {before}
      <span lang="en" className="tabular-nums [overflow-wrap:anywhere]">
        {ip ?? '?'}
      </span>
      {after}
    </p>
  );
}

const PASSWORD_RESET_KINDS = new Set<AuditEntry['kind']>(['user.password_reset_requested', 'user.password_reset']);

/** One admin change: what, on what, who and when, and for an edit each field with its value before → after. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const headingId = `audit-entry-${entry._id}`;
  const by = textAround('audit:by', ['name', 'email']);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm" aria-labelledby={headingId} data-testid="audit-entry">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-base font-semibold text-stone-900">
          {t(`audit:kinds.${kindKey(entry.kind)}`)}
        </h2>
        <time dateTime={entry.createdAt} className="text-xs text-stone-600 tabular-nums">
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <div className="mt-1 space-y-1">
        <Target entry={entry} />
        {entry.kind === 'books.bulk_changed' && entry.details && <BulkSummary details={entry.details as AuditBulkDetails} />}
        {entry.kind === 'books.imported' && entry.details && <ImportSummary summary={entry.details as AuditImportSummary} />}
        {entry.changes.length > 0 && (
          <dl aria-label={t('audit:changesLabel')} className="mt-2 divide-y divide-stone-100 rounded-lg bg-stone-50 px-3 text-sm">
            {entry.changes.map((change) => (
              <div key={change.field} className="py-1.5 sm:flex sm:gap-3">
                <dt className="shrink-0 font-medium text-stone-700 sm:w-48">{t(entry.kind === 'settings.changed' ? `audit:settings.fields.${change.field}` : `audit:fields.${change.field}`)}</dt>
                <dd className="min-w-0 text-stone-900">
                  {entry.kind === 'settings.changed' ? (
                    // A setting is a whole part (every zone, the shop's details): said by what changed in it.
                    <SettingsChangeValue change={change} />
                  ) : (
                    <>
                      <AuditValue field={change.field} value={change.before} />
                      <span aria-hidden="true" className="mx-1.5 text-stone-500">
                        →
                      </span>
                      <span className="sr-only"> {t('audit:changedTo')} </span>
                      <AuditValue field={change.field} value={change.after} />
                    </>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {PASSWORD_RESET_KINDS.has(entry.kind) ? (
          <PasswordResetDetails entry={entry} />
        ) : (
          <p className="text-xs text-stone-600">
            {by[0]}
            <LangText text={entry.actor.name} className="font-medium" />
            {by[1]}
            <span lang="en" className="[overflow-wrap:anywhere]">
              {entry.actor.email}
            </span>
            {by[2]}
          </p>
        )}
      </div>
    </li>
  );
}
