import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../../content/blog-posts';
import { renderWithProviders } from '../../../test/render-with-providers';
import { listBlogPosts } from '../hooks/blog-listing';
import { BlogsPage } from '../pages/blogs-page';

function gridTitles(): string[] {
  const grid = screen.getAllByRole('list').find((list) => list.tagName === 'UL' && within(list).queryAllByRole('article').length > 0);
  if (!grid) return [];
  return within(grid)
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 3 }).textContent ?? '');
}

describe('BlogsPage', () => {
  it('has at least 14 posts, shows 6 per page and pages through them', async () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(14);
    const user = userEvent.setup();
    renderWithProviders(<BlogsPage />);
    const latest = listBlogPosts(BLOG_POSTS, { search: '', category: 'all', sort: 'latest' });
    expect(gridTitles()).toEqual(latest.slice(0, 6).map((post) => post.title));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(gridTitles()).toEqual(latest.slice(6, 12).map((post) => post.title));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(gridTitles()).toEqual(latest.slice(12, 18).map((post) => post.title));
  });

  it('filters by category and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlogsPage />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(screen.getByRole('button', { name: 'Interviews' }));
    expect(screen.getByRole('button', { name: 'Interviews' })).toHaveAttribute('aria-pressed', 'true');
    const interviews = BLOG_POSTS.filter((post) => post.category === 'interviews');
    expect(gridTitles().sort()).toEqual(interviews.map((post) => post.title).sort());
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlogsPage />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'tagore');
    expect(gridTitles().every((title) => /tagore/i.test(title) || BLOG_POSTS.find((p) => p.title === title)?.tags.some((tag) => /tagore/i.test(tag)))).toBe(true);
    expect(gridTitles().length).toBeGreaterThan(0);
    await user.clear(screen.getByRole('searchbox', { name: 'Search articles' }));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('sorts by views and by likes', () => {
    const popular = listBlogPosts(BLOG_POSTS, { search: '', category: 'all', sort: 'popular' });
    const liked = listBlogPosts(BLOG_POSTS, { search: '', category: 'all', sort: 'mostLiked' });
    expect(popular.map((post) => post.views)).toEqual([...BLOG_POSTS.map((post) => post.views)].sort((a, b) => b - a));
    expect(liked.map((post) => post.likes)).toEqual([...BLOG_POSTS.map((post) => post.likes)].sort((a, b) => b - a));
  });

  it('toggles like and bookmark per card', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlogsPage />);
    const [firstTitle] = gridTitles();
    const like = screen.getByRole('button', { name: `Like ${firstTitle}` });
    const bookmark = screen.getByRole('button', { name: `Bookmark ${firstTitle}` });
    await user.click(like);
    await user.click(bookmark);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');
  });
});
