/**
 * Search across scripts (docs/decisions/012-search-across-scripts.md): a book is found through the keys that
 * packages/shared's searchKeys computes from its title, author and their other-script forms, the same function applied to
 * the query. The keys are stored on the book (migration 0011) and matched through a GIN index; a query key with a typo is
 * corrected to the closest stored key through a key vocabulary (GiST trigram index), as decision 003 did for words.
 *
 * Everything search-specific sits behind `BookSearch`, so another engine (OpenSearch and its Bengali analyzer) can answer
 * the same requests without a change to routes or pages.
 */
import { deriveBookLanguage, exonymKey, phoneticKey, searchKeys, searchWords, typoSimilarity } from '@boipoka/shared';
import { and, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { type Db, type Executor, runNamed } from '../../db/client';
import { books } from '../../db/schema';
import type { BookFilter, BookListRow, BookOrder, BooksRepository } from './books-repository';
import pLimit from 'p-limit';

/**
 * The version of the keys stored on books. Raise it when searchKeys (packages/shared/src/search) changes what it gives
 * for a text: the start-up backfill then recomputes every book's keys.
 */
export const SEARCH_KEYS_VERSION = 1;

/** At most this many words of a query are used: a search box, not a document. */
export const MAX_SEARCH_WORDS = 8;

/** Which of the keys ($1) the vocabulary holds (its primary key). */
export const VOCABULARY_HAS = 'select key from search_key_vocabulary where key = any($1::text[])';
/** The stored keys nearest (by trigrams, GiST) to each of the keys `$keys`, `$limit` each, for typo correction. */
const nearest = (keys: string, limit: string) => `select t.k as query, v.key from unnest(${keys}::text[]) as t(k)
  cross join lateral (select key from search_key_vocabulary order by key <-> t.k limit ${limit}) as v`;
/** The $2 stored keys nearest to each key of $1. */
export const VOCABULARY_NEAREST = nearest('$1', '$2');
/**
 * The first $2 stored keys after each key of $1 that start with it (the primary key's range from the key up to the key
 * followed by the last code point): a word typed half-way.
 */
export const VOCABULARY_COMPLETIONS = `select t.k as prefix, v.key from unnest($1::text[]) as t(k)
  cross join lateral (select key from search_key_vocabulary where key > t.k and key < t.k || chr(1114111) order by key limit $2) as v`;

/** How many stored keys nearest (by trigrams) to a query key are weighed as its correction. */
const CORRECTION_CANDIDATES = 12;

/**
 * The least similarity (SearchTerms.similarity) at which a query is matched by its keys; below it, only by its text (as a
 * substring of a title or author). Issue 29: `quran` (corrected to the key of Kaur, 0.75) suggested Milk and Honey and
 * `harry potter` (harry dropped, 0.5) Pather Panchali. Agreed with the relevance corpus: its misspelt queries that must
 * find their books are 0.8 or more (nazrl, হুমায়ন 0.8; sapeins 0.83), its must-not cases below (search-relevance.test.ts).
 */
export const MIN_SEARCH_SIMILARITY = 0.8;

export interface SearchableText {
  title: string;
  author: string;
  altTitle?: string | null;
  altAuthor?: string | null;
}

export interface SearchColumns {
  searchKeys: string[];
  searchTitleForms: string[];
  searchKeysVersion: number;
}

const DIGITS = /^[0-9]+$/;
/** A key a word is matched and ranked by: two characters or more, or a number. */
const usableKey = (key: string) => key.length >= 2 || (key !== '' && DIGITS.test(key));

/** A text's phonetic keys in order, joined by spaces: what "the same title" means across scripts and spellings. */
function titleForm(text: string): string {
  return searchWords(text)
    .map((word) => phoneticKey(word))
    .filter(usableKey)
    .join(' ');
}

/** The search columns of a book, from the same functions a query goes through. */
export function searchColumns(book: SearchableText): SearchColumns {
  const keys = new Set([...searchKeys(book.title), ...searchKeys(book.altTitle ?? ''), ...searchKeys(book.author), ...searchKeys(book.altAuthor ?? '')]);
  const forms = [...new Set([titleForm(book.title), titleForm(book.altTitle ?? '')])].filter((form) => form !== '');
  return { searchKeys: [...keys], searchTitleForms: forms, searchKeysVersion: SEARCH_KEYS_VERSION };
}

/** A book's values for an insert, with its search columns. */
export function withSearchColumns<T extends SearchableText>(book: T): T & SearchColumns {
  return { ...book, ...searchColumns(book) };
}

/** Adds keys to the vocabulary typos are corrected against (only ever grows, like decision 003's words). */
export async function rememberSearchKeys(db: Executor, keys: Iterable<string>): Promise<void> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return;
  await db.execute(sql`
    insert into search_key_vocabulary (key)
    select distinct k from jsonb_array_elements_text(${JSON.stringify(unique)}::jsonb) as t(k)
    on conflict do nothing`);
}

