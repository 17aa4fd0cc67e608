import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeBangla } from './normalize-bangla';
import { phoneticKey } from './phonetic-key';
import { romanizeBangla } from './romanize-bangla';
import { isTypoClose, keySimilarity, phoneticKeys, querySignificant, searchKeys, searchSimilarity, searchWords, typoSimilarity } from './search-keys';

/**
 * A query finds a stored title or author when every searchable word of the query shares a key with it:
 * the rule the database side is to apply to these keys (an AND of words, each by any of its keys).
 */
function finds(query: string, stored: string): boolean {
  const storedKeys = new Set(searchKeys(stored));
  const words = searchWords(query).filter((word) => searchKeys(word).length > 0);
  return words.length > 0 && words.every((word) => searchKeys(word).some((key) => storedKeys.has(key)));
}

const keyOf = (word: string) => phoneticKey(normalizeBangla(word));

describe('phonetic keys: the table of examples', () => {
  // Every spelling on a line must give the key at its start; the Bangla form is the stored one.
  const table: Array<[key: string, spellings: string[]]> = [
    ['humun', ['হুমায়ূন', 'হুমায়ুন', 'humayun', 'humaun', 'humayoon', 'Humāyūn']],
    ['rbindrnt', ['রবীন্দ্রনাথ', 'রবিন্দ্রনাথ', 'rabindranath', 'robindronath', 'rabindranth', 'robindranath']],
    ['tkur', ['ঠাকুর', 'thakur', 'takur', 'thakoor']],
    ['njrul', ['নজরুল', 'nazrul', 'nozrul', 'nojrul']],
    ['himu', ['হিমু', 'himu', 'heemu']],
    ['srt', ['শরৎ', 'শরত', 'shorot', 'sharat', 'sarat', 'shorat']],
    ['gitnjli', ['গীতাঞ্জলি', 'গীতান্জলি', 'গীতানজলি', 'gitanjali', 'geetanjali', 'gitanjoli']],
    ['nndit', ['নন্দিত', 'nondito', 'nandito', 'nondit']],
    ['nrke', ['নরকে', 'noroke', 'naroke']],
    ['murki', ['ময়ূরাক্ষী', 'ময়ুরাক্ষি', 'mayurakshi', 'moyurakkhi', 'mayurakkhi', 'moyurakhi']],
    ['agnibin', ['অগ্নিবীণা', 'অগ্নিবিনা', 'agnibeena', 'ognibina', 'agnibina']],
    ['seser', ['শেষের', 'sesher', 'shesher', 'sheSher']],
    ['kbit', ['কবিতা', 'kobita', 'kabita', 'kobitaa']],
    ['jibnnnd', ['জীবনানন্দ', 'jibanananda', 'jibonanondo', 'jibananondo']],
    ['ctpd', ['চট্টোপাধ্যায়', 'chattopadhyay', 'chottopadhyay', 'chattopadhay']],
    ['bngl', ['বাংলা', 'বাঙলা', 'bangla']],
    ['biss', ['বিশ্বাস', 'biswas', 'bishwas']],
    ['kji', ['কাজী', 'kazi', 'kaji']],
    ['jmun', ['যমুনা', 'jamuna', 'yamuna', 'zamuna']],
    // one-syllable words keep their a/o, or they would be one letter
    ['ra', ['রায়', 'ray', 'roy', 'রয়']],
    ['ma', ['মা', 'ma', 'maa']],
  ];
  it.each(table)('%s ← %j', (key, spellings) => {
    for (const spelling of spellings) expect([spelling, keyOf(spelling)]).toEqual([spelling, key]);
  });

  it('romanises Bangla the way readers spell it out', () => {
    expect(romanizeBangla('রবীন্দ্রনাথ ঠাকুর')).toBe('robindronath thakur');
    expect(romanizeBangla('হুমায়ূন আহমেদ')).toBe('humayun ahmed');
    expect(romanizeBangla('শরৎ')).toBe('shorot');
    expect(romanizeBangla('শরৎচন্দ্র')).toBe('shorotchondro');
    expect(romanizeBangla('কাজী নজরুল ইসলাম')).toBe('kaji nojorul islam');
    expect(romanizeBangla('ক্ষমা পক্ষ')).toBe('khoma pokkho');
    expect(romanizeBangla('জ্ঞান বিজ্ঞান')).toBe('gan biggan');
    expect(romanizeBangla('স্বপ্ন সূর্য')).toBe('swopno surjo');
    expect(romanizeBangla('১৯৭১')).toBe('1971');
  });
});

