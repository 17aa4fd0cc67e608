import { describe, expect, it } from 'vitest';
import { BD_DISTRICTS, canonicalCity, findDistrict, isBdMobile, normalizeBdMobile } from './bangladesh';
import { shippingDetailsSchema } from './order-schemas';

const SHIPPING = { name: 'Nusrat', email: 'nusrat@boipoka.test', address: '12 Road 5', city: 'Dhaka', postalCode: '1205' };

describe('Bangladeshi mobile numbers', () => {
  it.each([
    ['01712345678', '01712345678'],
    ['+8801712345678', '01712345678'],
    ['8801912345678', '01912345678'],
    ['+880 1712-345678', '01712345678'],
    ['017 1234 5678', '01712345678'],
    ['০১৭১২৩৪৫৬৭৮', '01712345678'],
    ['(+880) 13-1234-5678', '01312345678'],
  ])('%s is %s', (written, stored) => {
    expect(normalizeBdMobile(written)).toBe(stored);
    expect(isBdMobile(written)).toBe(true);
    expect(shippingDetailsSchema.parse({ ...SHIPPING, phone: written }).phone).toBe(stored);
  });

  it.each(['01212345678', '0171234567', '017123456789', '+4420 7946 0958', '1712345678', '+880 02 9660000', 'call me'])('%s is refused with the Bangla-ready message', (written) => {
    expect(isBdMobile(written)).toBe(false);
    const result = shippingDetailsSchema.safeParse({ ...SHIPPING, phone: written });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: ['phone'], message: 'Please enter a Bangladeshi mobile number, like 01712345678' })]);
  });

  it('an empty phone is still "Phone is required"', () => {
    const result = shippingDetailsSchema.safeParse({ ...SHIPPING, phone: '  ' });
    expect(result.error!.issues[0]!.message).toBe('Phone is required');
  });
});

describe('districts', () => {
  it('are the 64 districts in eight divisions, each named once in each language', () => {
    expect(BD_DISTRICTS).toHaveLength(64);
    expect(new Set(BD_DISTRICTS.map((d) => d.division)).size).toBe(8);
    expect(new Set(BD_DISTRICTS.map((d) => d.en)).size).toBe(64);
    expect(new Set(BD_DISTRICTS.map((d) => d.bn)).size).toBe(64);
    for (const d of BD_DISTRICTS) expect(d.bn).toMatch(/^[\u0980-\u09FF\s]+$/);
  });

  it('a city naming a district in either language or an old spelling is stored by its English name; other text as given', () => {
    expect(findDistrict('ঢাকা')?.en).toBe('Dhaka');
    expect(canonicalCity(' chittagong ')).toBe('Chattogram');
    expect(canonicalCity('coxs bazar')).toBe("Cox's Bazar");
    expect(canonicalCity('Mirpur 10, Dhaka')).toBe('Mirpur 10, Dhaka');
    expect(shippingDetailsSchema.parse({ ...SHIPPING, phone: '01712345678', city: 'সিলেট' }).city).toBe('Sylhet');
  });
});
