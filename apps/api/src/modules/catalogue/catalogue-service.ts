import {
  type BookCategory,
  type BookFacets,
  type BookFacetsInput,
  type Category,
  type CategoryPage,
  type CreateCategoryInput,
  type CreatePublisherInput,
  type CreateSeriesInput,
  isUuid,
  type Publisher,
  type Series,
  slugify,
  type UpdateCategoryInput,
  type UpdatePublisherInput,
  type UpdateSeriesInput,
  catalogueNameKey,
} from '@boipoka/shared';
import type { Db, Executor } from '../../db/client';
import type { CategoryRow, PublisherRow, SeriesRow } from '../../db/schema';
import { publishers, series } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { changedFields, recordAudit, type AuditActor } from '../audit';
import { romanizeBangla } from '../search';
import { type BookFacetColumns, CatalogueRepository } from './catalogue-repository';

export const CATEGORY_NOT_FOUND = 'Category not found';
export const PUBLISHER_NOT_FOUND = 'Publisher not found';
export const SERIES_NOT_FOUND = 'Series not found';
const MOVED_INSIDE_ITSELF = 'A category cannot move under itself or a category inside it';
const MERGED_INTO_ITSELF = 'A category cannot merge into itself or a category inside it';
const SPEC_SEED_KEPT = "SPEC's five categories cannot be archived or merged";

const SLUG_FALLBACK = { categories: 'category', publishers: 'publisher', series: 'series' } as const;

/** How long the counts of the category tree are kept (they are read by every All Products page; a minute late at most). */
const COUNTS_TTL_MS = 60_000;

export interface CatalogueServiceOptions {
  db: Db;
  now?: () => Date;
}

/** What a book write sets of its facets, settled by `prepare`: ids checked, the SPEC category the book carries. */
export interface PreparedFacets {
  categoryIds?: string[];
  publisherId?: string | null;
  /** The publisher's English name, for the book's `publisher` text (what SPEC-era answers show). */
  publisherName?: string;
  seriesId?: string | null;
  seriesNumber?: number | null;
}

/** The books module's port to the catalogue: what a book's write and its page ask (app.ts wires it). */
export interface BookFacetsPort {
  prepare(input: BookFacetsInput & { publisher?: string }, tx?: Executor): Promise<PreparedFacets>;
  attach(tx: Executor, bookId: string, facets: PreparedFacets, specCategory?: BookCategory): Promise<void>;
  setSpecCategory(tx: Executor, bookIds: readonly string[], spec: BookCategory): Promise<void>;
  /** Book Management's bulk move: a live category of the tree (else a 400 naming categoryId), each book in it alone. */
  moveToCategory(tx: Executor, bookIds: readonly string[], categoryId: string): Promise<void>;
  /** The live category of this id, or a 400 naming `categoryId` (checked before a bulk move's first batch). */
  liveCategory(categoryId: string): Promise<{ id: string; nameEn: string; nameBn: string }>;
  facetsOf(bookId: string): Promise<BookFacets>;
  filterIds(slugs: { categorySlug?: string; publisherSlug?: string; seriesSlug?: string }): Promise<{ categoryId?: string; publisherId?: string; seriesId?: string }>;
  /** The export's columns of these books (issue 34): their categories' slugs in order, and their series' slug, by book id and series id. */
  exportFacets(bookIds: readonly string[], seriesIds: readonly string[]): Promise<{ categories: Map<string, string[]>; series: Map<string, string> }>;
}

/** A category, series or publisher of the catalogue as the CSV import matches a file's names to it. */
export interface NamedRef {
  id: string;
  nameEn: string;
}

/**
 * The CSV import's port to the catalogue (issue 34, decision 050), wired by app.ts: names (either script, any case, or
 * slug) to ids, the categories and series an import adds, and a batch of books' facets written in the batch's transaction.
 */
