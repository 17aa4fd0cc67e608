import { type Currency, formatMinorIn, type LocalizedText, SMS_KINDS as SHARED_SMS_KINDS, smsSegments, type SmsSegments } from '@boipoka/shared';
import type { Locale } from '../../i18n/locale';

/**
 * The shop's SMS, one template per kind in each language, written to fit one or two segments with realistic values
 * (a long order number, a total of ৳১,২৩,৪৫৬, a long shop name): Bangla goes as UCS-2 (70 a segment, 67 in a long one),
 * English as GSM-7 (160/153) as long as it keeps to the GSM alphabet — so the English texts write Taka as "Tk", not ৳.
 * sms-templates.test.ts holds every template to two segments. A new kind is a line in SmsData and its two texts.
 */
export interface SmsData {
  'order-placed': { orderNumber: string; totalMinor: number; currency: Currency };
  'order-cancelled': { orderNumber: string };
  'payment-refunded': { orderNumber: string; amountMinor: number; currency: Currency; byHand: boolean };
  /** The courier's name and consignment id are cut to fit (SMS_COURIER_LENGTH); a tracking link longer than SMS_LINK_LENGTH is left out. */
  'order-with-courier': { orderNumber: string; courier: string; consignmentId: string | null; trackingUrl: string | null };
  /** Cash to have ready at the door (cash on delivery), or null when nothing is to be paid. */
  'order-out-for-delivery': { orderNumber: string; cashMinor: number | null; currency: Currency };
  'order-delivered': { orderNumber: string };
  'order-returned': { orderNumber: string };
  /** A book a reader asked for is in the shop (issue 34): its title as the shop lists it. */
  'book-request-fulfilled': { title: string };
  /** The phone check's one-time code (decision 051): six digits, good for `minutes`. The admin's outbox never shows it. */
  'phone-code': { code: string; minutes: number };
}
export type SmsKind = keyof SmsData;
/** The kinds, as the shared list names them (the outbox's labels follow it); the two lists are the same, both ways. */
export const SMS_KINDS = SHARED_SMS_KINDS satisfies readonly SmsKind[];
type Unlisted = Exclude<SmsKind, (typeof SMS_KINDS)[number]>;
const everyKindListed: Unlisted extends never ? true : Unlisted = true;
void everyKindListed;

/** A courier's name or consignment id in an SMS is cut to this many characters. */
export const SMS_COURIER_LENGTH = 20;
/** A tracking link longer than this is left out of the SMS (the reader follows the order under My Orders instead). */
export const SMS_LINK_LENGTH = 48;

/** At most two segments: what a template may cost. */
export const MAX_SMS_SEGMENTS = 2;
/** The shop's name opens each SMS (a sender id may be a bare number); a long one is cut to this many characters. */
export const SMS_SHOP_NAME_LENGTH = 24;

interface Context {
  shop: string;
  money: (minor: number, currency: Currency) => string;
}

type Templates = { [K in SmsKind]: Record<Locale, (data: SmsData[K], c: Context) => string> };

