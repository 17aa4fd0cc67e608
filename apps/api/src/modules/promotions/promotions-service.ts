import { fromCents, isUuid, promoCodeInput, promoCodePatch, promoDiscountFor, promoTermsOf, type Currency, type MemberOffer, type PromoCheck, type PromoCode, type PromoTerms } from '@boipoka/shared';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { WriteBatch } from '../../lib/write-batch';
import type { PromoCodeRow } from '../../db/schema';
import type { AuthUser } from '../../lib/auth-user';
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from '../../lib/errors';
import type { HourlyLimit } from '../../lib/hourly-limit';
import { changedFields, recordAudit, type AuditActor } from '../audit';
import { PromotionsRepository, type NewPromoCode, type PromoCodeChange } from './promotions-repository';

const CODE_NOT_FOUND = 'Promo code not found';
const UNKNOWN_CODE = 'This promo code is not valid';

/** A line of a cart or order as a code sees it: which book, of what category and publisher, at what price. */
export interface PromoLine {
  bookId: string;
  category: string;
  publisher: string;
  unitPriceCents: number;
  quantity: number;
}

/** What a code gives an order: the terms to price it with and the lines they apply to. */
export interface PromoGrant {
  code: string;
  terms: PromoTerms;
  eligibleBookIds: Set<string>;
}

/** Code checks per hour (PROMO_CHECKS_PER_ACCOUNT_PER_HOUR, PROMO_CHECKS_PER_IP_PER_HOUR); 0: no limit. */
export interface PromoCheckLimits {
  perAccountPerHour: number;
  perIpPerHour: number;
}

export interface PromotionsServiceOptions {
  db: Db;
  now: () => Date;
  /** The shop's currency now: a code is in it, and applies only to orders in it. */
  currency: () => Promise<Currency>;
  /** The books of a cart, as the catalogue has them now (404 for one it does not list). */
  books: (ids: string[]) => Promise<Omit<PromoLine, 'quantity'>[]>;
  /** Whether the account has an order that is not cancelled (then it has had its first order). */
  hasOrdered: (userId: string, tx: Executor) => Promise<boolean>;
  /** The shop's new member's discount now, in percent (0: none). */
  memberDiscountPercent: () => Promise<number>;
  limits: PromoCheckLimits;
  counter: HourlyLimit;
}