export interface ImportFacetsPort {
  /** Every live category by the keys of its names and slug (catalogueNameKey); a merged one's keys give the category it went into. */
  categoryIndex(tx?: Executor): Promise<Map<string, string>>;
  /** The publishers or series these names (keys) are, by key. */
  named(kind: 'publishers' | 'series', keys: readonly string[], tx?: Executor): Promise<Map<string, NamedRef>>;
  /** Adds categories an import's file names (audited `category.created`), each at the root or under a live parent: their ids by key. */
  createNamedCategories(tx: Executor, actor: AuditActor, wanted: readonly { name: string; parentId: string | null }[]): Promise<Map<string, string>>;
  /** Adds a series a file names (audited `series.created`): its id. */
  createNamedSeries(tx: Executor, actor: AuditActor, name: string): Promise<string>;
  /** The categories each book is in, in its order. */
  membershipsOf(bookIds: readonly string[], tx?: Executor): Promise<Map<string, string[]>>;
  /** What `attach` does for one book, for a batch of them (their derived columns written once). */
  attachAll(tx: Executor, items: readonly { bookId: string; facets: PreparedFacets }[]): Promise<void>;
  setSpecCategory(tx: Executor, bookIds: readonly string[], spec: BookCategory): Promise<void>;
}

/** A name as a new category or series holds it: in its script's column, and the same in the other until the admin edits it. */
const BANGLA = /[\u0980-\u09ff]/;
function namesOf(name: string): { nameEn: string; nameBn: string } {
  const trimmed = name.trim().slice(0, 120);
  return BANGLA.test(trimmed) ? { nameBn: trimmed, nameEn: trimmed } : { nameEn: trimmed, nameBn: trimmed };
}

function fieldError(field: string, message: string): ValidationError {
  return new ValidationError(message, [{ path: field, message }]);
}

const publisherOf = (row: PublisherRow, count: number): Publisher => ({ id: row.id, slug: row.slug, nameEn: row.nameEn, nameBn: row.nameBn, bookCount: count });
const seriesOf = (row: SeriesRow, count: number): Series => ({ ...publisherOf(row, count), publisherId: row.publisherId });

/**
 * Categories, publishers and series (issue 34, decision 048): the admin's changes (audited, each in one transaction with
 * the books it moves) and what the storefront reads; the books module asks through `BookFacetsPort`.
 */
export class CatalogueService implements BookFacetsPort, ImportFacetsPort {
  private readonly repo: CatalogueRepository;
  private counts?: { at: number; value: Promise<Map<string, number>> };
  private readonly now: () => Date;
  /** Told after books' derived columns changed in bulk (a rename, move or merge): the search recomputes their keys. */
  onBooksChanged?: (tx: Executor, bookIds: readonly string[]) => Promise<void>;

  constructor(options: CatalogueServiceOptions) {
    this.repo = new CatalogueRepository(options.db);
    this.now = options.now ?? (() => new Date());
  }

  // ---- categories ----

  private categoryCounts(): Promise<Map<string, number>> {
    const at = this.now().getTime();
    if (!this.counts || at - this.counts.at > COUNTS_TTL_MS) {
      const value = this.repo.categoryCounts();
      value.catch(() => (this.counts = undefined));
      this.counts = { at, value };
    }
    return this.counts.value;
  }

  private toCategory(row: CategoryRow, counts: Map<string, number>): Category {
    return {
      id: row.id,
      slug: row.slug,
      nameEn: row.nameEn,
      nameBn: row.nameBn,
      parentId: row.parentId,
      position: row.position,
      specValue: row.specValue ?? null,
      archived: row.archivedAt !== null,
      bookCount: counts.get(row.id) ?? 0,
    };
  }

  /** The tree as a list, parents before their children, siblings by position then name; archived ones only when asked. */
  async listCategories(withArchived = false): Promise<Category[]> {
    const [rows, counts] = await Promise.all([this.repo.categories(), this.categoryCounts()]);
    const shown = rows.filter((row) => withArchived || row.archivedAt === null);
    const children = new Map<string | null, CategoryRow[]>();
    const ids = new Set(shown.map((row) => row.id));
    for (const row of shown) {
      const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
      children.set(parent, [...(children.get(parent) ?? []), row]);
    }
    const out: Category[] = [];
    const walk = (parent: string | null) => {
      for (const row of children.get(parent) ?? []) {
        out.push(this.toCategory(row, counts));
        walk(row.id);
      }
    };
    walk(null);
    return out;
  }