/**
 * Inserts books with their search columns and their keys in the vocabulary, in one transaction (a savepoint when `db`
 * is already one). Every path that adds books goes through here: the admin's create, the seed, the seed CLI, the tests.
 */
export async function insertBooks(db: Executor, rows: (typeof books.$inferInsert)[]) {
  if (rows.length === 0) return [];
  // Every book is written with its language: as given, or derived from its texts (migration 0012).
  const keyed = rows.map((row) => withSearchColumns({ ...row, language: row.language ?? deriveBookLanguage(row) }));
  return db.transaction(async (tx) => {
    await rememberSearchKeys(tx, keyed.flatMap((row) => row.searchKeys));
    return tx.insert(books).values(keyed).returning();
  });
}

/**
 * Computes the keys of books that have none or older ones (a database from before migration 0011, books written by hand
 * in SQL, a new SEARCH_KEYS_VERSION), in batches, each batch one transaction. A row edited since it was read keeps the
 * keys its edit wrote. Idempotent; finds its rows through an index, so with nothing to do it costs one small query.
 */
export async function backfillSearchKeys(db: Db, options: { batchSize?: number; onBatch?: (done: number) => void } = {}): Promise<number> {
  const batchSize = options.batchSize ?? 1000;
  let done = 0;
  let skipped = 0;
  for (;;) {
    const stale = sql`coalesce(${books.searchKeysVersion}, 0)`;
    const rows = await db
      .select({ id: books.id, title: books.title, author: books.author, altTitle: books.altTitle, altAuthor: books.altAuthor })
      .from(books)
      .where(lt(stale, SEARCH_KEYS_VERSION))
      .orderBy(stale, books.id)
      .limit(batchSize)
      .offset(skipped);
    if (rows.length === 0) return done;
    const payload = rows.map((row) => ({ ...row, ...searchColumns(row) }));
    const updated = await db.transaction(async (tx) => {
      await rememberSearchKeys(tx, payload.flatMap((row) => row.searchKeys));
      const result = (await tx.execute(sql`
        update books b set
          search_keys = v."searchKeys",
          search_title_forms = v."searchTitleForms",
          search_keys_version = v."searchKeysVersion"
        from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
          as v(id uuid, title text, author text, "altTitle" text, "altAuthor" text,
               "searchKeys" text[], "searchTitleForms" text[], "searchKeysVersion" smallint)
        where b.id = v.id and b.title = v.title and b.author = v.author and b.alt_title = v."altTitle" and b.alt_author = v."altAuthor"`)) as unknown as {
        rowCount?: number | null;
        affectedRows?: number;
      };
      return result.rowCount ?? result.affectedRows ?? rows.length;
    });
    done += updated;
    // Rows edited between the read and the update stay stale for now (their writer set fresh keys, or a trigger marked
    // them for the next run): step over them rather than read them again and again.
    skipped += rows.length - updated;
    options.onBatch?.(done);
  }
}

