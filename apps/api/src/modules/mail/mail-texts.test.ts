import { describe, expect, it } from 'vitest';
import { MAIL_TEXTS } from './mail-texts';
import { renderMail } from './mail-templates';

/** Issue 31: a mail promises only what the shop's settings say, and names the shop as its owner did. */
describe('the mails claim nothing the shop did not say', () => {
  const PROMISES = [
    /working day|within 24 hours|কর্মদিবস|২৪ ঘণ্টার মধ্যে/i, // a reply time nobody set
    /times a month|মাসে কয়েকবার/i, // a newsletter rhythm nobody set
    /Dhaka|ঢাকা/, // where the shop is: its address is in Settings
    /Boipoka|বইপোকা/, // the shop's name: `{shop}`, from Settings
  ];

  it.each(['en', 'bn'] as const)('in %s: no reply time, rhythm, place or built-in name in any text', (locale) => {
    for (const [key, text] of Object.entries(MAIL_TEXTS[locale])) for (const promise of PROMISES) expect(`${key}: ${text}`).not.toMatch(promise);
  });

  it("a rendered mail says the owner's name, in the mail's language", () => {
    const mail = renderMail('contact-ack', 'bn', {}, { base: 'https://shop.example' }, { shopName: { en: 'Nilkhet Boi Ghor', bn: 'নীলক্ষেত বই ঘর' } });
    expect(mail.html).toContain('নীলক্ষেত বই ঘর');
    expect(mail.text).toContain('নীলক্ষেত বই ঘর টিম');
    expect(mail.text).not.toContain('{shop}');
  });
});

describe("the admins' mails (the owner is told)", () => {
  const links = { base: 'https://shop.example' };

  it.each(['en', 'bn'] as const)('in %s: addressed to the team, with the admins’ footer, stored words escaped, the order linked', (locale) => {
    const mail = renderMail('parcel-returned', locale, { orderId: 'o-1', orderNumber: 'BP-000042', customerName: '<b>Rahim</b>', reason: 'refused', note: 'left <script>', by: 'admin' }, links);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;b&gt;Rahim&lt;/b&gt;');
    expect(mail.text).toContain(MAIL_TEXTS[locale].reason_refused);
    expect(mail.text).toContain(MAIL_TEXTS[locale].adminFooter.replace('{shop}', locale === 'bn' ? 'বইপোকা' : 'Boipoka'));
    expect(mail.text).not.toContain(MAIL_TEXTS[locale].footer.replace('{shop}', locale === 'bn' ? 'বইপোকা' : 'Boipoka'));
    expect(mail.text).toContain(`https://shop.example${locale === 'bn' ? '/bn' : ''}/dashboard/order-dashboard/o-1`);
  });

  it.each(['en', 'bn'] as const)('in %s: an unmatched notice names the courier, consignment, invoice and status; a known one links its order', (locale) => {
    const unknown = renderMail('courier-notice-unmatched', locale, { courier: 'Steadfast', consignmentId: '777', invoice: 'BP-1', status: 'delivered' }, links);
    for (const word of ['Steadfast', '777', 'BP-1', 'delivered']) expect(unknown.text).toContain(word);
    expect(unknown.text).toContain('/dashboard/order-dashboard\n');
    const known = renderMail('courier-notice-unmatched', locale, { courier: 'Steadfast', consignmentId: '778', status: 'delivered', orderId: 'o-2', orderNumber: 'BP-000002' }, links);
    expect(known.text).toContain('BP-000002');
    expect(known.text).toContain('/dashboard/order-dashboard/o-2');
    expect(known.subject).not.toMatch(/\n/);
  });

  it('the Bangla money and counts of a cancellation are in Bangla digits', () => {
    const mail = renderMail('order-cancelled-by-customer', 'bn', { orderId: 'o-3', orderNumber: 'BP-000003', customerName: 'Karim', items: 3, totalMinor: 120_000, currency: 'BDT' }, links);
    expect(mail.text).toContain('৩টি বই');
    expect(mail.text).toContain('৳১,২০০');
  });
});
