import { Bookmark, Eye, Heart, MessageSquare, Newspaper } from 'lucide-react';
import { ToggleIconButton } from '../../../components/ui/toggle-icon-button';
import type { BlogCategory, BlogPost } from '../../../content/blog-posts';
import { formatInteger, formatLongDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../messages';

export const CATEGORY_COLOURS: Record<BlogCategory, string> = {
  reviews: 'from-brand-500 to-brand-800',
  guides: 'from-amber-500 to-orange-700',
  interviews: 'from-sky-500 to-indigo-700',
  news: 'from-rose-500 to-accent-600',
};

export interface BlogCardProps {
  post: BlogPost;
  liked: boolean;
  bookmarked: boolean;
  onToggleLike: () => void;
  onToggleBookmark: () => void;
  onOpen: () => void;
}

/** /blog/:id is not a route: the title opens the post in a dialog instead. */
export function BlogCard({ post, liked, bookmarked, onToggleLike, onToggleBookmark, onOpen }: BlogCardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200 transition hover:shadow-lg">
      <div aria-hidden="true" className={`flex h-36 items-center justify-center bg-gradient-to-br ${CATEGORY_COLOURS[post.category]}`}>
        <Newspaper className="h-10 w-10 text-white/80" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{t(`storefront:blogs.categories.${post.category}`)}</p>
        <h3 className="mt-2 text-lg font-bold text-stone-900">
          <button type="button" onClick={onOpen} className="text-left hover:text-brand-700 hover:underline">
            {post.title}
          </button>
        </h3>
        <p className="mt-2 text-sm text-stone-700">{post.excerpt}</p>
        <p className="mt-3 text-xs text-stone-600">
          {post.author.name} · {formatLongDate(post.publishedDate)} · {post.readTime}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-4">
          <p className="flex gap-3 text-xs text-stone-600">
            <span className="inline-flex items-center gap-1" title={t('storefront:blogs.views')}>
              <Eye aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t('storefront:blogs.views')}</span>
              {formatInteger(post.views)}
            </span>
            <span className="inline-flex items-center gap-1" title={t('storefront:blogs.comments')}>
              <MessageSquare aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t('storefront:blogs.comments')}</span>
              {formatInteger(post.comments)}
            </span>
          </p>
          <div className="flex items-center gap-1">
            <span className="text-xs text-stone-600" aria-hidden="true">
              {formatInteger(post.likes + (liked ? 1 : 0))}
            </span>
            <ToggleIconButton pressed={liked} onToggle={onToggleLike} label={t('storefront:blogs.like', { title: post.title })} icon={Heart} />
            <ToggleIconButton
              pressed={bookmarked}
              onToggle={onToggleBookmark}
              label={t('storefront:blogs.bookmark', { title: post.title })}
              icon={Bookmark}
              pressedClassName="fill-brand-600 text-brand-600"
            />
          </div>
        </div>
      </div>
    </article>
  );
}
