import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeBangla } from './normalize-bangla';
import { transliterateAvro } from './transliterate-avro';

describe('transliterateAvro: Latin typed with Avro Phonetic → Bangla', () => {
  // What the Avro keyboard itself writes for these (checked against jsAvroPhonetic's own engine, in NFC).
  const examples: Array<[string, string]> = [
    ['ami banglay gan gai', 'আমি বাংলায় গান গাই'],
    ['sheSher kobita', 'শেষের কবিতা'],
    ['humayun', 'হুমায়ুন'],
    ['hUmayUn', 'হূমায়ূন'],
    ['kazi nOzrul islam', 'কাযি নোয্রুল ইস্লাম'],
    ['nondito noroke', 'নন্দিত নরকে'],
    ['Thakur', 'ঠাকুর'],
    ['rObindronath', 'রোবিন্দ্রনাথ'],
    ['gitanjoli', 'গিতাঞ্জলি'],
    ['mOyUrakkhI', 'মোয়ূরাক্ষী'],
    ['ognibiNa', 'অগ্নিবিণা'],
    ['jIbonanondo', 'জীবনানন্দ'],
    ['shorOt``', 'শরোৎ'],
    ['himu', 'হিমু'],
    ['amar sOnar bangla', 'আমার সোনার বাংলা'],
    ['kRrishno', 'কড়্রিশ্ন'],
    ['krrishno', 'কৃশ্ন'],
    ['rrin', 'ঋন'],
    ['bishwas', 'বিশ্বাস'],
    ['1971', '১৯৭১'],
  ];
  it.each(examples)('%s → %s', (typed, bangla) => {
    expect(transliterateAvro(typed)).toBe(bangla);
  });

  it('applies the context rules: vowels stand alone after a vowel or at a word start, as signs after a consonant', () => {
    expect(transliterateAvro('oi')).toBe('অই');
    expect(transliterateAvro('boi')).toBe('বই');
    expect(transliterateAvro('ai')).toBe('আই');
    expect(transliterateAvro('kai')).toBe('কাই');
    expect(transliterateAvro('OI')).toBe('ঐ');
    expect(transliterateAvro('kOI')).toBe('কৈ');
    expect(transliterateAvro('ya')).toBe('ইয়া');
    expect(transliterateAvro('kya')).toBe('ক্যা');
    expect(transliterateAvro('kw')).toBe('ক্ব');
  });

  it('gives Bangla that normalises like the standard spelling even where Avro spells it otherwise', () => {
    // A reader types `shesher kobita`; Avro writes শেশের (শ for sh), the book says শেষের.
    expect(transliterateAvro('shesher kobita')).toBe('শেশের কবিতা');
    expect(normalizeBangla(transliterateAvro('shesher kobita'))).toBe(normalizeBangla('শেষের কবিতা'));
    expect(normalizeBangla(transliterateAvro('humayun'))).toBe(normalizeBangla('হুমায়ূন'));
    expect(normalizeBangla(transliterateAvro('gitanjoli'))).toBe(normalizeBangla('গীতাঞ্জলি'));
    expect(normalizeBangla(transliterateAvro('himu'))).toBe(normalizeBangla('হিমু'));
    expect(normalizeBangla(transliterateAvro('nondito noroke'))).toBe(normalizeBangla('নন্দিত নরকে'));
  });

  it("writes য় ড় in NFC, as letter + nukta, though Avro's table has them as single code points", () => {
    expect(transliterateAvro('humayun')).toBe('হুমা\u09AF\u09BC\u09C1ন');
    expect(transliterateAvro('poRa')).toBe('প\u09A1\u09BC\u09BE');
  });

  it('keeps what is not an Avro letter as typed: spaces, punctuation, Bangla, emoji', () => {
    expect(transliterateAvro('ami, tumi!')).toBe('আমি, তুমি!');
    expect(transliterateAvro('বই 📚')).toBe('বই 📚');
    expect(transliterateAvro('')).toBe('');
  });

  it('never throws, on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(fc.constantFrom(...'aeiouOIUkKgGrRyYwxz`^:.,$ '), fc.string({ unit: 'binary', maxLength: 1 })) }), (typed) => {
        expect(typeof transliterateAvro(typed)).toBe('string');
      }),
      { numRuns: 1000 },
    );
  });
});
