/**
 * The search port (docs/decisions/033-one-search-engine.md): what the shop asks of a search engine, in its own words.
 * Books and every other module ask through this; the in-process index (indexed-book-search.ts) answers it, PostgreSQL's
 * plain match on the stored keys (plain-search.ts) while the index loads. An external engine (OpenSearch with its Bengali
 * analyzer) would be another adapter of the same port, indexing the same stored keys.
 */

import type { BookListRow } from '../../lib/book-list-item';
import type { BookListOrder } from '../../db/book-list-orders';

/** A search and the filters a list may add to it. */
export interface SearchRequest {
  q: string;
  category?: string;
  /** A category of the tree (its books and those under it), a publisher, a series, by id (issue 34). */
  categoryId?: string;
  publisherId?: string;
  seriesId?: string;
  /** The stored author name, compared case-insensitively (the author filter). */
  author?: string;
  language?: 'bn' | 'en';
  inStock?: boolean;
  minPriceCents?: number;
  maxPriceCents?: number;
}

/** The orders a list is asked in: relevance ('featured', the default of a search) or any order of a plain listing. */
/** The orders a list is asked in; those every list sorts alike are written in db/book-list-orders.ts. */
export type SearchOrder = BookListOrder;

/**
 * How well a search matched (decision 049): `exact`, a book's title, author or facet names (series, publisher, category)
 * hold every word (typos tolerated as ever) or its names hold the query; `close`, books matched only by their
 * descriptions' words (or keys that only sound alike); `none`, no book.
 */
export type SearchMatch = 'exact' | 'close' | 'none';

/** A search's page of ids and exact total, how well it matched, and (when not `exact`) the books it may have meant. */
export interface SearchPage {
  ids: string[];
  total: number;
  match: SearchMatch;
  didYouMean: SuggestedBook[];
}

/** Suggestions as you type, how well they matched, and the guesses of a search that matched nothing well. */
export interface Suggested {
  books: SuggestedBook[];
  authors: AuthorMatch[];
  match: SearchMatch;
  didYouMean: SuggestedBook[];
}

/** A book as a suggestion as you type shows it. */
export interface SuggestedBook {
  id: string;
  title: string;
  author: string;
  altTitle: string;
  altAuthor: string;
  priceCents: number;
  image: string;
  inStock: boolean;
}

/** An author as the filter takes it (the stored name), with the other-script form if a book has one and the number of listed books. */
export interface AuthorMatch {
  author: string;
  altAuthor: string;
  count: number;
}

/**
 * Who answers searches now: the index (`ranked`), or PostgreSQL's plain match on the stored keys while the index loads
 * (`loading`) or after it failed or its worker stopped (`database`, until a new load succeeds).
 */
export type SearchHealth = 'index' | 'loading' | 'database';

export interface SearchPort {
  /** One page of the ids of the listed books a search finds, in `order` (relevance for 'featured'), and the exact total. */
  list(request: SearchRequest, order: SearchOrder, limit: number, offset: number): Promise<SearchPage>;
  /**
   * The rows a list shows of `ids` (a page `list` gave), in their order, archived books left out: the engine may hold
   * them (the index does, kept exact by its looks: a search page reads no row from the database) or read them by id.
   */
  rowsOf(ids: readonly string[]): Promise<BookListRow[]>;
  /** Suggestions as you type: the best `books` matches (relevance order, no total) and up to `authors` authors whose name matches. */
  suggest(q: string, limits: { books: number; authors: number }): Promise<Suggested>;
  /** Authors anywhere in the catalogue whose name (either script, any spelling the search knows) matches `q`, most books first. */
  authors(q: string, limit: number): Promise<AuthorMatch[]>;
  /** Who answers now (GET /api/health). */
  health(): SearchHealth;
  /** Loads the engine (resolves when it answers searches, or has failed and the database answers them). */
  start(): Promise<void>;
  /** Stops the engine (its worker thread). */
  stop(): Promise<void>;
}
