import escapeHtml from 'escape-html';
import {
  DEFAULT_SHOP_NAME,
  findUpazila,
  formatMinorIn,
  type OrderDeliveryZone,
  type ShippingDetails,
  type Currency,
  type LocalizedText,
  type PaymentMethod,
  type OnlinePaymentMethod,
  type ReturnReason,
} from '@boipoka/shared';
import type { Locale } from '../../i18n/locale';
import { MAIL_TEXTS, type MailTexts } from './mail-texts';

type OrderStatusName = 'pending' | 'processing' | 'completed' | 'cancelled';

export interface OrderLineData {
  title: string;
  quantity: number;
  unitPriceCents: number;
}

/** How the receipt says the order is paid: cash at the door, or the online method (its name is the same in both languages). */
function paymentLine(data: MailData['order-placed'], texts: MailTexts, total: string): string {
  const method = data.paymentMethod ?? 'cod';
  if (method === 'cod') return fill(texts.paymentCod, { total });
  return fill(texts.paymentOnline, { total, method: method === 'bkash' ? 'bKash' : 'SSLCommerz' });
}

/** What each kind of mail is rendered from. */
export interface MailData {
  'order-placed': {
    orderId: string;
    /** The readable number (BP-000123) once orders have one; the id otherwise. */
    orderNumber?: string | null;
    createdAt: string;
    lines: OrderLineData[];
    subtotalCents: number;
    shippingCents: number;
    taxCents: number;
    totalCents: number;
    shippingDetails: ShippingDetails;
    /** The order's currency (issue 31); mails queued before it are dollars. */
    currency?: Currency;
    /** The zone charged and the days it promises; absent on orders from before zones. */
    delivery?: Pick<OrderDeliveryZone, 'name' | 'days'> | null;
    /** How it is paid (issue 32); absent: cash on delivery. */
    paymentMethod?: PaymentMethod;
    /** A promo code and what it took off the books (issue 35); absent without one. */
    promo?: { code: string; discountCents: number };
    /** What the new member's discount took off a first order (issue 35); absent without it. */
    memberDiscountCents?: number;
  };
  'order-status': { orderId: string; orderNumber?: string | null; from: OrderStatusName; to: OrderStatusName; name?: string };
  /** Money of an order paid online went back (issue 32): through the provider, or by hand when it refused. */
  'payment-refunded': { orderId: string; orderNumber: string; amountMinor: number; currency: Currency; method: OnlinePaymentMethod; byHand: boolean; name?: string };
  'password-reset': { name: string; token: string };
  /** Nothing the sender typed: the address is not verified, so the mail must not carry anyone's text to it (no spam relay). */
  'contact-ack': Record<string, never>;
  'contact-reply': { name: string; subject: string; message: string; reply: string };
  'newsletter-confirm': { token: string };
  'newsletter-welcome': { unsubscribeToken: string };
  /** A book a reader asked for is in the shop (issue 34): the title they wrote and the book's. */
  'book-request-fulfilled': { bookId: string; title: string; asked: string };
  /** To every admin: a customer cancelled their own order (the bell says it too). Money in the order's currency. */
  'order-cancelled-by-customer': { orderId: string; orderNumber: string; customerName: string; items: number; totalMinor: number; currency: Currency };
  /** To every admin: a parcel came back (a courier's notice or the shop's own hand). */
  'parcel-returned': { orderId: string; orderNumber: string; customerName: string; reason: ReturnReason; note?: string; by: 'courier' | 'admin' };
  /** To every admin: an authenticated courier notice the shop could not match (once per courier, consignment and status). */
  'courier-notice-unmatched': { courier: string; consignmentId: string; invoice?: string; status?: string; orderId?: string; orderNumber?: string };
}
export type MailKind = keyof MailData;

/**
 * Mails whose link is a key to an account: the outbox keeps and shows them with the link hidden, and only the worker
 * that delivers them reads the real one (sealed, mail-seal.ts). Anyone who reads the outbox (every admin) could otherwise
 * take over the account, an admin's too.
 */
export const SECRET_LINK_KINDS: ReadonlySet<MailKind> = new Set<MailKind>(['password-reset']);

