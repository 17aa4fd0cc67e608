import {
  ALSO_BOUGHT_COUNT,
  type BookListItem,
  CURATED_COLLECTIONS,
  type CuratedCollection,
  HERO_BOOK_COUNT,
  HOME_COLLECTION_SIZE,
  type HomeAnswer,
  type HomeSettings,
  isUuid,
  MAX_SALE_DAYS,
  type SaleInput,
} from '@boipoka/shared';
import type { Db } from '../../db/client';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { PublicUrls } from '../../lib/public-url';
import type { CatalogueCache } from '../books';
import { toBookListItem } from '../../lib/book-list-item';
import { HomeRepository } from './home-repository';
import type { Executor } from '../../db/client';
import { type AuditActor, recordAudit } from '../audit';

/** A book put into or taken out of a curated collection of the home page: a setting of the shop, on that book. */
function recordCollectionChange(tx: Executor, actor: AuditActor, collection: CuratedCollection, book: { id: string; title: string }, inIt: boolean) {
  return recordAudit(tx, { actor, kind: 'settings.changed', target: { type: 'book', id: book.id, label: book.title }, changes: [{ field: collection, before: !inIt, after: inIt }] });
}

const BOOK_NOT_FOUND = 'Book not found';
/** The stat tiles may lag this long behind a new account or a completed order (they are counts over whole tables). */
const STATS_MAX_AGE_MS = 60_000;

interface HomeBooks {
  hero: BookListItem[];
  spotlight: BookListItem | null;
  collections: HomeAnswer['collections'];
  saleEndsAt: string | null;
  /** The scheduled sales not yet ended, soonest ending first: the banner picks the one running when it answers. */
  scheduled: BannerSale[];
}

/** A scheduled sale as the banner may show it (the sales module's port, wired by app.ts). */
export interface BannerSale {
  name: { en: string; bn: string };
  startsAt: Date;
  endsAt: Date;
}

/** The first `n` of the lists in turn, each book once. */
function firstDistinct(n: number, ...lists: BookListItem[][]): BookListItem[] {
  const seen = new Set<string>();
  const out: BookListItem[] = [];
  for (const list of lists)
    for (const book of list) {
      if (out.length >= n) return out;
      if (seen.has(book._id)) continue;
      seen.add(book._id);
      out.push(book);
    }
  return out;
}

export interface HomeServiceOptions {
  db: Db;
  now: () => Date;
  cache?: CatalogueCache;
  urls?: PublicUrls;
  reads?: Db;
  /** Active scheduled sales not yet ended, soonest ending first (decision 043); none without it. */
  bannerSales?: () => Promise<BannerSale[]>;
}

/**
 * The home page from the catalogue (decision 021): its books are kept with the catalogue's answers (CatalogueCache,
 * dropped by any order, cancellation or catalogue change, and by a change of the collections or the sale); the stat
 * tiles are recounted at most once a minute.
 */
export class HomeService {
  private readonly repo: HomeRepository;
  private stats?: { value: HomeAnswer['stats']; at: number; pending?: Promise<HomeAnswer['stats']> };

  private readonly db: Db;
  private readonly now: () => Date;
  private readonly cache?: CatalogueCache;
  private readonly urls: PublicUrls;
  private readonly bannerSales: () => Promise<BannerSale[]>;

  constructor({ db, now, cache, urls, reads, bannerSales }: HomeServiceOptions) {
    this.bannerSales = bannerSales ?? (async () => []);
    this.db = db;
    this.now = now;
    this.cache = cache;
    this.urls = urls ?? new PublicUrls();
    reads ??= db;
    this.repo = new HomeRepository(db, reads);
  }

  async home(): Promise<HomeAnswer> {
    const [books, stats] = await Promise.all([this.homeBooks(), this.currentStats()]);
    const { saleEndsAt, scheduled, ...rest } = books;
    const now = this.now().getTime();
    // A scheduled sale running now (the soonest ending of them) is the banner's; else the end the admin set by hand.
    const sale = scheduled.find((s) => s.startsAt.getTime() <= now && s.endsAt.getTime() > now);
    if (sale) return { ...rest, stats, sale: { endsAt: sale.endsAt.toISOString(), name: sale.name } };
    const running = saleEndsAt !== null && Date.parse(saleEndsAt) > now;
    return { ...rest, stats, sale: running ? { endsAt: saleEndsAt } : null };
  }

