import { illustratedCover } from './illustrated-cover';
import { inPageLanguage } from './localized';

/** Sample books of the home page's hero carousel (SPEC §3: hard-coded, not from the catalogue). */
export interface HeroBook {
  id: string;
  title: string;
  author: string;
  price: number;
  oldPrice: number;
  rating: number;
  reviews: number;
  image: string;
  badge: string;
  description: string;
}

export const HERO_BOOKS: HeroBook[] = [
  {
    id: 'hero-gitanjali',
    title: 'Gitanjali',
    author: 'Rabindranath Tagore',
    price: 18.99,
    oldPrice: 24.99,
    rating: 4.9,
    reviews: 1284,
    image: illustratedCover('Gitanjali', 'Rabindranath Tagore', '#006a4e', '#043f30'),
    badge: 'Bestseller',
    description: 'The Nobel-winning song offerings, in a new illustrated edition that keeps the music of every line.',
  },
  {
    id: 'hero-agnibeena',
    title: 'Agnibeena',
    author: 'Kazi Nazrul Islam',
    price: 14.5,
    oldPrice: 19.0,
    rating: 4.8,
    reviews: 963,
    image: illustratedCover('Agnibeena', 'Kazi Nazrul Islam', '#d01c31', '#7a1020'),
    badge: 'Classic',
    description: 'The rebel poet’s first collection: fiery verses that shook an empire, with notes for new readers.',
  },
  {
    id: 'hero-nondito-noroke',
    title: 'Nondito Noroke',
    author: 'Humayun Ahmed',
    price: 12.75,
    oldPrice: 16.5,
    rating: 4.7,
    reviews: 758,
    image: illustratedCover('Nondito Noroke', 'Humayun Ahmed', '#1e3a8a', '#0f172a'),
    badge: 'New Edition',
    description: 'A tender, heartbreaking portrait of a middle-class Dhaka family — the novel that made a generation read.',
  },
];

const HERO_BOOKS_BN: HeroBook[] = HERO_BOOKS.map((book, index) => ({
  ...book,
  ...[
    { title: 'গীতাঞ্জলি', author: 'রবীন্দ্রনাথ ঠাকুর', badge: 'বেস্টসেলার', description: 'নোবেলজয়ী গানের সংকলন, নতুন সচিত্র সংস্করণে — প্রতিটি পঙ্‌ক্তির সুর অটুট।' },
    { title: 'অগ্নিবীণা', author: 'কাজী নজরুল ইসলাম', badge: 'চিরায়ত', description: 'বিদ্রোহী কবির প্রথম কাব্যগ্রন্থ: যে আগুনঝরা কবিতা সাম্রাজ্য কাঁপিয়েছিল, নতুন পাঠকের জন্য টীকাসহ।' },
    { title: 'নন্দিত নরকে', author: 'হুমায়ূন আহমেদ', badge: 'নতুন সংস্করণ', description: 'ঢাকার এক মধ্যবিত্ত পরিবারের মমতাময়, হৃদয়ভাঙা গল্প — যে উপন্যাস একটি প্রজন্মকে বই পড়িয়েছে।' },
  ][index],
}));

/** The hero's books in the page's language. */
export function heroBooks(): HeroBook[] {
  return inPageLanguage(HERO_BOOKS, HERO_BOOKS_BN);
}