  async categoryPage(slug: string): Promise<CategoryPage> {
    const rows = await this.repo.categories();
    const row = rows.find((r) => r.slug === slug.toLowerCase());
    if (!row || (row.archivedAt !== null && !row.mergedIntoId)) throw new NotFoundError(CATEGORY_NOT_FOUND);
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (row.mergedIntoId) {
      let target = byId.get(row.mergedIntoId);
      for (let hops = 0; target?.mergedIntoId && hops < 10; hops += 1) target = byId.get(target.mergedIntoId);
      if (!target || target.archivedAt !== null) throw new NotFoundError(CATEGORY_NOT_FOUND);
      const counts = await this.categoryCounts();
      return { category: this.toCategory(row, counts), ancestors: [], children: [], redirectTo: target.slug };
    }
    const counts = await this.categoryCounts();
    const ancestors: Category[] = [];
    for (let parent = row.parentId ? byId.get(row.parentId) : undefined; parent && ancestors.length < 32; parent = parent.parentId ? byId.get(parent.parentId) : undefined) {
      ancestors.unshift(this.toCategory(parent, counts));
    }
    const children = rows
      .filter((r) => r.parentId === row.id && r.archivedAt === null)
      .sort((a, b) => a.position - b.position || a.nameEn.localeCompare(b.nameEn))
      .map((r) => this.toCategory(r, counts));
    return { category: this.toCategory(row, counts), ancestors, children, redirectTo: null };
  }

