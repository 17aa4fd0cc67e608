/**
 * The storefront shows sample ratings and review counts (SPEC §9: 3.0–5.0 stars, 100–1099 reviews). They are
 * derived from the book id with a tiny hash, so a book keeps the same numbers on every render and every page.
 */
export function stableHash(text: string): number {
  // FNV-1a, 32 bit.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** 3.0 to 5.0 in steps of 0.1. */
export function sampleRating(id: string): number {
  return 3 + (stableHash(id) % 21) / 10;
}

/** 100 to 1099. */
export function sampleReviewCount(id: string): number {
  return 100 + (stableHash(`${id}:reviews`) % 1000);
}
