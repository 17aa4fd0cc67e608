import { type BookRequestGroup, isbn13CheckDigit } from '@boipoka/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookRequests, type MailOutboxRow, smsOutbox } from '../../db/schema';
import { createSignedInUser, type SignedIn } from '../../../test/factories';
import { outboxRows } from '../../../test/mail';
import { multipart } from '../../../test/multipart';
import { useTestApp, withFreshApp } from '../../../test/test-app';

/** Issue 34: Request a book, on both databases (the pg suite runs this file on PostgreSQL). */

const BOOK = { author: 'Test Writer', price: 9.5, quantity: 5, category: 'Fiction', description: 'A book a reader asked for.' };

describe('book requests (/api/book-requests)', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let reader: SignedIn;
  let banglaReader: SignedIn;
  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin', name: 'Nusrat Admin' });
    reader = await createSignedInUser(ctx.app, ctx.db, { name: 'Karim Reader', email: 'karim@example.test' });
    banglaReader = await createSignedInUser(ctx.app, ctx.db, { name: 'Rahima Reader', email: 'rahima@example.test' });
  });

  const ask = (payload: object, options: { as?: SignedIn; language?: string; ip?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/book-requests',
      payload,
      headers: { ...(options.as?.auth ?? {}), ...(options.language ? { 'accept-language': options.language } : {}) },
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });
  const asked = async (payload: object, options: Parameters<typeof ask>[1] = {}) => {
    const res = await ask(payload, options);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { _id: string; title: string; author: string | null };
  };
  const groups = async (query = '') => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/book-requests${query}`, headers: admin.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as BookRequestGroup[];
  };
  const addBook = async (title: string, extra: object = {}) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/books', headers: admin.auth, payload: { ...BOOK, title, ...extra } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { _id: string; title: string };
  };
  const bell = async (who: SignedIn) =>
    ((await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: who.auth })).json().data as { notifications: { kind: string; data: Record<string, unknown> }[] }).notifications.filter(
      (n) => n.kind === 'book-request-fulfilled',
    );
  const mailsTo = async (address: string): Promise<MailOutboxRow[]> => (await outboxRows(ctx.db)).filter((row) => row.kind === 'book-request-fulfilled' && row.toAddress === address);

  it('refuses bad input with a 400 naming the field, in the caller’s language', async () => {
    const noTitle = await ask({ title: '   ', email: 'a@example.test' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().errors.map((e: { path: string }) => e.path)).toEqual(['title']);
    const missing = await ask({ email: 'a@example.test' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { path: string }) => e.path)).toContain('title');
    const badPhone = await ask({ title: 'Feluda Omnibus', phone: '12345' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors).toEqual([{ path: 'phone', message: 'Phone must be a Bangladeshi mobile number (01XXXXXXXXX)' }]);
    const badEmail = await ask({ title: 'Feluda Omnibus', email: 'not-an-address' }, { language: 'bn' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toEqual([{ path: 'email', message: 'ইমেইল ঠিকানাটি সঠিক নয়' }]);
    const long = await ask({ title: 'x'.repeat(201), email: 'a@example.test' });
    expect(long.json().errors.map((e: { path: string }) => e.path)).toEqual(['title']);
  });

  it('a visitor must give a phone or an e-mail; the phone is kept as 01XXXXXXXXX', async () => {
    const none = await ask({ title: 'Masud Rana 1', author: 'Kazi Anwar Hossain' });
    expect(none.statusCode).toBe(400);
    expect(
      none
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'phone']);
    const bangla = await ask({ title: 'Masud Rana 1' }, { language: 'bn' });
    expect(bangla.json().message).toBe('আপনাকে জানাতে একটি ফোন নম্বর বা ইমেইল ঠিকানা দিন');
    const made = await asked({ title: '  Masud   Rana 1 ', phone: '+880 1712-345678' });
    expect(made.title).toBe('Masud Rana 1');
    const [row] = await ctx.db.select().from(bookRequests).where(eq(bookRequests.id, made._id));
    expect(row).toMatchObject({ contactPhone: '01712345678', contactEmail: null, userId: null, titleKey: 'masud rana 1', authorKey: '', locale: 'en' });
  });

  it("a signed-in reader's request is tied to the account and its e-mail; asking again keeps one request", async () => {
    const first = await asked({ title: 'Tin Goyenda Volume 1', author: 'Rakib Hassan' }, { as: reader });
    const again = await asked({ title: 'tin goyenda  volume 1', author: 'RAKIB HASSAN' }, { as: reader });
    expect(again._id).toBe(first._id);
    const rows = await ctx.db.select().from(bookRequests).where(eq(bookRequests.titleKey, 'tin goyenda volume 1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: reader.user.id, contactEmail: 'karim@example.test', authorKey: 'rakib hassan' });
  });

  it('the admin sees the requests grouped by book, most asked first; readers and visitors cannot', async () => {
    await asked({ title: 'Pather Dabi', author: 'Sarat Chandra', email: 'one@example.test' });
    await asked({ title: 'PATHER  DABI', author: 'sarat chandra', email: 'two@example.test' });
    await asked({ title: 'Pather Dabi', author: 'Sarat Chandra' }, { as: banglaReader, language: 'bn' });
    await asked({ title: 'পথের দাবী', email: 'three@example.test' }, { language: 'bn' });
    const list = await groups();
    const dabi = list.find((g) => g.titleKey === 'pather dabi' && g.authorKey === 'sarat chandra')!;
    expect(dabi).toMatchObject({ title: 'Pather Dabi', author: 'Sarat Chandra', requests: 3, openRequests: 3, status: 'open', fulfilledBookId: null });
    expect(list[0]).toEqual(dabi);
    expect(new Date(dabi.firstAskedAt).getTime()).toBeLessThanOrEqual(new Date(dabi.lastAskedAt).getTime());
    expect(list.find((g) => g.titleKey === 'পথের দাবী')).toMatchObject({ title: 'পথের দাবী', author: null, requests: 1 });

    expect((await ctx.app.inject({ method: 'GET', url: '/api/book-requests' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/book-requests', headers: reader.auth })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/book-requests/fulfil', headers: reader.auth, payload: { titleKey: 'pather dabi', bookId: admin.user.id } })).statusCode).toBe(403);
  });

  it('a matching book added by the admin fulfils the open requests: the bell and a mail in each requester’s language, once', async () => {
    const book = await addBook('Pather Dabi', { author: 'Sarat Chandra', altTitle: 'পথের দাবী', altAuthor: 'শরৎচন্দ্র চট্টোপাধ্যায়' });
    const list = await groups();
    expect(list.find((g) => g.titleKey === 'pather dabi')).toMatchObject({ requests: 3, openRequests: 0, status: 'fulfilled', fulfilledBookId: book._id });
    // The Bangla request named no author: the book's Bangla title answers it.
    expect(list.find((g) => g.titleKey === 'পথের দাবী')).toMatchObject({ status: 'fulfilled', fulfilledBookId: book._id });

    expect(await bell(banglaReader)).toEqual([expect.objectContaining({ data: { bookId: book._id, title: 'Pather Dabi' } })]);
    const [english] = await mailsTo('one@example.test');
    expect(english).toMatchObject({ locale: 'en', subject: 'The book you asked for is in: Pather Dabi' });
    expect(english!.text).toContain(`/product-details/${book._id}`);
    expect(english!.text).not.toContain('/bn/');
    expect(await mailsTo('two@example.test')).toHaveLength(1);
    const [bangla] = await mailsTo('rahima@example.test');
    expect(bangla).toMatchObject({ locale: 'bn', subject: 'আপনার চাওয়া বইটি এসেছে: Pather Dabi' });
    expect(bangla!.text).toContain(`/bn/product-details/${book._id}`);
    expect(await mailsTo('three@example.test')).toEqual([expect.objectContaining({ locale: 'bn' })]);

    // Another copy of the same title tells nobody again.
    const outbox = (await outboxRows(ctx.db)).length;
    await addBook('Pather Dabi', { author: 'Sarat Chandra' });
    expect((await outboxRows(ctx.db)).length).toBe(outbox);
    expect(await bell(banglaReader)).toHaveLength(1);
  });

  it('a reader who left a phone number is told by SMS, in the language they asked in, once', async () => {
    await asked({ title: 'Masud Rana: Bharatnatyam', phone: '+880 1812-345678' }, { language: 'bn' });
    await asked({ title: 'masud rana:  bharatnatyam', phone: '01812345678' }, { language: 'bn' });
    const book = await addBook('Masud Rana: Bharatnatyam', { author: 'Kazi Anwar Hossain' });
    const all = await ctx.db.select().from(smsOutbox);
    const texts = all.filter((row) => row.kind === 'book-request-fulfilled' && row.toPhone === '01812345678');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ locale: 'bn', encoding: 'UCS-2' });
    expect(texts[0]!.body).toContain('Masud Rana: Bharatnatyam');
    expect(texts[0]!.segments).toBeLessThanOrEqual(2);
    expect(book._id).toBeTruthy();
  });

  it('a book that does not match tells nobody: another author, another title', async () => {
    await asked({ title: 'Sonar Kella', author: 'Satyajit Ray' }, { as: reader });
    const outbox = (await outboxRows(ctx.db)).length;
    await addBook('Sonar Kella', { author: 'Someone Else' });
    await addBook('Sonar Kella Returns', { author: 'Satyajit Ray' });
    expect((await outboxRows(ctx.db)).length).toBe(outbox);
    expect(await bell(reader)).toHaveLength(0);
    expect((await groups('?status=open')).find((g) => g.titleKey === 'sonar kella')).toMatchObject({ status: 'open', openRequests: 1 });
  });

  it('two books added at once tell each reader once', async () => {
    await asked({ title: 'Himu Samagra', email: 'race@example.test' });
    await Promise.all([addBook('Himu Samagra', { author: 'Humayun Ahmed' }), addBook('Himu Samagra', { author: 'Humayun Ahmed' })]);
    expect(await mailsTo('race@example.test')).toHaveLength(1);
  });

  it('the admin fulfils a group by a book id (404 for a book the shop does not list)', async () => {
    await asked({ title: 'Sonar Kela', author: 'Satyajit Ray', email: 'typo@example.test' });
    const book = await addBook('Sonar Kella (Feluda)', { author: 'Satyajit Ray' });
    const fulfil = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/book-requests/fulfil', headers: admin.auth, payload });
    expect((await fulfil({ titleKey: 'sonar kela', authorKey: 'satyajit ray', bookId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await fulfil({ titleKey: 'sonar kela', authorKey: 'satyajit ray', bookId: 'nope' })).json().errors.map((e: { path: string }) => e.path)).toEqual(['bookId']);
    const done = await fulfil({ titleKey: 'sonar kela', authorKey: 'satyajit ray', bookId: book._id });
    expect(done.json().data).toEqual({ fulfilled: 1 });
    expect((await fulfil({ titleKey: 'sonar kela', authorKey: 'satyajit ray', bookId: book._id })).json().data).toEqual({ fulfilled: 0 });
    expect(await mailsTo('typo@example.test')).toEqual([expect.objectContaining({ subject: 'The book you asked for is in: Sonar Kella (Feluda)' })]);
  });

  it('a book the CSV import adds fulfils the requests too', async () => {
    await asked({ title: 'Kobita Samagra', author: 'Jibanananda Das' }, { as: reader, language: 'bn' });
    const body = '978984999999';
    const file = Buffer.from(
      `title,author,category,price,quantity,isbn,description\r\nKobita Samagra,Jibanananda Das,Poetry,6.00,4,${body}${isbn13CheckDigit(body)},Poems the reader asked for.\r\n`,
      'utf8',
    );
    const form = multipart(file, 'books.csv', 'text/csv', 'file');
    const previewed = await ctx.app.inject({ method: 'POST', url: '/api/books/imports', payload: form.payload, headers: { ...form.headers, ...admin.auth } });
    expect(previewed.statusCode, previewed.body).toBe(201);
    const id = previewed.json().data.id as string;
    expect((await ctx.app.inject({ method: 'POST', url: `/api/books/imports/${id}/start`, headers: admin.auth })).statusCode).toBe(202);
    for (let i = 0; i < 500; i += 1) {
      const job = (await ctx.app.inject({ method: 'GET', url: `/api/books/imports/${id}`, headers: admin.auth })).json().data;
      if (job.status === 'done' || job.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const rung = (await bell(reader)).filter((n) => n.data.title === 'Kobita Samagra');
    expect(rung).toHaveLength(1);
    const mails = await mailsTo('karim@example.test');
    expect(mails.find((m) => m.subject.includes('Kobita Samagra'))).toMatchObject({ locale: 'bn' });
  });
});

describe('the anonymous throttle', () => {
  it('counts visitors per client address (429 past BOOK_REQUESTS_PER_IP_PER_HOUR); a signed-in reader is not counted', async () => {
    await withFreshApp(
      async (ctx) => {
        const reader = await createSignedInUser(ctx.app, ctx.db);
        const ask = (n: number, ip: string, auth: Record<string, string> = {}) =>
          ctx.app.inject({ method: 'POST', url: '/api/book-requests', remoteAddress: ip, headers: auth, payload: { title: `Book ${n}`, email: `v${n}@example.test` } });
        for (let n = 0; n < 3; n += 1) expect((await ask(n, '10.0.0.1')).statusCode).toBe(201);
        const stopped = await ask(3, '10.0.0.1');
        expect(stopped.statusCode).toBe(429);
        expect(stopped.headers['retry-after']).toBeDefined();
        expect((await ask(4, '10.0.0.2')).statusCode).toBe(201);
        expect((await ask(5, '10.0.0.1', reader.auth)).statusCode).toBe(201);
        expect(await ctx.db.select().from(bookRequests)).toHaveLength(5);
      },
      { bookRequestsPerIpPerHour: 3 },
    );
  });
});