/** What a search query becomes for the database: the keys each word is matched by, and what ranks the matches. */
export interface SearchTerms {
  /** Per significant query word, the keys any of which a book must carry; every word must match (AND). */
  keyGroups: string[][];
  /**
   * The same groups without the keys that only sound alike where the word means something else: `tagor` is matched by
   * its sound (টগর, a flower) and by ঠাকুর's key, but ranked by the latter. Each holds the phonetic key the word is
   * compared with the stored title forms by. Used for ranking only.
   */
  rankGroups: string[][];
  /** The query's phonetic keys in order (corrected), compared with the stored title forms: exact, then prefix. */
  titleForm: string;
  /** The query's words as typed (normalised): a book holding them literally ranks first among equals (সঞ্চয়িতা / সঞ্চিতা). */
  wordForms: string[];
  /**
   * How closely the keys the words are matched by stand for the words typed, from 0 to 1: per word 1 when a stored key is
   * the word's own (or the word, typed half-way, starts stored keys), the correction's typoSimilarity when corrected, 0
   * when dropped; averaged over the words.
   */
  similarity: number;
}

const LATIN_PLURAL = /^[a-z]{3,}[^s]s$/;

/** A book as a suggestion as you type shows it (toBookSuggestion). */
export type SuggestedBook = Pick<BookListRow, 'id' | 'title' | 'author' | 'altTitle' | 'altAuthor' | 'priceCents' | 'image'> & { inStock: boolean };

export function suggestedBook(row: BookListRow): SuggestedBook {
  return { id: row.id, title: row.title, author: row.author, altTitle: row.altTitle, altAuthor: row.altAuthor, priceCents: row.priceCents, image: row.image, inStock: row.quantity > 0 };
}

/** The engine that answers searches. The service asks it for every list request with a `q`; nothing else knows how. */
export interface BookSearch {
  /** One page of the listed books matching `filter.q` under the filter's other conditions, in `order` (relevance for 'featured'), and the exact total. */
  list(filter: BookFilter & { q: string }, order: BookOrder, limit: number, offset: number): Promise<{ rows: BookListRow[]; total: number }>;
  /** Suggestions as you type: the best `books` matches (relevance order, no total) and up to `authors` authors whose name matches. */
  suggest(q: string, limits: { books: number; authors: number }): Promise<{ books: SuggestedBook[]; authors: AuthorMatch[] }>;
  /** Authors anywhere in the catalogue whose name (either script, any spelling the search knows) matches `q`, most books first. */
  authors(q: string, limit: number): Promise<AuthorMatch[]>;
}

/** A search that waited its turn longer than its caller waits for it: never run (57014, a statement timeout's code: a 503). */
class SearchWaitedTooLongError extends Error {
  readonly code = '57014';
}

/**
 * The engine, running at most `concurrency` searches at once; the others wait their turn in this process. For the
 * embedded database, whose one worker runs statements one after another: 50 searches in its queue would hold up every
 * book page, order and health check behind them (docs/performance.md, decision 014). A search that has waited
 * `maxWaitMs` (its caller's time limit, which has answered 503 by then) is dropped without reaching the database.
 */
export function limitSearches(engine: BookSearch, concurrency: number, maxWaitMs: number): BookSearch {
  const limit = pLimit(concurrency);
  const gated = <T>(work: () => Promise<T>): Promise<T> => {
    const queuedAt = Date.now();
    return limit(() => (maxWaitMs > 0 && Date.now() - queuedAt >= maxWaitMs ? Promise.reject(new SearchWaitedTooLongError('search waited too long for its turn')) : work()));
  };
  return {
    list: (filter, order, pageSize, offset) => gated(() => engine.list(filter, order, pageSize, offset)),
    suggest: (q, limits) => gated(() => engine.suggest(q, limits)),
    authors: (q, max) => gated(() => engine.authors(q, max)),
  };
}

/** An author as the filter takes it (the stored name), with the other-script form if a book has one and the number of listed books. */
export interface AuthorMatch {
  author: string;
  altAuthor: string;
  count: number;
}

/** How many matching books are read, at most, to find the authors a query names (bounded: suggestions must stay cheap). */
const AUTHOR_CANDIDATE_BOOKS = 400;

/** Search in PostgreSQL (or the embedded PGlite): stored keys, a GIN index, a vocabulary for typos. */
export class PostgresBookSearch implements BookSearch {
  constructor(
    private readonly repo: BooksRepository,
    private readonly reads: Db,
  ) {}

  async list(filter: BookFilter & { q: string }, order: BookOrder, limit: number, offset: number) {
    return this.repo.list({ ...filter, ...(await this.filterFor(filter.q)) }, order, limit, offset);
  }

