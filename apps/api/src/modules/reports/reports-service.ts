import {
  fromCents,
  isUuid,
  REPORT_TOP_LIMIT,
  SHOP_TIME_ZONE,
  type LowStockBook,
  type LowStockReport,
  type ReportGrouping,
  type ReportTable,
  type SalesGroup,
  type SalesReport,
  type Currency,
} from '@boipoka/shared';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import type { AuthUser } from '../../lib/auth-user';
import { recordAudit } from '../audit';
import { type DayRange, type FigureRow, type GroupRow, ReportsRepository } from './reports-repository';

const BOOK_NOT_FOUND = 'Book not found';
const LOW_STOCK_SETTING = 'lowStockThreshold';
/** Rows of the low-stock list (the page and its CSV): the books an admin restocks first, emptiest first. */
export const LOW_STOCK_LIMIT = 1000;

/** Average order in cents, rounded to a whole cent; 0 when there is no order (as on the order dashboard). */
const averageCents = (revenueCents: number, orders: number) => (orders > 0 ? Math.round(revenueCents / orders) : 0);

function figures(row: FigureRow) {
  return { revenue: fromCents(row.revenueCents), orders: row.orders, copies: row.copies, averageOrder: fromCents(averageCents(row.revenueCents, row.orders)) };
}

function toGroup(row: GroupRow): SalesGroup {
  return { key: row.key, ...(row.label !== undefined ? { label: row.label } : {}), ...figures(row) };
}

/** One CSV table: its columns (English headers, a data file for a spreadsheet) and its rows. */
export interface CsvTable {
  name: string;
  columns: { key: string; header: string }[];
  rows: Record<string, string>[];
}

/** An amount in major units of the shop's currency, two decimals (the CSV's `currency` column names it). */
const money = (amount: number) => amount.toFixed(2);

export interface ReportsServiceOptions {
  db: Db;
  now: () => Date;
  /** LOW_STOCK_NOTIFY_AT: the threshold until an admin sets one. */
  defaultLowStockThreshold: number;
  /** Runs after a book's stock was set (the catalogue cache drops what showed it). */
  onStockChanged?: (bookIds: string[]) => void;
  /**
   * The shop's currency (settings), written beside every amount of a CSV. A shop never mixes currencies: its currency is
   * fixed once it has orders, so every order a report sums is in it.
   */
  shopCurrency?: () => Promise<Currency>;
}

export class ReportsService {
  private readonly repo: ReportsRepository;
  private readonly db: Db;
  private readonly now: () => Date;
  private readonly defaultLowStockThreshold: number;
  private readonly onStockChanged: (bookIds: string[]) => void;

  private readonly shopCurrency: () => Promise<Currency>;

  constructor({ db, now, defaultLowStockThreshold, onStockChanged, shopCurrency }: ReportsServiceOptions) {
    this.shopCurrency = shopCurrency ?? (async () => 'USD');
    this.db = db;
    this.now = now;
    this.defaultLowStockThreshold = defaultLowStockThreshold;
    this.onStockChanged = onStockChanged ?? (() => {});
    this.repo = new ReportsRepository(db);
  }

  private async groups(range: DayRange, groupBy: ReportGrouping, limit?: number): Promise<SalesGroup[]> {
    const rows = groupBy === 'category' || groupBy === 'book' ? await this.repo.byLine(range, groupBy, limit) : await this.repo.byPeriod(range, groupBy);
    return rows.map(toGroup);
  }