const TEMPLATES: Templates = {
  'order-placed': {
    en: (d, c) => `${c.shop}: we got your order ${d.orderNumber}, total ${c.money(d.totalMinor, d.currency)}. Follow it under My Orders in your account. Thank you!`,
    bn: (d, c) => `${c.shop}: আপনার অর্ডার ${d.orderNumber} পেয়েছি, মোট ${c.money(d.totalMinor, d.currency)}। অ্যাকাউন্টের "আমার অর্ডার"-এ খবর দেখুন। ধন্যবাদ!`,
  },
  'order-cancelled': {
    en: (d, c) => `${c.shop}: we are sorry, your order ${d.orderNumber} was cancelled by the shop. See My Orders in your account for details.`,
    bn: (d, c) => `${c.shop}: দুঃখিত, আপনার অর্ডার ${d.orderNumber} দোকান বাতিল করেছে। বিস্তারিত অ্যাকাউন্টের "আমার অর্ডার"-এ।`,
  },
  'payment-refunded': {
    en: (d, c) =>
      d.byHand
        ? `${c.shop}: ${c.money(d.amountMinor, d.currency)} for order ${d.orderNumber} has been refunded to you by the shop.`
        : `${c.shop}: ${c.money(d.amountMinor, d.currency)} for order ${d.orderNumber} was refunded to the account you paid from.`,
    bn: (d, c) =>
      d.byHand
        ? `${c.shop}: অর্ডার ${d.orderNumber}-এর ${c.money(d.amountMinor, d.currency)} দোকান আপনাকে ফেরত দিয়েছে।`
        : `${c.shop}: অর্ডার ${d.orderNumber}-এর ${c.money(d.amountMinor, d.currency)} যে অ্যাকাউন্ট থেকে দিয়েছিলেন সেখানে ফেরত গেছে।`,
  },
  'order-with-courier': {
    en: (d, c) =>
      `${c.shop}: your order ${d.orderNumber} is with ${cut(d.courier)}${d.consignmentId ? ` (${cut(d.consignmentId)})` : ''}. ` +
      (link(d.trackingUrl) ? `Track it: ${link(d.trackingUrl)}` : 'Follow it under My Orders.'),
    bn: (d, c) =>
      // UCS-2 holds 134 characters in two segments: with a link, the link names the parcel.
      `${c.shop}: অর্ডার ${d.orderNumber} ${cut(d.courier)}${d.consignmentId && !link(d.trackingUrl) ? ` (${cut(d.consignmentId)})` : ''}-এর হাতে। ` +
      (link(d.trackingUrl) ? `খোঁজ: ${link(d.trackingUrl)}` : '"আমার অর্ডার"-এ খোঁজ নিন।'),
  },
  'order-out-for-delivery': {
    en: (d, c) => `${c.shop}: your order ${d.orderNumber} is out for delivery today.` + (d.cashMinor ? ` Please keep ${c.money(d.cashMinor, d.currency)} ready.` : ''),
    bn: (d, c) => `${c.shop}: অর্ডার ${d.orderNumber} আজ ডেলিভারির পথে।` + (d.cashMinor ? ` ${c.money(d.cashMinor, d.currency)} তৈরি রাখুন।` : ''),
  },
  'order-delivered': {
    en: (d, c) => `${c.shop}: your order ${d.orderNumber} was delivered. Thank you for reading with us!`,
    bn: (d, c) => `${c.shop}: অর্ডার ${d.orderNumber} পৌঁছে গেছে। আমাদের সঙ্গে পড়ার জন্য ধন্যবাদ!`,
  },
  'order-returned': {
    en: (d, c) => `${c.shop}: your order ${d.orderNumber} could not be delivered and came back to us; it is cancelled. Questions? Reply to the shop.`,
    bn: (d, c) => `${c.shop}: অর্ডার ${d.orderNumber} পৌঁছে দেওয়া যায়নি, ফেরত এসেছে; অর্ডারটি বাতিল হয়েছে।`,
  },
  'book-request-fulfilled': {
    en: (d, c) => `${c.shop}: "${smsTitle(d.title)}" is in the shop. You asked us for it: order it on our site. Thank you!`,
    bn: (d, c) => `${c.shop}: আপনার চাওয়া বই "${smsTitle(d.title)}" এসেছে। আমাদের সাইট থেকে অর্ডার করুন। ধন্যবাদ!`,
  },
  'phone-code': {
    // The code keeps Latin digits in Bangla too: it is typed as it reads, on any keyboard.
    en: (d, c) => `${c.shop}: your code is ${d.code}. It confirms your phone for cash on delivery and works for ${d.minutes} minutes. Never share it.`,
    bn: (d, c) => `${c.shop}: আপনার কোড ${d.code}। এটি ক্যাশ অন ডেলিভারির জন্য আপনার ফোন নিশ্চিত করে, ${banglaDigits(d.minutes)} মিনিট চলবে। কাউকে জানাবেন না।`,
  },
};

function banglaDigits(value: number): string {
  return String(value).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
}

/** A title an SMS names: cut to 30 characters so the message keeps to two segments (a Bangla title makes it UCS-2). */
function smsTitle(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  return clean.length <= 30 ? clean : `${clean.slice(0, 28).trimEnd()}..`;
}

function cut(value: string): string {
  const clean = value.replace(/\s+/g, ' ').trim();
  return clean.length <= SMS_COURIER_LENGTH ? clean : clean.slice(0, SMS_COURIER_LENGTH).trimEnd();
}

function link(url: string | null): string | null {
  return url && url.length <= SMS_LINK_LENGTH ? url : null;
}

/** Money as an SMS writes it: the shop's formatter, Bangla digits in Bangla; in English "Tk" for ৳, which is not GSM-7. */
function smsMoney(locale: Locale) {
  return (minor: number, currency: Currency) => {
    const text = formatMinorIn(minor, currency, locale);
    return locale === 'en' ? text.replace('৳', 'Tk ') : text;
  };
}

function shortShopName(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  return clean.length <= SMS_SHOP_NAME_LENGTH ? clean : clean.slice(0, SMS_SHOP_NAME_LENGTH).trimEnd();
}

export interface RenderedSms extends SmsSegments {
  text: string;
}

/** One SMS in the recipient's language, with the encoding and segment count it is sent and billed by. */
export function renderSms<K extends SmsKind>(kind: K, locale: Locale, data: SmsData[K], shopName: LocalizedText): RenderedSms {
  const template = TEMPLATES[kind][locale] as (data: SmsData[K], c: Context) => string;
  const text = template(data, { shop: shortShopName(shopName[locale] || shopName.en), money: smsMoney(locale) });
  return { text, ...smsSegments(text) };
}