  async suggest(q: string, limits: { books: number; authors: number }) {
    const filter = { q, qSubstring: substringOfQuery(q), ...(await this.filterFor(q)) };
    const [rows, authors] = await Promise.all([
      this.repo.listQuery(filter, { kind: 'featured' }, limits.books, 0),
      this.authorsFor(filter, limits.authors),
    ]);
    return { books: rows.map(suggestedBook), authors };
  }

  async authors(q: string, limit: number) {
    return this.authorsFor({ q, qSubstring: substringOfQuery(q), ...(await this.filterFor(q)) }, limit);
  }

  /**
   * The authors a search names: the distinct authors of (at most AUTHOR_CANDIDATE_BOOKS) matching books, kept when the
   * name itself matches — every query word among the keys of the author's name in either script, or the query a
   * substring of it — then counted through the author index, most books first.
   */
  private async authorsFor(filter: BookFilter & { q: string }, limit: number): Promise<AuthorMatch[]> {
    if (limit <= 0) return [];
    const candidates = await this.repo.authorCandidatesQuery(filter, AUTHOR_CANDIDATE_BOOKS);
    const nameMatches = authorNameMatcher(filter);
    const names = new Map<string, { author: string; altAuthor: string }>();
    for (const row of candidates) {
      const key = row.author.toLowerCase();
      const known = names.get(key);
      if (known) {
        if (!known.altAuthor && row.altAuthor) known.altAuthor = row.altAuthor;
        continue;
      }
      if (nameMatches(() => [normalizeForSubstring(row.author), normalizeForSubstring(row.altAuthor)], () => new Set([...searchKeys(row.author), ...searchKeys(row.altAuthor)]))) names.set(key, { author: row.author, altAuthor: row.altAuthor });
    }
    if (names.size === 0) return [];
    const counts = await this.repo.authorCounts([...names.values()].map((name) => name.author));
    return [...names.values()]
      .map((name) => ({ ...name, count: counts.get(name.author.toLowerCase()) ?? 0 }))
      .filter((name) => name.count > 0)
      .sort((a, b) => b.count - a.count || a.author.localeCompare(b.author))
      .slice(0, limit);
  }

  /** The repository's search conditions for a query (the query-plan test explains what this gives). */
  async filterFor(q: string): Promise<Pick<BookFilter, 'qKeyGroups' | 'qRankGroups' | 'qTitleForm' | 'qWordForms'>> {
    return termsFilter(await this.terms(q));
  }

  /**
   * The keys of each query word (searchKeys of the word: its normalised form, phonetic key, exonym, compound parts; an
   * English plural also by its singular, so `habits` finds The Power of Habit). A word none of whose keys is stored
   * anywhere stands for the stored keys it starts, if any (typed half-way: `hum`); else it is corrected to the stored
   * key nearest its phonetic key, if one is a typo away (isTypoClose); with none it is dropped, as decision 003 dropped
   * a word with no close catalogue word. The search index works the same out from its copy of the stored keys, with no
   * statement (termsFromVocabulary).
   */
  async terms(q: string): Promise<SearchTerms> {
    const words = queryWords(q);
    if (words.length === 0) return noTerms();

    const stored = new Set<string>();
    const lookUpKeys = [...new Set(words.flatMap((word) => word.keys))];
    for (const row of await runNamed<{ key: string }>(this.reads, 'search_vocabulary_has', VOCABULARY_HAS, [lookUpKeys])) stored.add(row.key);
    const unknown = words.filter((word) => !word.keys.some((key) => stored.has(key)));
    const completions = new Map<string, string[]>();
    const prefixes = [...new Set(unknown.flatMap((word) => word.keys.filter(completable)))];
    if (prefixes.length) {
      for (const row of await runNamed<{ prefix: string; key: string }>(this.reads, 'search_vocabulary_completions', VOCABULARY_COMPLETIONS, [prefixes, COMPLETIONS])) {
        const list = completions.get(row.prefix);
        if (list) list.push(row.key);
        else completions.set(row.prefix, [row.key]);
      }
    }
    const completed = new Map(unknown.map((word) => [word, completionsOf(word, (key) => completions.get(key) ?? [])]));
    const corrections = new Map<string, string>();
    const uncompleted = unknown.filter((word) => completed.get(word)!.length === 0);
    if (uncompleted.length) {
      const lookups = [...new Set(uncompleted.map((word) => word.key))];
      const near = await runNamed<{ query: string; key: string }>(this.reads, 'search_vocabulary_nearest', VOCABULARY_NEAREST, [lookups, CORRECTION_CANDIDATES]);
      for (const lookup of lookups) {
        let best: { key: string; score: number } | undefined;
        for (const row of near) {
          if (row.query !== lookup) continue;
          const score = typoSimilarity(lookup, row.key);
          if (score === undefined) continue;
          if (!best || score > best.score || (score === best.score && row.key < best.key)) best = { key: row.key, score };
        }
        if (best) corrections.set(lookup, best.key);
      }
    }
    return termsOf(words, (key) => stored.has(key), (word) => completed.get(word) ?? [], (key) => corrections.get(key));
  }
}

