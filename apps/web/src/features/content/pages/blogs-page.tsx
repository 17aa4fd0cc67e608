import { Star } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { BLOG_CATEGORIES, blogPosts, type BlogPost } from '../../../content/blog-posts';
import { formatInteger, formatLongDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BlogCard, CATEGORY_COLOURS } from '../components/blog-card';
import { BLOG_PAGE_SIZE, BLOG_SORTS, listBlogPosts, type BlogFilter, type BlogSort } from '../hooks/blog-listing';
import '../messages';
import { useShopName } from '../../../lib/shop-settings';

function toggle(set: ReadonlySet<number>, id: number): ReadonlySet<number> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export function BlogsPage({ posts = blogPosts() }: { posts?: BlogPost[] }) {
  useDocumentTitle(t('storefront:blogs.documentTitle'));
  const [search, setSearch] = useState('');
  const shopName = useShopName();
  const [category, setCategory] = useState<BlogFilter>('all');
  const [sort, setSort] = useState<BlogSort>('latest');
  const [page, setPage] = useState(1);
  const [liked, setLiked] = useState<ReadonlySet<number>>(new Set());
  const [bookmarked, setBookmarked] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState<BlogPost | null>(null);

  const listed = listBlogPosts(posts, { search, category, sort });
  const totalPages = Math.ceil(listed.length / BLOG_PAGE_SIZE);
  const shownPage = Math.min(page, Math.max(1, totalPages));
  const pagePosts = listed.slice((shownPage - 1) * BLOG_PAGE_SIZE, shownPage * BLOG_PAGE_SIZE);
  const featured = posts.find((post) => post.featured);

  // A new search, filter or sort starts again at page 1.
  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  const changeCategory = (value: BlogFilter) => {
    setCategory(value);
    setPage(1);
  };
  const changeSort = (value: BlogSort) => {
    setSort(value);
    setPage(1);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="text-center">
        <h1 className="font-serif text-4xl font-bold text-stone-900">{t('storefront:blogs.title', { name: shopName })}</h1>
        <p className="mt-3 text-stone-700">{t('storefront:blogs.subtitle')}</p>
      </header>

      {featured && (
        <section aria-labelledby="featured-post" className="mt-10 grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 md:grid-cols-2">
          <div aria-hidden="true" className={`flex min-h-48 items-center justify-center bg-gradient-to-br ${CATEGORY_COLOURS[featured.category]}`}>
            <Star className="h-14 w-14 text-white/80" />
          </div>
          <div className="p-6 sm:p-8">
            <p className="text-xs font-semibold tracking-wider text-accent-600 uppercase">{t('storefront:blogs.featured')}</p>
            <h2 id="featured-post" className="mt-2 font-serif text-2xl font-bold text-stone-900">
              {featured.title}
            </h2>
            <p className="mt-3 text-stone-700">{featured.excerpt}</p>
            <p className="mt-3 text-sm text-stone-600">
              {featured.author.name}, {featured.author.role} · {formatLongDate(featured.publishedDate)} · {featured.readTime}
            </p>
            <button type="button" onClick={() => setOpen(featured)} className="mt-5 font-semibold text-brand-700 hover:underline">
              {t('storefront:blogs.readMore')}
              <span className="sr-only">: {featured.title}</span>
            </button>
          </div>
        </section>
      )}

      <div className="mt-10 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <SearchInput id="blog-search" className="lg:w-80" value={search} onChange={changeSearch} label={t('storefront:blogs.searchLabel')} placeholder={t('storefront:blogs.searchPlaceholder')} />
        <div role="group" aria-label={t('storefront:blogs.categoryLabel')} className="flex flex-wrap gap-2">
          {(['all', ...BLOG_CATEGORIES] as BlogFilter[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={category === key}
              onClick={() => changeCategory(key)}
              className={`rounded-full px-4 py-1.5 text-sm font-medium ring-1 transition ${category === key ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-stone-700 ring-stone-300 hover:ring-brand-600'}`}
            >
              {t(`storefront:blogs.categories.${key}`)}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor="blog-sort" className="text-sm text-stone-700">
            {t('storefront:blogs.sortLabel')}
          </label>
          <select id="blog-sort" value={sort} onChange={(event) => changeSort(event.target.value as BlogSort)} className="rounded-lg border border-stone-300 bg-white px-3 py-2">
            {BLOG_SORTS.map((key) => (
              <option key={key} value={key}>
                {t(`storefront:blogs.sorts.${key}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p role="status" className="mt-6 text-sm text-stone-700">
        {t('storefront:blogs.count', { count: listed.length, formatted: formatInteger(listed.length) })}
      </p>

      {pagePosts.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-10 text-center text-stone-700 ring-1 ring-stone-200">{t('storefront:blogs.empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {pagePosts.map((post) => (
            <li key={post.id}>
              <BlogCard
                post={post}
                liked={liked.has(post.id)}
                bookmarked={bookmarked.has(post.id)}
                onToggleLike={() => setLiked((current) => toggle(current, post.id))}
                onToggleBookmark={() => setBookmarked((current) => toggle(current, post.id))}
                onOpen={() => setOpen(post)}
              />
            </li>
          ))}
        </ul>
      )}

      <div className="mt-10">
        <Pagination page={shownPage} totalPages={totalPages} onPageChange={setPage} />
      </div>

      <Dialog open={open !== null} title={open?.title ?? ''} onClose={() => setOpen(null)} className="max-w-2xl">
        {open && (
          <div>
            <p className="text-sm text-stone-600">
              {open.author.name}, {open.author.role} · {formatLongDate(open.publishedDate)} · {open.readTime}
            </p>
            <p className="mt-4 leading-relaxed text-stone-800">{open.content}</p>
            <ul aria-label={t('storefront:blogs.tags')} className="mt-4 flex flex-wrap gap-2">
              {open.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700">
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Dialog>
    </div>
  );
}
