import { describe, expect, it } from 'vitest';
import type { PromoCode } from '@boipoka/shared';
import { checkPromoInput, emptyPromoForm, errorsByField, isoToLocalDateTime, localDateTimeToIso, promoFormOf, promoInputOf, promoPatchOf, publisherList } from './promo-form';

describe('the new-code form', () => {
  it('sends only the kind’s own figure, in minor units, read from either script', () => {
    const form = { ...emptyPromoForm('bn'), code: 'taka100', kind: 'amount' as const, percent: '২৫', amount: '১০০.৫০', minSubtotal: '' };
    expect(promoInputOf(form, 'BDT')).toMatchObject({ percent: null, amountMinor: 10050, minSubtotalMinor: null, maxUsesPerCustomer: 1, currency: 'BDT' });
  });

  it('reads empty limits as none and keeps an unreadable date for the schema to name', () => {
    const input = promoInputOf({ ...emptyPromoForm('en'), code: 'FREESHIP', kind: 'free_delivery', maxUsesPerCustomer: '', startsAt: 'soon' }, 'USD');
    expect(input).toMatchObject({ maxUses: null, maxUsesPerCustomer: null, startsAt: 'soon', endsAt: null });
    const checked = checkPromoInput(input);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(errorsByField(checked.issues))).toEqual(['startsAt']);
    expect(localDateTimeToIso('')).toBeNull();
    expect(localDateTimeToIso('2026-03-01T10:00')).toBe(new Date('2026-03-01T10:00').toISOString());
  });

  it('puts a message under the field its path names, and one for no field under ""', () => {
    expect(
      errorsByField([
        { path: 'publishers.1', message: 'Publisher is required' },
        { path: 'bookIds.0', message: 'Book id must be a UUID' },
        { path: 'currency', message: 'The shop sells in BDT' },
      ]),
    ).toEqual({
      publishers: 'Publisher is required',
      bookIds: 'Book id must be a UUID',
      '': 'The shop sells in BDT',
    });
    expect(publisherList(' Ananda ,, Prothoma,')).toEqual(['Ananda', 'Prothoma']);
  });
});

describe('editing a code', () => {
  const BOOK = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
  const CODE: PromoCode = {
    _id: 'p1',
    code: 'BOIMELA25',
    kind: 'percent',
    percent: 25,
    amountMinor: null,
    currency: 'BDT',
    minSubtotalMinor: 50050,
    startsAt: null,
    // Seconds the form does not show: left alone, the end is not sent again.
    endsAt: '2026-03-31T17:59:30.000Z',
    maxUses: 100,
    maxUsesPerCustomer: 1,
    firstOrderOnly: false,
    categories: ['Poetry', 'Fiction'],
    publishers: ['Ananda', 'Prothoma'],
    bookIds: [BOOK],
    active: true,
    uses: 3,
    createdAt: '2026-02-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
  };
  const patchOf = (form: ReturnType<typeof promoFormOf>) => {
    const checked = checkPromoInput(promoInputOf(form, 'BDT'));
    if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
    return promoPatchOf(CODE, form, checked.input);
  };

  it('opens on the code’s terms, in the page’s digits', () => {
    expect(promoFormOf(CODE, 'bn')).toMatchObject({
      code: 'BOIMELA25',
      percent: '২৫',
      minSubtotal: '৫০০.৫০',
      maxUses: '১০০',
      publishers: 'Ananda, Prothoma',
      bookIds: [BOOK],
      endsAt: isoToLocalDateTime(CODE.endsAt),
    });
    expect(isoToLocalDateTime(null)).toBe('');
  });

  it('sends only what changed; nothing when nothing did', () => {
    const form = promoFormOf(CODE, 'en');
    expect(patchOf(form)).toEqual({});
    expect(patchOf({ ...form, percent: '30' })).toEqual({ percent: 30 });
    expect(patchOf({ ...form, categories: ['Fiction', 'Poetry'], publishers: 'Prothoma, Ananda' })).toEqual({});
    expect(patchOf({ ...form, bookIds: [], maxUses: '' })).toEqual({ bookIds: [], maxUses: null });
    expect(patchOf({ ...form, endsAt: '2026-04-30T23:59' })).toEqual({ endsAt: new Date('2026-04-30T23:59').toISOString() });
  });

  it('a new kind sends both figures, the old one cleared', () => {
    expect(patchOf({ ...promoFormOf(CODE, 'en'), kind: 'amount', amount: '100' })).toEqual({ kind: 'amount', percent: null, amountMinor: 10000 });
  });
});
