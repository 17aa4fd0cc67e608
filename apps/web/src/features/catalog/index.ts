// The public entry of catalog: the server render fills the listing's query cache with the page's own queries, and
// importing this entry registers the listing's texts, which it needs before it renders the page (entry-server.tsx).
import './messages';

export { authorsQuery, catalogBooksQuery } from './api/use-catalog-books';
export { hasActiveFilters, parseCatalogParams } from './hooks/use-catalog-params';
export { CatalogBookCard } from './components/catalog-book-card';