describe('searchKeys: finding the book in whichever script it is stored', () => {
  // [stored title or author, queries that must find it]
  const banglaBooks: Array<[string, string[]]> = [
    ['হুমায়ূন আহমেদ', ['humayun ahmed', 'humaun ahmed', 'humayun', 'হুমায়ুন', 'হুমায়ূন', 'Humayun Ahmed']],
    ['রবীন্দ্রনাথ ঠাকুর', ['rabindranath', 'robindronath', 'tagor', 'tagore', 'thakur', 'রবীন্দ্রনাথ', 'Rabindranath Tagore', 'ঠাকুর']],
    ['কাজী নজরুল ইসলাম', ['nazrul', 'nozrul', 'নজরুল', 'kazi nazrul islam', 'kaji nojrul']],
    ['হিমু', ['himu', 'হিমু', 'Himu']],
    ['শরৎচন্দ্র চট্টোপাধ্যায়', ['shorot', 'sharat', 'sarat', 'শরৎ', 'sharat chandra', 'sarat chandra chattopadhyay', 'sharat chandra chatterjee']],
    ['গীতাঞ্জলি', ['gitanjali', 'geetanjali', 'গীতাঞ্জলি', 'গিতাঞ্জলি', 'গীতানজলি']],
    ['নন্দিত নরকে', ['nondito noroke', 'nandito naroke', 'নন্দিত নরকে']],
    ['ময়ূরাক্ষী', ['mayurakshi', 'moyurakkhi', 'ময়ূরাক্ষী', 'ময়ুরাক্ষি']],
    ['অগ্নিবীণা', ['agnibeena', 'ognibina', 'অগ্নিবীণা', 'অগ্নিবিনা']],
    ['শেষের কবিতা', ['sesher kobita', 'shesher kobita', 'shesher kabita', 'শেষের কবিতা', 'শেসের কবিতা']],
    ['জীবনানন্দ দাশ', ['jibanananda', 'jibonanondo', 'jibanananda das', 'জীবনানন্দ']],
    ['বিভূতিভূষণ বন্দ্যোপাধ্যায়', ['bibhutibhushan', 'bibhuti bhushan', 'bibhuti', 'banerjee', 'bandyopadhyay']],
    ['সত্যজিৎ রায়', ['satyajit ray', 'satyajit roy', 'ray', 'roy', 'সত্যজিত']],
    ['বুদ্ধদেব বসু', ['buddhadeb bose', 'buddhadeva basu', 'bose']],
  ];
  for (const [stored, queries] of banglaBooks) {
    it.each(queries)(`%s finds ${stored}`, (query) => {
      expect(finds(query, stored)).toBe(true);
    });
  }

  const latinBooks: Array<[string, string[]]> = [
    ['Humayun Ahmed', ['হুমায়ূন', 'হুমায়ুন আহমেদ']],
    ['Rabindranath Tagore', ['রবীন্দ্রনাথ', 'ঠাকুর', 'রবীন্দ্রনাথ ঠাকুর']],
    ['Kazi Nazrul Islam', ['নজরুল', 'কাজী নজরুল ইসলাম']],
    ['Gitanjali', ['গীতাঞ্জলি']],
    ['Himu', ['হিমু']],
    ['Sharat Chandra Chattopadhyay', ['শরৎ', 'শরৎচন্দ্র', 'চট্টোপাধ্যায়']],
    ['Mayurakshi', ['ময়ূরাক্ষী']],
    ['Agnibeena', ['অগ্নিবীণা']],
    ['Shesher Kobita', ['শেষের কবিতা']],
    ['Nondito Noroke', ['নন্দিত নরকে']],
    ['Jibanananda Das', ['জীবনানন্দ', 'জীবনানন্দ দাশ']],
  ];
  for (const [stored, queries] of latinBooks) {
    it.each(queries)(`%s finds ${stored}`, (query) => {
      expect(finds(query, stored)).toBe(true);
    });
  }

  it('finds a book from a query that mixes scripts', () => {
    const stored = 'কবিতা সমগ্র — রবীন্দ্রনাথ ঠাকুর';
    expect(finds('rabindranath কবিতা', stored)).toBe(true);
    expect(finds('রবীন্দ্রনাথ kobita', stored)).toBe(true);
    const keys = searchKeys('rabindranath কবিতা');
    expect(keys).toEqual(expect.arrayContaining(['rabindranath', 'rbindrnt', 'কবিতা', 'kbit']));
    expect(finds('rabindranath উপন্যাস', stored)).toBe(false);
  });

  it('finds the same keys whichever encoding of য় ড় ঢ় the stored text or the query used', () => {
    expect(searchKeys('হুমা\u09DFূন')).toEqual(searchKeys('হুমা\u09AF\u09BCূন'));
    expect(searchKeys('প\u09DCা')).toEqual(searchKeys('প\u09A1\u09BCা'));
    expect(searchKeys('আষা\u09DD')).toEqual(searchKeys('আষা\u09A2\u09BC'));
    expect(finds('ময়ূরাক্ষী'.normalize('NFD'), 'ম\u09DFূরাক্ষী')).toBe(true);
    expect(finds(`রবীন্\u200Dদ্রনাথ`, 'রবীন্দ্রনাথ ঠাকুর')).toBe(true);
    expect(finds(`রবীন্\u200Cদ্রনাথ`, 'Rabindranath Tagore')).toBe(true);
  });

  it('matches Bangla digits with Latin ones', () => {
    expect(finds('১৯৭১', 'Bangladesh 1971')).toBe(true);
    expect(finds('হিমু ২', 'হিমু 2')).toBe(true);
    expect(searchKeys('১৯৭১')).toEqual(['1971']);
  });

  it('lists each key once, words before their phonetic keys', () => {
    expect(searchKeys('হুমায়ূন আহমেদ')).toEqual(['হুমায়ুন', 'humun', 'আহমেদ', 'ahmed', 'humunahmed']);
    expect(searchKeys('himu himu')).toEqual(['himu', 'himuhimu']);
    expect(searchKeys('Tagore')).toEqual(['tagore', 'tgre', 'tkur']);
  });
});

