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
