import type { PromoCode } from '@boipoka/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { StackedTable, type TableColumn } from '../../../components/ui/stacked-table';
import { t, type Locale } from '../../../lib/i18n';
import '../messages';
import { conditionTexts, datesText, takesOffText, usesText } from '../lib/promo-texts';

/**
 * The shop's codes, one row each: a table on a wide screen, a card per code on a phone (StackedTable). Edit opens the
 * code's terms in the form; Pause and Resume act on one code; while its change is under way its button waits.
 */
export function PromoCodesTable({
  codes,
  locale,
  labelledBy,
  changing,
  onSetActive,
  onEdit,
}: {
  codes: PromoCode[];
  locale: Locale;
  labelledBy: string;
  /** The id of the code whose change is under way, if any. */
  changing: string | null;
  onSetActive: (code: PromoCode, active: boolean) => void;
  onEdit: (code: PromoCode) => void;
}) {
  const columns: TableColumn<PromoCode>[] = [
    {
      key: 'code',
      header: t('promotions:list.columns.code'),
      // A code is written in Latin letters in every language.
      cell: (code) => (
        <span lang="en" className="font-mono font-semibold text-stone-900">
          {code.code}
        </span>
      ),
    },
    { key: 'takesOff', header: t('promotions:list.columns.takesOff'), cell: (code) => <span className="whitespace-nowrap">{takesOffText(code, locale)}</span> },
    {
      key: 'conditions',
      header: t('promotions:list.columns.conditions'),
      cell: (code) => (
        <ul className="space-y-0.5 text-xs text-stone-700">
          {conditionTexts(code, locale).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
    },
    { key: 'dates', header: t('promotions:list.columns.dates'), cell: (code) => datesText(code, locale) },
    { key: 'uses', header: t('promotions:list.columns.uses'), numeric: true, cell: (code) => usesText(code, locale) },
    {
      key: 'status',
      header: t('promotions:list.columns.status'),
      cell: (code) => <Badge tone={code.active ? 'green' : 'grey'}>{code.active ? t('promotions:list.active') : t('promotions:list.paused')}</Badge>,
    },
    {
      key: 'actions',
      header: t('promotions:list.columns.actions'),
      cell: (code) => (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" aria-label={t('promotions:list.editLabel', { code: code.code })} onClick={() => onEdit(code)}>
            {t('promotions:list.edit')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={changing === code._id}
            aria-label={t(code.active ? 'promotions:list.pauseLabel' : 'promotions:list.resumeLabel', { code: code.code })}
            onClick={() => onSetActive(code, !code.active)}
          >
            {code.active ? t('promotions:list.pause') : t('promotions:list.resume')}
          </Button>
        </div>
      ),
    },
  ];
  return <StackedTable labelledBy={labelledBy} columns={columns} rows={codes} rowKey={(code) => code._id} empty={t('promotions:list.empty')} testId="promo-codes" />;
}
