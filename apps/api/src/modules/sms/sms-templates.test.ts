import { DEFAULT_SHOP_NAME } from '@boipoka/shared';
import { describe, expect, it } from 'vitest';
import { MAX_SMS_SEGMENTS, renderSms, type SmsData, SMS_KINDS, type SmsKind } from './sms-templates';

// Realistic and long values: a seven-digit order number, ৳১,২৩,৪৫৬.৭৮ (paisa too), a long shop name in both languages.
const LONG_SHOP = { en: 'Boipoka Books and Stationery House', bn: 'বইপোকা বই ও স্টেশনারি ঘর লিমিটেড' };
const VALUES: { [K in SmsKind]: SmsData[K][] } = {
  'order-placed': [
    { orderNumber: 'BP-1234567', totalMinor: 12_345_678, currency: 'BDT' },
    { orderNumber: 'BP-000042', totalMinor: 35_000, currency: 'BDT' },
    { orderNumber: 'BP-1234567', totalMinor: 123_456_78, currency: 'USD' },
  ],
  'order-cancelled': [{ orderNumber: 'BP-1234567' }],
  'payment-refunded': [
    { orderNumber: 'BP-1234567', amountMinor: 12_345_678, currency: 'BDT', byHand: false },
    { orderNumber: 'BP-1234567', amountMinor: 12_345_678, currency: 'BDT', byHand: true },
  ],
  'order-with-courier': [
    { orderNumber: 'BP-1234567', courier: 'Steadfast Courier Limited Bangladesh', consignmentId: '123456789012345678901234', trackingUrl: 'https://steadfast.com.bd/t/ABCDEFGH12' },
    { orderNumber: 'BP-1234567', courier: 'steadfast', consignmentId: '1424107', trackingUrl: `https://example.com/${'x'.repeat(47)}` },
    { orderNumber: 'BP-1234567', courier: 'Own rider', consignmentId: null, trackingUrl: `https://e.co/${'x'.repeat(36)}` },
  ],
  'order-out-for-delivery': [
    { orderNumber: 'BP-1234567', cashMinor: 12_345_678, currency: 'BDT' },
    { orderNumber: 'BP-1234567', cashMinor: null, currency: 'BDT' },
  ],
  'order-delivered': [{ orderNumber: 'BP-1234567' }],
  'order-returned': [{ orderNumber: 'BP-1234567' }],
  'book-request-fulfilled': [{ title: 'Masud Rana: Dhongsho Pahar' }, { title: 'The Emperor of All Maladies: A Biography of Cancer' }],
  'phone-code': [
    { code: '012345', minutes: 10 },
    { code: '999999', minutes: 1440 },
  ],
};

describe('SMS templates', () => {
  it('a book request told in a Bangla title keeps to two segments in both languages', () => {
    for (const title of ['মাসুদ রানা: ধ্বংস পাহাড়', 'হিমুর হাতে কয়েকটি নীলপদ্ম এবং আরও অনেক কিছু যা এখানে লেখা']) {
      for (const locale of ['en', 'bn'] as const) {
        const sms = renderSms('book-request-fulfilled', locale, { title }, { en: 'Boipoka Books and Stationery House', bn: 'বইপোকা বই ও স্টেশনারি ঘর লিমিটেড' });
        expect(sms.segments, sms.text).toBeLessThanOrEqual(MAX_SMS_SEGMENTS);
      }
    }
  });

  for (const kind of SMS_KINDS) {
    for (const shop of [DEFAULT_SHOP_NAME, LONG_SHOP]) {
      it(`${kind} fits ${MAX_SMS_SEGMENTS} segments in both languages (shop "${shop.en}")`, () => {
        for (const data of VALUES[kind]) {
          const en = renderSms(kind, 'en', data as never, shop);
          const bn = renderSms(kind, 'bn', data as never, shop);
          expect(en.segments, en.text).toBeLessThanOrEqual(MAX_SMS_SEGMENTS);
          expect(bn.segments, bn.text).toBeLessThanOrEqual(MAX_SMS_SEGMENTS);
          // English stays in the GSM alphabet (160 a segment); Bangla is UCS-2.
          expect(en.encoding, en.text).toBe('GSM-7');
          expect(bn.encoding).toBe('UCS-2');
        }
      });
    }
  }

  it('gives the tracking link when it fits, else sends the reader to My Orders', () => {
    const short = renderSms(
      'order-with-courier',
      'en',
      { orderNumber: 'BP-000123', courier: 'steadfast', consignmentId: '1424107', trackingUrl: 'https://steadfast.com.bd/t/AB12' },
      DEFAULT_SHOP_NAME,
    );
    expect(short.text).toBe('Boipoka: your order BP-000123 is with steadfast (1424107). Track it: https://steadfast.com.bd/t/AB12');
    const long = renderSms('order-with-courier', 'bn', { orderNumber: 'BP-000123', courier: 'steadfast', consignmentId: null, trackingUrl: `https://e.co/${'x'.repeat(60)}` }, DEFAULT_SHOP_NAME);
    expect(long.text).not.toContain('https');
    expect(long.text).toContain('"আমার অর্ডার"');
    const cash = renderSms('order-out-for-delivery', 'bn', { orderNumber: 'BP-000123', cashMinor: 45_000, currency: 'BDT' }, DEFAULT_SHOP_NAME);
    expect(cash.text).toContain('৳৪৫০');
  });

  it('the phone code is in the SMS as six digits, with its minutes (Bangla digits in Bangla)', () => {
    const en = renderSms('phone-code', 'en', { code: '012345', minutes: 10 }, DEFAULT_SHOP_NAME);
    const bn = renderSms('phone-code', 'bn', { code: '012345', minutes: 10 }, DEFAULT_SHOP_NAME);
    expect(en.text).toBe('Boipoka: your code is 012345. It confirms your phone for cash on delivery and works for 10 minutes. Never share it.');
    expect(en.segments).toBe(1);
    expect(bn.text).toContain('012345');
    expect(bn.text).toContain('১০ মিনিট');
  });

  it('writes the total in the order currency, with Bangla digits in Bangla and Tk in English', () => {
    const data = { orderNumber: 'BP-000123', totalMinor: 12_345_600, currency: 'BDT' as const };
    expect(renderSms('order-placed', 'bn', data, DEFAULT_SHOP_NAME).text).toContain('৳১,২৩,৪৫৬');
    expect(renderSms('order-placed', 'en', data, DEFAULT_SHOP_NAME).text).toContain('Tk 123,456');
    expect(renderSms('order-placed', 'en', data, DEFAULT_SHOP_NAME).text).toMatch(/^Boipoka: .*BP-000123/);
    expect(renderSms('order-placed', 'bn', data, DEFAULT_SHOP_NAME).text).toMatch(/^বইপোকা: .*BP-000123/);
  });
});