  private homeBooks(): Promise<HomeBooks> {
    const load = async (): Promise<HomeBooks> => {
      const [bestsellers, newArrivals, staffPicks, awardWinners, saleEndsAt, scheduled] = await Promise.all([
        this.repo.bestsellers(HOME_COLLECTION_SIZE),
        this.repo.newest(HOME_COLLECTION_SIZE),
        this.repo.collection('staffPicks', HOME_COLLECTION_SIZE),
        this.repo.collection('awardWinners', HOME_COLLECTION_SIZE),
        this.repo.saleEndsAt(),
        this.bannerSales(),
      ]);
      const item = (row: Parameters<typeof toBookListItem>[0]) => toBookListItem(row, this.urls);
      const collections = { bestsellers: bestsellers.map(item), newArrivals: newArrivals.map(item), staffPicks: staffPicks.map(item), awardWinners: awardWinners.map(item) };
      return {
        // The best sellers, filled up with the newest books while few have sold.
        hero: firstDistinct(HERO_BOOK_COUNT, collections.bestsellers, collections.newArrivals),
        spotlight: collections.staffPicks[0] ?? collections.bestsellers[0] ?? collections.newArrivals[0] ?? null,
        collections,
        saleEndsAt: saleEndsAt?.toISOString() ?? null,
        scheduled,
      };
    };
    if (!this.cache) return load();
    return this.cache.read('home', load, (value) => ({
      bookIds: [...new Set(Object.values(value.collections).flatMap((list) => list.map((book) => book._id)))],
      // Best sellers: any order or cancellation (each changes some book's stock) can reorder them.
      orderedByStock: true,
    }));
  }

  private async currentStats(): Promise<HomeAnswer['stats']> {
    const at = this.now().getTime();
    if (this.stats && at - this.stats.at < STATS_MAX_AGE_MS) return this.stats.value;
    if (this.stats?.pending) return this.stats.pending;
    const pending = this.repo.stats();
    this.stats = { value: this.stats?.value ?? { books: 0, readers: 0, ordersDelivered: 0 }, at: this.stats?.at ?? 0, pending };
    try {
      const value = await pending;
      this.stats = { value, at };
      return value;
    } catch (error) {
      this.stats = undefined;
      throw error;
    }
  }

  async settings(): Promise<HomeSettings> {
    const [members, saleEndsAt] = await Promise.all([this.repo.collectionMembers(), this.repo.saleEndsAt()]);
    const collections = Object.fromEntries(CURATED_COLLECTIONS.map((c) => [c, members.filter((m) => m.collection === c).map((m) => m.bookId)])) as HomeSettings['collections'];
    return { collections, saleEndsAt: saleEndsAt?.toISOString() ?? null };
  }

  async addToCollection(actor: AuditActor, collection: CuratedCollection, bookId: string): Promise<HomeSettings> {
    if (!isUuid(bookId)) throw new NotFoundError(BOOK_NOT_FOUND);
    const id = bookId.toLowerCase();
    await this.db.transaction(async (tx) => {
      const book = await this.repo.listedBook(id, tx);
      if (!book) throw new NotFoundError(BOOK_NOT_FOUND);
      // The audit log's entry commits with the change, and only a real change gets one.
      if (await this.repo.addToCollection(collection, id, tx)) await recordCollectionChange(tx, actor, collection, book, true);
    });
    this.cache?.changed({ kind: 'all' });
    return this.settings();
  }

  async removeFromCollection(actor: AuditActor, collection: CuratedCollection, bookId: string): Promise<HomeSettings> {
    if (!isUuid(bookId)) throw new NotFoundError(BOOK_NOT_FOUND);
    const id = bookId.toLowerCase();
    await this.db.transaction(async (tx) => {
      if (!(await this.repo.removeFromCollection(collection, id, tx))) return;
      const book = await this.repo.bookTitle(id, tx);
      if (book) await recordCollectionChange(tx, actor, collection, book, false);
    });
    this.cache?.changed({ kind: 'all' });
    return this.settings();
  }

  /** The sale's end: in the future and at most MAX_SALE_DAYS ahead; null ends the sale (the banner is hidden). */
  async setSale(actor: AuditActor, input: SaleInput): Promise<HomeSettings> {
    const now = this.now();
    let endsAt: Date | null = null;
    if (input.endsAt !== null) {
      endsAt = new Date(input.endsAt);
      if (endsAt.getTime() <= now.getTime()) throw new ValidationError('The sale must end in the future', [{ path: 'endsAt', message: 'The sale must end in the future' }]);
      if (endsAt.getTime() - now.getTime() > MAX_SALE_DAYS * 86_400_000) throw new ValidationError('The sale must end within a year', [{ path: 'endsAt', message: 'The sale must end within a year' }]);
    }
    const after = endsAt?.toISOString() ?? null;
    await this.db.transaction(async (tx) => {
      const before = await this.repo.lockSaleEnd(tx);
      await this.repo.writeSaleEnd(endsAt, now, tx);
      if (before !== after)
        await recordAudit(tx, { actor, kind: 'settings.changed', target: { type: 'setting', id: 'saleEndsAt', label: 'saleEndsAt' }, changes: [{ field: 'saleEndsAt', before, after }] });
    });
    this.cache?.changed({ kind: 'all' });
    return this.settings();
  }

  /** 'Readers also bought': from real orders (not cancelled); an empty list when there are none. */
  alsoBought(bookId: string): Promise<BookListItem[]> {
    if (!isUuid(bookId)) return Promise.reject(new NotFoundError(BOOK_NOT_FOUND));
    const id = bookId.toLowerCase();
    const load = async () => (await this.repo.alsoBought(id, ALSO_BOUGHT_COUNT)).map((row) => toBookListItem(row, this.urls));
    if (!this.cache) return load();
    return this.cache.read(`also-bought:${id}`, load, (books) => ({ bookIds: [id, ...books.map((book) => book._id)], orderedByStock: true }));
  }
}