describe('searchKeys: distinct books stay distinct', () => {
  const distinct: Array<[string, string]> = [
    ['himu', 'হুমায়ূন'],
    ['humayun', 'হিমু'],
    ['kobita', 'কবির'],
    ['kabir', 'কবিতা'],
    ['nazrul', 'রবীন্দ্রনাথ ঠাকুর'],
    ['rabindranath', 'কাজী নজরুল ইসলাম'],
    ['gitanjali', 'গীতা'],
    ['jibon', 'জীবনানন্দ দাশ'],
    ['himu', 'হিমালয়'],
    ['shesher kobita', 'শেষ প্রশ্ন'],
    ['nondito noroke', 'নন্দিনী'],
    ['mayurakshi', 'ময়ূর'],
    ['agnibeena', 'অগ্নিপরীক্ষা'],
    ['tagore', 'টেগার্ট'],
    ['ঠাকুর', 'টগর'],
    ['টগর', 'রবীন্দ্রনাথ ঠাকুর'],
  ];
  it.each(distinct)('%s does not find %s', (query, stored) => {
    expect(finds(query, stored)).toBe(false);
  });

  it('gives unrelated words different keys', () => {
    expect(keyOf('himu')).not.toBe(keyOf('humayun'));
    expect(keyOf('kobita')).not.toBe(keyOf('kabir'));
    expect(keyOf('nazrul')).not.toBe(keyOf('nirmal'));
    expect(keyOf('sharat')).not.toBe(keyOf('sourav'));
  });
});

