import { bookRequestKey, type BookRequest, type BookRequestGroup, type PageMeta } from '@boipoka/shared';
import type { z } from 'zod';
import type { bookRequestFulfilInput, bookRequestGroupsQuery, bookRequestInput } from '@boipoka/shared';
import type { Db, Executor } from '../../db/client';
import type { BookRequestRow } from '../../db/schema';
import type { AuthUser } from '../../lib/auth-user';
import { pageMeta } from '../../lib/envelope';
import { ValidationError } from '../../lib/errors';
import type { HourlyLimit } from '../../lib/hourly-limit';
import type { Locale } from '../../i18n/locale';
import type { BookArrivals, NewBookForArrivals } from '../books';
import type { MailService } from '../mail';
import type { SmsService } from '../sms';
import type { NotificationsService } from '../notifications';
import { type BookKeys, BookRequestsRepository } from './book-requests-repository';

const CONTACT_REQUIRED = 'Give a phone number or an e-mail address so we can tell you';

export interface BookRequestsServiceOptions {
  db: Db;
  now: () => Date;
  /** Anonymous requests per client address per hour (BOOK_REQUESTS_PER_IP_PER_HOUR; 0: no limit). */
  counter: HourlyLimit;
  notifications: Pick<NotificationsService, 'notify'>;
  mail: Pick<MailService, 'enqueueMail'>;
  /** The shop's SMS: a reader who left a phone number is told by SMS too. */
  sms?: Pick<SmsService, 'enqueueSms'>;
  /** Whether the catalogue lists this book (the admin's fulfilment names one). */
  bookTitle: (bookId: string) => Promise<string>;
}

/** Every key a book answers to: its title and author in both scripts. */
function keysOf(book: NewBookForArrivals): BookKeys[] {
  const titles = new Set([bookRequestKey(book.title), bookRequestKey(book.altTitle)].filter(Boolean));
  const authors = new Set([bookRequestKey(book.author), bookRequestKey(book.altAuthor)].filter(Boolean));
  if (authors.size === 0) authors.add('');
  return [...titles].flatMap((titleKey) => [...authors].map((authorKey) => ({ bookId: book.id, titleKey, authorKey })));
}

/** Readers ask for books the shop lacks; a book added that answers them tells each of them once (issue 34). */
export class BookRequestsService implements BookArrivals {
  private readonly repo: BookRequestsRepository;
  private readonly db: Db;
  private readonly now: () => Date;
  private readonly counter: HourlyLimit;
  private readonly notifications: Pick<NotificationsService, 'notify'>;
  private readonly mail: Pick<MailService, 'enqueueMail'>;
  private readonly sms?: Pick<SmsService, 'enqueueSms'>;
  private readonly bookTitle: (bookId: string) => Promise<string>;

  constructor(options: BookRequestsServiceOptions) {
    this.sms = options.sms;
    this.db = options.db;
    this.repo = new BookRequestsRepository(options.db);
    this.now = options.now;
    this.counter = options.counter;
    this.notifications = options.notifications;
    this.mail = options.mail;
    this.bookTitle = options.bookTitle;
  }

  /**
   * A reader's request. An account's is tied to it (told by the bell, and by mail at the address given or the
   * account's); a visitor's needs a phone or an e-mail and is counted per client address. An account asking again for
   * a book it waits for keeps its one request.
   */
  async request(caller: AuthUser | null, input: z.output<typeof bookRequestInput>, ip: string, locale: Locale): Promise<BookRequest> {
    if (!caller) {
      if (!input.phone && !input.email) {
        throw new ValidationError(CONTACT_REQUIRED, [
          { path: 'phone', message: CONTACT_REQUIRED },
          { path: 'email', message: CONTACT_REQUIRED },
        ]);
      }
      await this.counter.assertAllowed(`ip:${ip}`);
    }
    const titleKey = bookRequestKey(input.title);
    const authorKey = bookRequestKey(input.author);
    const values = {
      title: input.title,
      author: input.author ?? null,
      titleKey,
      authorKey,
      userId: caller?.id ?? null,
      contactPhone: input.phone ?? null,
      contactEmail: input.email ?? caller?.email ?? null,
      locale,
    };
    const row = (await this.repo.insert(values)) ?? (caller ? await this.repo.openOf(caller.id, titleKey, authorKey) : undefined);
    return toBookRequest(row!);
  }

