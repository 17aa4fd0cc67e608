import { z } from 'zod';
import { BOOK_CATEGORIES } from '../books/categories';

/**
 * Categories, publishers and series (issue 34, decision 048): data the admin manages, each named in both scripts with a
 * slug for its page. Categories form a tree; SPEC's five are its seeds and carry SPEC's value, which stays a book's
 * `category` in SPEC's answers.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const CATALOGUE_NAME_MAX = 120;
/** The most categories one book sits in. */
export const MAX_BOOK_CATEGORIES = 5;

/** A slug from a name: Latin letters and digits joined by hyphens; '' when the name has none (a Bangla-only name). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const nameEnSchema = z.string({ error: 'Name in English is required' }).trim().min(1, 'Name in English is required').max(CATALOGUE_NAME_MAX, 'Name in English must be at most 120 characters');
const nameBnSchema = z.string({ error: 'Name in Bangla is required' }).trim().min(1, 'Name in Bangla is required').max(CATALOGUE_NAME_MAX, 'Name in Bangla must be at most 120 characters');
const slugSchema = z
  .string({ error: 'Slug must be text' })
  .trim()
  .toLowerCase()
  .max(80, 'Slug must be at most 80 characters')
  .regex(SLUG_PATTERN, 'Slug must be lowercase letters, digits and single hyphens');

/** A category as every answer gives it; `bookCount` counts the listed books in it and in the categories under it. */
export const categorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  nameEn: z.string(),
  nameBn: z.string(),
  parentId: z.string().nullable(),
  position: z.number().int(),
  /** SPEC's value for its seeds (Fiction, Religious, Poetry, SelfDevelopment, Science); null for the admin's own. */
  specValue: z.enum(BOOK_CATEGORIES).nullable(),
  archived: z.boolean(),
  bookCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** `GET /api/categories`: the whole tree as a list, parents before children, siblings in their order. */
export const categoryListSchema = z.object({ categories: z.array(categorySchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;

/** `GET /api/categories/:slug`: the category, its path from the root and its children; a merged one names where it went. */
export const categoryPageSchema = z.object({
  category: categorySchema,
  ancestors: z.array(categorySchema),
  children: z.array(categorySchema),
  /** Set when the category was merged into another: its page sends readers there. */
  redirectTo: z.string().nullable(),
});
export type CategoryPage = z.infer<typeof categoryPageSchema>;

export const createCategoryInput = z.object({
  nameEn: nameEnSchema,
  nameBn: nameBnSchema,
  /** Made from the English name when left out. */
  slug: slugSchema.optional(),
  parentId: z.uuid({ error: 'Parent must be an id' }).nullable().optional(),
  position: z.number({ error: 'Position must be a number' }).int('Position must be a whole number').min(0, 'Position must be 0 or more').max(10_000, 'Position must be at most 10000').optional(),
});
export type CreateCategoryInput = z.infer<typeof createCategoryInput>;

/** Rename, move (a new parent, or null for a root), reorder, archive or bring back: only the fields given change. */
export const updateCategoryInput = createCategoryInput.partial().extend({
  archived: z.boolean({ error: 'Archived must be true or false' }).optional(),
});
export type UpdateCategoryInput = z.infer<typeof updateCategoryInput>;

/** `POST /api/categories/:id/merge`: its books and children move to `into`; it is archived and its page sends readers there. */
export const mergeCategoryInput = z.object({ into: z.uuid({ error: 'Into must be an id' }) });
export type MergeCategoryInput = z.infer<typeof mergeCategoryInput>;

/** A publisher or a series as answers give it, with its number of listed books. */
export const publisherSchema = z.object({ id: z.string(), slug: z.string(), nameEn: z.string(), nameBn: z.string(), bookCount: z.number().int() });
export type Publisher = z.infer<typeof publisherSchema>;
export const seriesSchema = publisherSchema.extend({ publisherId: z.string().nullable() });
export type Series = z.infer<typeof seriesSchema>;
export const publisherListSchema = z.object({ publishers: z.array(publisherSchema) });
export const seriesListSchema = z.object({ series: z.array(seriesSchema) });

export const createPublisherInput = z.object({ nameEn: nameEnSchema, nameBn: nameBnSchema, slug: slugSchema.optional() });
export type CreatePublisherInput = z.infer<typeof createPublisherInput>;
export const updatePublisherInput = createPublisherInput.partial();
export type UpdatePublisherInput = z.infer<typeof updatePublisherInput>;
export const createSeriesInput = createPublisherInput.extend({ publisherId: z.uuid({ error: 'Publisher must be an id' }).nullable().optional() });
export type CreateSeriesInput = z.infer<typeof createSeriesInput>;
export const updateSeriesInput = createSeriesInput.partial();
export type UpdateSeriesInput = z.infer<typeof updateSeriesInput>;

/** `?q=` of the publisher and series lists (the admin's searchable choosers). */
export const catalogueListQuery = z.object({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  limit: z.coerce.number({ error: 'Limit must be a number' }).int('Limit must be a whole number').min(1, 'Limit must be at least 1').max(500, 'Limit must be at most 500').optional(),
});

/** A book's facets as the book's answer gives them (detail only). */
export const bookFacetsSchema = z.object({
  categories: z.array(categorySchema.pick({ id: true, slug: true, nameEn: true, nameBn: true })),
  publisherRef: publisherSchema.pick({ id: true, slug: true, nameEn: true, nameBn: true }).nullable(),
  series: seriesSchema.pick({ id: true, slug: true, nameEn: true, nameBn: true }).extend({ number: z.number().int().nullable() }).nullable(),
});
export type BookFacets = z.infer<typeof bookFacetsSchema>;

/** What a book write may set of its facets (the admin's Add/Edit Book); SPEC's client sends none of these. */
export const bookFacetsInput = z.object({
  categoryIds: z
    .array(z.uuid({ error: 'Category must be an id' }), { error: 'Categories must be a list of ids' })
    .min(1, 'Choose at least one category')
    .max(MAX_BOOK_CATEGORIES, 'A book may be in at most 5 categories')
    .refine((ids) => new Set(ids).size === ids.length, 'A category is chosen twice')
    .optional(),
  publisherId: z.uuid({ error: 'Publisher must be an id' }).nullable().optional(),
  seriesId: z.uuid({ error: 'Series must be an id' }).nullable().optional(),
  seriesNumber: z
    .number({ error: 'Number in the series must be a number' })
    .int('Number in the series must be a whole number')
    .min(1, 'Number in the series must be at least 1')
    .max(10_000, 'Number in the series must be at most 10000')
    .nullable()
    .optional(),
});
export type BookFacetsInput = z.infer<typeof bookFacetsInput>;
