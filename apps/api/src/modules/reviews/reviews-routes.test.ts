import { sql } from 'drizzle-orm';
import type { BookRow } from '../../db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBook, createSignedInUser, placeOrder, type SignedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

describe('reviews and ratings', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let rahim: SignedIn;
  let karim: SignedIn;
  let nobody: SignedIn;

  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin', name: 'Shop Admin' });
    rahim = await createSignedInUser(ctx.app, ctx.db, { name: 'Rahim Uddin' });
    karim = await createSignedInUser(ctx.app, ctx.db, { name: 'Karim' });
    nobody = await createSignedInUser(ctx.app, ctx.db, { name: 'Never Bought' });
  });

  const setStatus = async (id: string, status: string) => {
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: admin.auth, payload: { status } });
    expect(res.statusCode).toBe(200);
  };
  /** An order of the book that the shop delivered (pending → processing → completed). */
  const completedOrder = async (who: SignedIn, book: BookRow) => {
    const order = await placeOrder(ctx.app, who, [{ book, quantity: 1 }]);
    await setStatus(order._id, 'processing');
    await setStatus(order._id, 'completed');
    return order;
  };
  const review = (who: SignedIn | undefined, book: BookRow, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: `/api/books/${book.id}/reviews`, headers: who?.auth ?? {}, payload: payload as object });
  const ratingOf = async (book: BookRow) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/books/${book.id}` });
    expect(res.statusCode).toBe(200);
    return res.json().data.rating as { average: number | null; count: number };
  };
  const publicList = async (book: BookRow, query = '') => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/books/${book.id}/reviews${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      data: { _id: string; rating: number; text: string; reviewer: { name: string }; verifiedPurchase: boolean; hidden: boolean; createdAt: string }[];
      meta: { total: number; page: number; limit: number };
    };
  };
  const mine = async (who: SignedIn, book: BookRow) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/books/${book.id}/reviews/mine`, headers: who.auth });
    expect(res.statusCode).toBe(200);
    return res.json().data as { canReview: boolean; hasCompletedOrder: boolean; review: { _id: string; hidden: boolean } | null };
  };

  it('a book with no review: no stars (average null, count 0) and an empty public list; an unknown book is a 404', async () => {
    const book = await createBook(ctx.db);
    expect(await ratingOf(book)).toEqual({ average: null, count: 0 });
    expect((await publicList(book)).data).toEqual([]);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/books?page=1&limit=100' });
    expect(list.json().data.find((b: { _id: string }) => b._id === book.id).rating).toEqual({ average: null, count: 0 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/books/00000000-0000-4000-8000-000000000000/reviews' })).statusCode).toBe(404);
  });

  it('who may review: not signed in 401, no completed order 403 (pending and processing orders too), blocked 403', async () => {
    const book = await createBook(ctx.db, { quantity: 50 });
    expect((await review(undefined, book, { rating: 5 })).statusCode).toBe(401);
    const none = await review(nobody, book, { rating: 5, text: 'Lovely' });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ success: false, message: 'You can review a book once an order of it has been completed' });
    const order = await placeOrder(ctx.app, karim, [{ book, quantity: 1 }]);
    expect((await review(karim, book, { rating: 4 })).statusCode).toBe(403);
    await setStatus(order._id, 'processing');
    expect((await review(karim, book, { rating: 4 })).statusCode).toBe(403);
    expect(await mine(karim, book)).toEqual({ canReview: false, hasCompletedOrder: false, review: null });
    // A completed order of ANOTHER book does not count.
    const other = await createBook(ctx.db, { quantity: 50 });
    await completedOrder(nobody, other);
    expect((await review(nobody, book, { rating: 4 })).statusCode).toBe(403);

    const blocked = await createSignedInUser(ctx.app, ctx.db, { name: 'Blocked Buyer' });
    await completedOrder(blocked, book);
    await ctx.db.execute(sql`update users set role = 'Blocked' where id = ${blocked.user.id}`);
    expect((await review(blocked, book, { rating: 5 })).statusCode).toBe(403);
    expect(await ratingOf(book)).toEqual({ average: null, count: 0 });
  });

  it('a bad rating or text is a 400 naming the field, and changes nothing', async () => {
    const book = await createBook(ctx.db, { quantity: 50 });
    await completedOrder(rahim, book);
    for (const payload of [{ rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: '5' }, {}, { text: 'No stars given' }]) {
      const res = await review(rahim, book, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('rating');
    }
    const long = await review(rahim, book, { rating: 5, text: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.map((e: { path: string }) => e.path)).toContain('text');
    expect((await publicList(book)).data).toEqual([]);
    expect(await ratingOf(book)).toEqual({ average: null, count: 0 });
  });

  it('a buyer reviews once: 201 with the verified purchase, the rating on the book (list and detail), a second review 409', async () => {
    const book = await createBook(ctx.db, { quantity: 50, priceCents: 1234 });
    // Read first, so a cached answer would be the one to go stale.
    expect(await ratingOf(book)).toEqual({ average: null, count: 0 });
    await completedOrder(rahim, book);
    expect(await mine(rahim, book)).toEqual({ canReview: true, hasCompletedOrder: true, review: null });

    const res = await review(rahim, book, { rating: 5, text: '  A fine book, well packed.  ' });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ bookId: book.id, rating: 5, text: 'A fine book, well packed.', reviewer: { name: 'Rahim U.' }, verifiedPurchase: true, hidden: false });
    expect(await ratingOf(book)).toEqual({ average: 5, count: 1 });
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/books?page=1&limit=100` });
    expect(listed.json().data.find((b: { _id: string }) => b._id === book.id).rating).toEqual({ average: 5, count: 1 });
    expect((await mine(rahim, book)).canReview).toBe(false);

    const again = await review(rahim, book, { rating: 1, text: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this book');
    expect(await ratingOf(book)).toEqual({ average: 5, count: 1 });

    // A rating alone is a review too.
    await completedOrder(karim, book);
    const bare = await review(karim, book, { rating: 2 });
    expect(bare.statusCode).toBe(201);
    expect(bare.json().data).toMatchObject({ text: '', reviewer: { name: 'Karim' } });
    expect(await ratingOf(book)).toEqual({ average: 3.5, count: 2 });
    const page = await publicList(book);
    expect(page.meta.total).toBe(2);
    // Newest first.
    expect(page.data.map((r) => r.rating)).toEqual([2, 5]);
    expect((await publicList(book, '?page=2&limit=1')).data.map((r) => r.rating)).toEqual([5]);
  });

  it('edit and delete: own only (403 for another customer), an admin may delete any; the rating follows', async () => {
    const book = await createBook(ctx.db, { quantity: 50 });
    await completedOrder(rahim, book);
    await completedOrder(karim, book);
    const rahims = (await review(rahim, book, { rating: 4, text: 'Good' })).json().data._id as string;
    const karims = (await review(karim, book, { rating: 2, text: 'Meh' })).json().data._id as string;
    expect(await ratingOf(book)).toEqual({ average: 3, count: 2 });

    const patch = (who: SignedIn | undefined, id: string, payload: unknown) => ctx.app.inject({ method: 'PATCH', url: `/api/reviews/${id}`, headers: who?.auth ?? {}, payload: payload as object });
    const remove = (who: SignedIn | undefined, id: string) => ctx.app.inject({ method: 'DELETE', url: `/api/reviews/${id}`, headers: who?.auth ?? {} });

    expect((await patch(undefined, rahims, { rating: 1 })).statusCode).toBe(401);
    expect((await patch(karim, rahims, { rating: 1 })).statusCode).toBe(403);
    expect((await patch(admin, rahims, { rating: 1 })).statusCode).toBe(403);
    expect((await patch(rahim, rahims, {})).statusCode).toBe(400);
    expect((await patch(rahim, rahims, { rating: 9 })).json().errors[0].path).toBe('rating');
    expect((await patch(rahim, '00000000-0000-4000-8000-000000000000', { rating: 3 })).statusCode).toBe(404);
    expect(await ratingOf(book)).toEqual({ average: 3, count: 2 });

    const edited = await patch(rahim, rahims, { rating: 5, text: 'Even better on a second reading' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ rating: 5, text: 'Even better on a second reading' });
    expect(await ratingOf(book)).toEqual({ average: 3.5, count: 2 });

    expect((await remove(karim, rahims)).statusCode).toBe(403);
    expect((await remove(undefined, rahims)).statusCode).toBe(401);
    expect((await remove(rahim, rahims)).statusCode).toBe(200);
    expect(await ratingOf(book)).toEqual({ average: 2, count: 1 });
    expect(await mine(rahim, book)).toEqual({ canReview: true, hasCompletedOrder: true, review: null });

    expect((await remove(admin, karims)).statusCode).toBe(200);
    expect(await ratingOf(book)).toEqual({ average: null, count: 0 });
    expect((await remove(admin, karims)).statusCode).toBe(404);
  });

  it('an admin hides an abusive review: it leaves the page and the rating (recomputed), its author still sees it; unhide restores', async () => {
    const book = await createBook(ctx.db, { quantity: 50 });
    await completedOrder(rahim, book);
    await completedOrder(karim, book);
    await review(rahim, book, { rating: 5, text: 'Wonderful' });
    const abusive = (await review(karim, book, { rating: 1, text: 'Abusive words' })).json().data._id as string;
    expect(await ratingOf(book)).toEqual({ average: 3, count: 2 });

    const visibility = (who: SignedIn, hidden: unknown) => ctx.app.inject({ method: 'PATCH', url: `/api/reviews/${abusive}/visibility`, headers: who.auth, payload: { hidden } });
    expect((await visibility(karim, true)).statusCode).toBe(403);
    expect((await visibility(rahim, true)).statusCode).toBe(403);
    expect((await visibility(admin, 'yes')).statusCode).toBe(400);

    const hidden = await visibility(admin, true);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data.hidden).toBe(true);
    expect(await ratingOf(book)).toEqual({ average: 5, count: 1 });
    expect((await publicList(book)).data.map((r) => r.text)).toEqual(['Wonderful']);
    expect((await mine(karim, book)).review).toMatchObject({ _id: abusive, hidden: true });
    // Its author may still edit it; it stays hidden.
    const edit = await ctx.app.inject({ method: 'PATCH', url: `/api/reviews/${abusive}`, headers: karim.auth, payload: { rating: 2 } });
    expect(edit.json().data.hidden).toBe(true);
    expect(await ratingOf(book)).toEqual({ average: 5, count: 1 });

    const adminList = await ctx.app.inject({ method: 'GET', url: '/api/reviews?visibility=hidden&limit=50', headers: admin.auth });
    expect(adminList.statusCode).toBe(200);
    expect(adminList.json().data.map((r: { _id: string }) => r._id)).toContain(abusive);
    expect(adminList.json().data.find((r: { _id: string }) => r._id === abusive)).toMatchObject({ book: { _id: book.id, title: book.title }, user: { name: 'Karim', email: karim.user.email } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/reviews', headers: karim.auth })).statusCode).toBe(403);

    expect((await visibility(admin, false)).statusCode).toBe(200);
    expect(await ratingOf(book)).toEqual({ average: 3.5, count: 2 });
    expect((await publicList(book)).meta.total).toBe(2);
  });

  it('sort=rating: best mean first, then the most reviewed, books without a review last', async () => {
    const category = 'Science';
    const [low, top, topFewer, none] = await Promise.all([1, 2, 3, 4].map(() => createBook(ctx.db, { quantity: 50, category })));
    const buyers = [rahim, karim];
    for (const buyer of buyers) for (const book of [low, top, topFewer]) await completedOrder(buyer, book);
    await review(rahim, low, { rating: 2 });
    await review(karim, low, { rating: 3 });
    await review(rahim, top, { rating: 5 });
    await review(karim, top, { rating: 4 });
    await review(rahim, topFewer, { rating: 4 });
    await review(karim, topFewer, { rating: 5 });
    // Equal means (4.5): the tie is broken by count, so give `top` one more review.
    await completedOrder(nobody, top);
    await review(nobody, top, { rating: 5 });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/books?category=${category}&sort=rating&page=1&limit=50` });
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data as { _id: string }[]).map((b) => b._id).filter((id) => [low, top, topFewer, none].some((b) => b.id === id));
    expect(ids).toEqual([top.id, topFewer.id, low.id, none.id]);
    expect(res.json().data.find((b: { _id: string }) => b._id === top.id).rating).toEqual({ average: 4.67, count: 3 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/books?sort=stars' })).statusCode).toBe(400);
  });

  it("the home page quotes real reviews only: a verified buyer's newest of 4-5 stars with a text, one per reader; a hidden one leaves at once", async () => {
    type Featured = { _id: string; rating: number; text: string; reviewer: { name: string }; book: { _id: string; title: string } };
    const featured = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/reviews/featured' });
      expect(res.statusCode).toBe(200);
      return res.json().data as Featured[];
    };
    const nadia = await createSignedInUser(ctx.app, ctx.db, { name: 'Nadia Islam' });
    const sumon = await createSignedInUser(ctx.app, ctx.db, { name: 'Sumon Das' });
    const first = await createBook(ctx.db, { quantity: 50, title: 'Himu Again' });
    const second = await createBook(ctx.db, { quantity: 50, title: 'Nondito Noroke' });
    await completedOrder(nadia, first);
    await completedOrder(nadia, second);
    await completedOrder(sumon, first);
    await completedOrder(sumon, second);

    const older = (await review(nadia, first, { rating: 5, text: 'Read it in one night, and then again with my sister.' })).json().data._id as string;
    // Read once: the answer is kept, and the next write must drop it.
    expect((await featured()).map((r) => r._id)).toContain(older);
    const newer = (await review(nadia, second, { rating: 4, text: 'The ending stayed with me for a whole week.' })).json().data._id as string;
    const lukewarm = (await review(sumon, first, { rating: 3, text: 'Fine, though the middle drags a little for me.' })).json().data._id as string;
    const short = (await review(sumon, second, { rating: 5, text: 'Great!' })).json().data._id as string;

    const quoted = await featured();
    const ids = quoted.map((r) => r._id);
    // One per reader: Nadia's newest only. Three stars, or a text too short to quote, are not quoted.
    expect(ids).toContain(newer);
    expect(ids).not.toContain(older);
    expect(ids).not.toContain(lukewarm);
    expect(ids).not.toContain(short);
    expect(quoted.length).toBeLessThanOrEqual(6);
    const nadias = quoted.find((r) => r._id === newer)!;
    expect(nadias).toEqual({
      _id: newer,
      rating: 4,
      text: 'The ending stayed with me for a whole week.',
      reviewer: { name: 'Nadia I.' },
      book: { _id: second.id, title: 'Nondito Noroke' },
      createdAt: expect.any(String),
    });
    // Newest first.
    expect(ids[0]).toBe(newer);

    const hide = await ctx.app.inject({ method: 'PATCH', url: `/api/reviews/${newer}/visibility`, headers: admin.auth, payload: { hidden: true } });
    expect(hide.statusCode).toBe(200);
    const after = (await featured()).map((r) => r._id);
    expect(after).not.toContain(newer);
    // Her earlier review is quoted in its place.
    expect(after).toContain(older);
  });
});
