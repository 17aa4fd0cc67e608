// Test support: the unit test of bookJsonLd and the book-details journey check the page's JSON-LD with these.
import { z } from 'zod';

/** The schema.org shapes the book page uses, as Google's Book and Product rich results read them. */
const url = z.string().regex(/^\/|^https?:\/\//);
const offer = z.object({
  '@type': z.literal('Offer'),
  url,
  price: z.string().regex(/^\d+\.\d{2}$/),
  priceCurrency: z.enum(['USD', 'BDT']),
  availability: z.enum(['https://schema.org/InStock', 'https://schema.org/OutOfStock']),
});
const aggregateRating = z.object({
  '@type': z.literal('AggregateRating'),
  ratingValue: z.number().min(1).max(5),
  reviewCount: z.number().int().positive(),
  bestRating: z.literal(5),
  worstRating: z.literal(1),
});
export const bookJsonLdSchema = z
  .object({
    '@context': z.literal('https://schema.org'),
    '@type': z.literal('Book'),
    '@id': url,
    url,
    name: z.string().min(1),
    alternateName: z.string().min(1).optional(),
    author: z.object({ '@type': z.literal('Person'), name: z.string().min(1), url: url.optional() }).strict(),
    inLanguage: z.enum(['bn', 'en']).optional(),
    image: url.optional(),
    description: z.string().optional(),
    isbn: z
      .string()
      .regex(/^97[89]\d{10}$/)
      .optional(),
    publisher: z
      .object({ '@type': z.literal('Organization'), name: z.string().min(1) })
      .strict()
      .optional(),
    numberOfPages: z.number().int().positive().optional(),
    datePublished: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
    offers: offer.strict(),
    aggregateRating: aggregateRating.strict().optional(),
  })
  .strict();