/** The terms of a query with no word to search by. */
const noTerms = (): SearchTerms => ({ keyGroups: [], rankGroups: [], titleForm: '', wordForms: [], similarity: 0 });

/** A query's terms from the stored keys held in memory (the search index's vocabulary): what `terms` gives, with no statement. */
function termsFromVocabulary(q: string, vocabulary: Vocabulary): SearchTerms {
  const words = queryWords(q);
  if (words.length === 0) return noTerms();
  return termsOf(words, (key) => vocabulary.has(key), (word) => completionsOf(word, (key) => vocabulary.completions(key, COMPLETIONS)), (key) => vocabulary.nearest(key));
}

/** The repository's search conditions for a query, from the stored keys held in memory (filterFor with a vocabulary). */
export function filterFromVocabulary(q: string, vocabulary: Vocabulary): Pick<BookFilter, 'qKeyGroups' | 'qRankGroups' | 'qTitleForm' | 'qWordForms'> {
  return termsFilter(termsFromVocabulary(q, vocabulary));
}

/** Stored keys a word typed half-way is completed to, at most, per key of the word (the first in key order). */
export const COMPLETIONS = 16;

/** A key long enough to be completed (`hum` → humayun, `riv` → river); shorter ones would match too much to mean anything. */
function completable(key: string): boolean {
  return key.length >= 3;
}

/** The stored keys completing any of a word's keys, in key order, each once. */
function completionsOf(word: QueryWord, completionsOfKey: (key: string) => readonly string[]): string[] {
  return [...new Set(word.keys.filter(completable).flatMap((key) => completionsOfKey(key)))].sort();
}

/** A query word with its keys: what `terms` matches and ranks it by. */
interface QueryWord {
  word: string;
  keys: string[];
  rankKeys: string[];
  /** The key a typo in the word is corrected from (its exonym, else its phonetic key, else its first key). */
  key: string;
}

/** The stored search keys as an engine holds them (the search index's KeyVocabulary). */
export interface Vocabulary {
  has(key: string): boolean;
  /** The first `limit` stored keys (in code point order, as the database's C.UTF-8 collation sorts) that start with `prefix` and are longer. */
  completions(prefix: string, limit: number): string[];
  /** The stored key correcting a key no book has (a typo away, most like it), if any. */
  nearest(key: string): string | undefined;
}

function queryWords(q: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const word of searchWords(q)) {
    if (words.length >= MAX_SEARCH_WORDS) break;
    const own = searchKeys(word);
    if (own.length === 0 || words.some((w) => w.word === word)) continue;
    const keys = LATIN_PLURAL.test(word) ? [...new Set([...own, ...searchKeys(word.slice(0, -1))])] : own;
    const sound = phoneticKey(word);
    const exonym = exonymKey(word, sound);
    const key = exonym ?? (usableKey(sound) ? sound : keys[0]!);
    words.push({ word, keys, rankKeys: exonym ? keys.filter((k) => k !== sound) : keys, key });
  }
  return words;
}