describe('typos, in both scripts', () => {
  it('ranks a typo close to the key it misses', () => {
    expect(keySimilarity(keyOf('humayon'), keyOf('হুমায়ূন'))).toBeGreaterThanOrEqual(0.8);
    expect(isTypoClose(keyOf('humayon'), keyOf('হুমায়ূন'))).toBe(true);
    expect(isTypoClose(keyOf('rabindrananth'), keyOf('রবীন্দ্রনাথ'))).toBe(true);
    expect(isTypoClose(keyOf('nazrl'), keyOf('নজরুল'))).toBe(true);
    expect(isTypoClose(keyOf('mayurakhsi'), keyOf('ময়ূরাক্ষী'))).toBe(true);
    expect(isTypoClose(keyOf('gitanjil'), keyOf('গীতাঞ্জলি'))).toBe(true);
    // Bangla-script typos: a missing র-ফলা, a missing ু, a missing vowel sign
    expect(isTypoClose(keyOf('রবীন্দনাথ'), keyOf('রবীন্দ্রনাথ'))).toBe(true);
    expect(isTypoClose(keyOf('হুমায়ন'), keyOf('হুমায়ূন'))).toBe(true);
    expect(isTypoClose(keyOf('নজরল'), keyOf('নজরুল'))).toBe(true);
  });

  it('absorbs the typos that only touch the a/o vowel entirely', () => {
    expect(keyOf('rabindranth')).toBe(keyOf('রবীন্দ্রনাথ'));
    expect(keyOf('rabindarnath')).toBe(keyOf('রবীন্দ্রনাথ'));
    expect(searchSimilarity('rabindranth', 'রবীন্দ্রনাথ ঠাকুর')).toBe(1);
  });

  it('keeps unrelated words apart', () => {
    expect(isTypoClose(keyOf('himu'), keyOf('হুমায়ূন'))).toBe(false);
    expect(isTypoClose(keyOf('nazrul'), keyOf('রবীন্দ্রনাথ'))).toBe(false);
    expect(isTypoClose(keyOf('kobita'), keyOf('জীবনানন্দ'))).toBe(false);
    expect(isTypoClose(keyOf('gitanjali'), keyOf('গীতা'))).toBe(false);
    expect(keySimilarity(keyOf('himu'), keyOf('হুমায়ূন'))).toBeLessThan(0.7);
  });

  it('scores a whole query against a stored text', () => {
    expect(searchSimilarity('humayun ahmed', 'হুমায়ূন আহমেদ')).toBe(1);
    const typo = searchSimilarity('humayon ahmed', 'হুমায়ূন আহমেদ');
    expect(typo).toBeGreaterThan(0.85);
    expect(typo).toBeLessThan(1);
    expect(searchSimilarity('himu', 'হুমায়ূন আহমেদ')).toBeLessThan(0.7);
    expect(searchSimilarity('😀', 'হুমায়ূন আহমেদ')).toBe(0);
  });

  it('counts a swap of neighbouring letters as one typo', () => {
    expect(keySimilarity('abcd', 'abdc')).toBe(0.75);
    expect(keySimilarity('abcd', 'abcd')).toBe(1);
    expect(keySimilarity('', '')).toBe(1);
    expect(keySimilarity('abc', '')).toBe(0);
    expect(isTypoClose('ab', 'ac')).toBe(false);
    expect(isTypoClose('abcdefgh', 'abdcefgx')).toBe(true);
    expect(isTypoClose('abcdefgh', 'abdcexgy')).toBe(false);
  });
});

