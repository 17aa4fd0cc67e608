// The public entry of book-requests (issue 34): where a reader asks for a book, for the links to it (the catalogue's
// empty search, the footer). Its pages — the Request a book form and the admin's list — are loaded lazily by the router
// (app/router.tsx) from pages/, never through this entry, so no other page downloads them.

/** The Request a book page, its title filled in with what the reader searched for. */
export function requestBookPath(title?: string): string {
  const query = title?.trim();
  return `/request-a-book${query ? `?title=${encodeURIComponent(query)}` : ''}`;
}
