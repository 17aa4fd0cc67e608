import { randomUUID } from 'node:crypto';
import { BOOK_CATEGORIES, OWN_COVER_PREFIX, type Currency } from '@boipoka/shared';

/** Word lists for generated load-test books. */
const ADJECTIVES = [
  'Silent',
  'Golden',
  'Hidden',
  'Forgotten',
  'Crimson',
  'Endless',
  'Quiet',
  'Wandering',
  'Broken',
  'Bright',
  'Distant',
  'Secret',
  'Ancient',
  'Burning',
  'Gentle',
  'Restless',
  'Midnight',
  'Monsoon',
  'River',
  'Paper',
  'Last',
  'First',
  'Little',
  'Wild',
  'Hollow',
];
const NOUNS = [
  'River',
  'Garden',
  'Kingdom',
  'Lantern',
  'Harbour',
  'Village',
  'Mirror',
  'Song',
  'Journey',
  'Letters',
  'Season',
  'Island',
  'Promise',
  'Shadow',
  'Horizon',
  'Orchard',
  'Compass',
  'Monsoon',
  'Bridge',
  'Festival',
  'Boatman',
  'Market',
  'Tide',
  'Memory',
  'Sky',
];
const PATTERNS = [
  'The {a} {n}',
  '{a} {n}',
  'A {n} of {n2}',
  'The {n} and the {n2}',
  'Beyond the {a} {n}',
  'Notes on the {n}',
  'When the {n} Sings',
  'The {n} Keeper',
  'Tales of the {a} {n}',
  'The Art of {n}',
];
const FIRST = [
  'Anisul',
  'Rafiq',
  'Selina',
  'Tahmina',
  'Imran',
  'Sadia',
  'Arif',
  'Nadia',
  'Kamal',
  'Shirin',
  'Farid',
  'Rumana',
  'Zahid',
  'Laila',
  'Mahbub',
  'Sumaiya',
  'Emma',
  'Oliver',
  'Priya',
  'Daniel',
  'Hannah',
  'Omar',
  'Grace',
  'Leo',
  'Maya',
];
const LAST = [
  'Hossain',
  'Rahman',
  'Chowdhury',
  'Ahmed',
  'Islam',
  'Karim',
  'Begum',
  'Haque',
  'Sarkar',
  'Das',
  'Roy',
  'Khan',
  'Miah',
  'Uddin',
  'Siddiqui',
  'Smith',
  'Patel',
  'Walker',
  'Nguyen',
  'Brown',
  'Kapoor',
  'Evans',
  'Ali',
  'Sen',
  'Bose',
];
const SUBJECTS = ['a family', 'two friends', 'a young teacher', 'a fisherman', 'a scientist', 'a poet', 'an old city', 'a lost letter', 'a river village', 'a daring student'];
const THEMES = ['love and loss', 'courage', 'the meaning of home', 'faith and doubt', 'discovery', 'a changing country', 'memory', 'ambition', 'forgiveness', 'the stars'];

export function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length]!;
}

export function generatedBook(i: number, now: number) {
  const r = (k: number) => Math.abs(Math.imul(i + 1, 2654435761) ^ Math.imul(k + 7, 40503)) >>> 0;
  const title = pick(PATTERNS, r(1))
    .replace('{a}', pick(ADJECTIVES, r(2)))
    .replace('{n2}', pick(NOUNS, r(4)))
    .replace('{n}', pick(NOUNS, r(3)));
  const author = `${pick(FIRST, r(5))} ${pick(LAST, r(6))}`;
  const id = randomUUID();
  return {
    id,
    title: r(9) % 7 === 0 ? `${title} ${(i % 9) + 2}` : title,
    author,
    category: pick(BOOK_CATEGORIES, r(7)),
    priceCents: 499 + (r(8) % 5500),
    quantity: r(10) % 10 === 0 ? 0 : r(10) % 60,
    image: `${OWN_COVER_PREFIX}${id}.svg`,
    description: `A story about ${pick(SUBJECTS, r(11))} and ${pick(THEMES, r(12))}.`,
    createdAt: new Date(now - i * 1000),
    updatedAt: new Date(now),
  };
}