  private async freeSlug(table: 'categories' | 'publishers' | 'series', wanted: string | undefined, name: string, tx: Executor): Promise<string> {
    if (wanted) {
      if (await this.repo.slugTaken(table, wanted, tx)) throw fieldError('slug', 'Slug is taken');
      return wanted;
    }
    // A Bangla-only name ('নদীর উপন্যাস', as an import gives it) is spelt out in Latin letters for its address.
    const base = slugify(name) || slugify(romanizeBangla(name)) || SLUG_FALLBACK[table];
    for (let n = 1; n < 1000; n += 1) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await this.repo.slugTaken(table, slug, tx))) return slug;
    }
    throw fieldError('slug', 'Slug is taken');
  }

  /** The ids of `id`'s subtree (itself included), from the rows. */
  private static subtree(rows: readonly CategoryRow[], id: string): Set<string> {
    const out = new Set([id]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const row of rows) {
        if (row.parentId && out.has(row.parentId) && !out.has(row.id)) {
          out.add(row.id);
          grew = true;
        }
      }
    }
    return out;
  }

  private async checkParent(parentId: string | null | undefined, tx: Executor): Promise<void> {
    if (!parentId) return;
    const parent = await this.repo.category(parentId, tx);
    if (!parent || parent.archivedAt !== null) throw fieldError('parentId', 'Parent category not found');
  }

  async createCategory(actor: AuditActor, input: CreateCategoryInput): Promise<Category> {
    const row = await this.repo.transaction(async (tx) => {
      await this.checkParent(input.parentId, tx);
      const slug = await this.freeSlug('categories', input.slug, input.nameEn, tx);
      const created = await this.repo.insertCategory(tx, { slug, nameEn: input.nameEn, nameBn: input.nameBn, parentId: input.parentId ?? null, position: input.position ?? 0 });
      await recordAudit(tx, { actor, kind: 'category.created', target: { type: 'category', id: created.id, label: created.nameEn } });
      return created;
    });
    this.counts = undefined;
    return this.toCategory(row, new Map());
  }

  async updateCategory(actor: AuditActor, id: string, input: UpdateCategoryInput): Promise<Category> {
    if (!isUuid(id)) throw new NotFoundError(CATEGORY_NOT_FOUND);
    const row = await this.repo.transaction(async (tx) => {
      const rows = await this.repo.categories(tx);
      const before = rows.find((r) => r.id === id);
      if (!before || before.mergedIntoId) throw new NotFoundError(CATEGORY_NOT_FOUND);
      if (input.parentId !== undefined && input.parentId !== before.parentId) {
        await this.checkParent(input.parentId, tx);
        if (input.parentId && CatalogueService.subtree(rows, id).has(input.parentId)) throw fieldError('parentId', MOVED_INSIDE_ITSELF);
      }
      if (input.archived === true && before.specValue) throw fieldError('archived', SPEC_SEED_KEPT);
      const slug = input.slug !== undefined && input.slug !== before.slug ? await this.freeSlug('categories', input.slug, before.nameEn, tx) : undefined;
      const after = (await this.repo.updateCategory(tx, id, {
        ...(input.nameEn !== undefined ? { nameEn: input.nameEn } : {}),
        ...(input.nameBn !== undefined ? { nameBn: input.nameBn } : {}),
        ...(slug !== undefined ? { slug } : {}),
        ...(input.parentId !== undefined ? { parentId: input.parentId } : {}),
        ...(input.position !== undefined ? { position: input.position } : {}),
        ...(input.archived !== undefined ? { archivedAt: input.archived ? (before.archivedAt ?? this.now()) : null } : {}),
      }))!;
      const view = (r: CategoryRow) => ({ nameEn: r.nameEn, nameBn: r.nameBn, slug: r.slug, parentId: r.parentId, position: r.position, archived: r.archivedAt !== null });
      const changes = changedFields(view(before), view(after), ['nameEn', 'nameBn', 'slug', 'parentId', 'position', 'archived']);
      if (changes.length > 0) await recordAudit(tx, { actor, kind: 'category.updated', target: { type: 'category', id, label: after.nameEn }, changes });
      // A new name, slug or place changes what its books (and those of the categories under it) derive.
      if (changes.some((c) => c.field !== 'position' && c.field !== 'archived')) await this.rederive(tx, await this.repo.booksUnder(id, tx));
      return after;
    });
    this.counts = undefined;
    return this.toCategory(row, await this.categoryCounts());
  }

  async mergeCategory(actor: AuditActor, id: string, into: string): Promise<Category> {
    if (!isUuid(id)) throw new NotFoundError(CATEGORY_NOT_FOUND);
    const row = await this.repo.transaction(async (tx) => {
      const rows = await this.repo.categories(tx);
      const from = rows.find((r) => r.id === id);
      if (!from || from.mergedIntoId) throw new NotFoundError(CATEGORY_NOT_FOUND);
      const target = rows.find((r) => r.id === into);
      if (!target || target.archivedAt !== null) throw fieldError('into', CATEGORY_NOT_FOUND);
      if (from.specValue) throw fieldError('into', SPEC_SEED_KEPT);
      if (CatalogueService.subtree(rows, id).has(into)) throw fieldError('into', MERGED_INTO_ITSELF);
      const moved = await this.repo.booksUnder(id, tx);
      await this.repo.moveMemberships(tx, id, into);
      const after = (await this.repo.updateCategory(tx, id, { archivedAt: this.now(), mergedIntoId: into, parentId: null }))!;
      await recordAudit(tx, {
        actor,
        kind: 'category.merged',
        target: { type: 'category', id, label: from.nameEn },
        details: { into: { id: target.id, slug: target.slug, nameEn: target.nameEn }, books: moved.length },
      });
      await this.rederive(tx, moved);
      return after;
    });
    this.counts = undefined;
    return this.toCategory(row, await this.categoryCounts());
  }

  private async rederive(tx: Executor, bookIds: readonly string[]): Promise<void> {
    await this.repo.deriveBooks(tx, bookIds);
    await this.onBooksChanged?.(tx, bookIds);
  }

  // ---- publishers and series ----

  async listPublishers(q: string | undefined, limit = 500): Promise<Publisher[]> {
    const rows = await this.repo.named(publishers, q, limit);
    const counts = await this.repo.countsBy(
      'publisher_id',
      rows.map((r) => r.id),
    );
    return rows.map((row) => publisherOf(row, counts.get(row.id) ?? 0));
  }

  async listSeries(q: string | undefined, limit = 500): Promise<Series[]> {
    const rows = (await this.repo.named(series, q, limit)) as SeriesRow[];
    const counts = await this.repo.countsBy(
      'series_id',
      rows.map((r) => r.id),
    );
    return rows.map((row) => seriesOf(row, counts.get(row.id) ?? 0));
  }

  async publisherBySlug(slug: string): Promise<Publisher> {
    const row = await this.repo.publisher({ slug: slug.toLowerCase() });
    if (!row) throw new NotFoundError(PUBLISHER_NOT_FOUND);
    const counts = await this.repo.countsBy('publisher_id', [row.id]);
    return publisherOf(row, counts.get(row.id) ?? 0);
  }

  async seriesBySlug(slug: string): Promise<Series> {
    const row = await this.repo.oneSeries({ slug: slug.toLowerCase() });
    if (!row) throw new NotFoundError(SERIES_NOT_FOUND);
    const counts = await this.repo.countsBy('series_id', [row.id]);
    return seriesOf(row, counts.get(row.id) ?? 0);
  }

  async createPublisher(actor: AuditActor, input: CreatePublisherInput): Promise<Publisher> {
    const row = await this.repo.transaction(async (tx) => {
      const slug = await this.freeSlug('publishers', input.slug, input.nameEn, tx);
      const created = await this.repo.insertPublisher(tx, { slug, nameEn: input.nameEn, nameBn: input.nameBn });
      await recordAudit(tx, { actor, kind: 'publisher.created', target: { type: 'publisher', id: created.id, label: created.nameEn } });
      return created;
    });
    return publisherOf(row, 0);
  }

  async updatePublisher(actor: AuditActor, id: string, input: UpdatePublisherInput): Promise<Publisher> {
    if (!isUuid(id)) throw new NotFoundError(PUBLISHER_NOT_FOUND);
    const row = await this.repo.transaction(async (tx) => {
      const before = await this.repo.publisher({ id }, tx);
      if (!before) throw new NotFoundError(PUBLISHER_NOT_FOUND);
      const slug = input.slug !== undefined && input.slug !== before.slug ? await this.freeSlug('publishers', input.slug, before.nameEn, tx) : undefined;
      const after = (await this.repo.updatePublisher(tx, id, {
        ...(input.nameEn !== undefined ? { nameEn: input.nameEn } : {}),
        ...(input.nameBn !== undefined ? { nameBn: input.nameBn } : {}),
        ...(slug !== undefined ? { slug } : {}),
      }))!;
      const changes = changedFields(before, after, ['nameEn', 'nameBn', 'slug']);
      if (changes.length > 0) {
        await recordAudit(tx, { actor, kind: 'publisher.updated', target: { type: 'publisher', id, label: after.nameEn }, changes });
        const bookIds = await this.repo.booksOf('publisher_id', id, tx);
        await this.rederive(tx, bookIds);
      }
      return after;
    });
    const counts = await this.repo.countsBy('publisher_id', [row.id]);
    return publisherOf(row, counts.get(row.id) ?? 0);
  }

  async createSeries(actor: AuditActor, input: CreateSeriesInput): Promise<Series> {
    const row = await this.repo.transaction(async (tx) => {
      if (input.publisherId && !(await this.repo.publisher({ id: input.publisherId }, tx))) throw fieldError('publisherId', PUBLISHER_NOT_FOUND);
      const slug = await this.freeSlug('series', input.slug, input.nameEn, tx);
      const created = await this.repo.insertSeries(tx, { slug, nameEn: input.nameEn, nameBn: input.nameBn, publisherId: input.publisherId ?? null });
      await recordAudit(tx, { actor, kind: 'series.created', target: { type: 'series', id: created.id, label: created.nameEn } });
      return created;
    });
    return seriesOf(row, 0);
  }

  async updateSeries(actor: AuditActor, id: string, input: UpdateSeriesInput): Promise<Series> {
    if (!isUuid(id)) throw new NotFoundError(SERIES_NOT_FOUND);
    const row = await this.repo.transaction(async (tx) => {
      const before = await this.repo.oneSeries({ id }, tx);
      if (!before) throw new NotFoundError(SERIES_NOT_FOUND);
      if (input.publisherId && !(await this.repo.publisher({ id: input.publisherId }, tx))) throw fieldError('publisherId', PUBLISHER_NOT_FOUND);
      const slug = input.slug !== undefined && input.slug !== before.slug ? await this.freeSlug('series', input.slug, before.nameEn, tx) : undefined;
      const after = (await this.repo.updateSeries(tx, id, {
        ...(input.nameEn !== undefined ? { nameEn: input.nameEn } : {}),
        ...(input.nameBn !== undefined ? { nameBn: input.nameBn } : {}),
        ...(slug !== undefined ? { slug } : {}),
        ...(input.publisherId !== undefined ? { publisherId: input.publisherId } : {}),
      }))!;
      const changes = changedFields(before, after, ['nameEn', 'nameBn', 'slug', 'publisherId']);
      if (changes.length > 0) {
        await recordAudit(tx, { actor, kind: 'series.updated', target: { type: 'series', id, label: after.nameEn }, changes });
        if (changes.some((c) => c.field === 'nameEn' || c.field === 'nameBn')) await this.rederive(tx, await this.repo.booksOf('series_id', id, tx));
      }
      return after;
    });
    const counts = await this.repo.countsBy('series_id', [row.id]);
    return seriesOf(row, counts.get(row.id) ?? 0);
  }

  // ---- the books' port ----

  /**
   * Checks a book write's facets before its transaction: each unknown id is a 400 naming its field. A publisher given by
   * id gives the book's `publisher` text its English name; one given only by name (SPEC-era clients, the import) is
   * looked up or added by `attach`, in the write's transaction.
   */
  async prepare(input: BookFacetsInput & { publisher?: string }, tx?: Executor): Promise<PreparedFacets> {
    const out: PreparedFacets = {};
    if (input.categoryIds !== undefined) {
      const found = await this.repo.categoriesIn(input.categoryIds, tx);
      const live = new Set(found.filter((row) => row.archivedAt === null).map((row) => row.id));
      const missing = input.categoryIds.findIndex((id) => !live.has(id));
      if (missing >= 0) throw new ValidationError(CATEGORY_NOT_FOUND, [{ path: `categoryIds.${missing}`, message: CATEGORY_NOT_FOUND }]);
      out.categoryIds = input.categoryIds;
    }
    if (input.publisherId !== undefined && input.publisherId !== null) {
      const row = await this.repo.publisher({ id: input.publisherId }, tx);
      if (!row) throw fieldError('publisherId', PUBLISHER_NOT_FOUND);
      out.publisherId = row.id;
      out.publisherName = row.nameEn;
    } else if (input.publisherId === null) {
      out.publisherId = null;
      out.publisherName = input.publisher?.trim() ?? '';
    } else if (input.publisher !== undefined) {
      out.publisherName = input.publisher.trim();
    }
    if (input.seriesId !== undefined) {
      if (input.seriesId !== null && !(await this.repo.oneSeries({ id: input.seriesId }, tx))) throw fieldError('seriesId', SERIES_NOT_FOUND);
      out.seriesId = input.seriesId;
      if (input.seriesId === null) out.seriesNumber = null;
    }
    if (input.seriesNumber !== undefined && out.seriesNumber === undefined) out.seriesNumber = input.seriesNumber;
    return out;
  }

  /**
   * In the book write's transaction, after its row is written: its publisher (a name alone is the publisher of that name
   * in either script, or a new one), series, categories (given; or for a SPEC-era write of `category` alone, the seed
   * of that category beside the book's categories outside SPEC's) and the derived columns.
   */
  async attach(tx: Executor, bookId: string, facets: PreparedFacets, specCategory?: BookCategory): Promise<void> {
    const columns: BookFacetColumns = {};
    if (facets.publisherId !== undefined) columns.publisherId = facets.publisherId;
    else if (facets.publisherName !== undefined) {
      const name = facets.publisherName;
      columns.publisherId = name ? ((await this.repo.publisherNamed(name, tx))?.id ?? (await this.newPublisher(name, tx))) : null;
    }
    if (facets.seriesId !== undefined) columns.seriesId = facets.seriesId;
    if (facets.seriesNumber !== undefined) columns.seriesNumber = facets.seriesNumber;
    if (columns.seriesNumber != null && columns.seriesId === undefined && !(await this.repo.bookSeries(bookId, tx))) {
      throw fieldError('seriesNumber', 'Choose the series before its number');
    }
    if (Object.keys(columns).length > 0) await this.repo.setBookColumns(tx, bookId, columns);
    if (facets.categoryIds !== undefined) {
      await this.repo.setMemberships(tx, bookId, facets.categoryIds);
      await this.rederive(tx, [bookId]);
    } else if (specCategory !== undefined) {
      await this.setSpecCategory(tx, [bookId], specCategory);
    } else {
      await this.rederive(tx, [bookId]);
    }
  }

  /**
   * SPEC's `category` set on books without categories of the tree (SPEC's client, the bulk action, an import's
   * category column): each keeps its categories under that SPEC category and those outside SPEC's five, loses those
   * under another of SPEC's five, and gets the seed first when nothing it keeps lies under it. In the caller's transaction.
   */
  async setSpecCategory(tx: Executor, bookIds: readonly string[], spec: BookCategory): Promise<void> {
    if (bookIds.length === 0) return;
    const rows = await this.repo.categories(tx);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const specOf = (id: string): string | null => {
      for (let row = byId.get(id), hops = 0; row && hops < 32; row = row.parentId ? byId.get(row.parentId) : undefined, hops += 1) if (row.specValue) return row.specValue;
      return null;
    };
    const seed = rows.find((row) => row.specValue === spec);
    if (!seed) return;
    const under = rows.filter((row) => specOf(row.id) === spec).map((row) => row.id);
    const elsewhere = rows.filter((row) => specOf(row.id) !== null && specOf(row.id) !== spec).map((row) => row.id);
    await this.repo.replaceSpecMemberships(tx, bookIds, seed.id, under, elsewhere);
    await this.rederive(tx, bookIds);
  }

  async liveCategory(categoryId: string, tx?: Executor): Promise<{ id: string; nameEn: string; nameBn: string }> {
    const [row] = await this.repo.categoriesIn([categoryId], tx);
    if (!row || row.archivedAt !== null) throw fieldError('categoryId', CATEGORY_NOT_FOUND);
    return { id: row.id, nameEn: row.nameEn, nameBn: row.nameBn };
  }

  /**
   * Book Management's bulk move to a category of the tree: each book's categories become that one alone, and its derived
   * columns (SPEC's category from the category's seed, the names searched) follow. In the caller's transaction, which
   * checks again that the category is live (it may have been archived since the first batch).
   */
  async moveToCategory(tx: Executor, bookIds: readonly string[], categoryId: string): Promise<void> {
    if (bookIds.length === 0) return;
    await this.liveCategory(categoryId, tx);
    await this.repo.replaceMemberships(tx, bookIds, categoryId);
    await this.rederive(tx, bookIds);
  }

  // ---- the import's port ----

  async categoryIndex(tx?: Executor): Promise<Map<string, string>> {
    const rows = await this.repo.categories(tx);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const index = new Map<string, string>();
    const target = (row: CategoryRow): CategoryRow | undefined => {
      let at: CategoryRow | undefined = row;
      for (let hops = 0; at?.mergedIntoId && hops < 10; hops += 1) at = byId.get(at.mergedIntoId);
      return at && at.archivedAt === null ? at : undefined;
    };
    // Live categories first: a merged one's name never hides a live one's.
    const ordered = [...rows.filter((row) => row.archivedAt === null), ...rows.filter((row) => row.mergedIntoId)];
    for (const row of ordered) {
      const into = target(row);
      if (!into) continue;
      for (const key of [row.slug, row.nameEn, row.nameBn].map(catalogueNameKey)) if (!index.has(key)) index.set(key, into.id);
    }
    return index;
  }

  async named(kind: 'publishers' | 'series', keys: readonly string[], tx?: Executor): Promise<Map<string, NamedRef>> {
    const out = new Map<string, NamedRef>();
    if (keys.length === 0) return out;
    const rows = await this.repo.namedAny(kind === 'publishers' ? publishers : series, keys, tx);
    const wanted = new Set(keys);
    for (const row of rows) {
      for (const key of [row.slug, row.nameEn, row.nameBn].map(catalogueNameKey)) if (wanted.has(key) && !out.has(key)) out.set(key, { id: row.id, nameEn: row.nameEn });
    }
    return out;
  }

  async createNamedCategories(tx: Executor, actor: AuditActor, wanted: readonly { name: string; parentId: string | null }[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (const { name, parentId } of wanted) {
      await this.checkParent(parentId, tx);
      const names = namesOf(name);
      const slug = await this.freeSlug('categories', undefined, names.nameEn, tx);
      const created = await this.repo.insertCategory(tx, { slug, ...names, parentId, position: 0 });
      await recordAudit(tx, { actor, kind: 'category.created', target: { type: 'category', id: created.id, label: created.nameEn }, details: { source: 'import' } });
      out.set(catalogueNameKey(name), created.id);
    }
    this.counts = undefined;
    return out;
  }

  async createNamedSeries(tx: Executor, actor: AuditActor, name: string): Promise<string> {
    const names = namesOf(name);
    const slug = await this.freeSlug('series', undefined, names.nameEn, tx);
    const created = await this.repo.insertSeries(tx, { slug, ...names, publisherId: null });
    await recordAudit(tx, { actor, kind: 'series.created', target: { type: 'series', id: created.id, label: created.nameEn }, details: { source: 'import' } });
    return created.id;
  }

  membershipsOf(bookIds: readonly string[], tx?: Executor): Promise<Map<string, string[]>> {
    return this.repo.membershipsOf(bookIds, tx);
  }

  async attachAll(tx: Executor, items: readonly { bookId: string; facets: PreparedFacets }[]): Promise<void> {
    if (items.length === 0) return;
    const publisherIds = new Map<string, string>();
    for (const { bookId, facets } of items) {
      const columns: BookFacetColumns = {};
      if (facets.publisherId !== undefined) columns.publisherId = facets.publisherId;
      else if (facets.publisherName !== undefined) {
        const name = facets.publisherName;
        const key = catalogueNameKey(name);
        if (name && !publisherIds.has(key)) publisherIds.set(key, (await this.repo.publisherNamed(name, tx))?.id ?? (await this.newPublisher(name, tx)));
        columns.publisherId = name ? publisherIds.get(key)! : null;
      }
      if (facets.seriesId !== undefined) columns.seriesId = facets.seriesId;
      if (facets.seriesNumber !== undefined) columns.seriesNumber = facets.seriesNumber;
      if (Object.keys(columns).length > 0) await this.repo.setBookColumns(tx, bookId, columns);
      if (facets.categoryIds !== undefined) await this.repo.setMemberships(tx, bookId, facets.categoryIds);
    }
    this.counts = undefined;
    await this.rederive(
      tx,
      items.map((item) => item.bookId),
    );
  }

  /** A publisher named by a book write alone: added with the name in both columns (the admin gives the other script later). */
  private async newPublisher(name: string, tx: Executor): Promise<string> {
    const slug = await this.freeSlug('publishers', undefined, name, tx);
    return (await this.repo.insertPublisher(tx, { slug, nameEn: name, nameBn: name })).id;
  }

  async facetsOf(bookId: string): Promise<BookFacets> {
    const found = await this.repo.facetsOf(bookId);
    return {
      categories: found.categories,
      publisherRef: found.publisher ? { id: found.publisher.id, slug: found.publisher.slug, nameEn: found.publisher.nameEn, nameBn: found.publisher.nameBn } : null,
      series: found.series ? { id: found.series.id, slug: found.series.slug, nameEn: found.series.nameEn, nameBn: found.series.nameBn, number: found.seriesNumber } : null,
    };
  }

  async exportFacets(bookIds: readonly string[], seriesIds: readonly string[]) {
    const [categorySlugs, seriesSlugs] = await Promise.all([this.repo.membershipsOf(bookIds, undefined, 'slug'), this.repo.seriesSlugs([...new Set(seriesIds)])]);
    return { categories: categorySlugs, series: seriesSlugs };
  }

  /** The first of these category and series ids that names none (archived categories count as none), as a field error; undefined when all do. */
  async unknownIds(categoryIds: readonly string[], seriesIds: readonly string[]): Promise<{ path: string; message: string } | undefined> {
    const found = new Set((await this.repo.categoriesIn(categoryIds)).filter((row) => row.archivedAt === null).map((row) => row.id));
    const missingCategory = categoryIds.findIndex((id) => !found.has(id));
    if (missingCategory >= 0) return { path: `categoryIds.${missingCategory}`, message: CATEGORY_NOT_FOUND };
    for (const [i, id] of seriesIds.entries()) if (!(await this.repo.oneSeries({ id }))) return { path: `seriesIds.${i}`, message: SERIES_NOT_FOUND };
    return undefined;
  }

  /** The ids a list's filters name by slug; an unknown slug is a 400 naming its field. */
  async filterIds(slugs: { categorySlug?: string; publisherSlug?: string; seriesSlug?: string }) {
    const out: { categoryId?: string; publisherId?: string; seriesId?: string } = {};
    if (slugs.categorySlug) {
      const row = await this.repo.categoryBySlug(slugs.categorySlug.toLowerCase());
      if (!row || row.archivedAt !== null) throw fieldError('categorySlug', CATEGORY_NOT_FOUND);
      out.categoryId = row.id;
    }
    if (slugs.publisherSlug) {
      const row = await this.repo.publisher({ slug: slugs.publisherSlug.toLowerCase() });
      if (!row) throw fieldError('publisherSlug', PUBLISHER_NOT_FOUND);
      out.publisherId = row.id;
    }
    if (slugs.seriesSlug) {
      const row = await this.repo.oneSeries({ slug: slugs.seriesSlug.toLowerCase() });
      if (!row) throw fieldError('seriesSlug', SERIES_NOT_FOUND);
      out.seriesId = row.id;
    }
    return out;
  }
}
