import { describe, expect, it } from 'vitest';
import { smsSegments } from './sms-segments';

// 3GPP TS 23.038 (GSM 03.38): GSM-7 160 single / 153 a part, extension characters 2 septets; UCS-2 70 / 67.
describe('smsSegments', () => {
  it('GSM-7: 160 characters are one SMS, 161 are two parts of 153', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', segments: 1, units: 160 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', segments: 2, units: 161 });
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('GSM-7: an extension-table character counts 2 and never splits from its escape', () => {
    expect(smsSegments('€')).toEqual({ encoding: 'GSM-7', segments: 1, units: 2 });
    expect(smsSegments('{}[]~|^\\€')).toMatchObject({ encoding: 'GSM-7', units: 18 });
    expect(smsSegments(`${'a'.repeat(158)}€`)).toMatchObject({ segments: 1, units: 160 });
    expect(smsSegments(`${'a'.repeat(159)}€`)).toMatchObject({ segments: 2, units: 161 });
    // 152 septets and a 2-septet character: it goes whole into the second part (152 + 2 > 153).
    expect(smsSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({ units: 306, segments: 3 });
  });

  it('GSM-7 has its accented letters, Greek capitals, £ and ¥; other Latin letters need UCS-2', () => {
    expect(smsSegments('Café £5, ¥10, ΔΩ, Ñandù, ¿sì?').encoding).toBe('GSM-7');
    expect(smsSegments('Ñandú').encoding).toBe('UCS-2'); // ú is not in the alphabet (ù is)
    expect(smsSegments('Ça va ç').encoding).toBe('UCS-2'); // lower-case ç is not in the alphabet
    expect(smsSegments('Price ৳350').encoding).toBe('UCS-2'); // the taka sign is not either
    expect(smsSegments('“quoted”').encoding).toBe('UCS-2');
  });

  it('UCS-2 (Bangla): 70 characters are one SMS, 71 are two parts of 67', () => {
    expect(smsSegments('ক'.repeat(70))).toEqual({ encoding: 'UCS-2', segments: 1, units: 70 });
    expect(smsSegments('ক'.repeat(71))).toEqual({ encoding: 'UCS-2', segments: 2, units: 71 });
    expect(smsSegments('ক'.repeat(134)).segments).toBe(2);
    expect(smsSegments('ক'.repeat(135)).segments).toBe(3);
    // One Bangla letter makes the whole text UCS-2.
    expect(smsSegments(`${'a'.repeat(69)}ক`)).toMatchObject({ encoding: 'UCS-2', segments: 1 });
  });

  it('UCS-2: a character outside the BMP is two units and is not split', () => {
    expect(smsSegments('😀')).toMatchObject({ encoding: 'UCS-2', units: 2, segments: 1 });
    expect(smsSegments(`${'ক'.repeat(66)}😀${'ক'.repeat(10)}`)).toMatchObject({ units: 78, segments: 2 });
    expect(smsSegments(`${'ক'.repeat(66)}😀${'ক'.repeat(66)}`)).toMatchObject({ units: 134, segments: 3 });
  });

  it('an empty text is one SMS', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', segments: 1, units: 0 });
  });
});
