import { describe, expect, it } from 'vitest';
import { checkPromoInput, emptyPromoForm, errorsByField, localDateTimeToIso, promoInputOf, publisherList } from './promo-form';

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
      ]),
    ).toEqual({
      publishers: 'Publisher is required',
      '': 'Book id must be a UUID',
    });
    expect(publisherList(' Ananda ,, Prothoma,')).toEqual(['Ananda', 'Prothoma']);
  });
});
