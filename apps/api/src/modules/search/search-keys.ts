/**
 * The search keys written with every book (docs/decisions/012, 033): computed by the key functions (./keys) from the
 * title, author and their other-script forms, the same functions a query goes through. PostgreSQL keeps them on the
 * book (search_keys, search_title_forms) and in search_key_vocabulary; the index loads from them, the plain match
 * answers from them while it loads, and an external engine would index them. Every path that writes a book's texts
 * writes its keys through here, in the same transaction.
 */
import { deriveBookLanguage } from '@boipoka/shared';
import { and, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { type Db, type Executor } from '../../db/client';
import { books } from '../../db/schema';
import { searchKeys } from './keys';
import { titleForm } from './query-analysis';

/**
 * The version of the keys stored on books. Raise it when searchKeys (./keys) changes what it gives
 * for a text: the start-up backfill then recomputes every book's keys.
 */
export const SEARCH_KEYS_VERSION = 2;

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
    await rememberSearchKeys(
      tx,
      keyed.flatMap((row) => row.searchKeys),
    );
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
      await rememberSearchKeys(
        tx,
        payload.flatMap((row) => row.searchKeys),
      );
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

/** Listed books whose search columns are still to be computed (for tests and the start-up log). */
export function staleSearchKeysCondition(): SQL {
  return and(isNull(books.archivedAt), lt(sql`coalesce(${books.searchKeysVersion}, 0)`, SEARCH_KEYS_VERSION))!;
}