describe('querySignificant: whether a query has anything to search on', () => {
  it.each(['😀🎉', '!!!', '...', '   ', '', '—', '।', '৳', 'a', 'ক', '্', 'া', '😀 !', '\u200D\u200C', 'ঁ'])('%j has no searchable word', (query) => {
    expect(querySignificant(query)).toBe(false);
    expect(searchKeys(query).filter((key) => key.length >= 2)).toEqual([]);
  });

  it.each(['ab', 'কি', '12', '১২', 'হিমু 📚', '😀 himu', 'x y zz', '“Gitanjali”'])('%j has one', (query) => {
    expect(querySignificant(query)).toBe(true);
  });
});

describe('searchKeys: properties', () => {
  const banglaBlock = fc.integer({ min: 0x0980, max: 0x09ff }).map((code) => String.fromCharCode(code));
  const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
  const text = fc.string({ unit: fc.oneof(banglaBlock, anyCodeUnit, fc.constantFrom(' ', 'a', 'h', 'o', 'y', 'ksh', '\u200D'), fc.string({ unit: 'binary', maxLength: 1 })), maxLength: 30 });

  it('never throws, and gives a text and its normalised form the same keys (one normalisation, both sides)', () => {
    fc.assert(
      fc.property(text, (input) => {
        const keys = searchKeys(input);
        expect(searchKeys(normalizeBangla(input))).toEqual(keys);
        expect(new Set(keys).size).toBe(keys.length);
        expect(phoneticKeys(input).every((key) => keys.includes(key))).toBe(true);
        expect(typeof querySignificant(input)).toBe('boolean');
      }),
      { numRuns: 1500 },
    );
  });
});

describe('typoSimilarity', () => {
  /** Keys as phonetic keys look: a few letters, so that near misses (and ones just out of reach) are common. */
  const key = fc.string({ unit: fc.constantFrom('a', 'b', 'k', 'r', 'n', 't', 'h', 'm'), minLength: 0, maxLength: 12 });
  it('is keySimilarity for keys a typo apart and undefined for the rest, with its distance stopped early', () => {
    let close = 0;
    fc.assert(
      fc.property(key, key, fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 3 }), (a, other, edits, cut) => {
        // b: a with a few edits, or an unrelated key, so that both sides of the typo line are tried.
        let b = edits === 4 ? other : a;
        for (let i = 0; i < edits && edits < 4; i += 1) {
          const at = (cut * 7 + i * 3) % (b.length + 1);
          b = i % 3 === 0 ? b.slice(0, at) + 'k' + b.slice(at) : i % 3 === 1 ? b.slice(0, at) + b.slice(at + 1) : b.slice(0, at) + b.slice(at + 1, at + 2) + b.slice(at, at + 1) + b.slice(at + 2);
        }
        // isTypoClose (its distance stopped early) against the full distance keySimilarity measures.
        const allowed = Math.min(a.length, b.length) <= 2 ? 0 : Math.min(a.length, b.length) <= 5 ? 1 : 2;
        const distance = Math.round((1 - keySimilarity(a, b)) * Math.max(a.length, b.length, 1));
        expect(isTypoClose(a, b)).toBe(Math.abs(a.length - b.length) <= allowed && distance <= allowed);
        const expected = isTypoClose(a, b) ? keySimilarity(a, b) : undefined;
        if (expected !== undefined) close += 1;
        expect(typoSimilarity(a, b)).toBe(expected);
        expect(typoSimilarity(b, a)).toBe(isTypoClose(b, a) ? keySimilarity(b, a) : undefined);
      }),
      { numRuns: 5000 },
    );
    expect(close).toBeGreaterThan(1000);
    expect(close).toBeLessThan(4500);
    expect(typoSimilarity('humayun', 'humayon')).toBeCloseTo(1 - 1 / 7);
    expect(typoSimilarity('rabindranat', 'rbindrnt')).toBeUndefined();
  });
});
