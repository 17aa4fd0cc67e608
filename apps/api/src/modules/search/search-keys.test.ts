/**
 * The search keys are written on every path a book is written by (decision 012): the admin's create and edit, the
 * start-up backfill for books written by hand in SQL or before migration 0011, and an edit by hand marks them stale.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { authorNameMatcher } from './query-analysis';
import { backfillSearchKeys, DESCRIPTION_CHARS, DESCRIPTION_WORDS, descriptionKeys, refreshSearchKeys, SEARCH_KEYS_VERSION } from './search-keys';

type TestContext = ReturnType<typeof useTestApp>;
const keysOf = async (ctx: TestContext, title: string) => {
  const { rows } = (await ctx.db.execute(sql`select search_keys, search_keys_version from books where title = ${title}`)) as unknown as {
    rows: { search_keys: string[] | null; search_keys_version: number | null }[];
  };
  return rows[0]!;
};

describe('search keys on every write path', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let asked = 0;
  // Each search a new URL, so no answer comes from the catalogue cache (its invalidation has tests of its own).
  const found = async (q: string) => {
    asked += 1;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/books?q=${encodeURIComponent(q)}&page=1&limit=${10 + asked}` });
    expect(res.statusCode).toBe(200);
    return res.json().data.map((book: { title: string }) => book.title) as string[];
  };
  const keysOf = async (title: string) => {
    const { rows } = (await ctx.db.execute(sql`select search_keys, search_keys_version from books where title = ${title}`)) as unknown as {
      rows: { search_keys: string[] | null; search_keys_version: number | null }[];
    };
    return rows[0]!;
  };

  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
  });

  it('a book the admin adds is found in both scripts at once; an edit of its other-script title re-keys it', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: admin.auth,
      payload: {
        title: 'জোছনা ও জননীর গল্প',
        altTitle: 'Jochona O Jononir Golpo',
        author: 'Humayun Ahmed',
        altAuthor: 'হুমায়ূন আহমেদ',
        price: 12,
        quantity: 3,
        category: 'Fiction',
        description: 'A novel of 1971.',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await found('jochona')).toEqual(['জোছনা ও জননীর গল্প']);
    expect(await found('জোছনা')).toEqual(['জোছনা ও জননীর গল্প']);
    expect(await found('হুমায়ুন')).toEqual(['জোছনা ও জননীর গল্প']);

    const id = created.json().data._id as string;
    const edited = await ctx.app.inject({ method: 'PATCH', url: `/api/books/${id}`, headers: admin.auth, payload: { altTitle: 'Josna O Jononir Golpo' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await found('josna')).toEqual(['জোছনা ও জননীর গল্প']);
    // A stock-only edit leaves the keys alone.
    await ctx.app.inject({ method: 'PATCH', url: `/api/books/${id}`, headers: admin.auth, payload: { quantity: 9 } });
    expect((await keysOf('জোছনা ও জননীর গল্প')).search_keys_version).toBe(SEARCH_KEYS_VERSION);
  });

  it('books written by hand in SQL get their keys from the backfill, which then has nothing left to do', async () => {
    await ctx.db.execute(sql`
      insert into books (title, author, alt_title, alt_author, category, price_cents, quantity)
      values ('দেয়াল', 'হুমায়ূন আহমেদ', 'Deyal', 'Humayun Ahmed', 'Fiction', 1599, 4), ('Lalsalu', 'Syed Waliullah', 'লালসালু', 'সৈয়দ ওয়ালীউল্লাহ', 'Fiction', 999, 8)`);
    expect(await keysOf('দেয়াল')).toEqual({ search_keys: null, search_keys_version: null });
    expect(await backfillSearchKeys(ctx.db, { batchSize: 1 })).toBe(2);
    expect(await backfillSearchKeys(ctx.db)).toBe(0);
    expect(await found('deyal')).toEqual(['দেয়াল']);
    expect(await found('লালসালু')).toEqual(['Lalsalu']);
  });

  it('an edit of a title by hand marks the keys stale (kept until the backfill recomputes them)', async () => {
    await ctx.db.execute(sql`update books set title = 'Lal Shalu' where title = 'Lalsalu'`);
    const stale = await keysOf('Lal Shalu');
    expect(stale.search_keys_version).toBeNull();
    expect(stale.search_keys).toContain('lalsalu');
    // A stock change by hand does not.
    await ctx.db.execute(sql`update books set quantity = quantity + 1 where title = 'দেয়াল'`);
    expect((await keysOf('দেয়াল')).search_keys_version).toBe(SEARCH_KEYS_VERSION);
    expect(await backfillSearchKeys(ctx.db)).toBe(1);
    expect((await keysOf('Lal Shalu')).search_keys).toEqual(expect.arrayContaining(['lal', 'shalu']));
    expect(await found('lal shalu')).toEqual(['Lal Shalu']);
  });
});

describe('descriptions and facet names (decision 049)', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let asked = 0;
  const search = async (q: string) => {
    asked += 1;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/books?q=${encodeURIComponent(q)}&page=1&limit=${10 + asked}` });
    expect(res.statusCode).toBe(200);
    return { titles: res.json().data.map((book: { title: string }) => book.title) as string[], match: res.json().search.match as string };
  };

  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
  });

  it('words of a description find its book (a close match); an edit of the description re-keys it', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: admin.auth,
      payload: {
        title: 'Badshahi Angti',
        altTitle: 'বাদশাহী আংটি',
        author: 'Satyajit Ray',
        altAuthor: 'সত্যজিৎ রায়',
        price: 5,
        quantity: 3,
        category: 'Fiction',
        description: 'Feluda and a stolen ring in Lucknow.',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await search('lucknow')).toEqual({ titles: ['Badshahi Angti'], match: 'close' });
    // Across scripts by the word's sound.
    expect((await search('ফেলুদা')).titles).toEqual(['Badshahi Angti']);
    const id = created.json().data._id as string;
    const edited = await ctx.app.inject({ method: 'PATCH', url: `/api/books/${id}`, headers: admin.auth, payload: { description: 'A ring stolen in the city of the Nawabs.' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await search('lucknow')).titles).toEqual([]);
    expect((await search('nawabs')).titles).toEqual(['Badshahi Angti']);
    // Function words are not keyed: `the` finds no book by its description.
    expect((await search('the')).titles).toEqual([]);
  });

  it('facet names rewritten in bulk are searched once refreshSearchKeys re-keys their books in the same transaction', async () => {
    await ctx.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`update books set facet_text = ${'Feluda\nফেলুদা\nAnanda Publishers\nআনন্দ পাবলিশার্স'} where title = 'Badshahi Angti' returning id`)) as unknown as {
        rows: { id: string }[];
      };
      expect(
        await refreshSearchKeys(
          tx,
          rows.map((row) => row.id),
        ),
      ).toBe(1);
    });
    expect(await search('ananda')).toEqual({ titles: ['Badshahi Angti'], match: 'exact' });
    expect(await search('feluda')).toEqual({ titles: ['Badshahi Angti'], match: 'exact' });
    expect((await search('আনন্দ পাবলিশার্স')).titles).toEqual(['Badshahi Angti']);
  });

  it('a description or facet names edited by hand mark the keys stale, and the backfill recomputes them', async () => {
    await ctx.db.execute(sql`update books set description = 'A ring, a lion and Lalmohan Babu.' where title = 'Badshahi Angti'`);
    expect((await keysOf(ctx, 'Badshahi Angti')).search_keys_version).toBeNull();
    expect(await backfillSearchKeys(ctx.db)).toBe(1);
    expect((await search('lalmohan')).titles).toEqual(['Badshahi Angti']);
    await ctx.db.execute(sql`update books set facet_text = 'Tintorettor Jishu' where title = 'Badshahi Angti'`);
    expect((await keysOf(ctx, 'Badshahi Angti')).search_keys_version).toBeNull();
  });
});

describe('descriptionKeys: what of a description is keyed', () => {
  it('the distinct words of its first DESCRIPTION_CHARS characters, at most DESCRIPTION_WORDS, no function words', () => {
    const far = `${'x'.repeat(DESCRIPTION_CHARS - 6)} kolkata jaipur`;
    // `kolkata` ends past the limit: a word cut there is not keyed, nor anything after it.
    expect(descriptionKeys(far)).not.toContain('kolkata');
    expect(descriptionKeys(far)).not.toContain('jaipur');
    const many = Array.from({ length: 60 }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`).join(' ');
    expect(descriptionKeys(many).filter((key) => key.startsWith('word'))).toHaveLength(DESCRIPTION_WORDS);
    // A sound of two letters (`boy` → ba, `sea` → se) is left out: only the words.
    expect(descriptionKeys('The boy and the sea')).toEqual(['boy', 'sea']);
  });
});

describe('authorNameMatcher: the authors a search names', () => {
  const typedHalfWay = Array.from({ length: 16 }, (_, i) => `hum${i}`);
  const matcher = authorNameMatcher({ qKeyGroups: [typedHalfWay, ['ahmed']], qSubstring: 'Ahmed Hu' });
  const author = (names: string[], keys: string[]) =>
    matcher(
      () => names,
      () => new Set(keys),
    );

  it('names an author whose keys meet every word of the query, however many keys a word or the name has', () => {
    expect(author(['x'], ['hum7', 'ahmed'])).toBe(true);
    // A name with more keys than a word stands for (the other side of the walk).
    expect(author(['x'], [...Array.from({ length: 40 }, (_, i) => `k${i}`), 'hum15', 'ahmed'])).toBe(true);
    expect(author(['x'], ['hum7', 'roy'])).toBe(false);
    expect(author(['x'], ['ahmed'])).toBe(false);
    expect(author(['x'], [])).toBe(false);
  });

  it('names an author whose name (given case-folded) holds the query as typed, case-folded, whatever its keys', () => {
    expect(author(['tahmina ahmed hussain', ''], [])).toBe(true);
    expect(author(['ahmed rafiq', ''], ['ahmed'])).toBe(false);
    expect(
      authorNameMatcher({ qKeyGroups: [] })(
        () => ['Anyone'],
        () => new Set(['anyone']),
      ),
    ).toBe(false);
  });
});
