import type { ReactNode } from 'react';
import { LangText } from '../../../components/ui/lang-text';
import { OtherScriptLine } from '../../../components/ui/other-script-line';
import { formatInteger } from '../../../lib/format';
import { currentLocale, t } from '../../../lib/i18n';
import { nameIn } from '../lib/names';
import '../messages';

/** The name a shelf's page leads with: the page's language, the other script beside it (when it differs). */
export function shelfNames(entity: { nameEn: string; nameBn: string }) {
  const locale = currentLocale();
  const primary = nameIn(entity, locale);
  const secondary = nameIn(entity, locale === 'bn' ? 'en' : 'bn');
  return { primary, secondary: secondary !== primary ? secondary : undefined };
}

/** A category's, publisher's or series' heading: what it is, its name in both scripts and how many books it holds. */
export function ShelfHeader({ eyebrow, entity, count, children }: { eyebrow: string; entity: { nameEn: string; nameBn: string }; count?: number; children?: ReactNode }) {
  const names = shelfNames(entity);
  return (
    <header>
      {children}
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
      <h1 id="shelf-name" className="mt-1 font-serif text-3xl font-bold text-stone-900 sm:text-4xl">
        <LangText text={names.primary} />
      </h1>
      <OtherScriptLine text={names.secondary} className="mt-1 text-lg" />
      {count !== undefined && <p className="mt-2 text-stone-700">{t('storefront:shelves.bookCount', { count, formatted: formatInteger(count) })}</p>}
    </header>
  );
}
