/**
 * The search keys written with every book (docs/decisions/012, 033): computed by the key functions (./keys) from the
 * title, author and their other-script forms, the same functions a query goes through. PostgreSQL keeps them on the
 * book (search_keys, search_title_forms) and in search_key_vocabulary; the index loads from them, the plain match
 * answers from them while it loads, and an external engine would index them. Every path that writes a book's texts
 * writes its keys through here, in the same transaction.
 */
import { deriveBookLanguage } from '@boipoka/shared';
import { and, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { type Db, type Executor } from '../../db/client';
import { books } from '../../db/schema';
import { searchKeys, searchWords } from './keys';
import { titleForm } from './query-analysis';
import { DESCRIPTION_KEYS_MARK, FACET_KEYS_MARK, keysOnly, vocabularyKeys } from './stored-keys';

/**
 * The version of the keys stored on books. Raise it when searchKeys (./keys) changes what it gives
 * for a text, or what texts are keyed: the start-up backfill then recomputes every book's keys.
 * 2: two initials no longer joined; 3: facet names and description words (decision 049).
 */
export const SEARCH_KEYS_VERSION = 3;

export interface SearchableText {
  title: string;
  author: string;
  altTitle?: string | null;
  altAuthor?: string | null;
  /** The book's description: its first words are searched (descriptionKeys), ranked below every name. */
  description?: string | null;
  /**
   * The names of the book's series, publisher and categories with their ancestors, both scripts, one per line
   * (`books.facet_text`, written by the catalogue module): ranked below title and author, above the description.
   */
  facetText?: string | null;
}

/** The fields whose change changes a book's search columns. */
export const SEARCHED_FIELDS = ['title', 'author', 'altTitle', 'altAuthor', 'description', 'facetText'] as const;

/** How much of a description is keyed: its first characters, and of those at most this many distinct words (decision 049). */
export const DESCRIPTION_CHARS = 400;
export const DESCRIPTION_WORDS = 40;

/**
 * Words a description is full of that no reader searches a book by (English and Bangla function words): keyed, each
 * would match most books and widen every search that holds it. Names are keyed whole; only descriptions skip these.
 */
const DESCRIPTION_STOPWORDS = new Set(
  (
    'the and for with from that this these those into onto about over under after before his her hers their them they ' +
    'who whom whose which what when where while was were are is be been being has have had its our your you not but ' +
    'all any can will would one two new out off than then there here also only more most very such each other some ' +
    'এবং ও একটি এক এই সেই তার তাঁর তাদের যে যা যার থেকে হয় হয়ে করে নিয়ে জন্য সঙ্গে সাথে কিন্তু আর বা না এর'
  )
    .split(' ')
    .flatMap((word) => searchWords(word)),
);

/**
 * The keys of a description's first words: the distinct words of its first DESCRIPTION_CHARS characters (a word cut there
 * left out), at most DESCRIPTION_WORDS, function words and words under three letters skipped; each keyed alone (its
 * phonetic key too, so `feluda` finds ফেলুদা), never joined to its neighbour as names are.
 */
export function descriptionKeys(description: string): string[] {
  let head = description.slice(0, DESCRIPTION_CHARS);
  // A word cut at the limit is not a word the description holds.
  if (description.length > DESCRIPTION_CHARS && /[\p{L}\p{M}\p{N}]/u.test(description[DESCRIPTION_CHARS]!)) head = head.replace(/[\p{L}\p{M}\p{N}]+$/u, '');
  const keys = new Set<string>();
  const words = new Set<string>();
  for (const word of searchWords(head)) {
    if (words.has(word) || word.length < 3 || /^[0-9]+$/.test(word) || DESCRIPTION_STOPWORDS.has(word)) continue;
    if (words.size >= DESCRIPTION_WORDS) break;
    words.add(word);
    // A sound of two letters (`boy` → ba) would match any short word of a query: only the word itself then.
    for (const key of searchKeys(word)) if (key === word || key.length >= 3) keys.add(key);
  }
  return [...keys];
}

/** The keys of a book's facet names (one a line: no two names are joined as neighbouring words). */
export function facetKeys(facetText: string): string[] {
  return [...new Set(facetText.split('\n').flatMap((line) => searchKeys(line)))];
}

export interface SearchColumns {
  searchKeys: string[];
  searchTitleForms: string[];
  searchKeysVersion: number;
}

/**
 * The search columns of a book, from the same functions a query goes through: the keys of its names, then (after their
 * marks, stored-keys.ts) those of its facet names and its description that come from nowhere before.
 */
export function searchColumns(book: SearchableText): SearchColumns {
  const names = new Set([...searchKeys(book.title), ...searchKeys(book.altTitle ?? ''), ...searchKeys(book.author), ...searchKeys(book.altAuthor ?? '')]);
  const facets = facetKeys(book.facetText ?? '').filter((key) => !names.has(key));
  const seen = new Set([...names, ...facets]);
  const described = descriptionKeys(book.description ?? '').filter((key) => !seen.has(key));
  const keys = [...names, ...(facets.length > 0 ? [FACET_KEYS_MARK, ...facets] : []), ...(described.length > 0 ? [DESCRIPTION_KEYS_MARK, ...described] : [])];
  const forms = [...new Set([titleForm(book.title), titleForm(book.altTitle ?? '')])].filter((form) => form !== '');
  return { searchKeys: keys, searchTitleForms: forms, searchKeysVersion: SEARCH_KEYS_VERSION };
}

/**
 * The search columns of a book an edit changes (`values`, the fields it sets) from what it is (`current`), or undefined
 * when the edit touches no searched field (SEARCHED_FIELDS): the keys then stay as stored.
 */
export function changedSearchColumns(values: Partial<Record<(typeof SEARCHED_FIELDS)[number], string | null | undefined>>, current: SearchableText): SearchColumns | undefined {
  if (!SEARCHED_FIELDS.some((field) => values[field] !== undefined)) return undefined;
  const merged: SearchableText = { ...current };
  for (const field of SEARCHED_FIELDS) if (values[field] !== undefined) (merged as unknown as Record<string, unknown>)[field] = values[field];
  return searchColumns(merged);
}

/** A book's values for an insert, with its search columns. */
export function withSearchColumns<T extends SearchableText>(book: T): T & SearchColumns {
  return { ...book, ...searchColumns(book) };
}

/**
 * Adds keys to the vocabulary typos are corrected against (only ever grows, like decision 003's words): a book's
 * vocabularyKeys (its names' and facet names', not its description's: decision 049).
 *
 * Always in one order (the keys sorted): two transactions writing the same new keys then wait for each other instead of
 * deadlocking, as they did when each wrote them in its own hash order (search-keys.pg.test.ts).
 */
export async function rememberSearchKeys(db: Executor, keys: Iterable<string>): Promise<void> {
  const unique = keysOnly([...new Set(keys)]);
  if (unique.length === 0) return;
  await db.execute(sql`
    insert into search_key_vocabulary (key)
    select k from (select distinct k from jsonb_array_elements_text(${JSON.stringify(unique)}::jsonb) as t(k)) as d
    order by k collate "C"
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
    await rememberSearchKeys(
      tx,
      keyed.flatMap((row) => vocabularyKeys(row.searchKeys)),
    );
    return tx.insert(books).values(keyed).returning();
  });
}

/** The columns a book's search keys are computed from. */
const KEYED_COLUMNS = {
  id: books.id,
  title: books.title,
  author: books.author,
  altTitle: books.altTitle,
  altAuthor: books.altAuthor,
  description: books.description,
  facetText: books.facetText,
};

/**
 * Recomputes the stored search keys of these books from their rows as they are now, in the caller's transaction (`tx`):
 * what the catalogue module calls after it rewrites `facet_text` in bulk (a category, publisher or series renamed or
 * moved), or any writer of a searched field that does not go through searchColumns. Archived books too (they may be
 * listed again). The index hears of it as of every write (index_xid). Answers how many books were re-keyed.
 */
export async function refreshSearchKeys(tx: Executor, bookIds: readonly string[], options: { batchSize?: number } = {}): Promise<number> {
  const ids = [...new Set(bookIds)];
  const batchSize = options.batchSize ?? 1000;
  let done = 0;
  for (let at = 0; at < ids.length; at += batchSize) {
    const rows = await tx
      .select(KEYED_COLUMNS)
      .from(books)
      .where(inArray(books.id, ids.slice(at, at + batchSize)));
    if (rows.length === 0) continue;
    const payload = rows.map((row) => ({ id: row.id, ...searchColumns(row) }));
    await rememberSearchKeys(
      tx,
      payload.flatMap((row) => vocabularyKeys(row.searchKeys)),
    );
    await tx.execute(sql`
      update books b set
        search_keys = v."searchKeys",
        search_title_forms = v."searchTitleForms",
        search_keys_version = v."searchKeysVersion"
      from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
        as v(id uuid, "searchKeys" text[], "searchTitleForms" text[], "searchKeysVersion" smallint)
      where b.id = v.id`);
    done += rows.length;
  }
  return done;
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
    const rows = await db.select(KEYED_COLUMNS).from(books).where(lt(stale, SEARCH_KEYS_VERSION)).orderBy(stale, books.id).limit(batchSize).offset(skipped);
    if (rows.length === 0) return done;
    const payload = rows.map((row) => ({ ...row, ...searchColumns(row) }));
    const updated = await db.transaction(async (tx) => {
      await rememberSearchKeys(
        tx,
        payload.flatMap((row) => vocabularyKeys(row.searchKeys)),
      );
      const result = (await tx.execute(sql`
        update books b set
          search_keys = v."searchKeys",
          search_title_forms = v."searchTitleForms",
          search_keys_version = v."searchKeysVersion"
        from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
          as v(id uuid, title text, author text, "altTitle" text, "altAuthor" text, description text, "facetText" text,
               "searchKeys" text[], "searchTitleForms" text[], "searchKeysVersion" smallint)
        where b.id = v.id and b.title = v.title and b.author = v.author and b.alt_title = v."altTitle" and b.alt_author = v."altAuthor"
          and b.description = v.description and b.facet_text = v."facetText"`)) as unknown as {
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

/** Listed books whose search columns are still to be computed (for tests and the start-up log). */
export function staleSearchKeysCondition(): SQL {
  return and(isNull(books.archivedAt), lt(sql`coalesce(${books.searchKeysVersion}, 0)`, SEARCH_KEYS_VERSION))!;
}