function termsFilter(terms: SearchTerms): Pick<BookFilter, 'qKeyGroups' | 'qRankGroups' | 'qTitleForm' | 'qWordForms'> {
  return { qKeyGroups: terms.keyGroups, qRankGroups: terms.rankGroups, qTitleForm: terms.titleForm, qWordForms: terms.wordForms };
}

/**
 * The terms of a query's words: a word with a stored key as typed, another by its correction, or dropped; no keys at all
 * when the words' similarity is below MIN_SEARCH_SIMILARITY (the query is then matched by its text alone).
 */
function termsOf(words: readonly QueryWord[], stored: (key: string) => boolean, completions: (word: QueryWord) => string[], correction: (key: string) => string | undefined): SearchTerms {
  const terms = noTerms();
  const form: string[] = [];
  let similarity = 0;
  for (const word of words) {
    if (word.keys.some(stored)) {
      terms.keyGroups.push(word.keys);
      terms.rankGroups.push([...new Set([word.key, ...word.rankKeys])]);
      terms.wordForms.push(word.word);
      form.push(word.key);
      similarity += 1;
      continue;
    }
    const completed = completions(word);
    if (completed.length > 0) {
      // Typed half-way (`hum`, `riv`): the word stands for the stored keys it starts, before any typo correction (which
      // would take `hum` to `hur`, Hurry). Ranked by them too; compared with the title forms by its own key, a prefix.
      terms.keyGroups.push(completed);
      terms.rankGroups.push(completed);
      form.push(word.key);
      similarity += 1;
    } else {
      const corrected = correction(word.key);
      if (corrected === undefined) continue;
      similarity += typoSimilarity(word.key, corrected) ?? 0;
      terms.keyGroups.push([corrected]);
      terms.rankGroups.push([...new Set([corrected, phoneticKey(corrected)])]);
      // The stored key may be a word (lantern) rather than a phonetic key (lntern): titles are compared by the latter.
      form.push(phoneticKey(corrected));
    }
  }
  terms.titleForm = form.join(' ');
  terms.similarity = similarity / words.length;
  // Corrected too far, or too many words dropped: the books its keys would find are not what was asked for.
  if (terms.similarity < MIN_SEARCH_SIMILARITY) return { ...noTerms(), similarity: terms.similarity };
  return terms;
}

/**
 * Whether an author's name is one a search names: every query word among the keys of the name in either script, or the
 * query a substring of it. Both engines keep the authors of matching books by this.
 */
export function authorNameMatcher(filter: Pick<BookFilter, 'qKeyGroups' | 'qSubstring'>): (names: () => readonly string[], keys: () => Set<string>) => boolean {
  const needle = filter.qSubstring ? normalizeForSubstring(filter.qSubstring) : undefined;
  // Each group as a set, walked from the smaller side: a word typed half-way stands for up to 16 stored keys, a name has
  // a few (suggestions weigh hundreds of authors per keystroke).
  const groups = (filter.qKeyGroups ?? []).map((group) => new Set(group));
  const meets = (group: Set<string>, own: Set<string>) => {
    if (group.size <= own.size) {
      for (const key of group) if (own.has(key)) return true;
    } else {
      for (const key of own) if (group.has(key)) return true;
    }
    return false;
  };
  return (names, keys) => {
    if (groups.length > 0) {
      const own = keys();
      if (groups.every((group) => meets(group, own))) return true;
    }
    return needle !== undefined && names().some((name) => name.includes(needle));
  };
}

/** The substring a query is matched by (books-repository's substringOf), repeated here to keep the import one-way. */
function substringOfQuery(q: string): string | undefined {
  return (q.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).some((run) => run.length >= 3) ? q : undefined;
}

/** Case-folded NFC text, for a substring test in TypeScript that agrees with ILIKE on the stored names. */
export function normalizeForSubstring(text: string): string {
  return text.normalize('NFC').toLowerCase().trim();
}

/** `array[$1, $2, …]::text[]`: a literal array the planner sees, so the GIN index is chosen with the right estimates. */
export function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** Listed books whose search columns are still to be computed (for tests and the start-up log). */
export function staleSearchKeysCondition(): SQL {
  return and(isNull(books.archivedAt), lt(sql`coalesce(${books.searchKeysVersion}, 0)`, SEARCH_KEYS_VERSION))!;
}
