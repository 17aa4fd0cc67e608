import type { Db } from '../../db/client';
import { SitemapRepository } from './sitemap-repository';

/** A sitemap file holds at most 50,000 URLs; every entry here is a page in two languages, so 25,000 entries a file. */
export const SITEMAP_MAX_URLS = 50_000;
const URLS_PER_ENTRY = 2;
const BATCH = 1_000;

/**
 * The storefront pages that are the same for everyone (SPEC §2) and the shop's policy pages (issue 31), in the sitemap
 * beside every book and author.
 */
export const SITEMAP_PAGES = ['/', '/all-products', '/about', '/contact', '/blogs', '/terms', '/privacy', '/returns', '/delivery'];

export type SitemapFile = { kind: 'pages' } | { kind: 'books' | 'authors'; part: number };
/** `shelves`: the pages of categories, publishers and series, listed in the pages file with the fixed pages. */
export type SitemapCounts = { books: number; authors: number; shelves: number };

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const day = (date: Date) => date.toISOString().slice(0, 10);

export interface SitemapServiceOptions {
  reads: Db;
  /** The shop's public address (PUBLIC_URL): a sitemap's URLs are absolute. */
  base: string;
  /** Entries (a page in both languages) per file; lower only in tests. */
  entriesPerFile?: number;
}

/**
 * The sitemap (sitemaps.org) of the storefront: its fixed pages, the pages of categories, publishers and series, every
 * listed book and every author, each in English and
 * in Bangla with hreflang alternates. Written as a stream, a batch of rows at a time. Past 50,000 URLs, /sitemap.xml
 * is an index of files of at most 50,000 URLs each (/sitemaps/pages.xml, /sitemaps/books-1.xml, …).
 */
export class SitemapService {
  private readonly repo: SitemapRepository;
  private readonly base: string;
  private readonly entriesPerFile: number;

  constructor({ reads, base, entriesPerFile }: SitemapServiceOptions) {
    this.base = base;
    this.entriesPerFile = entriesPerFile ?? SITEMAP_MAX_URLS / URLS_PER_ENTRY;
    this.repo = new SitemapRepository(reads);
    this.base = base.replace(/\/+$/, '');
  }

  robots(): string {
    return ['User-agent: *', 'Allow: /', 'Disallow: /dashboard/', 'Disallow: /bn/dashboard/', 'Disallow: /checkout', 'Disallow: /bn/checkout', `Sitemap: ${this.base}/sitemap.xml`, ''].join('\n');
  }

  /** How many listed books, authors and shelves the sitemap names (what decides its files). */
  counts(): Promise<SitemapCounts> {
    return this.repo.counts();
  }

  /** Whether /sitemap.xml is one file of every URL (else the index of the files). */
  private single(counts: SitemapCounts): boolean {
    return SITEMAP_PAGES.length + counts.shelves + counts.books + counts.authors <= this.entriesPerFile;
  }

  /** The files of the index, by name (none when one file holds every URL). */
  files(counts: SitemapCounts): string[] {
    if (this.single(counts)) return [];
    const per = this.entriesPerFile;
    const files = ['pages.xml'];
    for (let part = 1; part <= Math.ceil(counts.books / per); part++) files.push(`books-${part}.xml`);
    for (let part = 1; part <= Math.ceil(counts.authors / per); part++) files.push(`authors-${part}.xml`);
    return files;
  }

  /** /sitemap.xml: every URL when they fit one file, else the index of the files. */
  async *main(counts?: SitemapCounts): AsyncGenerator<string> {
    const known = counts ?? (await this.repo.counts());
    if (this.single(known)) {
      yield* this.urlset(async function* (self) {
        yield* self.pageEntries();
        yield* self.bookEntries(0, known.books);
        yield* self.authorEntries(0, known.authors);
      });
      return;
    }
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
    for (const file of this.files(known)) yield `<sitemap><loc>${escapeXml(`${this.base}/sitemaps/${file}`)}</loc></sitemap>\n`;
    yield '</sitemapindex>\n';
  }

  /** One file of the index; undefined when there is no such file. */
  async file(name: string, counts?: SitemapCounts): Promise<AsyncGenerator<string> | undefined> {
    if (name === 'pages.xml') return this.urlset((self) => self.pageEntries());
    const match = /^(books|authors)-([1-9]\d{0,6})\.xml$/.exec(name);
    if (!match) return undefined;
    const part = Number(match[2]);
    const known = counts ?? (await this.repo.counts());
    const total = match[1] === 'books' ? known.books : known.authors;
    const skip = (part - 1) * this.entriesPerFile;
    if (skip >= total) return undefined;
    const take = Math.min(this.entriesPerFile, total - skip);
    return this.urlset((self) => (match[1] === 'books' ? self.bookEntries(skip, take) : self.authorEntries(skip, take)));
  }

  private async *urlset(entries: (self: this) => AsyncGenerator<string>): AsyncGenerator<string> {
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
    yield* entries(this);
    yield '</urlset>\n';
  }

  /** A page in both languages: two <url>s, each naming both (and English as x-default). */
  private entry(path: string, lastmod?: Date): string {
    const english = `${this.base}${path}`;
    const bangla = `${this.base}${path === '/' ? '/bn' : `/bn${path}`}`;
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(english)}"/>` +
      `<xhtml:link rel="alternate" hreflang="bn" href="${escapeXml(bangla)}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(english)}"/>`;
    const modified = lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : '';
    return [english, bangla].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${modified}${alternates}</url>\n`).join('');
  }

  /** The fixed pages, then every category's, publisher's and series' page (a shop has hundreds, not thousands). */
  private async *pageEntries(): AsyncGenerator<string> {
    for (const path of SITEMAP_PAGES) yield this.entry(path);
    const shelves = await this.repo.shelves();
    if (shelves.length > 0) yield shelves.map((shelf) => this.entry(shelf.path, shelf.updatedAt)).join('');
  }

  private async *bookEntries(skip: number, take: number): AsyncGenerator<string> {
    let after = await this.repo.bookIdBefore(skip);
    let left = take;
    while (left > 0) {
      const rows = await this.repo.booksAfter(after, Math.min(BATCH, left));
      if (rows.length === 0) return;
      yield rows.map((row) => this.entry(`/product-details/${row.id}`, row.updatedAt)).join('');
      left -= rows.length;
      after = rows[rows.length - 1]!.id;
    }
  }

  private async *authorEntries(skip: number, take: number): AsyncGenerator<string> {
    let after = await this.repo.authorSlugBefore(skip);
    let left = take;
    while (left > 0) {
      const rows = await this.repo.authorsAfter(after, Math.min(BATCH, left));
      if (rows.length === 0) return;
      yield rows.map((row) => this.entry(`/authors/${encodeURIComponent(row.slug)}`, row.updatedAt)).join('');
      left -= rows.length;
      after = rows[rows.length - 1]!.slug;
    }
  }
}
