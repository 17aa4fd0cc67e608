import { OWN_COVER_PREFIX, type BookDetail } from '@boipoka/shared';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import type { BooksService } from '../books';
import { COVER_MAIN_WIDTH, COVER_WIDTHS, CoverImageError, processCover } from './cover-images';
import type { CoverStorage } from './cover-storage';

export const COVER_MESSAGES = {
  notImage: 'Cover must be a JPEG, PNG or WebP image',
  tooSmall: 'Cover must be at least 100 pixels wide and high',
  tooLarge: 'Cover is too large: at most 5 MB and 40 megapixels',
  missing: 'Cover file is required',
} as const;
const BOOK_NOT_FOUND = 'Book not found';

/** Why a cover was refused, naming the field (each message written out, so the Bangla catalogue's test finds it). */
function coverError(reason: CoverImageError['reason']): ValidationError {
  if (reason === 'tooSmall') return new ValidationError(COVER_MESSAGES.tooSmall, [{ path: 'cover', message: COVER_MESSAGES.tooSmall }]);
  if (reason === 'tooLarge') return new ValidationError(COVER_MESSAGES.tooLarge, [{ path: 'cover', message: COVER_MESSAGES.tooLarge }]);
  return new ValidationError(COVER_MESSAGES.notImage, [{ path: 'cover', message: COVER_MESSAGES.notImage }]);
}
const COVER_NOT_FOUND = 'Cover not found';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The only file names the shop writes: `<16 hex>-<width>.webp`. Anything else is never read from the storage. */
const FILE_NAME = new RegExp(`^([0-9a-f]{16})-(${COVER_WIDTHS.join('|')})\\.webp$`);

/** Where an uploaded cover is served: /api/covers/<book id>/<hash>-<width>.webp. */
export function uploadedCoverPath(bookId: string, hash: string, width: number = COVER_MAIN_WIDTH): string {
  return `${OWN_COVER_PREFIX}${bookId}/${hash}-${width}.webp`;
}

/** The hash of the uploaded cover a stored image points to, when it is one of this book's. */
function uploadedHash(bookId: string, image: string): string | undefined {
  const prefix = `${OWN_COVER_PREFIX}${bookId}/`;
  if (!image.startsWith(prefix)) return undefined;
  return FILE_NAME.exec(image.slice(prefix.length))?.[1];
}

/** What covers ask of the books: read one (it must exist), and set its image as an admin's edit. */
export type CoverBooks = Pick<BooksService, 'get' | 'update'>;

export interface CoversServiceOptions {
  storage: CoverStorage;
  books: CoverBooks;
}

/**
 * Uploaded covers: checked and converted (cover-images.ts), written through CoverStorage, and set as the book's image
 * through BooksService (so the catalogue cache hears of it). A book keeps only the files of its current image: replacing
 * or removing a cover, or an edit that points the image elsewhere, deletes the others.
 */
export class CoversService {
  /** One upload at a time per book in this process: two at once must not delete each other's files. */
  private readonly busy = new Map<string, Promise<unknown>>();

  private readonly storage: CoverStorage;
  private readonly books: CoverBooks;

  constructor({ storage, books }: CoversServiceOptions) {
    this.storage = storage;
    this.books = books;
  }

  private serial<T>(bookId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.busy.get(bookId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(work);
    this.busy.set(bookId, next);
    void next
      .finally(() => {
        if (this.busy.get(bookId) === next) this.busy.delete(bookId);
      })
      .catch(() => undefined);
    return next;
  }

  async upload(actor: AuditActor, bookId: string, source: Buffer | undefined): Promise<BookDetail> {
    if (!UUID.test(bookId)) throw new NotFoundError(BOOK_NOT_FOUND);
    await this.books.get(bookId);
    if (!source || source.length === 0) throw new ValidationError(COVER_MESSAGES.missing, [{ path: 'cover', message: COVER_MESSAGES.missing }]);
    let cover;
    try {
      cover = await processCover(source);
    } catch (error) {
      if (error instanceof CoverImageError) throw coverError(error.reason);
      throw error;
    }
    return this.serial(bookId, async () => {
      for (const variant of cover.variants) await this.storage.put(`${bookId}/${cover.hash}-${variant.width}.webp`, variant.body);
      let book: BookDetail;
      try {
        book = await this.books.update(actor, bookId, { image: uploadedCoverPath(bookId, cover.hash) }, 'book.cover_replaced');
      } catch (error) {
        // The book went away meanwhile: its new files go with it.
        await this.keepOnly(bookId, undefined).catch(() => undefined);
        throw error;
      }
      await this.keepOnly(bookId, cover.hash);
      return book;
    });
  }

  /** Removes the uploaded cover: the book shows the placeholder again. */
  async remove(actor: AuditActor, bookId: string): Promise<BookDetail> {
    if (!UUID.test(bookId)) throw new NotFoundError(BOOK_NOT_FOUND);
    return this.serial(bookId, async () => {
      const book = await this.books.update(actor, bookId, { image: '' }, 'book.cover_removed');
      await this.keepOnly(bookId, undefined);
      return book;
    });
  }

  /** After any edit of a book's image: the files of anything but its current uploaded cover go. */
  imageChanged(bookId: string, image: string): Promise<void> {
    return this.serial(bookId, () => this.keepOnly(bookId, uploadedHash(bookId, image.replace(/^https?:\/\/[^/]+/, ''))));
  }

  private async keepOnly(bookId: string, hash: string | undefined): Promise<void> {
    for (const name of await this.storage.list(bookId)) {
      if (hash && name.startsWith(`${hash}-`)) continue;
      await this.storage.remove(`${bookId}/${name}`);
    }
  }

  /** A stored cover file, by the only names the shop writes. */
  async file(bookId: string, name: string) {
    if (!UUID.test(bookId) || !FILE_NAME.test(name)) throw new NotFoundError(COVER_NOT_FOUND);
    const file = await this.storage.get(`${bookId}/${name}`);
    if (!file) throw new NotFoundError(COVER_NOT_FOUND);
    return file;
  }
}
