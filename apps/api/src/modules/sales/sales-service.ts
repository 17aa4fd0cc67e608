import { isUuid, saleCreateInput, salePatchInput, salePriceMinor, type Sale, type SaleName } from '@boipoka/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { SaleRow } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { changedFields, recordAudit, type AuditActor } from '../audit';
import { SalesRepository, type NewSale, type SaleCandidate, type SalePrices } from './sales-repository';

const SALE_NOT_FOUND = 'Sale not found';

export interface SalesServiceOptions {
  db: Db;
  now: () => Date;
  /** Told after reconcile changed books' prices (this process's catalogue cache; other processes hear the books' triggers). */
  catalogueChanged: () => void;
  /** The catalogue's check of a scope's categories and series: the first unknown one as a field error (app.ts wires it). */
  unknownScope?: (categoryIds: readonly string[], seriesIds: readonly string[]) => Promise<{ path: string; message: string } | undefined>;
}

/** A sale the home page's banner may show: running now, or to come (the banner picks at the moment it answers). */
export interface BannerSale {
  name: SaleName;
  startsAt: Date;
  endsAt: Date;
}

/** What the books module asks of the sales after a book's create or price edit (the port app.ts gives it). */
export interface BookSalePricing {
  reconcile(bookIds?: readonly string[]): Promise<{ changed: number }>;
}

