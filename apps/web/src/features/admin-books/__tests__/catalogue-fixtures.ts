import type { Category, Publisher, Series } from '@boipoka/shared';
import { jsonResponse } from './render-admin';
import { categoryFixture } from '../../../test/catalogue-fixtures';

export const FICTION_ID = '00000000-0000-4000-8000-000000000001';
export const NOVEL_ID = '00000000-0000-4000-8000-000000000002';
export const POETRY_ID = '00000000-0000-4000-8000-000000000003';
export const PROTHOMA_ID = '00000000-0000-4000-8000-000000000006';
export const FELUDA_ID = '00000000-0000-4000-8000-000000000008';

const category = (id: string, slug: string, nameEn: string, nameBn: string, parentId: string | null, specValue: Category['specValue'] = null): Category =>
  categoryFixture(id, slug, nameEn, nameBn, parentId, { specValue, bookCount: 3 });

/** A small tree, publishers and series as GET /api/categories, /api/publishers and /api/series answer them. */
export const CATALOGUE = {
  categories: [
    category(FICTION_ID, 'fiction', 'Fiction', 'কথাসাহিত্য', null, 'Fiction'),
    category(NOVEL_ID, 'novel', 'Novel', 'উপন্যাস', FICTION_ID),
    category(POETRY_ID, 'poetry', 'Poetry', 'কবিতা', null, 'Poetry'),
  ] satisfies Category[],
  publishers: [
    { id: PROTHOMA_ID, slug: 'prothoma', nameEn: 'Prothoma', nameBn: 'প্রথমা', bookCount: 4 },
    { id: '00000000-0000-4000-8000-000000000007', slug: 'anyaprokash', nameEn: 'Anyaprokash', nameBn: 'অন্যপ্রকাশ', bookCount: 2 },
  ] satisfies Publisher[],
  series: [{ id: FELUDA_ID, slug: 'feluda', nameEn: 'Feluda', nameBn: 'ফেলুদা', bookCount: 9, publisherId: null }] satisfies Series[],
};

/** The answer to a read of the catalogue's lists (searched by `q` as the server does), or undefined for any other call. */
export function catalogueAnswer(url: URL, init: RequestInit | undefined): Response | undefined {
  if (init?.method && init.method !== 'GET') return undefined;
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const matching = <T extends { nameEn: string; nameBn: string; slug: string }>(rows: T[]) => rows.filter((row) => `${row.nameEn} ${row.nameBn} ${row.slug}`.toLowerCase().includes(q));
  if (url.pathname === '/api/categories') return jsonResponse({ success: true, message: 'ok', data: { categories: CATALOGUE.categories } });
  if (url.pathname === '/api/publishers') return jsonResponse({ success: true, message: 'ok', data: { publishers: matching(CATALOGUE.publishers) } });
  if (url.pathname === '/api/series') return jsonResponse({ success: true, message: 'ok', data: { series: matching(CATALOGUE.series) } });
  return undefined;
}
