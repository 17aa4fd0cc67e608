import type { Executor } from '../../db/client';
import { categories, publishers, series } from '../../db/schema';
import { CatalogueRepository } from './catalogue-repository';

/** A seed's categories, publishers and series, each named by its slug. */
export interface CatalogueSeed {
  categories: readonly { slug: string; nameEn: string; nameBn: string; parent: string | null; position: number }[];
  publishers: readonly { slug: string; nameEn: string; nameBn: string }[];
  series: readonly { slug: string; nameEn: string; nameBn: string; publisher: string | null }[];
}

/** A seeded book's facets, by slug. */
export interface SeededBookFacets {
  bookId: string;
  categories: readonly string[];
  publisher: string | null;
  series: string | null;
  seriesNumber: number | null;
}

/**
 * The seed's categories (SPEC's five exist already: migration 0038), publishers and series, and its books' facets, in
 * the seed's transaction; then the books' derived columns.
 */
export async function seedCatalogue(tx: Executor, seed: CatalogueSeed, booksFacets: readonly SeededBookFacets[]): Promise<void> {
  const repo = new CatalogueRepository(tx as never);
  const categoryIds = new Map((await repo.categories(tx)).map((row) => [row.slug, row.id]));
  // Parents before children: a category is added once its parent is.
  let pending = seed.categories.filter((c) => !categoryIds.has(c.slug));
  while (pending.length > 0) {
    const ready = pending.filter((c) => c.parent === null || categoryIds.has(c.parent));
    if (ready.length === 0) throw new Error(`seed categories without a parent: ${pending.map((c) => c.slug).join(', ')}`);
    const rows = await tx
      .insert(categories)
      .values(ready.map((c) => ({ slug: c.slug, nameEn: c.nameEn, nameBn: c.nameBn, parentId: c.parent ? categoryIds.get(c.parent)! : null, position: c.position })))
      .returning({ id: categories.id, slug: categories.slug });
    for (const row of rows) categoryIds.set(row.slug, row.id);
    pending = pending.filter((c) => !categoryIds.has(c.slug));
  }
  const publisherRows = seed.publishers.length
    ? await tx
        .insert(publishers)
        .values(seed.publishers.map((p) => ({ slug: p.slug, nameEn: p.nameEn, nameBn: p.nameBn })))
        .returning()
    : [];
  const publisherIds = new Map(publisherRows.map((row) => [row.slug, row.id]));
  const seriesRows = seed.series.length
    ? await tx
        .insert(series)
        .values(seed.series.map((s) => ({ slug: s.slug, nameEn: s.nameEn, nameBn: s.nameBn, publisherId: s.publisher ? (publisherIds.get(s.publisher) ?? null) : null })))
        .returning()
    : [];
  const seriesIds = new Map(seriesRows.map((row) => [row.slug, row.id]));
  for (const book of booksFacets) {
    const ids = book.categories.map((slug) => {
      const id = categoryIds.get(slug);
      if (!id) throw new Error(`seed book ${book.bookId}: no category ${slug}`);
      return id;
    });
    await repo.setMemberships(tx, book.bookId, ids);
    await repo.setBookColumns(tx, book.bookId, {
      publisherId: book.publisher ? (publisherIds.get(book.publisher) ?? null) : null,
      seriesId: book.series ? (seriesIds.get(book.series) ?? null) : null,
      seriesNumber: book.series ? book.seriesNumber : null,
    });
  }
  await repo.deriveBooks(
    tx,
    booksFacets.map((book) => book.bookId),
  );
}
