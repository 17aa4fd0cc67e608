import { type BookDetail, type BookImport, type Category, isbn13CheckDigit } from '@boipoka/shared';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrate';
import { bookImportRows, bookImports, books } from '../../db/schema';
import { createBook, createSignedInUser, type SignedIn } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { useTestApp } from '../../../test/test-app';
import { BookImportsService } from './book-imports-service';

/** A valid ISBN-13 (978-984-…, Bangladesh's prefix) numbered n, check digit computed. */
function isbn(n: number): string {
  const body = `978984${String(n).padStart(6, '0')}`;
  return `${body}${isbn13CheckDigit(body)}`;
}

const HEADER = 'title,author,altTitle,altAuthor,category,price,listPrice,quantity,isbn,publisher,pages,yearPublished,description';
const line = (cells: (string | number)[]) => cells.map((cell) => (/[",\n]/.test(String(cell)) ? `"${String(cell).replace(/"/g, '""')}"` : String(cell))).join(',');
const csv = (...rows: (string | number)[][]) => Buffer.from(`\ufeff${[HEADER, ...rows.map(line)].join('\r\n')}\r\n`, 'utf8');

const BANGLA_ROW = (n: number) => ['হিমু', 'হুমায়ূন আহমেদ', 'Himu', 'Humayun Ahmed', 'Fiction', '5.50', '7.00', 10, isbn(n), 'অন্যপ্রকাশ', 120, 1993, 'হিমুর প্রথম উপন্যাস, ঢাকার পথে পথে।'];
const ENGLISH_ROW = (n: number) => [`Imported Book ${n}`, 'Test Importer', '', '', 'Science', '12.00', '', 3, isbn(n), 'Import House', 300, 2020, 'A book that came in a publisher spreadsheet.'];

describe('CSV import of the catalogue (/api/books/imports)', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let customer: SignedIn;
  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
    customer = await createSignedInUser(ctx.app, ctx.db);
  });

  const upload = (file: Buffer, options: { name?: string; type?: string; auth?: Record<string, string>; language?: string } = {}) => {
    const form = multipart(file, options.name ?? 'books.csv', options.type ?? 'text/csv', 'file');
    return ctx.app.inject({
      method: 'POST',
      url: '/api/books/imports',
      payload: form.payload,
      headers: { ...form.headers, ...(options.auth ?? admin.auth), ...(options.language ? { 'accept-language': options.language } : {}) },
    });
  };
  const preview = async (file: Buffer): Promise<BookImport> => {
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as BookImport;
  };
  const read = async (id: string): Promise<BookImport> => (await ctx.app.inject({ method: 'GET', url: `/api/books/imports/${id}`, headers: admin.auth })).json().data;
  /** Starts an import and follows it as the page does, until it is done or failed. */
  const run = async (id: string): Promise<BookImport> => {
    const started = await ctx.app.inject({ method: 'POST', url: `/api/books/imports/${id}/start`, headers: admin.auth });
    expect(started.statusCode, started.body).toBe(202);
    for (let i = 0; i < 500; i += 1) {
      const job = await read(id);
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('import did not finish');
  };
  const bookCount = async () => (await ctx.db.select({ id: books.id }).from(books)).length;
  const importCount = async () => (await ctx.db.select({ id: bookImports.id }).from(bookImports)).length;
  const byIsbn = async (value: string) => (await ctx.db.select().from(books).where(eq(books.isbn, value)))[0];

  it('is for admins only', async () => {
    expect((await upload(csv(ENGLISH_ROW(1)), { auth: {} })).statusCode).toBe(401);
    expect((await upload(csv(ENGLISH_ROW(1)), { auth: customer.auth })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/books/imports', headers: customer.auth })).statusCode).toBe(403);
  });

  it('previews a file without changing the catalogue, then imports it; importing the same file again changes nothing', async () => {
    const file = csv(BANGLA_ROW(11), ENGLISH_ROW(12));
    const before = await bookCount();
    const job = await preview(file);
    expect(job).toMatchObject({ status: 'previewed', fileName: 'books.csv', rows: 2, valid: 2, rejected: 0, toCreate: 2, toUpdate: 0, unchanged: 0, processed: 0, issues: [] });
    expect(await bookCount()).toBe(before);

    const done = await run(job.id);
    expect(done).toMatchObject({ status: 'done', processed: 2, toCreate: 2, toUpdate: 0, unchanged: 0, error: null });
    // The audit log has one entry for the import: who started it and what it did.
    const audit = (await ctx.app.inject({ method: 'GET', url: '/api/audit?kind=books.imported', headers: admin.auth })).json().data;
    expect(audit.entries[0]).toMatchObject({ kind: 'books.imported', actor: { _id: admin.user.id }, details: { fileName: 'books.csv', created: 2, updated: 0, unchanged: 0, rejected: 0 } });
    expect(done.finishedAt).not.toBeNull();
    expect(await bookCount()).toBe(before + 2);

    // The imported book is a book like any other: listed, found by its Bangla and its Latin name.
    const himu = await byIsbn(isbn(11));
    expect(himu).toMatchObject({
      title: 'হিমু',
      altTitle: 'Himu',
      author: 'হুমায়ূন আহমেদ',
      altAuthor: 'Humayun Ahmed',
      priceCents: 550,
      listPriceCents: 700,
      quantity: 10,
      publisher: 'অন্যপ্রকাশ',
      pages: 120,
      yearPublished: 1993,
      language: 'bn',
    });
    const found = (await ctx.app.inject({ method: 'GET', url: `/api/books?q=${encodeURIComponent('humayun himu')}&page=1&limit=5` })).json().data as { _id: string }[];
    expect(found.map((book) => book._id)).toContain(himu!.id);
    const updatedAt = himu!.updatedAt;

    const again = await preview(file);
    expect(again).toMatchObject({ rows: 2, valid: 2, toCreate: 0, toUpdate: 0, unchanged: 2 });
    const second = await run(again.id);
    expect(second).toMatchObject({ status: 'done', toCreate: 0, toUpdate: 0, unchanged: 2 });
    expect(await bookCount()).toBe(before + 2);
    expect((await byIsbn(isbn(11)))!.updatedAt).toEqual(updatedAt);
  });

  it('lists each bad row with its line, field and message, and imports only the valid rows', async () => {
    const file = csv(
      ENGLISH_ROW(21),
      ['', 'No Title', '', '', 'Fiction', '4.00', '', 1, isbn(22), '', '', '', 'A book without a title in the file.'],
      ENGLISH_ROW(23),
      [`Bad Price`, 'Someone', '', '', 'Novel', 'abc', '', 1, isbn(24), '', '', '', 'A price that is not a number.'],
      ['Bad ISBN', 'Someone', '', '', 'Poetry', '4.00', '', 1, '978-984-000000-0', '', '', '', 'An ISBN with a wrong check digit.'],
      ['No ISBN', 'Someone', '', '', 'Poetry', '4.00', '', 1, '', '', '', '', 'A book nobody could find again.'],
      ENGLISH_ROW(21),
    );
    const job = await preview(file);
    expect(job).toMatchObject({ rows: 7, valid: 2, rejected: 5, toCreate: 2 });
    expect(job.issues).toEqual([
      { line: 3, field: 'title', message: 'Title is required' },
      { line: 5, field: 'price', message: 'Price must be a number' },
      { line: 5, field: 'category', message: 'Category must be one of Fiction, Religious, Poetry, SelfDevelopment, Science' },
      { line: 6, field: 'isbn', message: 'ISBN must be a valid ISBN-10 or ISBN-13' },
      { line: 7, field: 'isbn', message: 'Give the book an ISBN (or the id of a book of this shop), so that importing the file again updates it instead of adding it twice' },
      { line: 8, field: 'isbn', message: 'The same book is on line 2' },
    ]);
    const done = await run(job.id);
    expect(done).toMatchObject({ status: 'done', toCreate: 2, processed: 2, rejected: 5 });
    expect(await byIsbn(isbn(21))).toBeDefined();
    expect(await byIsbn(isbn(22))).toBeUndefined();
  });

  it('answers the report in Bangla to a Bangla caller', async () => {
    const res = await upload(csv(['', 'কেউ', '', '', 'Fiction', '৪.০০', '', '১', isbn(31), '', '', '', 'নাম ছাড়া একটি বই, ফাইলে।']), { language: 'bn' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.issues).toEqual([{ line: 2, field: 'title', message: expect.stringMatching(/[\u0980-\u09FF]/) }]);
  });

  it('updates the book a row names by ISBN, or by id; a sold-out book it restocks is back on sale', async () => {
    const stored = await createBook(ctx.db, { title: 'Stored Title', author: 'Stored Author', isbn: isbn(41), quantity: 0, priceCents: 900, description: 'Stored description of the book.' });
    const other = await createBook(ctx.db, { title: 'Other Book', author: 'Other Author', isbn: isbn(42), quantity: 4, priceCents: 1500, description: 'Another stored description.' });
    const job = await preview(
      csv(
        ['Stored Title', 'Stored Author', '', '', 'Fiction', '11.00', '', 6, isbn(41), '', '', '', 'Stored description of the book.'],
        ['Other Book', 'Other Author', '', '', 'Fiction', '15.00', '', 4, '', '', '', '', 'Another stored description.'],
      ),
    );
    // The second row has no ISBN: it is new (and refused for that), not a match by title.
    expect(job).toMatchObject({ valid: 1, toUpdate: 1, rejected: 1 });
    const done = await run(job.id);
    expect(done).toMatchObject({ toUpdate: 1 });
    const after = await byIsbn(isbn(41));
    expect(after).toMatchObject({ id: stored.id, priceCents: 1100, quantity: 6 });
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/books/${stored.id}` })).json().data;
    expect(page).toMatchObject({ price: 11, inStock: true });

    // By id (the export's column), the ISBN of another book is refused; an unknown id is reported.
    const byId = await preview(
      Buffer.from(
        `${HEADER},id\r\n${line(['Stored Title', 'Stored Author', '', '', 'Fiction', '12.00', '', 6, isbn(42), '', '', '', 'Stored description of the book.', stored.id])}\r\n${line(['X', 'Y', '', '', 'Fiction', '1.00', '', 1, '', '', '', '', 'A book no shop has.', '00000000-0000-4000-8000-000000000000'])}\r\n`,
      ),
    );
    expect(byId.issues).toEqual([
      { line: 2, field: 'isbn', message: 'Another book already has this ISBN' },
      { line: 3, field: 'id', message: 'No book of this shop has this id' },
    ]);
    expect((await byIsbn(isbn(42)))!.id).toBe(other.id);
  });

  it('a round trip, export then import, changes nothing', async () => {
    await createBook(ctx.db, { title: '=Formula Title', author: '+Plus Author', publisher: '@home', isbn: isbn(51), description: '-starts with a dash' });
    // Texts that look like formulas in other ways, or like the export's own escape (the shop's CSV rule, csv-cells.ts).
    const tricky = [
      { title: '＝Fullwidth Sign', author: "'=Apostrophe Author", publisher: "''=two", isbn: isbn(52), description: '\'Tis a description; =HYPERLINK("http://evil.example")' },
      { title: "'Tis the Season", author: '－Minus Author', publisher: 'Poems; @home', isbn: isbn(53), description: '=description with\u00a0spaces inside; -and\r\nlines' },
    ];
    for (const book of tricky) await createBook(ctx.db, book);
    const exported = await ctx.app.inject({ method: 'GET', url: '/api/books/export.csv', headers: admin.auth });
    expect(exported.statusCode).toBe(200);
    const before = await ctx.db.select({ id: books.id, updatedAt: books.updatedAt }).from(books);
    const job = await preview(exported.rawPayload);
    expect(job.issues).toEqual([]);
    expect(job).toMatchObject({ toCreate: 0, toUpdate: 0, unchanged: job.rows, rejected: 0 });
    const done = await run(job.id);
    expect(done).toMatchObject({ status: 'done', toCreate: 0, toUpdate: 0, unchanged: job.rows });
    expect(await ctx.db.select({ id: books.id, updatedAt: books.updatedAt }).from(books)).toEqual(before);
    expect(await byIsbn(isbn(51))).toMatchObject({ title: '=Formula Title', author: '+Plus Author', publisher: '@home', description: '-starts with a dash' });
    for (const book of tricky) expect(await byIsbn(book.isbn)).toMatchObject(book);
    // In the file, a text a spreadsheet would run is escaped, and a cell with a semicolon is quoted as well.
    expect(exported.body).toContain(`"'Tis a description;' =HYPERLINK(""http://evil.example"")"`);
  });

  describe('refuses a hostile or broken file as a whole, changing nothing', () => {
    const refused = async (file: Buffer, status: number, message: string | RegExp, options: Parameters<typeof upload>[1] = {}) => {
      const imports = await importCount();
      const count = await bookCount();
      const res = await upload(file, options);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(res.json().errors?.[0]?.path).toBe('file');
      expect(await importCount()).toBe(imports);
      expect(await bookCount()).toBe(count);
      return res.json();
    };

    it('not a CSV: a picture, a spreadsheet (zip), a PDF', async () => {
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a50000000049454e44ae426082', 'hex');
      await refused(png, 400, /not a CSV file/, { name: 'books.csv' });
      await refused(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64)]), 400, /not a CSV file/, {
        name: 'books.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      });
    });

    it('text in another encoding: Latin-1, UTF-16', async () => {
      await refused(Buffer.from(`${HEADER}\r\nCafé,Author,,,Fiction,1.00,,1,${isbn(61)},,,,Latin-1 bytes for the accent.\r\n`, 'latin1'), 400, /not UTF-8/);
      await refused(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${HEADER}\r\n`, 'utf16le')]), 400, /not UTF-8/);
    });

    it('a file larger than 20 MB (50 MB)', async () => {
      await refused(Buffer.alloc(50 * 1024 * 1024, 'a'), 413, /larger than 20 MB/);
    });

    it('a formula-injection cell, naming its line and column', async () => {
      const body = await refused(
        csv(ENGLISH_ROW(71), ['=HYPERLINK("http://evil.example","Click")', 'Someone', '', '', 'Fiction', '4.00', '', 1, isbn(72), '', '', '', 'A formula where a title belongs.']),
        400,
        /formula/,
      );
      expect(body.errors).toEqual([{ path: 'file', message: 'Line 3, column "title"' }]);
      expect(await byIsbn(isbn(71))).toBeUndefined();
    });

    it('not valid CSV, unknown or missing columns, no books', async () => {
      await refused(Buffer.from(`${HEADER}\r\n"unclosed,quote,,,Fiction,1,,1,${isbn(81)},,,,text\r\n`), 400, /not valid CSV/);
      const columns = await refused(Buffer.from(`title,author,category,price,qty,description\r\nA,B,Fiction,1,1,Some words here.\r\n`), 400, /Unknown column "qty"/);
      expect(columns.errors).toEqual([
        { path: 'file', message: 'Unknown column "qty"' },
        { path: 'file', message: 'Missing column "quantity"' },
      ]);
      await refused(Buffer.from(`${HEADER}\r\n`), 400, /no books/);
      // A category is needed: SPEC's `category`, or the tree's `categories` (issue 34).
      const noCategory = await refused(Buffer.from(`title,author,price,quantity,isbn,description\r\nA,B,1,1,${isbn(82)},Some words here.\r\n`), 400, /Missing column/);
      expect(noCategory.errors).toEqual([{ path: 'file', message: 'Missing column "category" (or "categories")' }]);
    });

    it('a request without a file, or not multipart', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/books/imports', headers: admin.auth, payload: { file: 'x' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'file', message: 'Send the file as multipart/form-data' }]);
      await refused(Buffer.alloc(0), 400, /Choose a CSV file/);
    });
  });

  it('an import is started once; an unknown one is 404', async () => {
    const job = await preview(csv(ENGLISH_ROW(91)));
    await run(job.id);
    const again = await ctx.app.inject({ method: 'POST', url: `/api/books/imports/${job.id}/start`, headers: admin.auth });
    expect(again.statusCode).toBe(409);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/books/imports/00000000-0000-4000-8000-000000000000', headers: admin.auth })).statusCode).toBe(404);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/books/imports', headers: admin.auth })).json().data.imports as BookImport[];
    expect(list[0]).toMatchObject({ id: job.id, status: 'done' });
    expect(list[0]).not.toHaveProperty('issues');
  });

  it('the template is the header line of the export', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/books/imports/template.csv', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('boipoka-books-template.csv');
    const exported = await ctx.app.inject({ method: 'GET', url: '/api/books/export.csv', headers: admin.auth });
    expect(res.body.split('\r\n')[0]).toBe(exported.body.split('\r\n')[0]);
  });

  it("an import that stops half-way has an audit entry for each batch it committed, written in that batch's transaction", async () => {
    const soldOut = await createBook(ctx.db, { title: 'Sold Out Book', author: 'Stock Author', isbn: isbn(300), quantity: 0, description: 'A book nobody can buy right now.' });
    // 260 new books, then a row that puts the sold-out book back on sale: telling its wishlist readers fails (standing in
    // for any failure of a later batch: a clash with another import, the database going away).
    const rows = [
      ...Array.from({ length: 260 }, (_, i) => ENGLISH_ROW(301 + i)),
      ['Sold Out Book', 'Stock Author', '', '', 'Fiction', '5.00', '', 3, isbn(300), '', '', '', 'A book nobody can buy right now.'],
    ];
    const failing = new BookImportsService({
      db: ctx.db,
      // Batches as short as they get (a few rows each): the import commits several before the one that fails.
      batchMs: 1,
      restock: {
        bookRestocked: async () => {
          throw new Error('could not tell the wishlist readers');
        },
      },
    });
    const job = await failing.preview(csv(...rows), 'half-way.csv', admin.user.id);
    await failing.start({ id: admin.user.id, name: admin.user.name, email: admin.user.email }, job.id);
    await failing.settled();
    const after = await failing.get(job.id);
    expect(after).toMatchObject({ status: 'failed', error: expect.stringContaining('stopped') });
    expect((await byIsbn(isbn(300)))!.quantity).toBe(soldOut.quantity);

    const imported = (await ctx.db.select({ isbn: books.isbn }).from(books)).filter((book) => Number(book.isbn.slice(6, 12)) > 300 && Number(book.isbn.slice(6, 12)) <= 560);
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.length).toBeLessThanOrEqual(260);
    expect(after.toCreate).toBe(imported.length);
    const audit = (await ctx.app.inject({ method: 'GET', url: '/api/audit?kind=books.imported&limit=100', headers: admin.auth })).json().data;
    const entries = (audit.entries as { actor: { _id: string }; details: { importId?: string; lines?: { first: number; last: number }; created: number; fileName: string } }[]).filter(
      (entry) => entry.details.importId === job.id,
    );
    // One entry per committed batch, naming its lines; together they account for every book the import created.
    expect(entries.length).toBeGreaterThan(1);
    expect(entries.every((entry) => entry.details.lines && entry.details.fileName === 'half-way.csv' && entry.actor._id === admin.user.id)).toBe(true);
    expect(entries.reduce((sum, entry) => sum + entry.details.created, 0)).toBe(imported.length);
    const covered = entries.map((entry) => entry.details.lines!).sort((a, b) => a.first - b.first);
    expect(covered[0]!.first).toBe(2);
    for (let i = 1; i < covered.length; i++) expect(covered[i]!.first).toBe(covered[i - 1]!.last + 1);
  });

  it('migration 0028 moves the rows an import had not imported yet out of its JSON value, and the import finishes', async () => {
    const job = await preview(csv(ENGLISH_ROW(601), ENGLISH_ROW(602), ENGLISH_ROW(603)));
    const stored = await ctx.db.select({ line: bookImportRows.line, book: bookImportRows.book }).from(bookImportRows).where(eq(bookImportRows.importId, job.id)).orderBy(bookImportRows.line);
    expect(stored.map((row) => row.line)).toEqual([2, 3, 4]);
    const [{ columns }] = await ctx.db.select({ columns: bookImports.columns }).from(bookImports).where(eq(bookImports.id, job.id));
    // As before 0026: the valid rows in one JSON value, on an import whose first row was done when its process stopped.
    await ctx.db.execute(sql`alter table book_imports add column pending jsonb`);
    await ctx.db.execute(sql`update book_imports set pending = ${JSON.stringify({ columns, rows: stored })}::jsonb, columns = '[]'::jsonb where id = ${job.id}`);
    await ctx.db.delete(bookImportRows).where(eq(bookImportRows.importId, job.id));
    await ctx.db
      .update(bookImports)
      .set({ status: 'importing', processed: 1, toCreate: 1, startedBy: admin.user.id, startedByName: admin.user.name, startedByEmail: admin.user.email, updatedAt: new Date(Date.now() - 120_000) })
      .where(eq(bookImports.id, job.id));

    const migration = readFileSync(join(migrationsFolder(), '0028_book-import-rows.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await ctx.db.execute(sql.raw(statement));
    const moved = await ctx.db.select({ line: bookImportRows.line }).from(bookImportRows).where(eq(bookImportRows.importId, job.id)).orderBy(bookImportRows.line);
    expect(moved.map((row) => row.line)).toEqual([3, 4]);
    expect((await ctx.db.select({ columns: bookImports.columns }).from(bookImports).where(eq(bookImports.id, job.id)))[0]!.columns).toEqual(columns);

    const other = new BookImportsService({ db: ctx.db });
    expect(await other.resumeStalled()).toBe(1);
    await other.settled();
    expect(await read(job.id)).toMatchObject({ status: 'done', processed: 3, toCreate: 3 });
    expect(await byIsbn(isbn(601))).toBeUndefined();
    expect(await byIsbn(isbn(602))).toBeDefined();
    expect(await byIsbn(isbn(603))).toBeDefined();
  });

  it('an import left running by a stopped process is finished by the next one to look', async () => {
    const job = await preview(csv(ENGLISH_ROW(101), ENGLISH_ROW(102)));
    // As a process that stopped right after the start would leave it: importing, untouched for two minutes.
    await ctx.db
      .update(bookImports)
      .set({ status: 'importing', toCreate: 0, startedBy: admin.user.id, startedByName: admin.user.name, startedByEmail: admin.user.email, updatedAt: new Date(Date.now() - 120_000) })
      .where(eq(bookImports.id, job.id));
    const other = new BookImportsService({ db: ctx.db });
    expect(await other.resumeStalled()).toBe(1);
    await other.settled();
    expect(await read(job.id)).toMatchObject({ status: 'done', toCreate: 2, processed: 2 });
    expect(await byIsbn(isbn(102))).toBeDefined();
  });
  describe('categories, publishers and series (issue 34)', () => {
    const FACET_HEADER = 'title,author,categories,price,quantity,isbn,publisher,series,seriesNumber,description';
    const facetCsv = (...rows: (string | number)[][]) => Buffer.from(`\ufeff${[FACET_HEADER, ...rows.map(line)].join('\r\n')}\r\n`, 'utf8');
    const facetRow = (n: number, categories: string, extra: { publisher?: string; series?: string; number?: string | number } = {}) => [
      `Faceted Book ${n}`,
      'Facet Author',
      categories,
      '6.00',
      4,
      isbn(n),
      extra.publisher ?? '',
      extra.series ?? '',
      extra.number ?? '',
      'A book filed by the import in the tree.',
    ];
    const made = async <T>(url: string, payload: object): Promise<T> => {
      const res = await ctx.app.inject({ method: 'POST', url, headers: admin.auth, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as T;
    };
    const detail = async (n: number) => {
      const book = await byIsbn(isbn(n));
      expect(book).toBeDefined();
      return (await ctx.app.inject({ method: 'GET', url: `/api/books/${book!.id}` })).json().data as BookDetail;
    };
    const titlesIn = async (slug: string): Promise<string[]> => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/books?categorySlug=${encodeURIComponent(slug)}&limit=100` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as BookDetail[]).map((book) => book.title).sort();
    };
    const tree = async (): Promise<Category[]> => (await ctx.app.inject({ method: 'GET', url: '/api/categories' })).json().data.categories;
    const startWith = (id: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/books/imports/${id}/start`, headers: admin.auth, payload });
    const follow = async (id: string): Promise<BookImport> => {
      for (let i = 0; i < 500; i += 1) {
        const job = await read(id);
        if (job.status === 'done' || job.status === 'failed') return job;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('import did not finish');
    };

    it('files a row by a category’s Bangla name, its slug or its English name in any case; a series by name with its number; a publisher by its Bangla name', async () => {
      const children = await made<Category>('/api/categories', { nameEn: 'Children', nameBn: 'শিশু-কিশোর', slug: 'children-import' });
      const publisher = await made<{ id: string }>('/api/publishers', { nameEn: 'Prothoma', nameBn: 'প্রথমা' });
      const feluda = await made<{ id: string; slug: string }>('/api/series', { nameEn: 'Feluda', nameBn: 'ফেলুদা' });
      const job = await preview(
        facetCsv(
          facetRow(701, 'শিশু-কিশোর|poetry', { publisher: 'প্রথমা', series: 'ফেলুদা', number: '৩' }),
          facetRow(702, 'SCIENCE', { publisher: 'A "Press", New To {The} Shop\\', series: 'Tin Goyenda', number: 1 }),
          facetRow(703, 'children-import', { number: 2 }),
        ),
      );
      expect(job.issues).toEqual([{ line: 4, field: 'seriesNumber', message: 'Choose the series before its number' }]);
      expect(job).toMatchObject({ valid: 2, toCreate: 2, missingCategories: [] });
      expect(await run(job.id)).toMatchObject({ status: 'done', toCreate: 2, rejected: 1 });

      const first = await detail(701);
      expect(first.categories!.map((c) => c.id)).toEqual([children.id, (await tree()).find((c) => c.slug === 'poetry')!.id]);
      expect(first.publisherRef).toMatchObject({ id: publisher.id, nameBn: 'প্রথমা' });
      expect(first.publisher).toBe('Prothoma');
      expect(first.series).toMatchObject({ id: feluda.id, number: 3 });
      expect(await titlesIn('children-import')).toEqual(['Faceted Book 701']);

      // A series or publisher the shop lacks is added (the series audited as the admin's, decision 050).
      const second = await detail(702);
      expect(second.category).toBe('Science');
      expect(second.publisherRef).toMatchObject({ nameEn: 'A "Press", New To {The} Shop\\' });
      expect(second.series).toMatchObject({ nameEn: 'Tin Goyenda', nameBn: 'Tin Goyenda', number: 1 });
      const audit = (await ctx.app.inject({ method: 'GET', url: '/api/audit?kind=series.created', headers: admin.auth })).json().data;
      expect(audit.entries[0]).toMatchObject({ kind: 'series.created', actor: { _id: admin.user.id }, target: { label: 'Tin Goyenda' } });

      // The same file again changes nothing.
      const again = await preview(
        facetCsv(
          facetRow(701, 'শিশু-কিশোর|poetry', { publisher: 'প্রথমা', series: 'ফেলুদা', number: '৩' }),
          // Names with quotes, a comma, braces and a backslash are found again (any case, spaces squeezed).
          facetRow(702, 'science', { publisher: 'a "press",  new to {the} shop\\', series: 'TIN GOYENDA', number: 1 }),
        ),
      );
      expect(again).toMatchObject({ toCreate: 0, toUpdate: 0, unchanged: 2 });
    });

    it('offers a missing category in the preview and creates it on start, at the root or under the parent chosen; its books are in it', async () => {
      const fiction = (await tree()).find((c) => c.slug === 'fiction')!;
      const job = await preview(facetCsv(facetRow(711, 'থ্রিলার'), facetRow(712, 'Admission Guides|fiction'), facetRow(713, 'থ্রিলার')));
      expect(job).toMatchObject({ rows: 3, valid: 3, rejected: 0, toCreate: 3 });
      expect(job.missingCategories).toEqual([
        { name: 'থ্রিলার', rows: 2 },
        { name: 'Admission Guides', rows: 1 },
      ]);
      expect(await byIsbn(isbn(711))).toBeUndefined();

      // Only what the file lacks can be created; a refused start creates nothing.
      const wrong = await startWith(job.id, { createCategories: [{ name: 'Fiction' }] });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([{ path: 'createCategories.0.name', message: 'The file does not name this category, or it exists already' }]);

      const started = await startWith(job.id, {
        createCategories: [
          { name: 'থ্রিলার', parentId: fiction.id },
          { name: 'admission guides', parentId: null },
        ],
      });
      expect(started.statusCode, started.body).toBe(202);
      expect(await follow(job.id)).toMatchObject({ status: 'done', toCreate: 3, rejected: 0, issues: [] });

      const categories = await tree();
      const thriller = categories.find((c) => c.nameBn === 'থ্রিলার')!;
      expect(thriller).toMatchObject({ nameEn: 'থ্রিলার', parentId: fiction.id });
      const guides = categories.find((c) => c.nameEn === 'Admission Guides')!;
      expect(guides).toMatchObject({ nameBn: 'Admission Guides', parentId: null, slug: 'admission-guides' });
      expect(await titlesIn(thriller.slug)).toEqual(['Faceted Book 711', 'Faceted Book 713']);
      expect(await titlesIn(guides.slug)).toEqual(['Faceted Book 712']);
      // Under Fiction: its books are Fiction's too, and SPEC's category of each says so.
      expect(await titlesIn('fiction')).toEqual(expect.arrayContaining(['Faceted Book 711', 'Faceted Book 712', 'Faceted Book 713']));
      expect((await detail(711)).category).toBe('Fiction');

      const audit = (await ctx.app.inject({ method: 'GET', url: '/api/audit?kind=category.created', headers: admin.auth })).json().data;
      expect(audit.entries.filter((entry: { target: { id: string } }) => [thriller.id, guides.id].includes(entry.target.id))).toHaveLength(2);
      expect(audit.entries[0]).toMatchObject({ actor: { _id: admin.user.id } });
    });

    it('declined: the rows naming a missing category are refused on `categories`, the others imported', async () => {
      const job = await preview(facetCsv(facetRow(721, 'Unknown Shelf'), facetRow(722, 'poetry')));
      expect(job.missingCategories).toEqual([{ name: 'Unknown Shelf', rows: 1 }]);
      const done = await run(job.id);
      expect(done).toMatchObject({ status: 'done', toCreate: 1, rejected: 1 });
      expect(done.issues).toEqual([
        { line: 2, field: 'categories', message: 'A category in "categories" does not exist and was not created: create it in the preview, or name a category of the shop' },
      ]);
      expect(await byIsbn(isbn(721))).toBeUndefined();
      expect((await tree()).some((c) => c.nameEn === 'Unknown Shelf')).toBe(false);
      const bangla = await ctx.app.inject({ method: 'GET', url: `/api/books/imports/${job.id}`, headers: { ...admin.auth, 'accept-language': 'bn' } });
      expect(bangla.json().data.issues[0].message).toMatch(/^"categories" ঘরের একটি বিভাগ দোকানে নেই/);
    });

    it('a round trip keeps categories, series and publisher: an export imported back puts them back', async () => {
      const shelf = await made<Category>('/api/categories', { nameEn: 'Detective', nameBn: 'গোয়েন্দা', slug: 'detective-import' });
      const publisher = await made<{ id: string }>('/api/publishers', { nameEn: 'Ananda', nameBn: 'আনন্দ' });
      const other = await made<{ id: string }>('/api/publishers', { nameEn: 'Other House', nameBn: 'অন্য ঘর' });
      const masud = await made<{ id: string; slug: string }>('/api/series', { nameEn: 'Masud Rana', nameBn: 'মাসুদ রানা' });
      const poetry = (await tree()).find((c) => c.slug === 'poetry')!;
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/books',
        headers: admin.auth,
        payload: {
          title: 'ধ্বংস পাহাড়',
          author: 'কাজী আনোয়ার হোসেন',
          categoryIds: [shelf.id, poetry.id],
          publisherId: publisher.id,
          seriesId: masud.id,
          seriesNumber: 1,
          price: 3,
          quantity: 5,
          isbn: isbn(731),
          description: 'The first book of the series.',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data._id as string;

      const exported = await ctx.app.inject({ method: 'GET', url: '/api/books/export.csv', headers: admin.auth });
      expect(exported.statusCode).toBe(200);
      const again = await preview(exported.rawPayload);
      expect(again).toMatchObject({ toCreate: 0, toUpdate: 0, rejected: 0, missingCategories: [] });

      // Changed by hand after the export: the import of the export puts every facet back.
      const edit = await ctx.app.inject({ method: 'PATCH', url: `/api/books/${id}`, headers: admin.auth, payload: { categoryIds: [poetry.id], publisherId: other.id, seriesId: null } });
      expect(edit.statusCode, edit.body).toBe(200);
      const back = await preview(exported.rawPayload);
      expect(back).toMatchObject({ toCreate: 0, toUpdate: 1, rejected: 0 });
      expect(await run(back.id)).toMatchObject({ status: 'done', toUpdate: 1 });
      const book = (await ctx.app.inject({ method: 'GET', url: `/api/books/${id}` })).json().data as BookDetail;
      expect(book.categories!.map((c) => c.slug)).toEqual(['detective-import', 'poetry']);
      expect(book.publisherRef).toMatchObject({ id: publisher.id });
      expect(book.publisher).toBe('Ananda');
      expect(book.series).toMatchObject({ id: masud.id, number: 1 });
    });

    it("an old file's SPEC category still moves a book between SPEC's five", async () => {
      const job = await preview(csv(ENGLISH_ROW(741)));
      await run(job.id);
      const moved = await preview(csv(ENGLISH_ROW(741).map((cell, at) => (at === 4 ? 'Poetry' : cell))));
      expect(moved).toMatchObject({ toUpdate: 1 });
      await run(moved.id);
      const book = await detail(741);
      expect(book.category).toBe('Poetry');
      expect(book.categories!.map((c) => c.slug)).toEqual(['poetry']);
    });
  });
});
