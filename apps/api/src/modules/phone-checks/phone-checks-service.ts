import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { type Currency, PHONE_CODE_LENGTH, PHONE_CODE_RESEND_SECONDS, type PhoneCheckStatus, type PhoneCodeSent, type PhoneConfirmed } from '@boipoka/shared';
import type { Db } from '../../db/client';
import { TooManyRequestsError, ValidationError } from '../../lib/errors';
import type { HourlyLimit } from '../../lib/hourly-limit';
import type { Locale } from '../../i18n/locale';
import type { SmsService } from '../sms';
import { PhoneChecksRepository } from './phone-checks-repository';

export const CODE_EXPIRED = 'This code has expired or was already used; ask for a new one';
export const CODE_WRONG = 'That code is not right; check the SMS and try again';
export const CODE_SPENT = 'That code is not right, and it cannot be tried again; ask for a new one';
const WAIT_TO_RESEND = 'Please wait a minute before asking for another code';
const TOO_MANY_FOR_PHONE = 'Too many codes were sent to this phone in the last hour. Please try again later.';
const TOO_MANY_FROM_ADDRESS = 'Too many codes were asked for from your address in the last hour. Please try again later.';
const TOO_MANY_LOOKUPS = 'Too many phone checks from your address in the last hour. Please try again later.';

export interface PhoneCheckLimits {
  /** PHONE_CODE_MINUTES, PHONE_CODE_ATTEMPTS. */
  codeMinutes: number;
  maxAttempts: number;
  /** PHONE_CODES_PER_PHONE_PER_HOUR, PHONE_CODES_PER_IP_PER_HOUR, PHONE_LOOKUPS_PER_IP_PER_HOUR; 0 = no limit. */
  codesPerPhonePerHour: number;
  codesPerIpPerHour: number;
  lookupsPerIpPerHour: number;
}

export interface PhoneChecksServiceOptions {
  db: Db;
  now: () => Date;
  /** PHONE_CHECK: `auto` asks a code while the shop trades in Taka and its SMS go somewhere; `on`, `off` always. */
  mode: 'auto' | 'on' | 'off';
  /** Whether SMS leave the machine (a gateway, or the demo's simulator): without one a code would reach no one. */
  smsDelivered: boolean;
  /** The key the codes are hashed with (the server's JWT secret): a copy of the table does not give the codes away. */
  secret: string;
  limits: PhoneCheckLimits;
  /** Counts sends and lookups per phone and client address (memory, or Redis shared by every process). */
  counter: HourlyLimit;
  sms: SmsService;
  /** The shop's currency now (settings). */
  currency: () => Promise<Currency>;
  /** Whether an order to this phone was ever delivered (the orders module, asked when it is needed). */
  hasCompletedOrderTo: (phone: string) => Promise<boolean>;
}

/** What the orders module asks: whether a cash-on-delivery order to this phone must wait for a confirmed code. */
export interface PhoneCheckPort {
  codeNeeded(phone: string, currency: Currency): Promise<boolean>;
}

type ConfirmOutcome = 'confirmed' | 'expired' | 'wrong' | 'spent';

/**
 * The phone check (decision 051): a new phone — no code confirmed, no order delivered to it — confirms a six-digit code
 * sent by SMS before its first cash-on-delivery order. Codes are kept only as keyed hashes, run out after
 * PHONE_CODE_MINUTES, are used once, and take PHONE_CODE_ATTEMPTS wrong tries; sends are limited per phone and per client
 * address. A code is never in an answer or a log: only the SMS outbox holds its text (and the admin's outbox hides it).
 */
export class PhoneChecksService implements PhoneCheckPort {
  private readonly repo: PhoneChecksRepository;

  constructor(private readonly options: PhoneChecksServiceOptions) {
    this.repo = new PhoneChecksRepository(options.db);
  }

  private checking(currency: Currency): boolean {
    const { mode, smsDelivered } = this.options;
    return mode === 'on' || (mode === 'auto' && currency === 'BDT' && smsDelivered);
  }

  async codeNeeded(phone: string, currency: Currency): Promise<boolean> {
    if (!this.checking(currency)) return false;
    if (await this.repo.isConfirmed(phone)) return false;
    return !(await this.options.hasCompletedOrderTo(phone));
  }

