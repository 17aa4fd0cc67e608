import { LangText } from '../../../components/ui/lang-text';
import { formatDateTime, formatInteger, formatMoney, formatYear } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../messages';

/** Long texts (a description) are cut here in the list; the whole text is the book's. */
const SHOWN_CHARACTERS = 140;

/**
 * One side of a change, written as the shop writes that field: money, counts and years through the page's formats, a
 * category or status by its translated name, a picture as a link; any other stored text as it is (user data).
 */
export function AuditValue({ field, value }: { field: string; value: unknown }) {
  if (value === null || value === undefined || value === '') return <span className="text-stone-500 italic">{t('audit:values.none')}</span>;
  if (typeof value === 'boolean') return <span>{t(value ? 'audit:values.inCollection' : 'audit:values.notInCollection')}</span>;
  if (typeof value === 'number') {
    if (field === 'price' || field === 'listPrice') return <span className="tabular-nums">{formatMoney(value)}</span>;
    if (field === 'yearPublished') return <span className="tabular-nums">{formatYear(value)}</span>;
    return <span className="tabular-nums">{formatInteger(value)}</span>;
  }
  // A name in both languages (a sale's): both, each in its script.
  if (typeof value === 'object' && 'en' in value && 'bn' in value) return <LangText text={`${String(value.en)} / ${String(value.bn)}`} />;
  const text = String(value);
  switch (field) {
    case 'category':
      return <span>{t(`common:categories.${text}`)}</span>;
    case 'status':
      return <span>{t(`common:status.${text}`)}</span>;
    case 'role':
      // 'user' is an active customer's account: said as the state it is in, beside Blocked.
      return <span>{t(`audit:accounts.${text}`)}</span>;
    case 'language':
      return <span>{t(`audit:languages.${text}`)}</span>;
    case 'saleEndsAt':
      return <span>{formatDateTime(text)}</span>;
    case 'image':
      return (
        <a href={text} target="_blank" rel="noreferrer" className="text-brand-700 underline hover:text-brand-800">
          {t('audit:values.picture')}
        </a>
      );
    default: {
      const shown = text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS)}…` : text;
      return <LangText text={shown} title={shown === text ? undefined : text} className="[overflow-wrap:anywhere]" />;
    }
  }
}