  async sales(query: DayRange & { groupBy: ReportGrouping }): Promise<SalesReport> {
    const range = { from: query.from, to: query.to };
    const [totals, placedByStatus, groups, topBooks, topAuthors, topCategories, customers, payments, promoCodes, memberDiscount] = await Promise.all([
      this.repo.totals(range),
      this.repo.placedByStatus(range),
      this.groups(range, query.groupBy),
      this.repo.topBooks(range, REPORT_TOP_LIMIT),
      this.repo.topBy(range, 'author', REPORT_TOP_LIMIT),
      this.repo.topBy(range, 'category', REPORT_TOP_LIMIT),
      this.repo.customers(range),
      this.repo.payments(range),
      this.repo.promoCodes(range),
      this.repo.memberDiscount(range),
    ]);
    return {
      from: query.from,
      to: query.to,
      groupBy: query.groupBy,
      timeZone: SHOP_TIME_ZONE,
      totals: figures(totals),
      placedByStatus,
      groups,
      topBooks: topBooks.map((row) => ({ bookId: row.bookId, title: row.title, author: row.author, copies: row.copies, revenue: fromCents(row.revenueCents) })),
      topAuthors: topAuthors.map((row) => ({ author: row.name, copies: row.copies, revenue: fromCents(row.revenueCents) })),
      topCategories: topCategories.map((row) => ({ category: row.name, copies: row.copies, revenue: fromCents(row.revenueCents) })),
      customers: {
        newCustomers: customers.newCustomers,
        returningCustomers: customers.returningCustomers,
        newRevenue: fromCents(customers.newCents),
        returningRevenue: fromCents(customers.returningCents),
      },
      payments: payments.map((row) => ({ method: row.method, taken: fromCents(row.takenCents), refunded: fromCents(row.refundedCents), payments: row.payments })),
      promoCodes: promoCodes.map((row) => ({ code: row.code, orders: row.orders, discount: fromCents(row.discountCents) })),
      memberDiscount: { orders: memberDiscount.orders, discount: fromCents(memberDiscount.discountCents) },
    };
  }

  /** One table of the report with every row (the page shows the top ten of the top tables), with the amounts' currency. */
  async salesTable(query: DayRange & { groupBy: ReportGrouping; table: ReportTable }): Promise<CsvTable> {
    const [table, currency] = await Promise.all([this.salesRows(query), this.shopCurrency()]);
    return { ...table, columns: [...table.columns, { key: 'currency', header: 'Currency' }], rows: table.rows.map((row) => ({ ...row, currency })) };
  }

  private async salesRows(query: DayRange & { groupBy: ReportGrouping; table: ReportTable }): Promise<CsvTable> {
    const range = { from: query.from, to: query.to };
    const name = `boipoka-sales-${query.table}-${query.from}-to-${query.to}`;
    const sales = [
      { key: 'copies', header: 'Copies' },
      { key: 'revenue', header: 'Book sales' },
    ];
    switch (query.table) {
      case 'groups': {
        const first = { day: 'Day', week: 'Week from (Monday)', month: 'Month', category: 'Category', book: 'Book id' }[query.groupBy];
        const revenueHeader = query.groupBy === 'category' || query.groupBy === 'book' ? 'Book sales' : 'Revenue';
        const groups = await this.groups(range, query.groupBy);
        return {
          name: `boipoka-sales-by-${query.groupBy}-${query.from}-to-${query.to}`,
          columns: [
            { key: 'key', header: first },
            ...(query.groupBy === 'book' ? [{ key: 'label', header: 'Title' }] : []),
            { key: 'revenue', header: revenueHeader },
            { key: 'orders', header: 'Orders' },
            { key: 'copies', header: 'Copies' },
            { key: 'averageOrder', header: 'Average order' },
          ],
          rows: groups.map((g) => ({ key: g.key, label: g.label ?? '', revenue: money(g.revenue), orders: String(g.orders), copies: String(g.copies), averageOrder: money(g.averageOrder) })),
        };
      }
      case 'books':
        return {
          name,
          columns: [{ key: 'title', header: 'Title' }, { key: 'author', header: 'Author' }, ...sales, { key: 'bookId', header: 'Book id' }],
          rows: (await this.repo.topBooks(range)).map((r) => ({ title: r.title, author: r.author, copies: String(r.copies), revenue: money(fromCents(r.revenueCents)), bookId: r.bookId })),
        };
      case 'authors':
      case 'categories': {
        const column = query.table === 'authors' ? 'author' : 'category';
        return {
          name,
          columns: [{ key: 'name', header: column === 'author' ? 'Author' : 'Category' }, ...sales],
          rows: (await this.repo.topBy(range, column)).map((r) => ({ name: r.name, copies: String(r.copies), revenue: money(fromCents(r.revenueCents)) })),
        };
      }
      case 'customers': {
        const c = await this.repo.customers(range);
        return {
          name,
          columns: [
            { key: 'kind', header: 'Customers' },
            { key: 'count', header: 'Count' },
            { key: 'revenue', header: 'Revenue' },
          ],
          rows: [
            { kind: 'New', count: String(c.newCustomers), revenue: money(fromCents(c.newCents)) },
            { kind: 'Returning', count: String(c.returningCustomers), revenue: money(fromCents(c.returningCents)) },
          ],
        };
      }
    }
  }

