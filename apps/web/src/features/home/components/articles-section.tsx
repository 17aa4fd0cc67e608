import { BookOpenText, CalendarDays, Clock } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { ARTICLE_TAB_CATEGORIES, ARTICLE_TABS, articleCategoryLabel, articles as pageArticles, type Article, type ArticleCategory, type ArticleTab } from '../../../content/articles';
import { formatLongDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../messages';

/** Each card shows a skeleton for 800 ms plus 200 ms per position (SPEC §9). */
export const ARTICLE_SKELETON_MS = 800;
export const ARTICLE_SKELETON_STEP_MS = 200;

const CATEGORY_COLOURS: Record<ArticleCategory, string> = {
  'New Releases': 'from-brand-500 to-brand-800',
  Community: 'from-amber-500 to-orange-700',
  'Kids & Teens': 'from-sky-500 to-indigo-700',
  Collections: 'from-rose-500 to-accent-600',
};

export function articlesForTab(tab: ArticleTab, articles: Article[] = pageArticles()): Article[] {
  return tab === 'all' ? articles : articles.filter((article) => ARTICLE_TAB_CATEGORIES[tab].includes(article.category));
}

function ArticleCard({ article, delay }: { article: Article; delay: number }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);

  if (!loaded) {
    return (
      <div data-testid="article-skeleton" aria-hidden="true" className="h-full overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
        <Skeleton className="h-40 w-full rounded-none" />
        <div className="space-y-3 p-5">
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-5 w-4/5" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-2/3" />
        </div>
      </div>
    );
  }
  return (
    <article className="group h-full overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200 transition hover:-translate-y-1 hover:shadow-lg">
      <div aria-hidden="true" className={`flex h-40 items-center justify-center bg-gradient-to-br ${CATEGORY_COLOURS[article.category]}`}>
        <BookOpenText className="h-12 w-12 text-white/80 transition group-hover:scale-110" />
      </div>
      <div className="p-5">
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{articleCategoryLabel(article.category)}</p>
        <h3 className="mt-2 text-lg font-bold text-stone-900">{article.title}</h3>
        <p className="mt-2 text-sm text-stone-700">{article.description}</p>
        <p className="mt-4 text-sm font-medium text-stone-800">{article.author}</p>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="h-3.5 w-3.5" />
            {formatLongDate(article.date)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="h-3.5 w-3.5" />
            {article.readTime}
          </span>
        </p>
      </div>
    </article>
  );
}

/** "Chapter & Verse": four sample articles; the tabs filter them by category (the spec only stored the tab). */
export function ArticlesSection() {
  const [tab, setTab] = useState<ArticleTab>('all');
  const baseId = useId();
  const shown = articlesForTab(tab);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = ARTICLE_TABS.indexOf(tab);
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: ARTICLE_TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = ARTICLE_TABS[(moves[event.key] + ARTICLE_TABS.length) % ARTICLE_TABS.length];
    setTab(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };

  return (
    <section aria-labelledby="articles-heading" className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">{t('storefront:articles.eyebrow')}</p>
          <h2 id="articles-heading" className="mt-1 font-serif text-3xl font-bold text-stone-900">
            {t('storefront:articles.title')}
          </h2>
          <p className="mt-3 text-stone-700">{t('storefront:articles.subtitle')}</p>
        </div>
        <div role="tablist" aria-label={t('storefront:articles.tabsLabel')} className="mt-8 flex flex-wrap justify-center gap-2">
          {ARTICLE_TABS.map((key) => (
            <button
              key={key}
              id={`${baseId}-tab-${key}`}
              type="button"
              role="tab"
              aria-selected={tab === key}
              aria-controls={`${baseId}-panel`}
              tabIndex={tab === key ? 0 : -1}
              onClick={() => setTab(key)}
              onKeyDown={onKeyDown}
              className={`rounded-full px-4 py-2 text-sm font-medium transition ${tab === key ? 'bg-brand-600 text-white' : 'bg-white text-stone-700 ring-1 ring-stone-300 hover:ring-brand-600'}`}
            >
              {t(`storefront:articles.tabs.${key}`)}
            </button>
          ))}
        </div>
        <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${tab}`} className="mt-8">
          {shown.length === 0 ? (
            <p className="text-center text-stone-700">{t('storefront:articles.empty')}</p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {shown.map((article, index) => (
                <li key={article.title}>
                  <ArticleCard article={article} delay={ARTICLE_SKELETON_MS + ARTICLE_SKELETON_STEP_MS * index} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-10 text-center">
          {/* There are only these four articles: the button stays, disabled, with a note instead of doing nothing. */}
          <button type="button" disabled aria-describedby="articles-more-note" className="rounded-lg border border-stone-300 bg-white px-6 py-3 font-semibold text-stone-500">
            {t('storefront:articles.loadMore')}
          </button>
          <p id="articles-more-note" className="mt-2 text-sm text-stone-600">
            {t('storefront:articles.allShown')}
          </p>
        </div>
      </div>
    </section>
  );
}
