import type { BlogCategory, BlogPost } from '../../../content/blog-posts';

/** Blog grid page size (SPEC §9). */
export const BLOG_PAGE_SIZE = 6;
export const BLOG_SORTS = ['latest', 'popular', 'mostLiked'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];
export type BlogFilter = BlogCategory | 'all';

/** Search (title, excerpt, tags, author), category, then sort: latest by date, popular by views, mostLiked by likes. */
export function listBlogPosts(posts: BlogPost[], { search, category, sort }: { search: string; category: BlogFilter; sort: BlogSort }): BlogPost[] {
  const needle = search.trim().toLowerCase();
  const matching = posts.filter((post) => {
    if (category !== 'all' && post.category !== category) return false;
    if (!needle) return true;
    return [post.title, post.excerpt, post.author.name, ...post.tags].some((text) => text.toLowerCase().includes(needle));
  });
  const sorted = [...matching];
  if (sort === 'popular') sorted.sort((a, b) => b.views - a.views);
  else if (sort === 'mostLiked') sorted.sort((a, b) => b.likes - a.likes);
  else sorted.sort((a, b) => b.publishedDate.localeCompare(a.publishedDate));
  return sorted;
}