  /** GET /api/phone-checks: counted per client address, so phones cannot be probed in bulk. */
  async status(phone: string, ip: string): Promise<PhoneCheckStatus> {
    const wait = await this.over(`lookup:ip:${ip}`, this.options.limits.lookupsPerIpPerHour);
    if (wait) throw new TooManyRequestsError(TOO_MANY_LOOKUPS, wait);
    return { phone, needed: await this.codeNeeded(phone, await this.options.currency()) };
  }

  /** Sends a new code to a phone that needs one (ending its older codes); a phone that needs none gets nothing. */
  async send(phone: string, request: { ip: string; userId: string; locale: Locale }): Promise<PhoneCodeSent> {
    const { limits, now } = this.options;
    const ipWait = await this.over(`send:ip:${request.ip}`, limits.codesPerIpPerHour);
    if (ipWait) throw new TooManyRequestsError(TOO_MANY_FROM_ADDRESS, ipWait);
    if (!(await this.codeNeeded(phone, await this.options.currency()))) return { phone, needed: false, expiresInSeconds: 0, resendInSeconds: 0 };
    const last = await this.repo.newest(phone);
    const sinceLastMs = last ? now().getTime() - last.createdAt.getTime() : Infinity;
    if (sinceLastMs < PHONE_CODE_RESEND_SECONDS * 1000) throw new TooManyRequestsError(WAIT_TO_RESEND, Math.max(1, Math.ceil(PHONE_CODE_RESEND_SECONDS - sinceLastMs / 1000)));
    const phoneWait = await this.over(`send:phone:${phone}`, limits.codesPerPhonePerHour);
    if (phoneWait) throw new TooManyRequestsError(TOO_MANY_FOR_PHONE, phoneWait);

    const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
    const at = now();
    await this.options.db.transaction(async (tx) => {
      await this.repo.endLive(phone, at, tx);
      await this.repo.insert({ phone, codeHash: this.hash(phone, code), userId: request.userId, expiresAt: new Date(at.getTime() + limits.codeMinutes * 60_000), createdAt: at }, tx);
      await this.options.sms.enqueueSms(tx, { kind: 'phone-code', to: phone, userId: request.userId, locale: request.locale, data: { code, minutes: limits.codeMinutes } });
    });
    return { phone, needed: true, expiresInSeconds: limits.codeMinutes * 60, resendInSeconds: PHONE_CODE_RESEND_SECONDS };
  }

  /** Confirms the phone with its newest live code; a wrong code counts against it (kept even though the answer is a 400). */
  async confirm(phone: string, code: string, userId: string): Promise<PhoneConfirmed> {
    const { now, limits } = this.options;
    const outcome = await this.options.db.transaction(async (tx): Promise<ConfirmOutcome> => {
      const live = await this.repo.lockLive(phone, tx);
      const at = now();
      if (!live || live.expiresAt <= at || live.attempts >= limits.maxAttempts) return 'expired';
      if (!this.matches(live.codeHash, phone, code)) {
        const attempts = live.attempts + 1;
        // The last wrong try spends the code.
        await this.repo.countWrong(live.id, attempts, tx);
        return attempts >= limits.maxAttempts ? 'spent' : 'wrong';
      }
      await this.repo.markUsed(live.id, at, tx);
      await this.repo.confirm(phone, userId, at, tx);
      return 'confirmed';
    });
    if (outcome === 'expired') throw new ValidationError(CODE_EXPIRED, [{ path: 'code', message: CODE_EXPIRED }]);
    if (outcome === 'wrong') throw new ValidationError(CODE_WRONG, [{ path: 'code', message: CODE_WRONG }]);
    if (outcome === 'spent') throw new ValidationError(CODE_SPENT, [{ path: 'code', message: CODE_SPENT }]);
    return { phone, confirmed: true };
  }

  private hash(phone: string, code: string): string {
    return createHmac('sha256', this.options.secret).update(`phone-code:${phone}:${code}`).digest('hex');
  }

  private matches(stored: string, phone: string, code: string): boolean {
    const given = Buffer.from(this.hash(phone, code), 'hex');
    const kept = Buffer.from(stored, 'hex');
    return given.length === kept.length && timingSafeEqual(given, kept);
  }

  /** Counts one for `key`: past `max` an hour, the seconds to wait. */
  private over(key: string, max: number): Promise<number | undefined> {
    return this.options.counter.secondsOver(key, max);
  }
}
