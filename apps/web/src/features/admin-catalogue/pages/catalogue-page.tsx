import { useId, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../messages';
import { CategoriesPanel } from '../components/categories-panel';
import { NamedPanel } from '../components/named-panel';

const TABS = ['categories', 'publishers', 'series'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = { categories: 'catalogue-admin:tabs.categories', publishers: 'catalogue-admin:tabs.publishers', series: 'catalogue-admin:tabs.series' };

/** /dashboard/categories (admin, issue 34): the category tree, the publishers and the series, each a tab (`?tab=`). */
export function CataloguePage() {
  useDocumentTitle(t('catalogue-admin:pageTitle'));
  const locale = useLocale();
  const baseId = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'categories';
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const choose = (next: Tab) => setParams(next === 'categories' ? {} : { tab: next }, { replace: true });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = TABS.indexOf(tab);
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = TABS[(moves[event.key]! + TABS.length) % TABS.length]!;
    choose(next);
    refs.current[next]?.focus();
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">{t('catalogue-admin:heading')}</h1>
        <p className="mt-1 text-sm text-stone-600">{t('catalogue-admin:intro')}</p>
      </div>
      <div role="tablist" aria-label={t('catalogue-admin:heading')} className="flex gap-1 overflow-x-auto border-b border-stone-200 px-1.5 pt-1.5">
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              refs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => choose(name)}
            onKeyDown={onKeyDown}
            className={`-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-semibold ${tab === name ? 'border-brand-600 text-brand-700' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
          >
            {t(TAB_LABELS[name])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`}>
        {tab === 'categories' ? <CategoriesPanel locale={locale} /> : <NamedPanel key={tab} kind={tab} locale={locale} />}
      </div>
    </div>
  );
}
