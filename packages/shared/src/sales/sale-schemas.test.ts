import { describe, expect, it } from 'vitest';
import { saleCreateInput, salePriceMinor, saleState } from './sale-schemas';

describe('a sale’s price of a book (decision 043)', () => {
  it('takes a percent off, rounded half up to the minor unit', () => {
    expect(salePriceMinor(1250, { kind: 'percent', percent: 15, amountMinor: null })).toBe(1063); // 1062.5
    expect(salePriceMinor(1249, { kind: 'percent', percent: 15, amountMinor: null })).toBe(1062); // 1061.65
    expect(salePriceMinor(3000, { kind: 'percent', percent: 90, amountMinor: null })).toBe(300);
  });

  it('takes an amount off, never below a tenth of the regular price (rounded up) nor below 1', () => {
    expect(salePriceMinor(3000, { kind: 'amount', percent: null, amountMinor: 1000 })).toBe(2000);
    expect(salePriceMinor(500, { kind: 'amount', percent: null, amountMinor: 1000 })).toBe(50);
    expect(salePriceMinor(55, { kind: 'amount', percent: null, amountMinor: 1000 })).toBe(6);
    expect(salePriceMinor(5, { kind: 'amount', percent: null, amountMinor: 1000 })).toBe(1);
  });

  it('does not apply where it would not lower the price', () => {
    expect(salePriceMinor(1, { kind: 'percent', percent: 10, amountMinor: null })).toBeNull();
    expect(salePriceMinor(1, { kind: 'amount', percent: null, amountMinor: 100 })).toBeNull();
    expect(salePriceMinor(0, { kind: 'percent', percent: 50, amountMinor: null })).toBeNull();
  });
});

describe('a sale as the admin writes it', () => {
  const base = { name: { en: 'Boi Mela', bn: 'বইমেলা' }, kind: 'percent', percent: 20, startsAt: '2027-02-01T00:00:00.000Z', endsAt: '2027-02-28T18:00:00.000Z', publishers: ['Anyaprokash'] };
  const paths = (input: object) => {
    const result = saleCreateInput.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
  };

  it('is accepted whole, with its defaults', () => {
    expect(saleCreateInput.parse(base)).toMatchObject({ amountMinor: null, categories: [], authors: [], bookIds: [], active: true });
  });

  it('names the field of each refusal', () => {
    expect(paths({ ...base, percent: 91 })).toEqual(['percent']);
    expect(paths({ ...base, kind: 'amount', percent: null })).toEqual(['amountMinor']);
    expect(paths({ ...base, endsAt: base.startsAt })).toEqual(['endsAt']);
    expect(paths({ ...base, publishers: [] })).toEqual(['categories']);
    expect(paths({ ...base, name: { en: ' ', bn: 'বইমেলা' } })).toEqual(['name.en']);
  });

  it('says where it stands at a moment', () => {
    const sale = { active: true, startsAt: base.startsAt, endsAt: base.endsAt };
    expect(saleState(sale, new Date('2027-01-31T23:59:59Z'))).toBe('scheduled');
    expect(saleState(sale, new Date('2027-02-01T00:00:00Z'))).toBe('running');
    expect(saleState({ ...sale, active: false }, new Date('2027-02-10T00:00:00Z'))).toBe('paused');
    expect(saleState(sale, new Date('2027-02-28T18:00:00Z'))).toBe('ended');
  });
});