function toPromoCode(row: PromoCodeRow): PromoCode {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amountMinor: row.amountMinor,
    currency: row.currency,
    minSubtotalMinor: row.minSubtotalMinor,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    firstOrderOnly: row.firstOrderOnly,
    categories: row.categories as PromoCode['categories'],
    publishers: row.publishers,
    bookIds: row.bookIds,
    active: row.active,
    uses: row.uses,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const AUDITED: readonly (keyof PromoCode & string)[] = [
  'kind',
  'percent',
  'amountMinor',
  'minSubtotalMinor',
  'startsAt',
  'endsAt',
  'maxUses',
  'maxUsesPerCustomer',
  'firstOrderOnly',
  'categories',
  'publishers',
  'bookIds',
  'active',
];

/** Why a code does not apply. */
export type PromoRefusal = 'unknown' | 'notYet' | 'expired' | 'usedUp' | 'usedByYou' | 'firstOrder' | 'notForBooks' | 'minimum';

/** What a shopper reads (in their language: the API's catalogue has each); an unknown and a paused code read alike. */
const REFUSALS: Record<Exclude<PromoRefusal, 'minimum'>, { message: string }> = {
  unknown: { message: UNKNOWN_CODE },
  notYet: { message: 'This promo code is not active yet' },
  expired: { message: 'This promo code has expired' },
  usedUp: { message: 'This promo code has been used up' },
  usedByYou: { message: 'You have already used this promo code' },
  firstOrder: { message: 'This promo code is for a first order only' },
  notForBooks: { message: 'This promo code is not for these books' },
};

function refusalMessage(reason: PromoRefusal, row?: PromoCodeRow): string {
  if (reason !== 'minimum') return REFUSALS[reason].message;
  // The minimum is said with its figure, so the reader knows how far the cart is from it.
  const minimum = fromCents(row?.minSubtotalMinor ?? 0);
  const refusal = { message: row?.currency === 'BDT' ? `This promo code needs books worth at least ৳${minimum}` : `This promo code needs books worth at least $${minimum.toFixed(2)}` };
  return refusal.message;
}

/** A refused code: a 400 naming the field it came in (`code` when checked, `promoCode` on an order). */
export function promoRefused(reason: PromoRefusal, field: string, row?: PromoCodeRow): ValidationError {
  const message = refusalMessage(reason, row);
  return new ValidationError(message, [{ path: field, message }]);
}

/** The lines a code is for: any of its categories, publishers or books; every line when it names none. */
function eligibleLines(row: PromoCodeRow, lines: readonly PromoLine[]): PromoLine[] {
  if (!row.categories.length && !row.publishers.length && !row.bookIds.length) return [...lines];
  const publishers = new Set(row.publishers.map((p) => p.trim().toLowerCase()));
  return lines.filter((line) => row.categories.includes(line.category) || publishers.has(line.publisher.trim().toLowerCase()) || row.bookIds.includes(line.bookId));
}

function toColumns(input: z.output<typeof promoCodeInput>): NewPromoCode {
  return {
    code: input.code,
    kind: input.kind,
    percent: input.kind === 'percent' ? input.percent : null,
    amountMinor: input.kind === 'amount' ? input.amountMinor : null,
    currency: input.currency,
    minSubtotalMinor: input.minSubtotalMinor,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    maxUses: input.maxUses,
    maxUsesPerCustomer: input.maxUsesPerCustomer,
    firstOrderOnly: input.firstOrderOnly,
    categories: [...new Set(input.categories)],
    publishers: [...new Set(input.publishers)],
    bookIds: [...new Set(input.bookIds)],
    active: input.active,
  };
}

/**
 * Promo codes (issue 35, decision 042): the admin's codes (audited), a shopper's check of a code against a cart, and an
 * order's use of one, taken in the order's transaction under the code's row lock and given back when it is cancelled.
 */
export class PromotionsService {
  private readonly repo: PromotionsRepository;

  constructor(private readonly options: PromotionsServiceOptions) {
    this.repo = new PromotionsRepository(options.db);
  }

  /** The new member's discount the account's next order gets; the orders check it again under the account's lock. */
  async memberOffer(userId: string): Promise<MemberOffer> {
    const percent = await this.options.memberDiscountPercent();
    if (percent === 0) return { percent, eligible: false };
    return { percent, eligible: !(await this.options.hasOrdered(userId, this.options.db)) };
  }

  async list(): Promise<PromoCode[]> {
    return (await this.repo.list()).map(toPromoCode);
  }

  async create(admin: AuditActor, input: z.output<typeof promoCodeInput>): Promise<PromoCode> {
    await this.assertShopCurrency(input.currency);
    return this.options.db.transaction(async (tx) => {
      const row = await this.repo.insert(toColumns(input), tx);
      if (!row) throw new ConflictError('A promo code with this name exists already', [{ path: 'code', message: 'A promo code with this name exists already' }]);
      const code = toPromoCode(row);
      await recordAudit(tx, { actor: admin, kind: 'promotion.created', target: { type: 'promotion', id: row.id, label: row.code }, details: { promotion: code } });
      return code;
    });
  }

  async update(admin: AuditActor, id: string, patch: z.output<typeof promoCodePatch>): Promise<PromoCode> {
    if (!isUuid(id)) throw new NotFoundError(CODE_NOT_FOUND);
    if (patch.currency) await this.assertShopCurrency(patch.currency);
    return this.options.db.transaction(async (tx) => {
      const before = await this.repo.lockById(id, tx);
      if (!before) throw new NotFoundError(CODE_NOT_FOUND);
      // The result is checked whole, as a new code would be: a patch cannot leave a percent code without its percent.
      const merged = promoCodeInput.safeParse({ ...toPromoCode(before), ...patch });
      if (!merged.success) {
        const errors = merged.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
        throw new ValidationError(errors[0]!.message, errors);
      }
      if (merged.data.maxUses !== null && merged.data.maxUses < before.uses) {
        throw new ValidationError(`This code has been used ${before.uses} times already`, [{ path: 'maxUses', message: `This code has been used ${before.uses} times already` }]);
      }
      const { code: _code, ...columns } = toColumns(merged.data);
      const row = await this.repo.update(id, columns satisfies PromoCodeChange, this.options.now(), tx);
      const after = toPromoCode(row);
      const changes = changedFields(toPromoCode(before), after, AUDITED);
      if (changes.length) await recordAudit(tx, { actor: admin, kind: 'promotion.updated', target: { type: 'promotion', id, label: row.code }, changes });
      return after;
    });
  }

  /**
   * A shopper's question before ordering: does the code apply to these books, and what does it take off? Counted per
   * account and per client address (guessing is throttled); an unknown code and a paused one are refused alike.
   */
  async check(caller: AuthUser, input: { code: string; books: { book: string; quantity: number }[] }, ip: string | undefined): Promise<PromoCheck> {
    await this.throttle(caller.id, ip);
    const listed = await this.options.books(input.books.map((line) => line.book));
    const byId = new Map(listed.map((book) => [book.bookId, book]));
    const lines = input.books.map((line) => ({ ...byId.get(line.book)!, quantity: line.quantity }));
    const row = await this.repo.findByCode(input.code);
    const grant = await this.grant(row, lines, caller.id, await this.options.currency(), 'code', this.options.db);
    const discountMinor = promoDiscountFor(
      lines.map((line) => ({ unitPriceCents: line.unitPriceCents, quantity: line.quantity, promoEligible: grant.eligibleBookIds.has(line.bookId) })),
      grant.terms,
    );
    return {
      code: row!.code,
      kind: row!.kind,
      percent: row!.percent,
      amountMinor: row!.amountMinor,
      currency: row!.currency,
      eligibleBookIds: [...grant.eligibleBookIds],
      discount: fromCents(discountMinor),
    };
  }

  /**
   * In an order's transaction: locks the code (every order using it queues here, so its last use goes to one), checks it
   * applies to the order's lines for this account, and answers its terms; `take` then records the use in the batch that
   * writes the order's row. A code that does not apply is a 400 naming `promoCode`, and the order is not placed.
   */
  async redeem(tx: Executor, input: { code: string; userId: string; currency: Currency; lines: readonly PromoLine[] }): Promise<PromoGrant & { take: (orderId: string, writes: WriteBatch) => void }> {
    const row = await this.repo.lockByCode(input.code, tx);
    const grant = await this.grant(row, input.lines, input.userId, input.currency, 'promoCode', tx);
    return {
      ...grant,
      take: (orderId, writes) => {
        for (const statement of this.repo.takeUseStatements(row!.id, orderId, input.userId)) writes.add(statement);
      },
    };
  }

  /** In a cancel's transaction: the order's use (if it held one) goes back to its code. */
  async release(tx: Executor, orderId: string): Promise<void> {
    await this.repo.release(orderId, this.options.now(), tx);
  }

  /**
   * In the transaction that brings back an order a late payment paid (the caller holds the account's row): it holds its
   * use again if the code would still be granted to it — a use left in all and for this reader, and, for a first-order
   * code, no other order of the reader's placed since. False: the order stays cancelled and its payment is refunded.
   */
  async retake(tx: Executor, orderId: string): Promise<boolean> {
    const use = await this.repo.releasedUseOf(orderId, tx);
    if (!use) return true;
    const row = await this.repo.lockById(use.codeId, tx);
    if (!row || (row.maxUses !== null && row.uses >= row.maxUses)) return false;
    if (row.maxUsesPerCustomer !== null && (await this.repo.usesBy(row.id, use.userId, tx)) >= row.maxUsesPerCustomer) return false;
    // The order itself is still cancelled here: any order not cancelled is another one.
    if (row.firstOrderOnly && (await this.options.hasOrdered(use.userId, tx))) return false;
    await this.repo.retakeUse(orderId, use.codeId, tx);
    return true;
  }

  /** Whether `row` applies to `lines` for this account now, in a shop of `currency`; its terms and the lines it is for, or the refusal. */
  private async grant(row: PromoCodeRow | undefined, lines: readonly PromoLine[], userId: string, currency: Currency, field: string, tx: Executor): Promise<PromoGrant> {
    const now = this.options.now();
    if (!row || !row.active || row.currency !== currency) throw promoRefused('unknown', field);
    if (row.startsAt && row.startsAt > now) throw promoRefused('notYet', field);
    if (row.endsAt && row.endsAt <= now) throw promoRefused('expired', field);
    if (row.maxUses !== null && row.uses >= row.maxUses) throw promoRefused('usedUp', field);
    if (row.maxUsesPerCustomer !== null && (await this.repo.usesBy(row.id, userId, tx)) >= row.maxUsesPerCustomer) throw promoRefused('usedByYou', field);
    if (row.firstOrderOnly && (await this.options.hasOrdered(userId, tx))) throw promoRefused('firstOrder', field);
    const eligible = eligibleLines(row, lines);
    if (!eligible.length) throw promoRefused('notForBooks', field);
    const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
    if (row.minSubtotalMinor !== null && subtotal < row.minSubtotalMinor) throw promoRefused('minimum', field, row);
    return { code: row.code, terms: promoTermsOf(row), eligibleBookIds: new Set(eligible.map((line) => line.bookId)) };
  }

  private async throttle(userId: string, ip: string | undefined): Promise<void> {
    const { counter, limits } = this.options;
    const account = await counter.secondsOver(`promo:account:${userId}`, limits.perAccountPerHour);
    if (account) throw new TooManyRequestsError('You have tried too many promo codes in the last hour. Please try again later.', account);
    const address = ip ? await counter.secondsOver(`promo:ip:${ip}`, limits.perIpPerHour) : undefined;
    if (address) throw new TooManyRequestsError('Too many promo codes were tried from your address in the last hour. Please try again later.', address);
  }

  private async assertShopCurrency(currency: Currency): Promise<void> {
    if (currency !== (await this.options.currency())) {
      const message = "A promo code's amounts are in the shop's currency";
      throw new ValidationError(message, [{ path: 'currency', message }]);
    }
  }
}