/** Word lists for generated Bangla-script books (a Bangladeshi catalogue is largely Bangla). */
const BN_ADJECTIVES = [
  'নীরব',
  'সোনালি',
  'লুকোনো',
  'হারানো',
  'রক্তিম',
  'অন্তহীন',
  'শান্ত',
  'ভবঘুরে',
  'ভাঙা',
  'উজ্জ্বল',
  'দূরের',
  'গোপন',
  'প্রাচীন',
  'জ্বলন্ত',
  'কোমল',
  'অস্থির',
  'মাঝরাতের',
  'বর্ষার',
  'নদীর',
  'কাগজের',
  'শেষ',
  'প্রথম',
  'ছোট্ট',
  'বুনো',
  'নিঃসঙ্গ',
];
const BN_NOUNS = [
  'নদী',
  'বাগান',
  'রাজ্য',
  'লণ্ঠন',
  'বন্দর',
  'গ্রাম',
  'আয়না',
  'গান',
  'যাত্রা',
  'চিঠি',
  'ঋতু',
  'দ্বীপ',
  'প্রতিশ্রুতি',
  'ছায়া',
  'দিগন্ত',
  'আমবাগান',
  'দিশা',
  'বর্ষা',
  'সেতু',
  'উৎসব',
  'মাঝি',
  'হাট',
  'জোয়ার',
  'স্মৃতি',
  'আকাশ',
];
const BN_PATTERNS = ['{a} {n}', '{n} ও {n2}', '{a} {n} এবং {n2}', 'আমার {n}', 'এক {a} {n}', '{n} নিয়ে গল্প', '{n} থেকে {n2}', 'তোমার {a} {n}', '{n} কথা', '{a} {n} সমগ্র'];
/** First and last names in Bangla script, with the Latin spelling the shop stores as the author's other-script form. */
const BN_FIRST: readonly [string, string][] = [
  ['আনিসুল', 'Anisul'],
  ['রফিক', 'Rafiq'],
  ['সেলিনা', 'Selina'],
  ['তাহমিনা', 'Tahmina'],
  ['ইমরান', 'Imran'],
  ['সাদিয়া', 'Sadia'],
  ['আরিফ', 'Arif'],
  ['নাদিয়া', 'Nadia'],
  ['কামাল', 'Kamal'],
  ['শিরিন', 'Shirin'],
  ['ফরিদ', 'Farid'],
  ['রুমানা', 'Rumana'],
  ['জাহিদ', 'Zahid'],
  ['লায়লা', 'Laila'],
  ['মাহবুব', 'Mahbub'],
  ['সুমাইয়া', 'Sumaiya'],
  ['মৌসুমী', 'Mousumi'],
  ['সুমন', 'Sumon'],
  ['তানভীর', 'Tanvir'],
  ['ফারহানা', 'Farhana'],
  ['রাকিব', 'Rakib'],
  ['নুসরাত', 'Nusrat'],
  ['শাহেদ', 'Shahed'],
  ['মিতু', 'Mitu'],
  ['জয়', 'Joy'],
];
const BN_LAST: readonly [string, string][] = [
  ['হোসেন', 'Hossain'],
  ['রহমান', 'Rahman'],
  ['চৌধুরী', 'Chowdhury'],
  ['আহমেদ', 'Ahmed'],
  ['ইসলাম', 'Islam'],
  ['করিম', 'Karim'],
  ['বেগম', 'Begum'],
  ['হক', 'Haque'],
  ['সরকার', 'Sarkar'],
  ['দাস', 'Das'],
  ['রায়', 'Roy'],
  ['খান', 'Khan'],
  ['মিয়া', 'Miah'],
  ['উদ্দিন', 'Uddin'],
  ['সিদ্দিকী', 'Siddiqui'],
  ['মজুমদার', 'Majumder'],
  ['ভট্টাচার্য', 'Bhattacharya'],
  ['চক্রবর্তী', 'Chakraborty'],
  ['সেন', 'Sen'],
  ['বসু', 'Bose'],
  ['আলম', 'Alam'],
  ['মাহমুদ', 'Mahmud'],
  ['তালুকদার', 'Talukder'],
  ['পাল', 'Pal'],
  ['দত্ত', 'Dutta'],
];

/**
 * A generated Bangla-script book: title and author in Bangla, the author's Latin spelling as its other-script form
 * (the title has none, as most Bangla titles in a shop: Latin queries find it through the phonetic keys).
 */
export function generatedBanglaBook(i: number, now: number) {
  const book = generatedBook(i, now);
  const r = (k: number) => Math.abs(Math.imul(i + 1, 2246822519) ^ Math.imul(k + 13, 40503)) >>> 0;
  const title = pick(BN_PATTERNS, r(1))
    .replace('{a}', pick(BN_ADJECTIVES, r(2)))
    .replace('{n2}', pick(BN_NOUNS, r(4)))
    .replace('{n}', pick(BN_NOUNS, r(3)));
  const first = pick(BN_FIRST, r(5));
  const last = pick(BN_LAST, r(6));
  return {
    ...book,
    title: r(9) % 7 === 0 ? `${title} ${(i % 9) + 2}` : title,
    author: `${first[0]} ${last[0]}`,
    altTitle: '',
    altAuthor: `${first[1]} ${last[1]}`,
  };
}

/**
 * The seed CLI's catalogue: one book in three in Bangla script, the others in English. In a Taka shop priced as one:
 * whole Taka from ৳150 to ৳1,500 (the dollar shop's $4.99-$59.98 would read ৳4.99).
 */
export function generatedCatalogueBook(i: number, now: number, currency: Currency = 'USD') {
  const book = i % 3 === 1 ? generatedBanglaBook(i, now) : generatedBook(i, now);
  if (currency === 'USD') return book;
  const r = Math.abs(Math.imul(i + 1, 2654435761) ^ Math.imul(15, 40503)) >>> 0;
  return { ...book, priceCents: (150 + (r % 1351)) * 100 };
}