/** Mails to the shop's admins (MailService.enqueueForAdmins): addressed to the team, with the admins' footer. */
export const ADMIN_MAIL_KINDS: ReadonlySet<MailKind> = new Set<MailKind>(['order-cancelled-by-customer', 'parcel-returned', 'courier-notice-unmatched']);

export interface RenderOptions {
  /** The copy the outbox keeps and shows: a secret link is replaced by a note saying only the recipient gets it. */
  hideSecretLinks?: boolean;
  /** The shop's name from Settings, in both languages; the built-in name without it. */
  shopName?: LocalizedText;
}

/** A text the owner wrote in both languages, in the mail's: the other language's when that one is empty. */
function inLanguage(text: LocalizedText, locale: Locale): string {
  return locale === 'bn' ? text.bn || text.en : text.en || text.bn;
}

/** The texts of one language with the shop's name in them (braces taken out of it, so it can never name a placeholder). */
function textsFor(locale: Locale, shopName: LocalizedText = DEFAULT_SHOP_NAME): MailTexts {
  const name = (inLanguage(shopName, locale) || inLanguage(DEFAULT_SHOP_NAME, locale)).replace(/[{}]/g, '');
  return Object.fromEntries(Object.entries(MAIL_TEXTS[locale]).map(([key, text]) => [key, text.replaceAll('{shop}', name)])) as MailTexts;
}
export const MAIL_KINDS = [
  'order-placed',
  'order-status',
  'payment-refunded',
  'password-reset',
  'contact-ack',
  'contact-reply',
  'newsletter-confirm',
  'newsletter-welcome',
  'book-request-fulfilled',
  'order-cancelled-by-customer',
  'parcel-returned',
  'courier-notice-unmatched',
] as const satisfies readonly MailKind[];

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** Where the links of a mail lead: the shop's public address (PUBLIC_URL), never the Host header of a request. */
export interface MailLinks {
  base: string;
}

/** A subject is one header line: line breaks and other control characters in data never reach it. */
function oneLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

function fill(template: string, values: Record<string, string>, escape: (value: string) => string = (v) => v): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => escape(values[name] ?? ''));
}

// Each formatter made once per language: making one costs a third of a millisecond and more (ICU loads and parses the
// locale's data), formatting with it a few microseconds, and an order's receipt formats a dozen sums (issue 29 row f).
// Money goes through shared's formatMinorIn, which keeps its formatters the same way.
const DATE_TIME: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Dhaka' }),
  bn: new Intl.DateTimeFormat('bn-BD', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Dhaka' }),
};
const NUMBER: Record<Locale, Intl.NumberFormat> = { en: new Intl.NumberFormat('en-US'), bn: new Intl.NumberFormat('bn-BD') };

/** $1,234.50 / ১,২৩৪.৫০ US$; ৳350 / ৳৩৫০: in the order's currency, the page's way (issue 31). */
function money(minor: number, locale: Locale, currency: Currency = 'USD'): string {
  return formatMinorIn(minor, currency, locale === 'bn' ? 'bn' : 'en');
}

function dateTime(iso: string, locale: Locale): string {
  return DATE_TIME[locale === 'bn' ? 'bn' : 'en'].format(new Date(iso));
}

function numberIn(value: number, locale: Locale): string {
  return NUMBER[locale === 'bn' ? 'bn' : 'en'].format(value);
}

/** 'Delivery: Inside Dhaka, within 1–2 days of your order.' — the window the order's zone promised. */
function deliveryPromise(delivery: Pick<OrderDeliveryZone, 'name' | 'days'>, locale: Locale, texts: MailTexts): string {
  const { min, max } = delivery.days;
  const days = min === max ? numberIn(max, locale) : `${numberIn(min, locale)}–${numberIn(max, locale)}`;
  const zone = inLanguage(delivery.name, locale);
  return fill(texts.deliveryPromise, { zone, days });
}

