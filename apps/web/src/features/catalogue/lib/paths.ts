export { categoryPagePath, publisherPagePath, seriesPagePath } from '../../../lib/shelves';
/** A shelf's page of books: as many as All Products' largest page, so most series and categories fit one. */
export const SHELF_PAGE_SIZE = 20;

/** The page of a shelf's books the URL asks for (`?page=`), 1 when it names none or a malformed one. */
export function shelfPageOf(search: URLSearchParams): number {
  const page = Math.floor(Number(search.get('page')));
  return Number.isFinite(page) && page >= 1 ? page : 1;
}