function toSale(row: SaleRow, booksOnSale: number): Sale {
  return {
    _id: row.id,
    name: { en: row.nameEn, bn: row.nameBn },
    kind: row.kind,
    percent: row.percent,
    amountMinor: row.amountMinor,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    categories: row.categories as Sale['categories'],
    categoryIds: row.categoryIds,
    seriesIds: row.seriesIds,
    publishers: row.publishers,
    authors: row.authors,
    bookIds: row.bookIds,
    active: row.active,
    booksOnSale,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const AUDITED: readonly (keyof Sale & string)[] = [
  'name',
  'kind',
  'percent',
  'amountMinor',
  'startsAt',
  'endsAt',
  'categories',
  'categoryIds',
  'seriesIds',
  'publishers',
  'authors',
  'bookIds',
  'active',
];

function toColumns(input: z.output<typeof saleCreateInput>): NewSale {
  return {
    nameEn: input.name.en,
    nameBn: input.name.bn,
    kind: input.kind,
    percent: input.kind === 'percent' ? input.percent : null,
    amountMinor: input.kind === 'amount' ? input.amountMinor : null,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    categories: [...new Set(input.categories)],
    categoryIds: [...new Set(input.categoryIds)],
    seriesIds: [...new Set(input.seriesIds)],
    publishers: [...new Set(input.publishers)],
    authors: [...new Set(input.authors)],
    bookIds: [...new Set(input.bookIds)],
    active: input.active,
  };
}

/** Whether a running sale's scope names the book (as the repository's scope does in SQL). */
function covers(sale: SaleRow, book: SaleCandidate): boolean {
  if (book.archived) return false;
  const lower = (value: string) => value.trim().toLowerCase();
  return (
    sale.categories.includes(book.category) ||
    sale.categoryIds.some((id) => book.categoryIds.includes(id)) ||
    (book.seriesId !== null && sale.seriesIds.includes(book.seriesId)) ||
    sale.publishers.some((publisher) => lower(publisher) === lower(book.publisher)) ||
    sale.authors.some((author) => lower(author) === lower(book.author) || lower(author) === book.authorSlug) ||
    sale.bookIds.includes(book.id)
  );
}

/** The book's prices as they should be now: under the running sale that sells it cheapest, or its regular ones. */
export function pricesFor(book: SaleCandidate, running: readonly SaleRow[]): SalePrices {
  const regular = book.saleId ? book.regularPriceCents! : book.priceCents;
  const regularList = book.saleId ? book.regularListPriceCents : book.listPriceCents;
  let best: { sale: SaleRow; price: number } | undefined;
  for (const sale of running) {
    if (!covers(sale, book)) continue;
    const price = salePriceMinor(regular, sale);
    if (price === null) continue;
    // The lowest price wins; between equal prices the sale ending last (the book changes price less often), then the id.
    if (!best || price < best.price || (price === best.price && (sale.endsAt > best.sale.endsAt || (sale.endsAt.getTime() === best.sale.endsAt.getTime() && sale.id < best.sale.id))))
      best = { sale, price };
  }
  if (!best) return { priceCents: regular, listPriceCents: regularList, saleId: null, regularPriceCents: null, regularListPriceCents: null, saleEndsAt: null };
  return {
    priceCents: best.price,
    // The storefront strikes the list price through beside the price: the book's own regular list price, else its price.
    listPriceCents: regularList ?? regular,
    saleId: best.sale.id,
    regularPriceCents: regular,
    regularListPriceCents: regularList,
    saleEndsAt: best.sale.endsAt,
  };
}

function same(book: SaleCandidate, prices: SalePrices): boolean {
  return (
    book.priceCents === prices.priceCents &&
    book.listPriceCents === prices.listPriceCents &&
    book.saleId === prices.saleId &&
    book.regularPriceCents === prices.regularPriceCents &&
    book.regularListPriceCents === prices.regularListPriceCents &&
    (book.saleEndsAt?.getTime() ?? null) === (prices.saleEndsAt?.getTime() ?? null)
  );
}

/**
 * Scheduled sales (issue 35, decision 043): the admin's sales (audited), and `reconcile`, which makes each book's stored
 * price what it sells for now — the cheapest running sale's price, or its regular price once no sale applies.
 */
export class SalesService implements BookSalePricing {
  private readonly repo: SalesRepository;

  constructor(private readonly options: SalesServiceOptions) {
    this.repo = new SalesRepository(options.db);
  }

  async list(): Promise<Sale[]> {
    const [rows, counts] = await Promise.all([this.repo.list(), this.repo.booksOnSale()]);
    return rows.map((row) => toSale(row, counts.get(row.id) ?? 0));
  }

  /** A scope naming a category or series the shop does not have is a 400 naming it. */
  private async checkScope(input: { categoryIds: readonly string[]; seriesIds: readonly string[] }): Promise<void> {
    const unknown = await this.options.unknownScope?.(input.categoryIds, input.seriesIds);
    if (unknown) throw new ValidationError(unknown.message, [unknown]);
  }

  async create(admin: AuditActor, input: z.output<typeof saleCreateInput>): Promise<Sale> {
    await this.checkScope(input);
    const row = await this.options.db.transaction(async (tx) => {
      const inserted = await this.repo.insert(toColumns(input), tx);
      await recordAudit(tx, { actor: admin, kind: 'sale.created', target: { type: 'sale', id: inserted.id, label: inserted.nameEn }, details: { sale: toSale(inserted, 0) } });
      return inserted;
    });
    await this.changed();
    return this.one(row.id);
  }

  async update(admin: AuditActor, id: string, patch: z.output<typeof salePatchInput>): Promise<Sale> {
    if (!isUuid(id)) throw new NotFoundError(SALE_NOT_FOUND);
    await this.options.db.transaction(async (tx) => {
      const before = await this.repo.lockById(id, tx);
      if (!before) throw new NotFoundError(SALE_NOT_FOUND);
      // The result is checked whole, as a new sale would be: a patch cannot leave a percent sale without its percent.
      const merged = saleCreateInput.safeParse({ ...toSale(before, 0), ...patch });
      if (!merged.success) {
        const errors = merged.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
        throw new ValidationError(errors[0]!.message, errors);
      }
      if (patch.categoryIds !== undefined || patch.seriesIds !== undefined) await this.checkScope(merged.data);
      const row = await this.repo.update(id, toColumns(merged.data), this.options.now(), tx);
      const changes = changedFields(toSale(before, 0), toSale(row, 0), AUDITED);
      if (changes.length) await recordAudit(tx, { actor: admin, kind: 'sale.updated', target: { type: 'sale', id, label: row.nameEn }, changes });
    });
    await this.changed();
    return this.one(id);
  }

  /** Active sales not yet ended, soonest ending first (the home page's banner). */
  async bannerSales(): Promise<BannerSale[]> {
    return (await this.repo.notEnded(this.options.now())).map((row) => ({ name: { en: row.nameEn, bn: row.nameBn }, startsAt: row.startsAt, endsAt: row.endsAt }));
  }

  /**
   * Makes the stored prices of the books (those of `bookIds`, or all) what they sell for now, in one transaction that one
   * process at a time runs (an advisory lock): a sale that starts applies, one that ended, was paused or no longer
   * names the book gives the regular prices back, the cheapest of several wins. Running it again changes nothing.
   */
  async reconcile(bookIds?: readonly string[]): Promise<{ changed: number }> {
    if (bookIds && bookIds.length === 0) return { changed: 0 };
    const now = this.options.now();
    const written = await this.options.db.transaction(async (tx) => {
      await this.repo.lockReconcile(tx);
      const running = await this.repo.running(now, tx);
      const candidates = await this.repo.candidates(running, bookIds, tx);
      const changes = candidates.flatMap((before) => {
        const after = pricesFor(before, running);
        return same(before, after) ? [] : [{ before, after }];
      });
      return changes.length ? this.repo.writePrices(changes, tx) : [];
    });
    if (written.length) this.options.catalogueChanged();
    return { changed: written.length };
  }

  private async changed(): Promise<void> {
    await this.reconcile();
    // The home page's banner shows the sales: this process drops its answer at once (others hear the sales' trigger).
    this.options.catalogueChanged();
  }

  private async one(id: string): Promise<Sale> {
    const [rows, counts] = await Promise.all([this.repo.list(), this.repo.booksOnSale()]);
    const row = rows.find((r) => r.id === id);
    if (!row) throw new NotFoundError(SALE_NOT_FOUND);
    return toSale(row, counts.get(id) ?? 0);
  }
}