  async lowStockThreshold(): Promise<number> {
    const stored = await this.repo.setting(LOW_STOCK_SETTING);
    return typeof stored === 'number' && Number.isInteger(stored) && stored >= 0 ? stored : this.defaultLowStockThreshold;
  }

  async setLowStockThreshold(admin: AuthUser, threshold: number): Promise<LowStockReport> {
    const previous = await this.lowStockThreshold();
    await this.db.transaction(async (tx) => {
      const stored = await this.repo.lockSetting(LOW_STOCK_SETTING, tx);
      await this.repo.saveSetting(LOW_STOCK_SETTING, threshold, admin.id, this.now(), tx);
      // Before: the threshold in force, the environment's default when no admin had set one.
      const before = typeof stored === 'number' ? stored : previous;
      if (before !== threshold)
        await recordAudit(tx, {
          actor: admin,
          kind: 'settings.changed',
          target: { type: 'setting', id: LOW_STOCK_SETTING, label: LOW_STOCK_SETTING },
          changes: [{ field: LOW_STOCK_SETTING, before, after: threshold }],
        });
    });
    return this.lowStock();
  }

  async lowStock(): Promise<LowStockReport> {
    const threshold = await this.lowStockThreshold();
    const books = await this.repo.lowStock(threshold, LOW_STOCK_LIMIT);
    return { threshold, books: books.map(toLowStockBook) };
  }

  async lowStockTable(): Promise<CsvTable> {
    const { threshold, books } = await this.lowStock();
    return {
      name: `boipoka-low-stock-at-or-under-${threshold}`,
      columns: [
        { key: 'title', header: 'Title' },
        { key: 'author', header: 'Author' },
        { key: 'category', header: 'Category' },
        { key: 'quantity', header: 'Stock' },
        { key: '_id', header: 'Book id' },
      ],
      rows: books.map((b) => ({ title: b.title, author: b.author, category: b.category, quantity: String(b.quantity), _id: b._id })),
    };
  }

  /** Sets the stock of a listed book (a delivery came in): the number on the shelf, not an amount added. */
  async restock(admin: AuthUser, bookId: string, quantity: number): Promise<LowStockBook> {
    if (!isUuid(bookId)) throw new NotFoundError(BOOK_NOT_FOUND);
    const id = bookId.toLowerCase();
    const row = await this.db.transaction(async (tx) => {
      const before = await this.repo.lockStock(id, tx);
      if (before === undefined) return undefined;
      const book = await this.repo.setStock(id, quantity, this.now(), tx);
      // A restock is an edit of the book's stock, recorded as Edit Book's would be.
      if (book && before !== quantity)
        await recordAudit(tx, { actor: admin, kind: 'book.updated', target: { type: 'book', id: book.id, label: book.title }, changes: [{ field: 'quantity', before, after: quantity }] });
      return book;
    });
    if (!row) throw new NotFoundError(BOOK_NOT_FOUND);
    this.onStockChanged([row.id]);
    return toLowStockBook(row);
  }
}

function toLowStockBook(row: { id: string; title: string; author: string; category: string; quantity: number }): LowStockBook {
  return { _id: row.id, title: row.title, author: row.author, category: row.category, quantity: row.quantity };
}
