/** Uploaded covers (decision 023): the widths the server writes, and what an upload may be. */
export const COVER_WIDTHS = [200, 400, 800] as const;
export const MAX_COVER_BYTES = 5 * 1024 * 1024;
/** The picture types an upload may declare (the server decodes it and checks again). */
export const COVER_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