/** A page of the shop in the mail's language: `/bn/...` for Bangla. */
function pageUrl(links: MailLinks, locale: Locale, path: string, token?: string): string {
  const prefix = locale === 'bn' ? '/bn' : '';
  return `${links.base}${prefix}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}

/** Plain text as HTML paragraphs: escaped, line breaks kept. */
function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((part) => `<p style="margin:0 0 12px">${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function button(href: string, label: string): string {
  return `<p style="margin:20px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#1f6f5c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p><p style="margin:0 0 12px;font-size:13px;color:#57534e;word-break:break-all">${escapeHtml(href)}</p>`;
}

function layout(locale: Locale, texts: MailTexts, title: string, body: string, footer: string): string {
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;background:#f5f5f4;font-family:'Noto Sans Bengali','Hind Siliguri',Arial,sans-serif;color:#1c1917;line-height:1.6">` +
    `<div style="max-width:600px;margin:0 auto;padding:24px 16px">` +
    `<div style="font-size:22px;font-weight:bold;color:#1f6f5c;margin-bottom:16px">${escapeHtml(texts.shopName)}</div>` +
    `<div style="background:#ffffff;border-radius:12px;padding:24px;border:1px solid #e7e5e4">${body}</div>` +
    `<p style="font-size:12px;color:#57534e;margin-top:16px">${escapeHtml(footer)}</p></div></body></html>`
  );
}

interface Parts {
  subject: string;
  /** Escaped HTML of the body (inside the layout). */
  html: string;
  text: string;
  headers?: Record<string, string>;
}

function greeting(texts: MailTexts, name: string | undefined): { html: string; text: string } {
  const line = name ? fill(texts.greeting, { name }) : texts.greetingNoName;
  return { html: `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`, text: line };
}

/** An admins' mail: to the team (one rendering per language for every admin), a line of facts, the page to open. */
function adminMail(texts: MailTexts, subject: string, lines: string[], url: string, label: string): Parts {
  const hello = fill(texts.adminGreeting, {});
  const sign = texts.adminSignature;
  return {
    subject,
    html: paragraphs(hello) + lines.map((line) => paragraphs(line)).join('') + button(url, label) + paragraphs(sign),
    text: [hello, '', ...lines.flatMap((line) => [line, '']), `${label}: ${url}`, '', sign].join('\n'),
  };
}

function signature(texts: MailTexts) {
  return { html: paragraphs(texts.signature), text: texts.signature };
}

/** In the outbox's copy of a mail, where a secret link would be. */
function hiddenLink(texts: MailTexts): { html: string; text: string } {
  return { html: `<p style="margin:20px 0;padding:12px;border:1px dashed #a8a29e;border-radius:8px;color:#57534e">${escapeHtml(texts.linkHidden)}</p>`, text: `[${texts.linkHidden}]` };
}

const renderers: { [K in MailKind]: (data: MailData[K], locale: Locale, texts: MailTexts, links: MailLinks, options: RenderOptions) => Parts } = {
  'order-placed'(data, locale, texts, links) {
    const number = data.orderNumber || data.orderId;
    const hello = greeting(texts, data.shippingDetails.name);
    const currency = data.currency ?? 'USD';
    const rows = data.lines.map((line) => ({
      ...line,
      unit: money(line.unitPriceCents, locale, currency),
      sum: money(line.unitPriceCents * line.quantity, locale, currency),
      qty: numberIn(line.quantity, locale),
    }));
    const shippingText = data.shippingCents === 0 ? texts.free : money(data.shippingCents, locale, currency);
    const totals: [string, string][] = [
      [texts.subtotal, money(data.subtotalCents, locale, currency)],
      ...(data.memberDiscountCents ? [[texts.memberDiscount, `−${money(data.memberDiscountCents, locale, currency)}`] as [string, string]] : []),
      ...(data.promo && data.promo.discountCents > 0 ? [[`${texts.discount} (${data.promo.code})`, `−${money(data.promo.discountCents, locale, currency)}`] as [string, string]] : []),
      [texts.shipping, shippingText],
      // A shop without tax (a Taka shop's default) writes no tax line.
      ...(data.taxCents > 0 ? [[texts.tax, money(data.taxCents, locale, currency)] as [string, string]] : []),
      [texts.total, money(data.totalCents, locale, currency)],
    ];
    const last = totals.length - 1;
    const promise = data.delivery ? deliveryPromise(data.delivery, locale, texts) : null;
    const details = data.shippingDetails;
    // The place a courier finds (decision 039): area and upazila or thana in the reader's language, the landmark.
    const upazila = details.upazila ? findUpazila(details.upazila)?.[locale === 'bn' ? 'bn' : 'en'] : undefined;
    const address = [
      details.name,
      details.address,
      [details.area, upazila].filter(Boolean).join(', '),
      `${details.city} ${details.postalCode}`.trim(),
      details.landmark ? `${texts.landmark}: ${details.landmark}` : '',
      details.phone,
      details.email,
    ].filter(Boolean);
    const cell = 'padding:6px 8px;border-bottom:1px solid #e7e5e4';
    const html =
      hello.html +
      paragraphs(texts.orderPlacedIntro) +
      `<p style="margin:0 0 4px"><strong>${escapeHtml(texts.orderNumber)}:</strong> ${escapeHtml(number)}</p>` +
      `<p style="margin:0 0 12px"><strong>${escapeHtml(texts.orderDate)}:</strong> ${escapeHtml(dateTime(data.createdAt, locale))}</p>` +
      `<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px"><thead><tr>` +
      `<th style="${cell};text-align:left">${escapeHtml(texts.item)}</th><th style="${cell};text-align:right">${escapeHtml(texts.quantity)}</th><th style="${cell};text-align:right">${escapeHtml(texts.unitPrice)}</th><th style="${cell};text-align:right">${escapeHtml(texts.lineTotal)}</th></tr></thead><tbody>` +
      rows
        .map(
          (r) =>
            `<tr><td style="${cell}">${escapeHtml(r.title)}</td><td style="${cell};text-align:right">${escapeHtml(r.qty)}</td><td style="${cell};text-align:right">${escapeHtml(r.unit)}</td><td style="${cell};text-align:right">${escapeHtml(r.sum)}</td></tr>`,
        )
        .join('') +
      `</tbody><tfoot>` +
      totals
        .map(
          ([label, value], i) =>
            `<tr><td colspan="3" style="padding:4px 8px;text-align:right${i === last ? ';font-weight:bold' : ''}">${escapeHtml(label)}</td><td style="padding:4px 8px;text-align:right${i === last ? ';font-weight:bold' : ''}">${escapeHtml(value)}</td></tr>`,
        )
        .join('') +
      `</tfoot></table>` +
      paragraphs(paymentLine(data, texts, money(data.totalCents, locale, currency))) +
      (promise ? paragraphs(promise) : '') +
      `<p style="margin:16px 0 4px"><strong>${escapeHtml(texts.deliverTo)}</strong></p><p style="margin:0 0 12px">${address.map((line) => escapeHtml(line)).join('<br>')}</p>` +
      button(pageUrl(links, locale, '/dashboard/user-orders'), texts.viewOrders) +
      signature(texts).html;
    const text = [
      hello.text,
      '',
      texts.orderPlacedIntro,
      '',
      `${texts.orderNumber}: ${number}`,
      `${texts.orderDate}: ${dateTime(data.createdAt, locale)}`,
      '',
      ...rows.map((r) => `- ${r.title} × ${r.qty} @ ${r.unit} = ${r.sum}`),
      '',
      ...totals.map(([label, value]) => `${label}: ${value}`),
      '',
      paymentLine(data, texts, money(data.totalCents, locale, currency)),
      '',
      ...(promise ? [promise, ''] : []),
      `${texts.deliverTo}:`,
      ...address,
      '',
      `${texts.viewOrders}: ${pageUrl(links, locale, '/dashboard/user-orders')}`,
      '',
      signature(texts).text,
    ].join('\n');
    return { subject: fill(texts.orderPlacedSubject, { number }), html, text };
  },

  'order-status'(data, locale, texts, links) {
    const number = data.orderNumber || data.orderId;
    const status = (s: OrderStatusName) => texts[`status_${s}`];
    const hello = greeting(texts, data.name);
    const intro = fill(texts.orderStatusIntro, { number, from: status(data.from), to: status(data.to) });
    const url = pageUrl(links, locale, '/dashboard/user-orders');
    return {
      subject: fill(texts.orderStatusSubject, { number, status: status(data.to) }),
      html: hello.html + paragraphs(intro) + button(url, texts.viewOrders) + signature(texts).html,
      text: [hello.text, '', intro, '', `${texts.viewOrders}: ${url}`, '', signature(texts).text].join('\n'),
    };
  },

  'payment-refunded'(data, locale, texts, links) {
    const values = {
      number: data.orderNumber,
      amount: money(data.amountMinor, locale, data.currency),
      method: data.method === 'bkash' ? (locale === 'bn' ? 'বিকাশ' : 'bKash') : locale === 'bn' ? 'এসএসএলকমার্জ' : 'SSLCommerz',
    };
    const hello = greeting(texts, data.name);
    const intro = fill(data.byHand ? texts.refundByHandIntro : texts.refundIntro, values);
    const url = pageUrl(links, locale, '/dashboard/user-orders');
    return {
      subject: fill(texts.refundSubject, values),
      html: hello.html + paragraphs(intro) + button(url, texts.viewOrders) + signature(texts).html,
      text: [hello.text, '', intro, '', `${texts.viewOrders}: ${url}`, '', signature(texts).text].join('\n'),
    };
  },

  'password-reset'(data, locale, texts, links, options) {
    const hello = greeting(texts, data.name);
    const url = pageUrl(links, locale, '/reset-password', data.token);
    const link = options.hideSecretLinks ? hiddenLink(texts) : { html: button(url, texts.resetButton), text: url };
    return {
      subject: texts.resetSubject,
      html: hello.html + paragraphs(texts.resetIntro) + link.html + paragraphs(texts.resetExpiry) + signature(texts).html,
      text: [hello.text, '', texts.resetIntro, '', link.text, '', texts.resetExpiry, '', signature(texts).text].join('\n'),
    };
  },

  'contact-ack'(_data, _locale, texts) {
    // Anyone can type any address into the contact form: the acknowledgement says only the shop's own words.
    const hello = greeting(texts, undefined);
    return {
      subject: texts.contactAckSubject,
      html: hello.html + paragraphs(texts.contactAckIntro) + paragraphs(texts.contactAckNotYou) + signature(texts).html,
      text: [hello.text, '', texts.contactAckIntro, '', texts.contactAckNotYou, '', signature(texts).text].join('\n'),
    };
  },

  'contact-reply'(data, _locale, texts) {
    const hello = greeting(texts, data.name);
    const quote = `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #d6d3d1;color:#44403c">${escapeHtml(data.message).replace(/\n/g, '<br>')}</blockquote>`;
    return {
      subject: fill(texts.contactReplySubject, { subject: data.subject }),
      html: hello.html + paragraphs(data.reply) + signature(texts).html + `<p style="margin:16px 0 4px;color:#57534e">${escapeHtml(texts.contactReplyQuote)}</p>` + quote,
      text: [hello.text, '', data.reply, '', signature(texts).text, '', texts.contactReplyQuote, ...data.message.split('\n').map((l) => `> ${l}`)].join('\n'),
    };
  },

  'newsletter-confirm'(data, locale, texts, links) {
    const hello = greeting(texts, undefined);
    const url = pageUrl(links, locale, '/newsletter/confirm', data.token);
    return {
      subject: texts.newsletterConfirmSubject,
      html: hello.html + paragraphs(texts.newsletterConfirmIntro) + button(url, texts.newsletterConfirmButton) + paragraphs(texts.newsletterConfirmIgnore) + signature(texts).html,
      text: [hello.text, '', texts.newsletterConfirmIntro, '', url, '', texts.newsletterConfirmIgnore, '', signature(texts).text].join('\n'),
    };
  },

  'newsletter-welcome'(data, locale, texts, links) {
    const hello = greeting(texts, undefined);
    const url = pageUrl(links, locale, '/newsletter/unsubscribe', data.unsubscribeToken);
    return {
      subject: texts.newsletterWelcomeSubject,
      html:
        hello.html +
        paragraphs(texts.newsletterWelcomeIntro) +
        signature(texts).html +
        `<p style="margin:16px 0 0;font-size:13px;color:#57534e">${escapeHtml(texts.unsubscribeLine)} <a href="${escapeHtml(url)}">${escapeHtml(texts.unsubscribe)}</a></p>`,
      text: [hello.text, '', texts.newsletterWelcomeIntro, '', signature(texts).text, '', `${texts.unsubscribeLine} ${url}`].join('\n'),
      headers: { 'List-Unsubscribe': `<${url}>` },
    };
  },

  'book-request-fulfilled'(data, locale, texts, links) {
    const hello = greeting(texts, undefined);
    const url = pageUrl(links, locale, `/product-details/${encodeURIComponent(data.bookId)}`);
    const intro = fill(texts.bookRequestIntro, { asked: data.asked, title: data.title });
    return {
      subject: fill(texts.bookRequestSubject, { title: data.title }),
      html: hello.html + paragraphs(intro) + button(url, texts.bookRequestButton) + paragraphs(texts.bookRequestNotYou) + signature(texts).html,
      text: [hello.text, '', intro, '', `${texts.bookRequestButton}: ${url}`, '', texts.bookRequestNotYou, '', signature(texts).text].join('\n'),
    };
  },

  'order-cancelled-by-customer'(data, locale, texts, links) {
    const values = { number: data.orderNumber, name: data.customerName, items: numberIn(data.items, locale), total: money(data.totalMinor, locale, data.currency) };
    const url = pageUrl(links, locale, `/dashboard/order-dashboard/${encodeURIComponent(data.orderId)}`);
    return adminMail(texts, fill(texts.customerCancelledSubject, values), [fill(texts.customerCancelledIntro, values)], url, texts.openOrder);
  },

  'parcel-returned'(data, locale, texts, links) {
    const values = { number: data.orderNumber, name: data.customerName, reason: texts[`reason_${data.reason}`] };
    const url = pageUrl(links, locale, `/dashboard/order-dashboard/${encodeURIComponent(data.orderId)}`);
    const lines = [fill(data.by === 'courier' ? texts.parcelReturnedByCourier : texts.parcelReturnedByAdmin, values), ...(data.note ? [fill(texts.parcelReturnedNote, { note: data.note })] : [])];
    return adminMail(texts, fill(texts.parcelReturnedSubject, values), lines, url, texts.openOrder);
  },

  'courier-notice-unmatched'(data, locale, texts, links) {
    const values = { courier: data.courier, consignment: data.consignmentId, number: data.orderNumber ?? '' };
    const url = data.orderId ? pageUrl(links, locale, `/dashboard/order-dashboard/${encodeURIComponent(data.orderId)}`) : pageUrl(links, locale, '/dashboard/order-dashboard');
    const lines = [
      fill(data.orderId ? texts.courierUnmatchedFinished : texts.courierUnmatchedUnknown, values),
      ...(data.invoice ? [fill(texts.courierUnmatchedInvoice, { invoice: data.invoice })] : []),
      ...(data.status ? [fill(texts.courierUnmatchedStatus, { status: data.status })] : []),
      texts.courierUnmatchedOnce,
    ];
    return adminMail(texts, fill(texts.courierUnmatchedSubject, values), lines, url, data.orderId ? texts.openOrder : texts.openOrders);
  },
};

/** The mail of one kind in one language: subject (one line), HTML (every value escaped) and plain text. */
export function renderMail<K extends MailKind>(kind: K, locale: Locale, data: MailData[K], links: MailLinks, options: RenderOptions = {}): RenderedMail {
  const texts = textsFor(locale, options.shopName);
  const parts = renderers[kind](data, locale, texts, links, options);
  const subject = oneLine(parts.subject);
  const footer = ADMIN_MAIL_KINDS.has(kind) ? texts.adminFooter : texts.footer;
  return { subject, html: layout(locale, texts, subject, parts.html, footer), text: `${parts.text}\n\n--\n${footer}\n`, headers: parts.headers ?? {} };
}