  async groups(query: z.output<typeof bookRequestGroupsQuery>): Promise<{ groups: BookRequestGroup[]; meta: PageMeta }> {
    const { rows, total } = await this.repo.groups(query.status, query.limit, (query.page - 1) * query.limit);
    const groups = rows.map((row) => ({
      titleKey: row.titleKey,
      authorKey: row.authorKey,
      title: row.title,
      author: row.author,
      requests: row.requests,
      openRequests: row.openRequests,
      firstAskedAt: row.firstAskedAt.toISOString(),
      lastAskedAt: row.lastAskedAt.toISOString(),
      status: row.openRequests > 0 ? ('open' as const) : ('fulfilled' as const),
      fulfilledBookId: row.fulfilledBookId,
      fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
    }));
    return { groups, meta: pageMeta(query.page, query.limit, total) };
  }

  /** The admin says which book answers a group (a title written differently, say): its open requests are told. */
  async fulfil(input: z.output<typeof bookRequestFulfilInput>): Promise<{ fulfilled: number }> {
    const bookId = input.bookId.toLowerCase();
    const title = await this.bookTitle(bookId);
    return this.db.transaction(async (tx) => {
      const rows = await this.repo.fulfilGroup(input.titleKey, input.authorKey, bookId, this.now(), tx);
      await this.tell(tx, rows, new Map([[bookId, title]]));
      return { fulfilled: rows.length };
    });
  }

  /** The books port: in the transaction that added these books, the open requests they answer are fulfilled and told. */
  async booksAdded(tx: Executor, books: readonly NewBookForArrivals[]): Promise<void> {
    if (books.length === 0) return;
    const rows = await this.repo.fulfilMatching(books.flatMap(keysOf), this.now(), tx);
    await this.tell(tx, rows, new Map(books.map((book) => [book.id, book.title])));
  }

  /** Each reader once per book: the bell for an account, a mail to the contact address, an SMS to the contact phone, in the request's language. */
  private async tell(tx: Executor, rows: readonly BookRequestRow[], titles: Map<string, string>): Promise<void> {
    const rung = new Set<string>();
    const mailed = new Set<string>();
    const texted = new Set<string>();
    for (const row of rows) {
      const bookId = row.fulfilledBookId!;
      const title = titles.get(bookId) ?? row.title;
      if (row.userId && !rung.has(`${bookId}:${row.userId}`)) {
        rung.add(`${bookId}:${row.userId}`);
        await this.notifications.notify(tx, row.userId, 'book-request-fulfilled', { bookId, title });
      }
      const email = row.contactEmail?.toLowerCase();
      if (email && !mailed.has(`${bookId}:${email}`)) {
        mailed.add(`${bookId}:${email}`);
        await this.mail.enqueueMail(tx, { kind: 'book-request-fulfilled', to: row.contactEmail!, locale: row.locale, data: { bookId, title, asked: row.title } });
      }
      const phone = row.contactPhone;
      if (phone && this.sms && !texted.has(`${bookId}:${phone}`)) {
        texted.add(`${bookId}:${phone}`);
        await this.sms.enqueueSms(tx, { kind: 'book-request-fulfilled', to: phone, locale: row.locale, data: { title } });
      }
    }
  }
}

function toBookRequest(row: BookRequestRow): BookRequest {
  return { _id: row.id, title: row.title, author: row.author, createdAt: row.createdAt.toISOString() };
}
