/**
 * PostgreSQL's plain match on the stored search keys (docs/decisions/033-one-search-engine.md): what answers searches
 * while the index loads, or after it failed or its worker stopped, until a new load succeeds; /api/health says so.
 *
 * A book matches when every word of the query has one of its own keys (searchKeys of the word, an English plural also by
 * its singular) among the book's search_keys (GIN), or the query (a run of 3+ letters or digits) is a substring of its
 * title or author in either script (trigram GIN). No relevance tiers, no completion of a word typed half-way, no typo
 * correction: 'featured' lists in-stock books first, then the newest; every other order as a plain listing sorts.
 */
import { and, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { type Db, runNamed } from '../../db/client';
import type { BookListRow } from '../../lib/book-list-item';
import { books } from '../../db/schema';
import { bookListOrderBy } from '../../db/book-list-orders';
import { listColumns } from '../../db/book-list-columns';
import { authorNameMatcher, normalizeForSubstring, plainKeyGroups, substringOf } from './query-analysis';
import { searchKeys } from './keys';
import type { AuthorMatch, SearchOrder, SearchPage, SearchPort, SearchRequest, Suggested } from './search-port';

/** How many matching books are read, at most, to find the authors a query names (bounded: suggestions must stay cheap). */
const AUTHOR_CANDIDATE_BOOKS = 400;

/**
 * The rows a list shows by id, as one fixed statement (read by name: see runNamed): its columns are listColumns', named
 * as BookListRow names them, so a column a list gains is read here too.
 */
export const LIST_ROWS_BY_IDS = `select ${Object.entries(listColumns)
  .map(([field, column]) => `${column.name} as "${field}"`)
  .join(', ')}
  from books where id = any($1::uuid[]) and archived_at is null`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `array[$1, $2, …]::text[]`: a literal array the planner sees, so the GIN index is chosen with the right estimates. */
function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

type Answering = Pick<SearchPort, 'list' | 'suggest' | 'authors'>;

export class PlainSearch implements Answering {
  constructor(
    /** The catalogue's time-limited connections. */
    private readonly reads: Db,
  ) {}

  /** The plain match's condition (exported for the query-plan test through `listQuery`). */
  private where(request: SearchRequest): SQL {
    const substring = substringOf(request.q);
    const pattern = substring ? `%${escapeLike(substring)}%` : undefined;
    const groups = plainKeyGroups(request.q);
    const match = or(
      pattern ? ilike(books.title, pattern) : undefined,
      pattern ? ilike(books.author, pattern) : undefined,
      pattern ? ilike(books.altTitle, pattern) : undefined,
      pattern ? ilike(books.altAuthor, pattern) : undefined,
      groups.length ? and(...groups.map((keys) => sql`${books.searchKeys} && ${textArray(keys)}`)) : undefined,
    );
    return and(
      isNull(books.archivedAt),
      match ?? sql`false`,
      request.category ? eq(books.category, request.category) : undefined,
      request.categoryId ? sql`${books.categoryIds} @> array[${request.categoryId}]::uuid[]` : undefined,
      request.publisherId ? eq(books.publisherId, request.publisherId) : undefined,
      request.seriesId ? eq(books.seriesId, request.seriesId) : undefined,
      request.author ? sql`lower(${books.author}) = lower(${request.author})` : undefined,
      request.language ? eq(books.language, request.language) : undefined,
      request.inStock ? sql`${books.quantity} > 0` : undefined,
      request.minPriceCents !== undefined ? gte(books.priceCents, request.minPriceCents) : undefined,
      request.maxPriceCents !== undefined ? lte(books.priceCents, request.maxPriceCents) : undefined,
    )!;
  }

  private orderBy(order: SearchOrder): SQL[] {
    switch (order.kind) {
      case 'featured':
        return [sql`(${books.quantity} > 0) desc`, desc(books.createdAt), desc(books.id)];
      case 'bestselling':
        return [sql`coalesce((select s.copies from book_sales s where s.book_id = ${books.id}), 0) desc`, desc(books.createdAt), desc(books.id)];
      default:
        return bookListOrderBy(order);
    }
  }

  /** The listed books among `ids` as lists show them, in the order of `ids` (a page the index ranked). */
  async rowsOf(ids: readonly string[]): Promise<BookListRow[]> {
    if (ids.length === 0) return [];
    const rows = await runNamed<BookListRow>(this.reads, 'books_list_rows_by_ids', LIST_ROWS_BY_IDS, [ids]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The page query exactly as list() runs it (the query-plan test EXPLAINs it). */
  listQuery(request: SearchRequest, order: SearchOrder, limit: number, offset: number) {
    return this.reads
      .select({ id: books.id, matches: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(books)
      .where(this.where(request))
      .orderBy(...this.orderBy(order))
      .limit(limit)
      .offset(offset);
  }

  /**
   * No tiers here: a book found is a match (`exact`), none is `none`, and no guesses are made (decision 049: the index
   * tells descriptions from names and guesses; the plain match answers only while it loads).
   */
  async list(request: SearchRequest, order: SearchOrder, limit: number, offset: number): Promise<SearchPage> {
    const page = await this.listQuery(request, order, limit, offset);
    if (page.length > 0) return { ids: page.map((row) => row.id), total: page[0]!.matches, match: 'exact', didYouMean: [] };
    if (offset === 0) return { ids: [], total: 0, match: 'none', didYouMean: [] };
    // A page past the last match: the count is not in the (empty) page.
    const [total] = await this.reads.select({ n: count() }).from(books).where(this.where(request));
    return { ids: [], total: total!.n, match: total!.n > 0 ? 'exact' : 'none', didYouMean: [] };
  }

  async suggest(q: string, limits: { books: number; authors: number }): Promise<Suggested> {
    const [rows, authors] = await Promise.all([
      this.reads
        .select({
          id: books.id,
          title: books.title,
          author: books.author,
          altTitle: books.altTitle,
          altAuthor: books.altAuthor,
          priceCents: books.priceCents,
          image: books.image,
          quantity: books.quantity,
        })
        .from(books)
        .where(this.where({ q }))
        .orderBy(...this.orderBy({ kind: 'featured' }))
        .limit(limits.books),
      this.authors(q, limits.authors),
    ]);
    return { books: rows.map(({ quantity, ...row }) => ({ ...row, inStock: quantity > 0 })), authors, match: rows.length > 0 ? 'exact' : 'none', didYouMean: [] };
  }

  /**
   * The authors a search names: the distinct authors of (at most AUTHOR_CANDIDATE_BOOKS) matching books, kept when the
   * name itself matches (authorNameMatcher, as the index keeps them), then counted, most books first.
   */
  async authors(q: string, limit: number): Promise<AuthorMatch[]> {
    if (limit <= 0) return [];
    const matching = this.reads.select({ author: books.author, altAuthor: books.altAuthor }).from(books).where(this.where({ q })).limit(AUTHOR_CANDIDATE_BOOKS).as('m');
    const candidates = await this.reads.selectDistinct({ author: matching.author, altAuthor: matching.altAuthor }).from(matching);
    const nameMatches = authorNameMatcher({ qKeyGroups: plainKeyGroups(q), qSubstring: substringOf(q) });
    const names = new Map<string, { author: string; altAuthor: string }>();
    for (const row of candidates) {
      const key = row.author.toLowerCase();
      const known = names.get(key);
      if (known) {
        if (!known.altAuthor && row.altAuthor) known.altAuthor = row.altAuthor;
        continue;
      }
      if (
        nameMatches(
          () => [normalizeForSubstring(row.author), normalizeForSubstring(row.altAuthor)],
          () => new Set([...searchKeys(row.author), ...searchKeys(row.altAuthor)]),
        )
      ) {
        names.set(key, { author: row.author, altAuthor: row.altAuthor });
      }
    }
    if (names.size === 0) return [];
    const name = sql<string>`lower(${books.author})`;
    const counts = await this.reads
      .select({ name, n: count() })
      .from(books)
      .where(and(isNull(books.archivedAt), inArray(name, [...names.keys()])))
      .groupBy(name);
    const byName = new Map(counts.map((row) => [row.name, row.n]));
    return [...names.entries()]
      .map(([key, found]) => ({ ...found, count: byName.get(key) ?? 0 }))
      .filter((found) => found.count > 0)
      .sort((a, b) => b.count - a.count || a.author.localeCompare(b.author))
      .slice(0, limit);
  }
}
