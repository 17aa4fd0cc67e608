/**
 * The demo catalogue beyond SEED_BOOKS: a tree of categories, the publishers and series a Bangladeshi reader looks for,
 * the facets of every book already in SEED_BOOKS, and more real books in both scripts.
 *
 * What is not known for certain is left out, never invented: a publisher only where it is the book's real (original or
 * current Bangladeshi) publisher, a series number only where the order is well known, a year only where it is the well
 * known year of first publication, and an ISBN only where it is certain (nearly never: null).
 */

export interface SeedCategory {
  slug: string;
  nameEn: string;
  nameBn: string;
  /** The parent's slug; null for a root. */
  parent: string | null;
  position: number;
}

export interface SeedPublisher {
  slug: string;
  nameEn: string;
  nameBn: string;
}

export interface SeedSeries {
  slug: string;
  nameEn: string;
  nameBn: string;
  /** The publisher's slug, where one publisher publishes the whole series. */
  publisher: string | null;
}

export interface SeedFacets {
  /** Category slugs, the first the primary one; at least one. */
  categories: string[];
  publisher: string | null;
  series: string | null;
  seriesNumber: number | null;
}

export interface SeedCatalogueBook extends SeedFacets {
  title: string;
  author: string;
  /** The title and author in the other script ('' only when there is none). */
  altTitle: string;
  altAuthor: string;
  /** In dollars, for SPEC's shop: about the Taka price at ৳110 to the dollar, at least 0.99. */
  price: number;
  /** In Taka, what Bangladeshi bookshops ask, rounded to ৳10. */
  priceBdt: number;
  quantity: number;
  description: string;
  language: 'bn' | 'en';
  yearPublished: number | null;
  isbn: string | null;
}

/** The five categories of SPEC are the first roots (same slugs as ever); the others are roots or their children. */
export const SEED_CATEGORIES: SeedCategory[] = [
  { slug: 'fiction', nameEn: 'Fiction', nameBn: 'কথাসাহিত্য', parent: null, position: 1 },
  { slug: 'religious', nameEn: 'Religious', nameBn: 'ধর্মীয়', parent: null, position: 2 },
  { slug: 'poetry', nameEn: 'Poetry', nameBn: 'কবিতা', parent: null, position: 3 },
  { slug: 'self-development', nameEn: 'Self Development', nameBn: 'আত্মউন্নয়ন', parent: null, position: 4 },
  { slug: 'science', nameEn: 'Science', nameBn: 'বিজ্ঞান', parent: null, position: 5 },
  { slug: 'children', nameEn: 'Children & Teens', nameBn: 'শিশু-কিশোর', parent: null, position: 6 },
  { slug: 'liberation-war', nameEn: 'Liberation War', nameBn: 'মুক্তিযুদ্ধ', parent: null, position: 7 },
  { slug: 'biography', nameEn: 'Biography & Memoir', nameBn: 'আত্মজীবনী ও স্মৃতিকথা', parent: null, position: 8 },
  { slug: 'history', nameEn: 'History', nameBn: 'ইতিহাস', parent: null, position: 9 },
  { slug: 'drama', nameEn: 'Drama', nameBn: 'নাটক', parent: null, position: 10 },
  { slug: 'classics', nameEn: 'Classics', nameBn: 'চিরায়ত সাহিত্য', parent: null, position: 11 },
  { slug: 'english-literature', nameEn: 'English Literature', nameBn: 'ইংরেজি সাহিত্য', parent: null, position: 12 },
  { slug: 'admission', nameEn: 'Admission Preparation', nameBn: 'ভর্তি প্রস্তুতি', parent: null, position: 13 },
  // Fiction
  { slug: 'novel', nameEn: 'Novels', nameBn: 'উপন্যাস', parent: 'fiction', position: 1 },
  { slug: 'short-stories', nameEn: 'Short Stories', nameBn: 'গল্প', parent: 'fiction', position: 2 },
  { slug: 'thriller', nameEn: 'Thriller & Mystery', nameBn: 'থ্রিলার / রহস্য-রোমাঞ্চ', parent: 'fiction', position: 3 },
  { slug: 'detective', nameEn: 'Detective', nameBn: 'গোয়েন্দা', parent: 'fiction', position: 4 },
  { slug: 'science-fiction', nameEn: 'Science Fiction', nameBn: 'সায়েন্স ফিকশন', parent: 'fiction', position: 5 },
  { slug: 'fantasy', nameEn: 'Fantasy', nameBn: 'ফ্যান্টাসি', parent: 'fiction', position: 6 },
  // Religious
  { slug: 'quran-tafsir', nameEn: 'Quran & Tafsir', nameBn: 'কুরআন ও তাফসীর', parent: 'religious', position: 1 },
  { slug: 'hadith', nameEn: 'Hadith', nameBn: 'হাদিস', parent: 'religious', position: 2 },
  { slug: 'seerah', nameEn: 'Seerah', nameBn: 'সীরাত', parent: 'religious', position: 3 },
  { slug: 'islamic-history', nameEn: 'Islamic History', nameBn: 'ইসলামের ইতিহাস', parent: 'religious', position: 4 },
  // Children
  { slug: 'kishore-novel', nameEn: 'Teen Novels', nameBn: 'কিশোর উপন্যাস', parent: 'children', position: 1 },
  { slug: 'rupkotha', nameEn: 'Fairy Tales & Folk Tales', nameBn: 'রূপকথা ও লোককাহিনি', parent: 'children', position: 2 },
  { slug: 'rhymes', nameEn: 'Rhymes', nameBn: 'ছড়া', parent: 'children', position: 3 },
];

export const SEED_PUBLISHERS: SeedPublisher[] = [
  // Bangladesh
  { slug: 'anyaprokash', nameEn: 'Anyaprokash', nameBn: 'অন্যপ্রকাশ' },
  { slug: 'prothoma', nameEn: 'Prothoma Prokashon', nameBn: 'প্রথমা প্রকাশন' },
  { slug: 'sheba', nameEn: 'Sheba Prokashoni', nameBn: 'সেবা প্রকাশনী' },
  { slug: 'shomoy', nameEn: 'Shomoy Prokashon', nameBn: 'সময় প্রকাশন' },
  { slug: 'samakalin', nameEn: 'Samakalin Prokashon', nameBn: 'সমকালীন প্রকাশন' },
  { slug: 'batighar', nameEn: 'Batighar Prokashoni', nameBn: 'বাতিঘর প্রকাশনী' },
  { slug: 'sandhani', nameEn: 'Sandhani Prokashoni', nameBn: 'সন্ধানী প্রকাশনী' },
  { slug: 'upl', nameEn: 'The University Press Limited', nameBn: 'দ্য ইউনিভার্সিটি প্রেস লিমিটেড' },
  { slug: 'bangla-academy', nameEn: 'Bangla Academy', nameBn: 'বাংলা একাডেমি' },
  { slug: 'islamic-foundation', nameEn: 'Islamic Foundation Bangladesh', nameBn: 'ইসলামিক ফাউন্ডেশন বাংলাদেশ' },
  // India
  { slug: 'ananda', nameEn: 'Ananda Publishers', nameBn: 'আনন্দ পাবলিশার্স' },
  { slug: 'universities-press', nameEn: 'Universities Press', nameBn: 'ইউনিভার্সিটিজ প্রেস' },
  // Abroad
  { slug: 'darussalam', nameEn: 'Darussalam', nameBn: 'দারুসসালাম' },
  { slug: 'bloomsbury', nameEn: 'Bloomsbury', nameBn: 'ব্লুমসবেরি' },
  { slug: 'cambridge-university-press', nameEn: 'Cambridge University Press', nameBn: 'কেমব্রিজ ইউনিভার্সিটি প্রেস' },
  { slug: 'oxford-university-press', nameEn: 'Oxford University Press', nameBn: 'অক্সফোর্ড ইউনিভার্সিটি প্রেস' },
  { slug: 'macmillan', nameEn: 'Macmillan', nameBn: 'ম্যাকমিলান' },
  { slug: 'john-murray', nameEn: 'John Murray', nameBn: 'জন মারে' },
  { slug: 'secker-warburg', nameEn: 'Secker & Warburg', nameBn: 'সেকার অ্যান্ড ওয়ারবার্গ' },
  { slug: 'allen-unwin', nameEn: 'George Allen & Unwin', nameBn: 'জর্জ অ্যালেন অ্যান্ড আনউইন' },
  { slug: 'collins-crime-club', nameEn: 'Collins Crime Club', nameBn: 'কলিন্স ক্রাইম ক্লাব' },
  { slug: 'george-newnes', nameEn: 'George Newnes', nameBn: 'জর্জ নিউনস' },
  { slug: 'geoffrey-bles', nameEn: 'Geoffrey Bles', nameBn: 'জেফ্রি ব্লেস' },
  { slug: 'faber', nameEn: 'Faber & Faber', nameBn: 'ফেবার অ্যান্ড ফেবার' },
  { slug: 'scribner', nameEn: 'Scribner', nameBn: 'স্ক্রিবনার' },
  { slug: 'riverhead', nameEn: 'Riverhead Books', nameBn: 'রিভারহেড বুকস' },
  { slug: 'lippincott', nameEn: 'J. B. Lippincott', nameBn: 'জে. বি. লিপিনকট' },
  { slug: 't-egerton', nameEn: 'T. Egerton', nameBn: 'টি. এজারটন' },
  { slug: 'little-brown', nameEn: 'Little, Brown and Company', nameBn: 'লিটল, ব্রাউন অ্যান্ড কোম্পানি' },
  { slug: 'doubleday', nameEn: 'Doubleday', nameBn: 'ডাবলডে' },
  { slug: 'canongate', nameEn: 'Canongate', nameBn: 'ক্যাননগেট' },
  { slug: 'knopf', nameEn: 'Alfred A. Knopf', nameBn: 'আলফ্রেড এ. নফ' },
  { slug: 'philosophical-library', nameEn: 'Philosophical Library', nameBn: 'ফিলোসফিক্যাল লাইব্রেরি' },
  { slug: 'harpersanfrancisco', nameEn: 'HarperSanFrancisco', nameBn: 'হার্পারস্যানফ্রান্সিসকো' },
  { slug: 'avery', nameEn: 'Avery', nameBn: 'অ্যাভেরি' },
  { slug: 'free-press', nameEn: 'Free Press', nameBn: 'ফ্রি প্রেস' },
  { slug: 'simon-schuster', nameEn: 'Simon & Schuster', nameBn: 'সাইমন অ্যান্ড শুস্টার' },
  { slug: 'random-house', nameEn: 'Random House', nameBn: 'র‍্যান্ডম হাউস' },
  { slug: 'grand-central', nameEn: 'Grand Central Publishing', nameBn: 'গ্র্যান্ড সেন্ট্রাল পাবলিশিং' },
  { slug: 'fsg', nameEn: 'Farrar, Straus and Giroux', nameBn: 'ফারার, স্ট্রাউস অ্যান্ড জিরু' },
  { slug: 'bantam', nameEn: 'Bantam Books', nameBn: 'ব্যান্টাম বুকস' },
  { slug: 'harvill-secker', nameEn: 'Harvill Secker', nameBn: 'হারভিল সেকার' },
  { slug: 'ww-norton', nameEn: 'W. W. Norton', nameBn: 'ডব্লিউ. ডব্লিউ. নর্টন' },
  { slug: 'houghton-mifflin', nameEn: 'Houghton Mifflin', nameBn: 'হটন মিফলিন' },
  { slug: 'harriman-house', nameEn: 'Harriman House', nameBn: 'হ্যারিম্যান হাউস' },
  { slug: 'college-board', nameEn: 'College Board', nameBn: 'কলেজ বোর্ড' },
];

export const SEED_SERIES: SeedSeries[] = [
  { slug: 'feluda', nameEn: 'Feluda', nameBn: 'ফেলুদা', publisher: 'ananda' },
  { slug: 'professor-shonku', nameEn: 'Professor Shonku', nameBn: 'প্রোফেসর শঙ্কু', publisher: 'ananda' },
  { slug: 'masud-rana', nameEn: 'Masud Rana', nameBn: 'মাসুদ রানা', publisher: 'sheba' },
  { slug: 'tin-goyenda', nameEn: 'Tin Goyenda', nameBn: 'তিন গোয়েন্দা', publisher: 'sheba' },
  { slug: 'himu', nameEn: 'Himu', nameBn: 'হিমু', publisher: null },
  { slug: 'misir-ali', nameEn: 'Misir Ali', nameBn: 'মিসির আলি', publisher: null },
  { slug: 'kakababu', nameEn: 'Kakababu', nameBn: 'কাকাবাবু', publisher: 'ananda' },
  { slug: 'byomkesh', nameEn: 'Byomkesh Bakshi', nameBn: 'ব্যোমকেশ', publisher: null },
  { slug: 'animesh', nameEn: 'Animesh (Uttoradhikar trilogy)', nameBn: 'অনিমেষ (উত্তরাধিকার ত্রয়ী)', publisher: null },
  { slug: 'arjun', nameEn: 'Arjun', nameBn: 'অর্জুন', publisher: null },
  { slug: 'beg-bastard', nameEn: 'Beg-Bastard', nameBn: 'বেগ-বাস্টার্ড', publisher: 'batighar' },
  { slug: 'jara-bhor-enechhilo', nameEn: 'Jara Bhor Enechhilo', nameBn: 'যারা ভোর এনেছিল', publisher: 'prothoma' },
  { slug: 'paradoxical-sajid', nameEn: 'Paradoxical Sajid', nameBn: 'প্যারাডক্সিক্যাল সাজিদ', publisher: null },
  { slug: 'bengal-trilogy', nameEn: 'The Bengal Trilogy', nameBn: 'বেঙ্গল ট্রিলজি', publisher: null },
  { slug: 'harry-potter', nameEn: 'Harry Potter', nameBn: 'হ্যারি পটার', publisher: 'bloomsbury' },
  { slug: 'sherlock-holmes', nameEn: 'Sherlock Holmes', nameBn: 'শার্লক হোমস', publisher: null },
  { slug: 'hercule-poirot', nameEn: 'Hercule Poirot', nameBn: 'এরকুল পোয়ারো', publisher: null },
  { slug: 'cambridge-ielts', nameEn: 'Cambridge IELTS', nameBn: 'কেমব্রিজ আইইএলটিএস', publisher: 'cambridge-university-press' },
];

const facets = (categories: string[], publisher: string | null = null, series: string | null = null, seriesNumber: number | null = null): SeedFacets => ({
  categories,
  publisher,
  series,
  seriesNumber,
});

/**
 * The facets of every book of SEED_BOOKS, keyed by its title as stored: its primary category is its old category or a
 * child of it, and its publisher is the one SEED_BOOK_DETAILS names (where that publisher is listed here).
 */
export const SEED_FACETS: Readonly<Record<string, SeedFacets>> = {
  // Fiction
  'Pather Panchali': facets(['novel', 'classics']),
  Devdas: facets(['novel', 'classics']),
  Srikanta: facets(['novel', 'classics']),
  'নন্দিত নরকে': facets(['novel']),
  'শঙ্খনীল কারাগার': facets(['novel']),
  ময়ূরাক্ষী: facets(['novel'], null, 'himu', 1),
  হিমু: facets(['novel'], null, 'himu', 3),
  Deyal: facets(['novel', 'history'], 'anyaprokash'),
  'দীপু নাম্বার টু': facets(['novel', 'kishore-novel']),
  'Amar Bondhu Rashed': facets(['novel', 'kishore-novel', 'liberation-war']),
  'Chokher Bali': facets(['novel', 'classics']),
  'The Home and the World': facets(['novel', 'classics'], 'macmillan'),
  Gora: facets(['novel', 'classics']),
  'শেষের কবিতা': facets(['novel', 'classics']),
  'Padma Nadir Majhi': facets(['novel', 'classics']),
  Lalsalu: facets(['novel', 'classics']),
  'Sonar Kella': facets(['detective', 'children'], 'ananda', 'feluda', 6),
  'A Golden Age': facets(['fiction', 'liberation-war', 'english-literature'], 'john-murray', 'bengal-trilogy', 1),
  'The Kite Runner': facets(['fiction', 'english-literature'], 'riverhead'),
  'To Kill a Mockingbird': facets(['fiction', 'classics', 'english-literature'], 'lippincott'),
  'Nineteen Eighty-Four': facets(['fiction', 'classics', 'english-literature'], 'secker-warburg'),
  'Pride and Prejudice': facets(['fiction', 'classics', 'english-literature'], 't-egerton'),
  // Religious
  'The Sealed Nectar': facets(['seerah'], 'darussalam'),
  'Fortress of the Muslim': facets(['religious'], 'darussalam'),
  "Don't Be Sad": facets(['religious']),
  'Riyad as-Salihin': facets(['hadith']),
  'প্যারাডক্সিক্যাল সাজিদ': facets(['religious'], null, 'paradoxical-sajid', 1),
  'Reclaim Your Heart': facets(['religious']),
  'Lost Islamic History': facets(['islamic-history', 'history']),
  'Bhagavad Gita As It Is': facets(['religious']),
  'The Dhammapada': facets(['religious']),
  'Mere Christianity': facets(['religious'], 'geoffrey-bles'),
  'Autobiography of a Yogi': facets(['religious', 'biography'], 'philosophical-library'),
  'The Holy Bible: King James Version': facets(['religious']),
  // Poetry
  Gitanjali: facets(['poetry', 'classics']),
  সঞ্চয়িতা: facets(['poetry']),
  অগ্নিবীণা: facets(['poetry']),
  সঞ্চিতা: facets(['poetry']),
  'The Rebel and Other Poems': facets(['poetry']),
  'বনলতা সেন': facets(['poetry']),
  'রূপসী বাংলা': facets(['poetry']),
  'সোনালি কাবিন': facets(['poetry']),
  'বন্দী শিবির থেকে': facets(['poetry', 'liberation-war']),
  'যে জলে আগুন জ্বলে': facets(['poetry']),
  'The Prophet': facets(['poetry'], 'knopf'),
  'Leaves of Grass': facets(['poetry', 'classics']),
  'Milk and Honey': facets(['poetry']),
  'The Essential Rumi': facets(['poetry'], 'harpersanfrancisco'),
  // Self development
  'Atomic Habits': facets(['self-development'], 'avery'),
  'The 7 Habits of Highly Effective People': facets(['self-development'], 'free-press'),
  'How to Win Friends and Influence People': facets(['self-development'], 'simon-schuster'),
  'Think and Grow Rich': facets(['self-development']),
  'The Power of Habit': facets(['self-development'], 'random-house'),
  "Man's Search for Meaning": facets(['self-development', 'biography']),
  'Deep Work': facets(['self-development'], 'grand-central'),
  'Rich Dad Poor Dad': facets(['self-development']),
  Ikigai: facets(['self-development']),
  Mindset: facets(['self-development'], 'random-house'),
  'Thinking, Fast and Slow': facets(['self-development', 'science'], 'fsg'),
  'Wings of Fire': facets(['self-development', 'biography'], 'universities-press'),
  // Science
  'A Brief History of Time': facets(['science'], 'bantam'),
  'Brief Answers to the Big Questions': facets(['science'], 'john-murray'),
  Cosmos: facets(['science'], 'random-house'),
  'The Selfish Gene': facets(['science'], 'oxford-university-press'),
  Sapiens: facets(['science', 'history'], 'harvill-secker'),
  'On the Origin of Species': facets(['science', 'classics'], 'john-murray'),
  'The Gene: An Intimate History': facets(['science'], 'scribner'),
  'The Emperor of All Maladies': facets(['science'], 'scribner'),
  'Astrophysics for People in a Hurry': facets(['science'], 'ww-norton'),
  "Surely You're Joking, Mr. Feynman!": facets(['science', 'biography'], 'ww-norton'),
  'একটুখানি বিজ্ঞান': facets(['science', 'children']),
  'গণিতের মজা মজার গণিত': facets(['science', 'children']),
  'Silent Spring': facets(['science'], 'houghton-mifflin'),
};

/** Every author of the new books who has a form in the other script, as Bangladeshi publishers print it. */
const AUTHORS_BN: Readonly<Record<string, string>> = {
  'Humayun Ahmed': 'হুমায়ূন আহমেদ',
  'Rabindranath Tagore': 'রবীন্দ্রনাথ ঠাকুর',
  'Kazi Nazrul Islam': 'কাজী নজরুল ইসলাম',
  'Sarat Chandra Chattopadhyay': 'শরৎচন্দ্র চট্টোপাধ্যায়',
  'Jibanananda Das': 'জীবনানন্দ দাশ',
  'Bibhutibhushan Bandyopadhyay': 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
  'Manik Bandopadhyay': 'মানিক বন্দ্যোপাধ্যায়',
  'Sunil Gangopadhyay': 'সুনীল গঙ্গোপাধ্যায়',
  'Samaresh Majumdar': 'সমরেশ মজুমদার',
  'Satyajit Ray': 'সত্যজিৎ রায়',
  'Muhammed Zafar Iqbal': 'মুহম্মদ জাফর ইকবাল',
  'Kazi Anwar Hossain': 'কাজী আনোয়ার হোসেন',
  'Rakib Hassan': 'রকিব হাসান',
  'Begum Rokeya': 'বেগম রোকেয়া',
  'Shahidullah Kaiser': 'শহীদুল্লা কায়সার',
  'Selina Hossain': 'সেলিনা হোসেন',
  'Anisul Hoque': 'আনিসুল হক',
  'Sheikh Mujibur Rahman': 'শেখ মুজিবুর রহমান',
  'Jahanara Imam': 'জাহানারা ইমাম',
  'Syed Shamsul Haq': 'সৈয়দ শামসুল হক',
  'Akhteruzzaman Elias': 'আখতারুজ্জামান ইলিয়াস',
  'Sharadindu Bandyopadhyay': 'শরদিন্দু বন্দ্যোপাধ্যায়',
  'Sukumar Ray': 'সুকুমার রায়',
  'Upendrakishore Ray Chowdhury': 'উপেন্দ্রকিশোর রায়চৌধুরী',
  'Dakshinaranjan Mitra Majumder': 'দক্ষিণারঞ্জন মিত্র মজুমদার',
  'Arif Azad': 'আরিফ আজাদ',
  'Tahmima Anam': 'তাহমিমা আনাম',
  'Syed Mujtaba Ali': 'সৈয়দ মুজতবা আলী',
  Jasimuddin: 'জসীমউদ্‌দীন',
  'Sukanta Bhattacharya': 'সুকান্ত ভট্টাচার্য',
  'Shamsur Rahman': 'শামসুর রাহমান',
  'Nirmalendu Goon': 'নির্মলেন্দু গুণ',
  'Rudra Mohammad Shahidullah': 'রুদ্র মুহম্মদ শহিদুল্লাহ',
  'Zahir Raihan': 'জহির রায়হান',
  'Ahmed Sofa': 'আহমদ ছফা',
  'Shawkat Osman': 'শওকত ওসমান',
  'Abu Ishaque': 'আবু ইসহাক',
  'Hasan Azizul Huq': 'হাসান আজিজুল হক',
  'Munier Chowdhury': 'মুনীর চৌধুরী',
  'Bankim Chandra Chattopadhyay': 'বঙ্কিমচন্দ্র চট্টোপাধ্যায়',
  'Tarashankar Bandyopadhyay': 'তারাশঙ্কর বন্দ্যোপাধ্যায়',
  'Shirshendu Mukhopadhyay': 'শীর্ষেন্দু মুখোপাধ্যায়',
  'Ashapurna Devi': 'আশাপূর্ণা দেবী',
  'Mahasweta Devi': 'মহাশ্বেতা দেবী',
  'Mohammad Nazim Uddin': 'মোহাম্মদ নাজিম উদ্দিন',
  'Abdullah Al-Muti': 'আবদুল্লাহ আল-মুতী',
  'Jamal Nazrul Islam': 'জামাল নজরুল ইসলাম',
  'Nilima Ibrahim': 'নীলিমা ইব্রাহিম',
  'Niharranjan Ray': 'নীহাররঞ্জন রায়',
  'Ibn Kathir': 'ইবনে কাসীর',
  'Imam Bukhari': 'ইমাম বুখারী',
  'Imam Muslim': 'ইমাম মুসলিম',
  'Imam An-Nawawi': 'ইমাম নববী',
  'Safiur Rahman Mubarakpuri': 'সফিউর রহমান মুবারকপুরী',
  'Mufti Muhammad Shafi': 'মুফতি মুহাম্মদ শফী',
  'Ibn Hisham': 'ইবনে হিশাম',
  'Saifur Rahman Khan': 'সাইফুর রহমান খান',
  'A. K. Khandker': 'এ কে খন্দকার',
  'Al Mahmud': 'আল মাহমুদ',
  'Islamic Foundation Bangladesh': 'ইসলামিক ফাউন্ডেশন বাংলাদেশ',
};

const BANGLA = /[\u0980-\u09FF]/;

interface Known {
  publisher?: string;
  series?: string;
  /** The book's number in its series, where the order is well known. */
  n?: number;
  year?: number;
  isbn?: string;
}

/** A new book: its language is its title's script; its dollar price is the Taka price at ৳110 to the nearest dollar, less a cent. */
const book = (title: string, altTitle: string, author: string, priceBdt: number, quantity: number, categories: string[], description: string, known: Known = {}): SeedCatalogueBook => ({
  title,
  author,
  altTitle,
  altAuthor: AUTHORS_BN[author] ?? '',
  price: Math.max(0.99, Math.round((Math.round(priceBdt / 110) - 0.01) * 100) / 100),
  priceBdt,
  quantity,
  description,
  language: BANGLA.test(title) ? 'bn' : 'en',
  yearPublished: known.year ?? null,
  isbn: known.isbn ?? null,
  categories,
  publisher: known.publisher ?? null,
  series: known.series ?? null,
  seriesNumber: known.n ?? null,
});

/** New real books, in Bangla and English; none already in SEED_BOOKS. A few are sold out and a few are nearly gone. */
export const MORE_SEED_BOOKS: SeedCatalogueBook[] = [
  // Humayun Ahmed: Himu
  book('দরজার ওপাশে', 'Dorjar Opashe', 'Humayun Ahmed', 250, 18, ['novel'], 'হলুদ পাঞ্জাবি পরা হিমু আবার পথে নামে; তার খেয়ালি হাঁটার সঙ্গে জড়িয়ে যায় নানা মানুষের সুখ-দুঃখ।', { series: 'himu', n: 2 }),
  book('পারাপার', 'Parapar', 'Humayun Ahmed', 240, 15, ['novel'], 'হিমুর চারপাশে জমে ওঠে মজার আর মন খারাপ করা সব ঘটনা, আর সে থাকে নির্বিকার।', { series: 'himu', n: 4 }),
  book('এবং হিমু', 'Ebong Himu', 'Humayun Ahmed', 250, 12, ['novel'], 'হিমুর অদ্ভুত আচরণে বিরক্ত আর মুগ্ধ হয় তার চেনা মানুষেরা; হিমু সিরিজের আরেকটি উপন্যাস।', { series: 'himu', n: 5 }),
  book('হিমুর হাতে কয়েকটি নীলপদ্ম', 'Himur Hate Koyekti Nilpodmo', 'Humayun Ahmed', 260, 20, ['novel'], 'হিমু আর কয়েকটি নীলপদ্মের রহস্যময় গল্প, যেখানে ঢাকার পথই তার ঠিকানা।', { series: 'himu' }),
  book('হিমুর রূপালী রাত্রি', 'Himur Rupali Ratri', 'Humayun Ahmed', 250, 9, ['novel'], 'জোছনা রাতে হিমুর হাঁটা আর তার পথে দেখা মানুষদের নিয়ে হুমায়ূন আহমেদের উপন্যাস।', { series: 'himu' }),
  book('হিমুর দ্বিতীয় প্রহর', 'Himur Ditiyo Prohor', 'Humayun Ahmed', 260, 7, ['novel', 'thriller'], 'হিমু আর মিসির আলি একই গল্পে: যুক্তি আর রহস্যের মুখোমুখি দেখা।', { series: 'himu' }),
  book('আজ হিমুর বিয়ে', 'Aj Himur Biye', 'Humayun Ahmed', 240, 14, ['novel'], 'হিমুর বিয়ের আয়োজন নিয়ে হাসি আর বিভ্রান্তিতে ভরা একটি হিমু উপন্যাস।', { series: 'himu' }),
  book('হিমু রিমান্ডে', 'Himu Remande', 'Humayun Ahmed', 260, 0, ['novel'], 'পুলিশের হাতে ধরা পড়ে রিমান্ডে যায় হিমু, আর সেখানেও সে নিজের মতো থাকে।', { series: 'himu' }),
  book('হলুদ হিমু কালো র‍্যাব', 'Holud Himu Kalo RAB', 'Humayun Ahmed', 250, 11, ['novel'], 'হলুদ পাঞ্জাবির হিমু পড়ে যায় কালো পোশাকের বাহিনীর হাতে; হাসির আড়ালে কঠিন সময়ের ছবি।', { series: 'himu' }),
  // Humayun Ahmed: Misir Ali
  book('দেবী', 'Debi', 'Humayun Ahmed', 220, 16, ['thriller', 'novel'], 'যুক্তিবাদী মনোবিজ্ঞানী মিসির আলির প্রথম গল্প: রানু নামের এক তরুণীর অদ্ভুত অভিজ্ঞতার রহস্য।', { series: 'misir-ali', n: 1 }),
  book('নিশীথিনী', 'Nishithini', 'Humayun Ahmed', 220, 10, ['thriller', 'novel'], 'দেবীর পরের গল্প: নীলুর বিপদে আবার ডাক পড়ে মিসির আলির।', { series: 'misir-ali', n: 2 }),
  book('অন্য ভুবন', 'Onno Bhubon', 'Humayun Ahmed', 200, 8, ['thriller', 'novel'], 'অতিপ্রাকৃত মনে হওয়া এক ঘটনার পেছনের যুক্তি খোঁজেন মিসির আলি।', { series: 'misir-ali' }),
  book('বৃহন্নলা', 'Brihonnola', 'Humayun Ahmed', 200, 6, ['thriller', 'novel'], 'এক পুরোনো বাড়ির ভয়ংকর গল্পের পেছনের সত্য খোঁজেন মিসির আলি।', { series: 'misir-ali' }),
  book('অনীশ', 'Onish', 'Humayun Ahmed', 220, 5, ['thriller', 'novel'], 'হাসপাতালের বিছানায় শুয়েও একটি রহস্যের জট খুলতে বসেন মিসির আলি।', { series: 'misir-ali' }),
  book('মিসির আলির অমীমাংসিত রহস্য', 'Misir Alir Amimangshito Rohoshyo', 'Humayun Ahmed', 240, 13, ['thriller', 'novel'], 'যে রহস্যের সমাধান মিসির আলি নিজেও শেষ পর্যন্ত দিতে পারেননি, তার গল্প।', {
    series: 'misir-ali',
  }),
  book('আমি এবং আমরা', 'Ami Ebong Amra', 'Humayun Ahmed', 220, 2, ['thriller', 'novel'], 'মানুষের মনের অদ্ভুত এক সমস্যার জট খুলতে বসেন মিসির আলি।', { series: 'misir-ali' }),
  // Humayun Ahmed: novels, science fiction, memoirs
  book('জোছনা ও জননীর গল্প', 'Jochona O Jononir Golpo', 'Humayun Ahmed', 750, 17, ['novel', 'liberation-war'], 'মুক্তিযুদ্ধের নয় মাসের পটভূমিতে সাধারণ মানুষের ভয়, সাহস আর স্বপ্নের বিশাল উপন্যাস।', {
    publisher: 'anyaprokash',
    year: 2004,
  }),
  book('বাদশাহ নামদার', 'Badshah Namdar', 'Humayun Ahmed', 550, 9, ['novel', 'history'], 'মোগল সম্রাট হুমায়ুনের উত্থান, পতন আর ফিরে আসার গল্প নিয়ে ঐতিহাসিক উপন্যাস।', {
    publisher: 'anyaprokash',
    year: 2011,
  }),
  book('মধ্যাহ্ন', 'Moddhanno', 'Humayun Ahmed', 700, 6, ['novel', 'history'], 'বিশ শতকের গোড়ার দিকের এক গ্রামের মানুষ আর তাদের সময় নিয়ে হুমায়ূন আহমেদের বড় উপন্যাস।'),
  book('কোথাও কেউ নেই', 'Kothao Keu Nei', 'Humayun Ahmed', 300, 19, ['novel'], 'মুনা আর বাকের ভাইয়ের গল্প, যা নিয়ে বানানো নাটক একসময় সারা দেশকে কাঁদিয়েছিল।'),
  book('এইসব দিনরাত্রি', 'Eishob Dinratri', 'Humayun Ahmed', 350, 8, ['novel'], 'একটি মধ্যবিত্ত পরিবারের প্রতিদিনের আনন্দ-বেদনার গল্প।'),
  book('বহুব্রীহি', 'Bohubrihi', 'Humayun Ahmed', 280, 10, ['novel'], 'এক খেয়ালি পরিবারের মজার সব কাণ্ড নিয়ে হাসির উপন্যাস।'),
  book('আগুনের পরশমণি', 'Aguner Poroshmoni', 'Humayun Ahmed', 200, 14, ['novel', 'liberation-war'], 'একাত্তরের ঢাকায় এক পরিবারের ঘরে আশ্রয় নেয় এক তরুণ মুক্তিযোদ্ধা।'),
  book('শ্যামল ছায়া', 'Shyamol Chhaya', 'Humayun Ahmed', 180, 7, ['novel', 'liberation-war'], 'মুক্তিযুদ্ধের দিনে একটি নৌকায় একদল মুক্তিযোদ্ধার যাত্রার গল্প।'),
  book('শ্রাবণ মেঘের দিন', 'Srabon Megher Din', 'Humayun Ahmed', 250, 12, ['novel'], 'বর্ষার গ্রামবাংলা, গান আর মানুষের ভালোবাসা নিয়ে হুমায়ূন আহমেদের উপন্যাস।'),
  book('অপেক্ষা', 'Opekkha', 'Humayun Ahmed', 300, 5, ['novel'], 'হঠাৎ নিখোঁজ এক মানুষের জন্য তার পরিবারের দীর্ঘ অপেক্ষার উপন্যাস।'),
  book('লীলাবতী', 'Lilaboti', 'Humayun Ahmed', 400, 4, ['novel'], 'গ্রামবাংলার পটভূমিতে লীলা নামের এক তরুণীকে ঘিরে হুমায়ূন আহমেদের উপন্যাস।'),
  book('তোমাদের জন্য ভালোবাসা', 'Tomader Jonno Bhalobasha', 'Humayun Ahmed', 200, 9, ['science-fiction'], 'বাংলা ভাষার প্রথম দিকের সায়েন্স ফিকশন: ভবিষ্যতের পৃথিবী আর মানুষের ভালোবাসার গল্প।'),
  book('ইরিনা', 'Irina', 'Humayun Ahmed', 200, 6, ['science-fiction'], 'ভবিষ্যতের পৃথিবীর পটভূমিতে লেখা হুমায়ূন আহমেদের সায়েন্স ফিকশন।'),
  book('অনন্ত নক্ষত্রবীথি', 'Ononto Nokkhotrobithi', 'Humayun Ahmed', 220, 6, ['science-fiction'], 'মহাকাশের দূর যাত্রায় মানুষ আর যন্ত্রের সম্পর্ক নিয়ে সায়েন্স ফিকশন।'),
  book('আমার ছেলেবেলা', 'Amar Chhelebela', 'Humayun Ahmed', 280, 15, ['biography'], 'লেখকের নিজের শৈশবের স্মৃতি: বাবার বদলির চাকরি, নানা শহর আর দুষ্টুমির দিনগুলো।'),
  book('বলপয়েন্ট', 'Ballpoint', 'Humayun Ahmed', 300, 4, ['biography'], 'হুমায়ূন আহমেদের আত্মজৈবনিক টুকরো লেখা, হালকা চালে বলা জীবনের গল্প।'),

  // Rabindranath Tagore
  book('গল্পগুচ্ছ', 'Golpoguchchho', 'Rabindranath Tagore', 950, 11, ['short-stories', 'classics'], 'রবীন্দ্রনাথের ছোটগল্পের সংকলন: পোস্টমাস্টার, কাবুলিওয়ালা, ছুটি আর আরও অনেক গল্প।'),
  book('নৌকাডুবি', 'Noukadubi', 'Rabindranath Tagore', 250, 13, ['novel', 'classics'], 'নৌকাডুবির পর ভুল মানুষকে স্ত্রী ভেবে ঘরে আনার গল্প থেকে শুরু রবীন্দ্রনাথের উপন্যাস।', { year: 1906 }),
  book('যোগাযোগ', 'Jogajog', 'Rabindranath Tagore', 300, 5, ['novel', 'classics'], 'কুমুদিনী আর মধুসূদনের দাম্পত্য নিয়ে রবীন্দ্রনাথের পরিণত উপন্যাস।', { year: 1929 }),
  book('চতুরঙ্গ', 'Chaturanga', 'Rabindranath Tagore', 180, 7, ['novel', 'classics'], 'চারটি অংশে বলা শচীশ, দামিনী আর শ্রীবিলাসের জীবনের টানাপোড়েন।', { year: 1916 }),
  book('রক্তকরবী', 'Raktakarabi', 'Rabindranath Tagore', 160, 8, ['drama', 'classics'], 'যক্ষপুরীর লোভ আর শোষণের বিরুদ্ধে নন্দিনীর প্রাণের ডাক: রবীন্দ্রনাথের প্রতীকী নাটক।', { year: 1926 }),
  book('ডাকঘর', 'Dakghar', 'Rabindranath Tagore', 120, 10, ['drama', 'classics'], 'অসুস্থ বালক অমল জানালার পাশে বসে রাজার চিঠির অপেক্ষা করে।', { year: 1912 }),
  book('সোনার তরী', 'Sonar Tori', 'Rabindranath Tagore', 180, 9, ['poetry', 'classics'], 'রবীন্দ্রনাথের বিখ্যাত কাব্যগ্রন্থ, যার নামকবিতা বাংলা ভাষার সবচেয়ে পরিচিত কবিতাগুলোর একটি।', { year: 1894 }),
  book('বলাকা', 'Balaka', 'Rabindranath Tagore', 170, 6, ['poetry', 'classics'], 'গতি আর পরিবর্তনের কবিতা নিয়ে রবীন্দ্রনাথের কাব্যগ্রন্থ।', { year: 1916 }),
  book('জীবনস্মৃতি', 'Jibonsmriti', 'Rabindranath Tagore', 220, 8, ['biography', 'classics'], 'জোড়াসাঁকোর ঠাকুরবাড়িতে বড় হওয়ার দিনগুলো নিয়ে কবির নিজের স্মৃতিকথা।', { year: 1912 }),
  book('ছেলেবেলা', 'Chhelebela', 'Rabindranath Tagore', 150, 12, ['biography', 'children'], 'শিশু রবীন্দ্রনাথের চাকরদের শাসন, স্কুল পালানো আর কল্পনার জগতের গল্প, কবির নিজের ভাষায়।', { year: 1940 }),
  book('সহজ পাঠ', 'Shohoj Path', 'Rabindranath Tagore', 120, 30, ['children', 'rhymes'], 'ছোটদের বাংলা পড়তে শেখানোর জন্য রবীন্দ্রনাথের লেখা ছড়া আর ছোট ছোট গদ্যের বই।', { year: 1930 }),

  // Kazi Nazrul Islam
  book('বিষের বাঁশি', 'Bisher Banshi', 'Kazi Nazrul Islam', 150, 7, ['poetry'], 'ব্রিটিশ শাসনের বিরুদ্ধে নজরুলের আগুনঝরা কবিতার বই, প্রকাশের পরপরই যা নিষিদ্ধ হয়েছিল।', { year: 1924 }),
  book('দোলনচাঁপা', 'Dolonchanpa', 'Kazi Nazrul Islam', 150, 9, ['poetry'], 'প্রেম আর প্রকৃতির কবিতা নিয়ে কাজী নজরুল ইসলামের কাব্যগ্রন্থ।', { year: 1923 }),
  book('সাম্যবাদী', 'Samyabadi', 'Kazi Nazrul Islam', 120, 11, ['poetry'], 'মানুষে মানুষে সমতার গান গাওয়া নজরুলের কবিতার সংকলন।', { year: 1925 }),
  book('ঝিঙে ফুল', 'Jhinge Phul', 'Kazi Nazrul Islam', 120, 16, ['rhymes', 'poetry'], 'ছোটদের জন্য নজরুলের ছড়া ও কবিতা, যেখানে আছে খুকী ও কাঠবেড়ালী।', { year: 1926 }),
  book('মৃত্যুক্ষুধা', 'Mrittukkhudha', 'Kazi Nazrul Islam', 220, 5, ['novel', 'classics'], 'কৃষ্ণনগরের এক দরিদ্র পল্লির মানুষের ক্ষুধা আর সংগ্রাম নিয়ে নজরুলের উপন্যাস।', { year: 1930 }),
  book('ব্যথার দান', 'Byathar Dan', 'Kazi Nazrul Islam', 150, 4, ['short-stories', 'classics'], 'প্রেম আর বিরহের গল্প নিয়ে কাজী নজরুল ইসলামের প্রথম গল্পগ্রন্থ।', { year: 1922 }),

  // Sarat Chandra Chattopadhyay
  book('পরিণীতা', 'Parineeta', 'Sarat Chandra Chattopadhyay', 140, 15, ['novel', 'classics'], 'ললিতা আর শেখরের নীরব ভালোবাসা আর সমাজের বাধা নিয়ে শরৎচন্দ্রের ছোট উপন্যাস।', { year: 1914 }),
  book('গৃহদাহ', 'Grihadaha', 'Sarat Chandra Chattopadhyay', 280, 6, ['novel', 'classics'], 'অচলা, মহিম আর সুরেশের জটিল সম্পর্কের উপন্যাস।', { year: 1920 }),
  book('পথের দাবী', 'Pather Dabi', 'Sarat Chandra Chattopadhyay', 300, 8, ['novel', 'classics'], 'বিপ্লবী সব্যসাচীকে নিয়ে লেখা উপন্যাস, যা ব্রিটিশ সরকার নিষিদ্ধ করেছিল।', { year: 1926 }),
  book('চরিত্রহীন', 'Charitraheen', 'Sarat Chandra Chattopadhyay', 350, 4, ['novel', 'classics'], 'সমাজের চোখে চরিত্রহীন মানুষদের ভেতরের মানুষটিকে দেখানো শরৎচন্দ্রের উপন্যাস।', { year: 1917 }),
  book('বড়দিদি', 'Bordidi', 'Sarat Chandra Chattopadhyay', 120, 10, ['novel', 'classics'], 'বিধবা মাধবী আর সুরেন্দ্রনাথের না-বলা ভালোবাসার গল্প।', { year: 1913 }),
  book('পল্লীসমাজ', 'Palli Samaj', 'Sarat Chandra Chattopadhyay', 180, 7, ['novel', 'classics'], 'গ্রামের সমাজপতিদের সংকীর্ণতার বিরুদ্ধে রমেশ আর রমার গল্প।', { year: 1916 }),
  book('রামের সুমতি', 'Ramer Sumoti', 'Sarat Chandra Chattopadhyay', 100, 14, ['short-stories', 'children'], 'দুরন্ত ছেলে রাম আর তার বউদি নারায়ণীর স্নেহের গল্প।'),

  // Jibanananda Das
  book('ঝরা পালক', 'Jhora Palok', 'Jibanananda Das', 150, 6, ['poetry'], 'জীবনানন্দ দাশের প্রথম কাব্যগ্রন্থ।', { year: 1927 }),
  book('ধূসর পাণ্ডুলিপি', 'Dhusor Pandulipi', 'Jibanananda Das', 160, 9, ['poetry'], 'নির্জনতা আর প্রকৃতির কবি জীবনানন্দের দ্বিতীয় কাব্যগ্রন্থ।', { year: 1936 }),
  book('মহাপৃথিবী', 'Mohaprithibi', 'Jibanananda Das', 160, 4, ['poetry'], 'যুদ্ধ আর অস্থির সময়ের ছায়ায় লেখা জীবনানন্দ দাশের কবিতা।', { year: 1944 }),
  book('সাতটি তারার তিমির', 'Satti Tarar Timir', 'Jibanananda Das', 160, 2, ['poetry'], 'নগর, ইতিহাস আর মানুষের ক্লান্তি নিয়ে জীবনানন্দের কাব্যগ্রন্থ।', { year: 1948 }),
  book('মাল্যবান', 'Malyaban', 'Jibanananda Das', 220, 5, ['novel'], 'এক অসুখী দাম্পত্যের ভেতরের নিঃসঙ্গতা নিয়ে কবির মৃত্যুর পরে প্রকাশিত উপন্যাস।', { year: 1973 }),

  // Bibhutibhushan Bandyopadhyay
  book('অপরাজিত', 'Aparajito', 'Bibhutibhushan Bandyopadhyay', 400, 8, ['novel', 'classics'], 'পথের পাঁচালীর পরের খণ্ড: অপুর কলকাতায় পড়াশোনা, সংসার আর জীবনের খোঁজ।', { year: 1932 }),
  book('আরণ্যক', 'Aranyak', 'Bibhutibhushan Bandyopadhyay', 280, 10, ['novel', 'classics'], 'ভাগলপুরের জঙ্গলে জমিদারি দেখতে যাওয়া এক তরুণের চোখে অরণ্য আর অরণ্যের মানুষ।', { year: 1939 }),
  book('চাঁদের পাহাড়', 'Chander Pahar', 'Bibhutibhushan Bandyopadhyay', 200, 22, ['kishore-novel', 'novel'], 'আফ্রিকার গহীন জঙ্গলে হীরার খনির খোঁজে শঙ্করের রোমাঞ্চকর অভিযান।', { year: 1937 }),
  book('আদর্শ হিন্দু হোটেল', 'Adarsha Hindu Hotel', 'Bibhutibhushan Bandyopadhyay', 250, 6, ['novel', 'classics'], 'রাঁধুনি হাজারি ঠাকুরের নিজের হোটেল খোলার স্বপ্ন আর সততার গল্প।', { year: 1940 }),
  book('ইছামতী', 'Ichhamati', 'Bibhutibhushan Bandyopadhyay', 350, 5, ['novel', 'classics'], 'ইছামতী নদীর তীরের গ্রাম আর নীলকর সাহেবদের সময়ের জীবন নিয়ে উপন্যাস।', { year: 1950 }),

  // Manik Bandopadhyay
  book('পুতুলনাচের ইতিকথা', 'Putul Nacher Itikotha', 'Manik Bandopadhyay', 250, 9, ['novel', 'classics'], 'গ্রামের ডাক্তার শশীর চোখে মানুষের জীবন যেন অদৃশ্য সুতোয় বাঁধা পুতুলের নাচ।', { year: 1936 }),
  book('দিবারাত্রির কাব্য', 'Dibaratrir Kabyo', 'Manik Bandopadhyay', 180, 4, ['novel', 'classics'], 'মানিক বন্দ্যোপাধ্যায়ের প্রথম উপন্যাস, প্রেম আর মনের জটিলতার গল্প।', { year: 1935 }),
  book('প্রাগৈতিহাসিক', 'Pragoitihasik', 'Manik Bandopadhyay', 160, 5, ['short-stories', 'classics'], 'ডাকাত ভিখুর আদিম প্রবৃত্তির বিখ্যাত গল্পসহ মানিকের গল্পগ্রন্থ।', { year: 1937 }),

  // Satyajit Ray: Feluda and Professor Shonku
  book('ফেলুদার গোয়েন্দাগিরি', 'Feludar Goyendagiri', 'Satyajit Ray', 150, 20, ['detective', 'children'], 'দার্জিলিংয়ে ফেলুদার প্রথম রহস্য, সঙ্গে খুড়তুতো ভাই তোপসে।', {
    publisher: 'ananda',
    series: 'feluda',
    n: 1,
  }),
  book('বাদশাহী আংটি', 'Badshahi Angti', 'Satyajit Ray', 200, 17, ['detective', 'children'], 'লখনৌয়ে মোগল বাদশাহের হারানো আংটির খোঁজে ফেলুদা আর তোপসে।', { publisher: 'ananda', series: 'feluda', n: 2 }),
  book('গ্যাংটকে গণ্ডগোল', 'Gangtoke Gondogol', 'Satyajit Ray', 180, 12, ['detective', 'children'], 'সিকিমের গ্যাংটকে বেড়াতে গিয়ে এক ব্যবসায়ীর মৃত্যুর রহস্যে জড়িয়ে পড়েন ফেলুদা।', {
    publisher: 'ananda',
    series: 'feluda',
    n: 5,
  }),
  book('বাক্স-রহস্য', 'Baksho Rohoshyo', 'Satyajit Ray', 180, 9, ['detective', 'children'], 'ট্রেনে বদল হয়ে যাওয়া একটি বাক্সের পেছনে ছোটেন ফেলুদা, তোপসে আর লালমোহনবাবু।', {
    publisher: 'ananda',
    series: 'feluda',
    n: 7,
  }),
  book('জয় বাবা ফেলুনাথ', 'Joy Baba Felunath', 'Satyajit Ray', 200, 14, ['detective', 'children'], 'বেনারসের ঘাটে এক চুরি যাওয়া গণেশমূর্তির রহস্যে ফেলুদার মুখোমুখি মগনলাল মেঘরাজ।', {
    publisher: 'ananda',
    series: 'feluda',
  }),
  book('যত কাণ্ড কাঠমাণ্ডুতে', 'Joto Kando Kathmandute', 'Satyajit Ray', 200, 6, ['detective', 'children'], 'কাঠমাণ্ডুতে জাল ওষুধের চক্রের পেছনে লাগেন ফেলুদা, আবার দেখা মগনলালের সঙ্গে।', {
    publisher: 'ananda',
    series: 'feluda',
  }),
  book('গোরস্থানে সাবধান', 'Gorosthane Sabdhan', 'Satyajit Ray', 180, 0, ['detective', 'children'], 'কলকাতার পুরোনো কবরস্থানে একটি ভাঙা কবর থেকে শুরু হয় ফেলুদার তদন্ত।', {
    publisher: 'ananda',
    series: 'feluda',
  }),
  book('প্রোফেসর শঙ্কু', 'Professor Shonku', 'Satyajit Ray', 220, 11, ['science-fiction', 'children'], 'গিরিডির খেয়ালি বিজ্ঞানী প্রোফেসর শঙ্কুর ডায়েরি থেকে তাঁর আশ্চর্য আবিষ্কার আর অভিযানের গল্প।', {
    publisher: 'ananda',
    series: 'professor-shonku',
  }),
  book('সাবাস প্রোফেসর শঙ্কু', 'Sabash Professor Shonku', 'Satyajit Ray', 220, 5, ['science-fiction', 'children'], 'বিজ্ঞানী প্রোফেসর শঙ্কুর আরও কয়েকটি রোমাঞ্চকর অভিযান।', {
    publisher: 'ananda',
    series: 'professor-shonku',
  }),
  book('শঙ্কু সমগ্র', 'Shonku Somogro', 'Satyajit Ray', 1100, 4, ['science-fiction', 'children'], 'প্রোফেসর শঙ্কুর সব কাহিনি এক মলাটে।', { publisher: 'ananda', series: 'professor-shonku' }),
  book('যখন ছোট ছিলাম', 'Jokhon Chhoto Chhilam', 'Satyajit Ray', 250, 7, ['biography', 'children'], 'সত্যজিৎ রায়ের নিজের ছোটবেলার কলকাতা, মামাবাড়ি আর বেড়ানোর স্মৃতি।'),

  // Sunil Gangopadhyay
  book('সেই সময়', 'Shei Shomoy', 'Sunil Gangopadhyay', 1200, 8, ['novel', 'history'], 'উনিশ শতকের কলকাতা, নবজাগরণ আর নবীনকুমারের জীবন নিয়ে সুনীলের বিশাল ঐতিহাসিক উপন্যাস।', { publisher: 'ananda' }),
  book('প্রথম আলো', 'Prothom Alo', 'Sunil Gangopadhyay', 1400, 6, ['novel', 'history'], 'উনিশ শতকের শেষ আর বিশ শতকের শুরুর বাংলা, ত্রিপুরার রাজদরবার থেকে ঠাকুরবাড়ি পর্যন্ত বিস্তৃত উপন্যাস।', {
    publisher: 'ananda',
  }),
  book('পূর্ব-পশ্চিম', 'Purbo-Poschim', 'Sunil Gangopadhyay', 1400, 5, ['novel', 'history'], 'দেশভাগের পর দুই বাংলার কয়েকটি পরিবারের জীবন নিয়ে সুনীলের মহাকাব্যিক উপন্যাস।', { publisher: 'ananda' }),
  book('অরণ্যের দিনরাত্রি', 'Aranyer Dinratri', 'Sunil Gangopadhyay', 250, 9, ['novel'], 'কলকাতার চার তরুণ বন্ধুর হঠাৎ জঙ্গলে বেড়াতে যাওয়া আর নিজেদের নতুন করে চেনা।', { publisher: 'ananda', year: 1968 }),
  book('অর্ধেক জীবন', 'Ordhek Jibon', 'Sunil Gangopadhyay', 600, 6, ['biography'], 'পূর্ববঙ্গের শৈশব থেকে কলকাতার সাহিত্যজীবন পর্যন্ত সুনীল গঙ্গোপাধ্যায়ের স্মৃতিকথা।', { publisher: 'ananda' }),
  book('ভয়ংকর সুন্দর', 'Bhoyonkor Sundor', 'Sunil Gangopadhyay', 220, 13, ['kishore-novel', 'thriller'], 'কাশ্মীরের পাহাড়ে এক রহস্যের খোঁজে কাকাবাবু আর সন্তুর অভিযান।', {
    publisher: 'ananda',
    series: 'kakababu',
  }),
  book('সবুজ দ্বীপের রাজা', 'Sobuj Dwiper Raja', 'Sunil Gangopadhyay', 220, 10, ['kishore-novel', 'thriller'], 'আন্দামানের সবুজ দ্বীপে কাকাবাবু আর সন্তুর রোমাঞ্চকর অভিযান।', {
    publisher: 'ananda',
    series: 'kakababu',
  }),
  book('মিশর রহস্য', 'Mishor Rohoshyo', 'Sunil Gangopadhyay', 220, 4, ['kishore-novel', 'thriller'], 'পিরামিডের দেশ মিশরে এক রহস্যের মুখোমুখি হন কাকাবাবু আর সন্তু।', {
    publisher: 'ananda',
    series: 'kakababu',
  }),

  // Samaresh Majumdar
  book('উত্তরাধিকার', 'Uttoradhikar', 'Samaresh Majumdar', 500, 9, ['novel'], 'উত্তরবঙ্গের চা-বাগানে অনিমেষের বেড়ে ওঠা: সমরেশ মজুমদারের অনিমেষ-ত্রয়ীর প্রথম খণ্ড।', { series: 'animesh', n: 1 }),
  book('কালবেলা', 'Kalbela', 'Samaresh Majumdar', 650, 12, ['novel'], 'সত্তরের দশকের কলকাতায় রাজনীতিতে জড়িয়ে পড়া অনিমেষ আর মাধবীলতার ভালোবাসার উপন্যাস।', { series: 'animesh', n: 2 }),
  book('কালপুরুষ', 'Kalpurush', 'Samaresh Majumdar', 500, 7, ['novel'], 'অনিমেষ আর মাধবীলতার ছেলে অর্ককে নিয়ে অনিমেষ-কাহিনির তৃতীয় খণ্ড।', { series: 'animesh', n: 3 }),
  book('মৌষলকাল', 'Moushalkal', 'Samaresh Majumdar', 550, 2, ['novel'], 'বদলে যাওয়া সময়ে অনিমেষ, মাধবীলতা আর অর্কের গল্পের শেষ খণ্ড।', { series: 'animesh', n: 4 }),
  book('গর্ভধারিণী', 'Garbhadharini', 'Samaresh Majumdar', 600, 8, ['novel'], 'কলকাতার চার তরুণ-তরুণী পাহাড়ের এক গ্রামে গিয়ে নতুন সমাজ গড়ার স্বপ্ন দেখে।'),
  book('সাতকাহন', 'Saatkahon', 'Samaresh Majumdar', 900, 10, ['novel'], 'চা-বাগানের মেয়ে দীপাবলির লড়াই করে নিজের পায়ে দাঁড়ানোর দীর্ঘ উপন্যাস।'),
  book('অর্জুন সমগ্র ১', 'Arjun Somogro 1', 'Samaresh Majumdar', 700, 5, ['detective', 'children'], 'জলপাইগুড়ির তরুণ সত্যসন্ধানী অর্জুনের রহস্য-অভিযানের সংকলন, প্রথম খণ্ড।', { series: 'arjun', n: 1 }),
  book('অর্জুন সমগ্র ২', 'Arjun Somogro 2', 'Samaresh Majumdar', 700, 5, ['detective', 'children'], 'সত্যসন্ধানী অর্জুনের আরও রহস্য-কাহিনি, দ্বিতীয় খণ্ড।', { series: 'arjun', n: 2 }),

  // Sharadindu Bandyopadhyay: Byomkesh
  book('সত্যান্বেষী', 'Sotyanweshi', 'Sharadindu Bandyopadhyay', 120, 8, ['detective'], 'সত্যান্বেষী ব্যোমকেশ বক্সীর প্রথম গল্প, যেখানে তার সঙ্গে দেখা অজিতের।', { series: 'byomkesh', n: 1 }),
  book('পথের কাঁটা', 'Pother Kanta', 'Sharadindu Bandyopadhyay', 120, 6, ['detective'], 'একটি গ্রামোফোন পিনের রহস্যময় খুন: ব্যোমকেশের দ্বিতীয় কাহিনি।', { series: 'byomkesh', n: 2 }),
  book('চিড়িয়াখানা', 'Chiriyakhana', 'Sharadindu Bandyopadhyay', 180, 7, ['detective'], 'শহরের বাইরে এক অদ্ভুত উপনিবেশের বাসিন্দাদের মধ্যে খুনিকে খোঁজে ব্যোমকেশ।', { series: 'byomkesh' }),
  book('ব্যোমকেশ সমগ্র', 'Byomkesh Somogro', 'Sharadindu Bandyopadhyay', 1500, 4, ['detective'], 'শরদিন্দু বন্দ্যোপাধ্যায়ের গোয়েন্দা ব্যোমকেশ বক্সীর সব কাহিনি এক খণ্ডে।', { series: 'byomkesh' }),

  // Muhammed Zafar Iqbal
  book('হাতকাটা রবিন', 'Hatkata Robin', 'Muhammed Zafar Iqbal', 180, 15, ['kishore-novel'], 'এক দুরন্ত কিশোর রবিন আর তার বন্ধুদের নিয়ে মুহম্মদ জাফর ইকবালের কিশোর উপন্যাস।'),
  book('আমি তপু', 'Ami Topu', 'Muhammed Zafar Iqbal', 220, 18, ['kishore-novel'], 'বাবা হারানো, মায়ের অবহেলায় বড় হওয়া তপুর একাকিত্ব আর বন্ধুত্বের গল্প।'),
  book('স্কুলের নাম পথচারী', 'Schooler Nam Pothochari', 'Muhammed Zafar Iqbal', 220, 9, ['kishore-novel'], 'লটারিতে টাকা পেয়ে সরল মানুষ ফরাসত আলি পথশিশুদের জন্য খোলেন এক অদ্ভুত স্কুল।'),
  book(
    'বিজ্ঞানী সফদর আলীর মহা মহা আবিষ্কার',
    'Biggani Sofdor Alir Moha Moha Abishkar',
    'Muhammed Zafar Iqbal',
    200,
    11,
    ['kishore-novel', 'science-fiction'],
    'খেয়ালি বিজ্ঞানী সফদর আলীর অদ্ভুত সব আবিষ্কার আর তার মজার কাণ্ডকারখানা।',
  ),
  book('টুনটুনি ও ছোটাচ্চু', 'Tuntuni O Chhotacchu', 'Muhammed Zafar Iqbal', 250, 20, ['kishore-novel', 'detective'], 'বড় এক পরিবারের ছোটদের দল আর তাদের প্রিয় ছোটাচ্চুর গোয়েন্দাগিরির গল্প।'),
  book('রাজু ও আগুনালির ভূত', 'Raju O Agunalir Bhut', 'Muhammed Zafar Iqbal', 200, 8, ['kishore-novel'], 'কিশোর রাজু আর তার বন্ধু আগুনালির ভূতুড়ে আর মজার অভিযান।'),
  book('কপোট্রনিক সুখ দুঃখ', 'Kopotronic Sukh Dukkho', 'Muhammed Zafar Iqbal', 200, 7, ['science-fiction'], 'রোবট আর মানুষের অনুভূতি নিয়ে মুহম্মদ জাফর ইকবালের প্রথম দিকের সায়েন্স ফিকশন গল্প।'),
  book('ক্রুগো', 'Krugo', 'Muhammed Zafar Iqbal', 200, 10, ['science-fiction'], 'দূর ভবিষ্যতের পটভূমিতে মুহম্মদ জাফর ইকবালের সায়েন্স ফিকশন উপন্যাস।'),
  book('রবোনগরী', 'Robonogori', 'Muhammed Zafar Iqbal', 200, 6, ['science-fiction'], 'রোবটদের চালানো এক নগরে মানুষের টিকে থাকার সায়েন্স ফিকশন।'),
  book('ত্রাতুলের জগৎ', 'Tratuler Jogot', 'Muhammed Zafar Iqbal', 200, 5, ['science-fiction'], 'ত্রাতুল নামের এক তরুণের চোখে ভবিষ্যতের এক অদ্ভুত জগৎ।'),
  book('টুকুনজিল', 'Tukunjil', 'Muhammed Zafar Iqbal', 180, 9, ['science-fiction', 'kishore-novel'], 'পৃথিবীতে এসে পড়া এক ছোট্ট মহাজাগতিক প্রাণী আর এক কিশোরের বন্ধুত্বের গল্প।'),
  book('থিওরি অফ রিলেটিভিটি', 'Theory of Relativity', 'Muhammed Zafar Iqbal', 250, 12, ['science'], 'আইনস্টাইনের আপেক্ষিকতার তত্ত্ব সহজ বাংলায়, সাধারণ পাঠকের জন্য।'),
  book('কোয়ান্টাম মেকানিক্স', 'Quantum Mechanics', 'Muhammed Zafar Iqbal', 250, 8, ['science'], 'পরমাণুর ভেতরের অদ্ভুত জগৎ আর কোয়ান্টাম তত্ত্বের মূল ধারণা সহজ ভাষায়।'),

  // Kazi Anwar Hossain: Masud Rana
  book(
    'মাসুদ রানা: ধ্বংস পাহাড়',
    'Masud Rana: Dhongsho Pahar',
    'Kazi Anwar Hossain',
    120,
    25,
    ['thriller'],
    'বাংলাদেশ কাউন্টার ইন্টেলিজেন্সের দুর্ধর্ষ গুপ্তচর মাসুদ রানার প্রথম অভিযান: কাপ্তাই বাঁধ ধ্বংসের ষড়যন্ত্র।',
    { publisher: 'sheba', series: 'masud-rana', n: 1, year: 1966 },
  ),
  book('মাসুদ রানা: ভারতনাট্যম', 'Masud Rana: Bharatnatyam', 'Kazi Anwar Hossain', 120, 18, ['thriller'], 'মাসুদ রানা সিরিজের দ্বিতীয় বই: শত্রুদেশে এক গোপন মিশনে রানা।', {
    publisher: 'sheba',
    series: 'masud-rana',
    n: 2,
  }),
  book('মাসুদ রানা: স্বর্ণমৃগ', 'Masud Rana: Swarnamrigo', 'Kazi Anwar Hossain', 120, 14, ['thriller'], 'মাসুদ রানার তৃতীয় অভিযান: এক বিপজ্জনক ষড়যন্ত্রের পেছনে ছোটে রানা।', {
    publisher: 'sheba',
    series: 'masud-rana',
    n: 3,
  }),
  book('মাসুদ রানা: দুঃসাহসিক', 'Masud Rana: Duhshahoshik', 'Kazi Anwar Hossain', 120, 9, ['thriller'], 'বিপদের পর বিপদ পেরিয়ে এক দুঃসাহসী মিশনে মাসুদ রানা।', {
    publisher: 'sheba',
    series: 'masud-rana',
  }),
  book('মাসুদ রানা: মৃত্যুর সাথে পাঞ্জা', 'Masud Rana: Mrittur Sathe Panja', 'Kazi Anwar Hossain', 120, 1, ['thriller'], 'মৃত্যুকে তুচ্ছ করে শত্রুর ঘাঁটিতে ঢুকে পড়ে মাসুদ রানা।', {
    publisher: 'sheba',
    series: 'masud-rana',
  }),
  book('মাসুদ রানা: রত্নদ্বীপ', 'Masud Rana: Rotnodwip', 'Kazi Anwar Hossain', 130, 7, ['thriller'], 'এক দ্বীপে লুকোনো সম্পদ আর ষড়যন্ত্রের জাল ছিঁড়তে নামে মাসুদ রানা।', {
    publisher: 'sheba',
    series: 'masud-rana',
  }),

  // Rakib Hassan: Tin Goyenda
  // Sheba publishes the first books of Tin Goyenda in volumes of three, the early volumes in halves (১/১, ১/২, ২/১…).
  book(
    'তিন গোয়েন্দা ভলিউম ১/১',
    'Tin Goyenda Volume 1/1',
    'Rakib Hassan',
    180,
    30,
    ['detective', 'children'],
    'রকি বিচের তিন কিশোর গোয়েন্দা কিশোর, মুসা আর রবিনের প্রথম তিনটি অভিযান এক মলাটে: তিন গোয়েন্দা, কঙ্কাল দ্বীপ আর রূপালী মাকড়সা।',
    { publisher: 'sheba', series: 'tin-goyenda', n: 1 },
  ),
  book('তিন গোয়েন্দা ভলিউম ১/২', 'Tin Goyenda Volume 1/2', 'Rakib Hassan', 180, 22, ['detective', 'children'], 'কিশোর পাশা, মুসা আমান আর রবিন মিলফোর্ড: তিন গোয়েন্দার পরের অভিযানগুলো এক মলাটে।', {
    publisher: 'sheba',
    series: 'tin-goyenda',
    n: 2,
  }),
  book('তিন গোয়েন্দা ভলিউম ২/১', 'Tin Goyenda Volume 2/1', 'Rakib Hassan', 180, 0, ['detective', 'children'], 'পুরোনো মালের ইয়ার্ডে হেডকোয়ার্টার বানানো তিন গোয়েন্দার আরও কয়েকটি রহস্যের তদন্ত।', {
    publisher: 'sheba',
    series: 'tin-goyenda',
    n: 3,
  }),

  // Begum Rokeya
  book(
    'Sultana’s Dream',
    'সুলতানার স্বপ্ন',
    'Begum Rokeya',
    150,
    14,
    ['science-fiction', 'classics'],
    'A woman dreams of Ladyland, where women run the country with science and men keep to the house: an early feminist utopia.',
    { year: 1905 },
  ),
  book('অবরোধবাসিনী', 'Oborodhbashini', 'Begum Rokeya', 150, 8, ['classics', 'biography'], 'পর্দার নামে নারীদের ঘরে আটকে রাখার সত্য ঘটনাগুলোর তীক্ষ্ণ বিবরণ।', { year: 1931 }),
  book('মতিচূর', 'Motichur', 'Begum Rokeya', 160, 5, ['classics'], 'নারীর শিক্ষা আর মুক্তির পক্ষে বেগম রোকেয়ার প্রবন্ধের সংকলন।', { year: 1904 }),
  book('পদ্মরাগ', 'Padmarag', 'Begum Rokeya', 180, 6, ['novel', 'classics'], 'নানা ধর্মের আশ্রয়হীন নারীদের এক আশ্রমকে ঘিরে বেগম রোকেয়ার উপন্যাস।', { year: 1924 }),

  // Shahidullah Kaiser, Zahir Raihan, Shawkat Osman, Abu Ishaque
  book('সংশপ্তক', 'Songshoptok', 'Shahidullah Kaiser', 450, 7, ['novel', 'classics'], 'বিশ শতকের মাঝামাঝি বাংলার গ্রাম আর শহরের মানুষের সংগ্রাম নিয়ে শহীদুল্লা কায়সারের উপন্যাস।', { year: 1965 }),
  book('সারেং বৌ', 'Sareng Bou', 'Shahidullah Kaiser', 250, 10, ['novel', 'classics'], 'সমুদ্রে যাওয়া সারেং কদমের অপেক্ষায় থাকা নবিতুনের সাহস আর ভালোবাসার গল্প।', { year: 1962 }),
  book('হাজার বছর ধরে', 'Hajar Bochor Dhore', 'Zahir Raihan', 180, 15, ['novel', 'classics'], 'পরীর দীঘির পাড়ের এক গ্রামের মানুষের চিরকালের জীবন নিয়ে জহির রায়হানের উপন্যাস।', { year: 1964 }),
  book('আরেক ফাল্গুন', 'Arek Falgun', 'Zahir Raihan', 150, 8, ['novel', 'history'], 'ভাষা আন্দোলনের পরের এক ফাল্গুনে শহীদ দিবস পালনের সংগ্রাম নিয়ে উপন্যাস।', { year: 1969 }),
  book('জননী', 'Jononi', 'Shawkat Osman', 250, 4, ['novel', 'classics'], 'গ্রামের এক দরিদ্র মা দরিয়াবিবির সংগ্রাম নিয়ে শওকত ওসমানের উপন্যাস।', { year: 1958 }),
  book('ক্রীতদাসের হাসি', 'Kritodasher Hashi', 'Shawkat Osman', 150, 6, ['novel', 'classics'], 'বাগদাদের খলিফার দরবারে এক ক্রীতদাসের হারিয়ে যাওয়া হাসির রূপক উপন্যাস।', { year: 1962 }),
  book('সূর্য দীঘল বাড়ী', 'Surjo Dighol Bari', 'Abu Ishaque', 220, 9, ['novel', 'classics'], 'দুর্ভিক্ষের পর গ্রামে ফিরে কুসংস্কার আর অভাবের সঙ্গে লড়াই করে জয়গুন।', { year: 1955 }),

  // Selina Hossain
  book(
    'হাঙর নদী গ্রেনেড',
    'Hangor Nodi Grenade',
    'Selina Hossain',
    250,
    12,
    ['novel', 'liberation-war'],
    'মুক্তিযোদ্ধাদের বাঁচাতে নিজের ছেলেকে হানাদারদের হাতে তুলে দেন এক মা: সেলিনা হোসেনের কালজয়ী উপন্যাস।',
    { year: 1976 },
  ),
  book('পোকামাকড়ের ঘরবসতি', 'Pokamakorer Ghorbosoti', 'Selina Hossain', 250, 4, ['novel'], 'উপকূলের জেলেদের জীবন আর ভালোবাসা নিয়ে সেলিনা হোসেনের উপন্যাস।'),
  book('গায়ত্রী সন্ধ্যা', 'Gayatri Sondhya', 'Selina Hossain', 1200, 2, ['novel', 'history'], 'দেশভাগ থেকে স্বাধীনতা পর্যন্ত সময় নিয়ে সেলিনা হোসেনের তিন খণ্ডের বড় উপন্যাস।'),

  // Anisul Hoque
  book('মা', 'Maa', 'Anisul Hoque', 450, 25, ['novel', 'liberation-war'], 'শহীদ মুক্তিযোদ্ধা আজাদ আর তাঁর মায়ের সত্য ঘটনা নিয়ে লেখা উপন্যাস।', { publisher: 'shomoy', year: 2003 }),
  book('যারা ভোর এনেছিল', 'Jara Bhor Enechhilo', 'Anisul Hoque', 600, 11, ['novel', 'history'], 'শেখ মুজিবের শৈশব থেকে পঞ্চাশের দশক পর্যন্ত বাংলার রাজনীতি নিয়ে উপন্যাস-ধারাবাহিকের প্রথম খণ্ড।', {
    publisher: 'prothoma',
    series: 'jara-bhor-enechhilo',
    n: 1,
    year: 2012,
  }),
  book('ঊষার দুয়ারে', 'Ushar Duare', 'Anisul Hoque', 600, 8, ['novel', 'history'], 'যারা ভোর এনেছিল ধারাবাহিকের দ্বিতীয় খণ্ড: বাংলার রাজনীতি আর মানুষের পরের অধ্যায়।', {
    publisher: 'prothoma',
    series: 'jara-bhor-enechhilo',
    n: 2,
  }),
  book('আলো-আঁধারের যাত্রী', 'Alo-Andharer Jatri', 'Anisul Hoque', 650, 6, ['novel', 'history'], 'যারা ভোর এনেছিল ধারাবাহিকের তৃতীয় খণ্ড: স্বাধিকারের পথে বাংলার আরও এগিয়ে চলা।', {
    publisher: 'prothoma',
    series: 'jara-bhor-enechhilo',
    n: 3,
  }),

  // Sheikh Mujibur Rahman
  book('অসমাপ্ত আত্মজীবনী', 'Oshomapto Attojiboni', 'Sheikh Mujibur Rahman', 560, 30, ['biography', 'history'], 'কারাগারে বসে লেখা বঙ্গবন্ধুর আত্মজীবনী: শৈশব থেকে পঞ্চাশের দশকের রাজনীতি পর্যন্ত।', {
    publisher: 'upl',
    year: 2012,
  }),
  book(
    'The Unfinished Memoirs',
    'অসমাপ্ত আত্মজীবনী',
    'Sheikh Mujibur Rahman',
    850,
    9,
    ['biography', 'history'],
    'The English translation of the memoir Bangabandhu wrote in prison, from his childhood to the politics of the 1950s.',
    { publisher: 'upl', year: 2012 },
  ),
  book('কারাগারের রোজনামচা', 'Karagarer Rojnamcha', 'Sheikh Mujibur Rahman', 400, 18, ['biography', 'history'], 'ষাটের দশকে কারাবন্দি থাকার দিনগুলোতে লেখা বঙ্গবন্ধুর দিনলিপি।', {
    publisher: 'bangla-academy',
    year: 2017,
  }),
  book('আমার দেখা নয়াচীন', 'Amar Dekha Noyachin', 'Sheikh Mujibur Rahman', 400, 12, ['biography'], '১৯৫২ সালে চীন সফরের অভিজ্ঞতা নিয়ে বঙ্গবন্ধুর লেখা ভ্রমণকাহিনি।', {
    publisher: 'bangla-academy',
    year: 2020,
  }),

  // Liberation War
  book('একাত্তরের দিনগুলি', 'Ekattorer Dinguli', 'Jahanara Imam', 450, 20, ['liberation-war', 'biography'], 'শহীদ রুমীর মা জাহানারা ইমামের একাত্তরের দিনলিপি: যুদ্ধের ঢাকায় এক পরিবারের প্রতিদিন।', {
    publisher: 'sandhani',
    year: 1986,
  }),
  book('আমি বীরাঙ্গনা বলছি', 'Ami Birangona Bolchhi', 'Nilima Ibrahim', 400, 7, ['liberation-war', 'history'], 'একাত্তরে নির্যাতিত নারীদের নিজেদের মুখে বলা জীবনের কথা।'),
  book('১৯৭১: ভেতরে বাইরে', '1971: Bhetore Baire', 'A. K. Khandker', 500, 5, ['liberation-war', 'history'], 'মুক্তিবাহিনীর উপ-অধিনায়কের চোখে মুক্তিযুদ্ধের ভেতরের আর বাইরের ঘটনা।', {
    publisher: 'prothoma',
    year: 2014,
  }),
  book(
    'The Blood Telegram',
    '',
    'Gary J. Bass',
    1400,
    4,
    ['liberation-war', 'history'],
    'How Nixon and Kissinger stood by Pakistan during the genocide of 1971, from the telegrams of the American consulate in Dhaka.',
    { publisher: 'knopf', year: 2013 },
  ),
  book(
    'Bangladesh: A Legacy of Blood',
    '',
    'Anthony Mascarenhas',
    900,
    5,
    ['history', 'liberation-war'],
    'A journalist’s account of the coups and killings in Bangladesh in the years after independence.',
    { year: 1986 },
  ),

  // Syed Shamsul Haq, Akhteruzzaman Elias, Hasan Azizul Huq, Munier Chowdhury, Ahmed Sofa, Syed Mujtaba Ali
  book('খেলারাম খেলে যা', 'Khelaram Khele Ja', 'Syed Shamsul Haq', 250, 5, ['novel'], 'এক টেলিভিশন উপস্থাপকের অস্থির জীবন নিয়ে সৈয়দ শামসুল হকের আলোচিত উপন্যাস।', { year: 1973 }),
  book('নিষিদ্ধ লোবান', 'Nishiddho Loban', 'Syed Shamsul Haq', 180, 6, ['novel', 'liberation-war'], 'একাত্তরে নিজের শহরে ফিরে এক তরুণী দেখে হানাদারদের নিষ্ঠুরতা আর প্রতিরোধ।', { year: 1981 }),
  book('নূরলদীনের সারাজীবন', 'Nuruldiner Sarajibon', 'Syed Shamsul Haq', 200, 8, ['drama', 'history'], 'রংপুরের কৃষক বিদ্রোহের নেতা নূরলদীনকে নিয়ে কাব্যনাটক।', { year: 1982 }),
  book('পায়ের আওয়াজ পাওয়া যায়', 'Payer Awaj Paowa Jay', 'Syed Shamsul Haq', 180, 4, ['drama', 'liberation-war'], 'মুক্তিযুদ্ধের শেষ দিনগুলোতে এক গ্রামের মানুষের জেগে ওঠা নিয়ে কাব্যনাটক।', { year: 1976 }),
  book('পরানের গহীন ভিতর', 'Poraner Gohin Bhitor', 'Syed Shamsul Haq', 160, 9, ['poetry'], 'আঞ্চলিক ভাষায় লেখা প্রেম আর বেদনার সনেটগুচ্ছ।', { year: 1980 }),
  book('চিলেকোঠার সেপাই', 'Chilekothar Sepai', 'Akhteruzzaman Elias', 450, 7, ['novel', 'history'], 'ঊনসত্তরের গণঅভ্যুত্থানের ঢাকা আর গ্রামের মানুষের জেগে ওঠা নিয়ে আখতারুজ্জামান ইলিয়াসের উপন্যাস।', {
    year: 1986,
  }),
  book('খোয়াবনামা', 'Khoabnama', 'Akhteruzzaman Elias', 650, 4, ['novel', 'history'], 'বগুড়ার এক বিলের পাড়ের মানুষের স্বপ্ন, মিথ আর দেশভাগের সময় নিয়ে মহাকাব্যিক উপন্যাস।', { year: 1996 }),
  book('আগুনপাখি', 'Agunpakhi', 'Hasan Azizul Huq', 400, 5, ['novel', 'history'], 'দেশভাগের সময় স্বামী-সন্তান চলে গেলেও নিজের ভিটে ছাড়তে রাজি হন না এক গ্রামের নারী।', { year: 2006 }),
  book('আত্মজা ও একটি করবী গাছ', 'Attoja O Ekti Korobi Gachh', 'Hasan Azizul Huq', 200, 6, ['short-stories'], 'দেশভাগের ক্ষত আর গ্রামের দারিদ্র্য নিয়ে হাসান আজিজুল হকের গল্পগ্রন্থ।', { year: 1967 }),
  book('কবর', 'Kobor', 'Munier Chowdhury', 100, 10, ['drama', 'history'], 'ভাষা আন্দোলনের শহীদদের নিয়ে কারাগারে বসে লেখা একাঙ্ক নাটক।'),
  book('গাভী বিত্তান্ত', 'Gabhi Bittanto', 'Ahmed Sofa', 200, 9, ['novel'], 'এক বিশ্ববিদ্যালয়ের উপাচার্য আর তাঁর প্রিয় গাভীকে নিয়ে তীক্ষ্ণ ব্যঙ্গের উপন্যাস।', { year: 1995 }),
  book('পুষ্প বৃক্ষ এবং বিহঙ্গ পুরাণ', 'Pushpo Brikkho Ebong Bihongo Puran', 'Ahmed Sofa', 200, 5, ['novel'], 'গাছ, ফুল আর পাখির সঙ্গে লেখকের বন্ধুত্বের কোমল উপন্যাস।', { year: 1996 }),
  book('বাঙালি মুসলমানের মন', 'Bangali Musolmaner Mon', 'Ahmed Sofa', 250, 6, ['history'], 'বাঙালি মুসলমান সমাজের মানস আর ইতিহাস নিয়ে আহমদ ছফার আলোচিত প্রবন্ধ সংকলন।', { year: 1981 }),
  book('দেশে বিদেশে', 'Deshe Bideshe', 'Syed Mujtaba Ali', 300, 10, ['biography', 'classics'], 'কাবুলে শিক্ষকতার দিনগুলো নিয়ে সৈয়দ মুজতবা আলীর রসে ভরা ভ্রমণকাহিনি।', { year: 1948 }),
  book('শবনম', 'Shobnom', 'Syed Mujtaba Ali', 220, 7, ['novel', 'classics'], 'আফগানিস্তানের পটভূমিতে এক বাঙালি তরুণ আর শবনমের প্রেমের উপন্যাস।', { year: 1960 }),
  book('চাচা কাহিনী', 'Chacha Kahini', 'Syed Mujtaba Ali', 200, 5, ['short-stories', 'classics'], 'বার্লিনে বাঙালি আড্ডার মধ্যমণি চাচার মজার সব গল্প।', { year: 1952 }),

  // Poetry
  book('নকশী কাঁথার মাঠ', 'Nakshi Kanthar Math', 'Jasimuddin', 150, 16, ['poetry', 'classics'], 'রূপাই আর সাজুর ভালোবাসা আর বিরহ নিয়ে পল্লীকবি জসীমউদ্‌দীনের কাহিনিকাব্য।', { year: 1929 }),
  book('সোজন বাদিয়ার ঘাট', 'Sojon Badiyar Ghat', 'Jasimuddin', 150, 6, ['poetry', 'classics'], 'গ্রামবাংলার দুই সম্প্রদায়ের দুই তরুণ-তরুণীর প্রেম নিয়ে জসীমউদ্‌দীনের কাহিনিকাব্য।', { year: 1933 }),
  book('রাখালী', 'Rakhali', 'Jasimuddin', 130, 5, ['poetry'], 'পল্লীকবির প্রথম কাব্যগ্রন্থ, যেখানে আছে বিখ্যাত কবিতা "কবর"।', { year: 1927 }),
  book('ছাড়পত্র', 'Chharpotro', 'Sukanta Bhattacharya', 120, 12, ['poetry'], 'কিশোর কবি সুকান্তের প্রথম কাব্যগ্রন্থ: ক্ষুধা, প্রতিবাদ আর নতুন দিনের স্বপ্ন।', { year: 1948 }),
  book('প্রথম গান, দ্বিতীয় মৃত্যুর আগে', 'Prothom Gan, Ditiyo Mrittur Age', 'Shamsur Rahman', 150, 4, ['poetry'], 'শামসুর রাহমানের প্রথম কাব্যগ্রন্থ।', { year: 1960 }),
  book('নিজ বাসভূমে', 'Nij Basbhume', 'Shamsur Rahman', 150, 6, ['poetry', 'history'], 'ঊনসত্তরের গণঅভ্যুত্থানের দিনগুলোর কবিতা, যেখানে আছে "আসাদের শার্ট"।', { year: 1970 }),
  book('প্রেমাংশুর রক্ত চাই', 'Premangshur Rokto Chai', 'Nirmalendu Goon', 150, 7, ['poetry'], 'প্রেম আর রাজনীতির কবি নির্মলেন্দু গুণের প্রথম কাব্যগ্রন্থ।', { year: 1970 }),
  book('উপদ্রুত উপকূল', 'Upodruto Upokul', 'Rudra Mohammad Shahidullah', 150, 5, ['poetry'], 'রুদ্র মুহম্মদ শহিদুল্লাহর প্রথম কাব্যগ্রন্থ, প্রতিবাদ আর স্বপ্নভঙ্গের কবিতা।', { year: 1979 }),
  book('পানকৌড়ির রক্ত', 'Pankourir Rokto', 'Al Mahmud', 200, 5, ['short-stories'], 'গ্রামবাংলার মানুষ আর প্রকৃতি নিয়ে কবি আল মাহমুদের গল্পগ্রন্থ।', { year: 1975 }),

  // Children: rhymes, fairy tales and classics
  book('আবোল তাবোল', 'Abol Tabol', 'Sukumar Ray', 150, 28, ['rhymes', 'poetry'], 'হুঁকোমুখো হ্যাংলা, কুমড়োপটাশ আর খিচুড়ি নিয়ে সুকুমার রায়ের অমর মজার ছড়া।', { year: 1923 }),
  book('হ য ব র ল', 'Ha Ja Ba Ra La', 'Sukumar Ray', 120, 19, ['children', 'classics'], 'রুমাল থেকে বেড়াল হয়ে যাওয়া আর এক আজব দেশের মজার কাহিনি।'),
  book('পাগলা দাশু', 'Pagla Dashu', 'Sukumar Ray', 150, 14, ['children', 'short-stories'], 'স্কুলের খেয়ালি ছেলে দাশু আর তার সহপাঠীদের হাসির গল্প।', { year: 1940 }),
  book('খাই খাই', 'Khai Khai', 'Sukumar Ray', 120, 9, ['rhymes', 'poetry'], 'খাওয়াদাওয়া আর নানা মজা নিয়ে সুকুমার রায়ের ছড়ার বই।', { year: 1950 }),
  book('টুনটুনির বই', 'Tuntunir Boi', 'Upendrakishore Ray Chowdhury', 150, 24, ['rupkotha'], 'চালাক টুনটুনি, বোকা রাজা আর বাঘ-শিয়ালের মজার সব লোককাহিনি।', { year: 1910 }),
  book('ছেলেদের রামায়ণ', 'Chheleder Ramayan', 'Upendrakishore Ray Chowdhury', 180, 6, ['children', 'classics'], 'ছোটদের জন্য সহজ ভাষায় বলা রামায়ণের কাহিনি।'),
  book('ছেলেদের মহাভারত', 'Chheleder Mohabharot', 'Upendrakishore Ray Chowdhury', 200, 8, ['children', 'classics'], 'ছোটদের জন্য সহজ ভাষায় বলা মহাভারতের কাহিনি।'),
  book('ঠাকুরমার ঝুলি', 'Thakurmar Jhuli', 'Dakshinaranjan Mitra Majumder', 250, 26, ['rupkotha', 'classics'], 'লালকমল-নীলকমল, কাঁকনমালা-কাঞ্চনমালা আর সাত ভাই চম্পার মতো বাংলার চিরকালের রূপকথা।', {
    year: 1907,
  }),
  book('ঠাকুরদাদার ঝুলি', 'Thakurdadar Jhuli', 'Dakshinaranjan Mitra Majumder', 250, 9, ['rupkotha'], 'গ্রামবাংলার মুখে মুখে চলা পুরোনো গল্প আর গাথার সংকলন।', { year: 1909 }),

  // Bengali classics and Indian Bengali novelists
  book('কপালকুণ্ডলা', 'Kopalkundola', 'Bankim Chandra Chattopadhyay', 150, 7, ['novel', 'classics'], 'সমুদ্রতীরের জঙ্গলে কাপালিকের কাছে বড় হওয়া কপালকুণ্ডলা আর নবকুমারের গল্প।', { year: 1866 }),
  book('দুর্গেশনন্দিনী', 'Durgeshnandini', 'Bankim Chandra Chattopadhyay', 180, 5, ['novel', 'classics'], 'মোগল-পাঠানের যুদ্ধের পটভূমিতে বঙ্কিমচন্দ্রের প্রথম উপন্যাস।', { year: 1865 }),
  book('আনন্দমঠ', 'Anandamath', 'Bankim Chandra Chattopadhyay', 180, 4, ['novel', 'classics'], 'ছিয়াত্তরের মন্বন্তরের সময় সন্ন্যাসী বিদ্রোহের পটভূমিতে লেখা উপন্যাস।', { year: 1882 }),
  book('হাঁসুলী বাঁকের উপকথা', 'Hansuli Banker Upokotha', 'Tarashankar Bandyopadhyay', 350, 4, ['novel', 'classics'], 'কোপাই নদীর বাঁকে কাহারদের জীবন আর বদলে যাওয়া সময়ের উপন্যাস।', { year: 1947 }),
  book('কবি', 'Kobi', 'Tarashankar Bandyopadhyay', 220, 6, ['novel', 'classics'], 'নিচু জাতের ঘরে জন্মানো নিতাই কবিয়াল হয়ে ওঠে: গান আর ভালোবাসার উপন্যাস।'),
  book('মানবজমিন', 'Manabjomin', 'Shirshendu Mukhopadhyay', 700, 6, ['novel'], 'কলকাতার নানা মানুষের জীবন জুড়ে বোনা শীর্ষেন্দু মুখোপাধ্যায়ের উপন্যাস।'),
  book('দূরবীন', 'Durbin', 'Shirshendu Mukhopadhyay', 650, 4, ['novel'], 'এক জমিদার পরিবারের তিন প্রজন্মের গল্প, পূর্ববঙ্গ থেকে কলকাতা।'),
  book('গোঁসাইবাগানের ভূত', 'Goshaibaganer Bhut', 'Shirshendu Mukhopadhyay', 200, 11, ['kishore-novel'], 'গোঁসাইবাগানের এক নিরীহ ভূত আর বোকাসোকা বুরুনের বন্ধুত্বের মজার গল্প।'),
  book('প্রথম প্রতিশ্রুতি', 'Prothom Protishruti', 'Ashapurna Devi', 600, 5, ['novel', 'classics'], 'উনিশ শতকের এক সংসারে সত্যবতীর প্রতিবাদী জীবন: আশাপূর্ণা দেবীর ত্রয়ীর প্রথম উপন্যাস।', { year: 1964 }),
  book('হাজার চুরাশির মা', 'Hajar Churashir Maa', 'Mahasweta Devi', 200, 6, ['novel'], 'নকশাল আন্দোলনে নিহত ছেলের মা সুজাতা ছেলের অচেনা জীবনকে খুঁজে ফেরেন।', { year: 1974 }),

  // Thrillers: Mohammad Nazim Uddin
  book('নেমেসিস', 'Nemesis', 'Mohammad Nazim Uddin', 350, 13, ['thriller'], 'এক বরেণ্য লেখকের খুনের তদন্তে নামেন হোমিসাইডের ইনভেস্টিগেটর জেফরি বেগ: বেগ-বাস্টার্ড সিরিজের প্রথম বই।', {
    publisher: 'batighar',
    series: 'beg-bastard',
    n: 1,
    year: 2010,
  }),
  book('কন্ট্রাক্ট', 'Contract', 'Mohammad Nazim Uddin', 350, 9, ['thriller'], 'পেশাদার খুনি বাস্টার্ডের এক চুক্তির পেছনে ছোটেন জেফরি বেগ: বেগ-বাস্টার্ড সিরিজের দ্বিতীয় বই।', {
    publisher: 'batighar',
    series: 'beg-bastard',
    n: 2,
  }),
  book('নেক্সাস', 'Nexus', 'Mohammad Nazim Uddin', 380, 6, ['thriller'], 'ক্ষমতা আর অপরাধের জটিল জালে জড়িয়ে পড়া এক তদন্ত: বেগ-বাস্টার্ড সিরিজের তৃতীয় থ্রিলার।', {
    publisher: 'batighar',
    series: 'beg-bastard',
    n: 3,
  }),
  book(
    'রবীন্দ্রনাথ এখানে কখনও খেতে আসেননি',
    'Rabindranath Ekhane Kokhono Khete Ashenni',
    'Mohammad Nazim Uddin',
    400,
    15,
    ['thriller'],
    'সুন্দরপুরের এক রহস্যময় হোটেল আর তার মালকিনকে ঘিরে এক সাংবাদিকের অনুসন্ধান।',
    { publisher: 'batighar' },
  ),

  // Quran and tafsir
  book('আল-কুরআনুল করীম (বাংলা অনুবাদ)', 'Al-Quranul Karim (Bangla Onubad)', 'Islamic Foundation Bangladesh', 700, 40, ['quran-tafsir'], 'আরবি মূল পাঠের পাশে সহজ বাংলা অনুবাদসহ পবিত্র কুরআন।', {
    publisher: 'islamic-foundation',
  }),
  book('তাফসীর ইবনে কাসীর', 'Tafsir Ibne Kasir', 'Ibn Kathir', 3800, 6, ['quran-tafsir'], 'হাদিস আর সাহাবিদের বর্ণনার আলোকে কুরআনের সবচেয়ে পরিচিত তাফসীরের বাংলা অনুবাদ, সম্পূর্ণ সেট।'),
  book('তাফসীরে মাআরেফুল কুরআন', 'Tafsire Maareful Quran', 'Mufti Muhammad Shafi', 1200, 7, ['quran-tafsir'], 'মুফতি মুহাম্মদ শফীর বিখ্যাত তাফসীরের বাংলা অনুবাদ: সহজ ভাষায় আয়াতের ব্যাখ্যা আর বিধানের আলোচনা।'),
  book(
    'The Noble Quran',
    'আল-কুরআনুল কারীম',
    'Muhammad Taqi-ud-Din al-Hilali and Muhammad Muhsin Khan',
    1200,
    10,
    ['quran-tafsir'],
    'The meaning of the Quran in English, with the Arabic text and brief notes from the classical commentaries.',
    { publisher: 'darussalam' },
  ),
  book('The Clear Quran', '', 'Mustafa Khattab', 1500, 7, ['quran-tafsir'], 'A modern, readable English translation of the Quran, faithful to the Arabic.'),

  // Hadith
  book('সহীহ বুখারী', 'Sahih Bukhari', 'Imam Bukhari', 3000, 8, ['hadith'], 'সবচেয়ে নির্ভরযোগ্য হাদিস সংকলন সহীহ আল-বুখারীর বাংলা অনুবাদ, খণ্ডে খণ্ডে সম্পূর্ণ।'),
  book('সহীহ মুসলিম', 'Sahih Muslim', 'Imam Muslim', 2800, 5, ['hadith'], 'ইমাম মুসলিমের সংকলিত সহীহ হাদিসগ্রন্থের বাংলা অনুবাদ।'),
  book('রিয়াদুস সালেহীন', 'Riyadus Salehin', 'Imam An-Nawawi', 1500, 10, ['hadith'], 'চরিত্র, ইবাদত আর আচরণ নিয়ে ইমাম নববীর বাছাই করা হাদিসের বাংলা অনুবাদ।'),
  book('An-Nawawi’s Forty Hadith', 'চল্লিশ হাদীস', 'Imam An-Nawawi', 450, 14, ['hadith'], 'Forty-two short hadith on the foundations of the faith, in Arabic and English.'),

  // Seerah and Islamic history
  book('আর-রাহীকুল মাখতূম', 'Ar-Raheequl Makhtum', 'Safiur Rahman Mubarakpuri', 550, 16, ['seerah'], 'নবীজির (সা.) জীবনী নিয়ে পুরস্কারপ্রাপ্ত সীরাতগ্রন্থের বাংলা অনুবাদ।'),
  book('সীরাতুন নবী (সা.)', 'Siratun Nabi', 'Ibn Hisham', 1400, 5, ['seerah'], 'ইবনে হিশামের সংকলিত নবীজির (সা.) প্রাচীনতম জীবনীগ্রন্থের বাংলা অনুবাদ।'),
  book(
    'Muhammad: His Life Based on the Earliest Sources',
    '',
    'Martin Lings',
    1200,
    6,
    ['seerah'],
    'The life of the Prophet (peace be upon him) told from the earliest Arabic sources in clear, moving English.',
    { year: 1983 },
  ),
  book('The History of Islam', '', 'Akbar Shah Najeebabadi', 4000, 2, ['islamic-history'], 'A three-volume history of Islam from the time of the Prophet to the later Muslim dynasties.', {
    publisher: 'darussalam',
  }),
  book('Islam: A Short History', '', 'Karen Armstrong', 950, 5, ['islamic-history'], 'A brief, readable account of fourteen centuries of Islamic history and thought.', { year: 2000 }),
  book(
    'The Muqaddimah',
    'মুকাদ্দিমা',
    'Ibn Khaldun',
    1300,
    2,
    ['islamic-history', 'history', 'classics'],
    'Ibn Khaldun’s introduction to history: how societies, states and civilisations rise and fall.',
  ),

  // Arif Azad
  book('প্যারাডক্সিক্যাল সাজিদ ২', 'Paradoxical Sajid 2', 'Arif Azad', 300, 22, ['religious'], 'সাজিদের যুক্তি আর বিশ্বাসের কথোপকথনের দ্বিতীয় খণ্ড।', {
    publisher: 'samakalin',
    series: 'paradoxical-sajid',
    n: 2,
  }),
  book('বেলা ফুরাবার আগে', 'Bela Furabar Age', 'Arif Azad', 300, 26, ['religious', 'self-development'], 'ব্যস্ত জীবনে আল্লাহর কাছে ফিরে আসা আর নিজেকে শুধরে নেওয়ার কথা নিয়ে লেখা বই।', {
    publisher: 'samakalin',
  }),
  book('আরজ আলী সমীপে', 'Aroj Ali Somipe', 'Arif Azad', 280, 11, ['religious'], 'আরজ আলী মাতুব্বরের তোলা প্রশ্নগুলোর যুক্তিনির্ভর উত্তর দেওয়ার চেষ্টা।', { publisher: 'samakalin', year: 2018 }),

  // Tahmima Anam, and English novels from Bengal and South Asia
  book(
    'The Good Muslim',
    '',
    'Tahmima Anam',
    1100,
    5,
    ['fiction', 'english-literature', 'liberation-war'],
    'A brother and sister who fought in 1971 take different roads in the years after the war.',
    { publisher: 'canongate', series: 'bengal-trilogy', n: 2, year: 2011 },
  ),
  book(
    'The Bones of Grace',
    '',
    'Tahmima Anam',
    1100,
    6,
    ['fiction', 'english-literature'],
    'A young Bangladeshi scientist searching for a whale fossil in Pakistan looks back on love and belonging.',
    { publisher: 'canongate', series: 'bengal-trilogy', n: 3, year: 2016 },
  ),
  book('Brick Lane', '', 'Monica Ali', 950, 6, ['fiction', 'english-literature'], 'Nazneen, married off from a Bangladeshi village to a London council flat, slowly finds her own voice.', {
    publisher: 'doubleday',
    year: 2003,
  }),
  book('The Hungry Tide', '', 'Amitav Ghosh', 850, 8, ['fiction', 'english-literature'], 'A marine biologist and a translator meet in the Sundarbans, among tigers, tides and settlers.', {
    year: 2004,
  }),
  book('The Namesake', '', 'Jhumpa Lahiri', 900, 7, ['fiction', 'english-literature'], 'Gogol Ganguli, born in America to Bengali parents, grows up uneasy with the name he was given.', {
    publisher: 'houghton-mifflin',
    year: 2003,
  }),
  book('Interpreter of Maladies', '', 'Jhumpa Lahiri', 850, 4, ['short-stories', 'english-literature'], 'Pulitzer-winning stories of Indians and Bengalis between home and the new world.', {
    publisher: 'houghton-mifflin',
    year: 1999,
  }),
  book('The God of Small Things', '', 'Arundhati Roy', 950, 9, ['fiction', 'english-literature'], 'Twins in Kerala and the small things that change a family for ever: winner of the Booker Prize.', {
    year: 1997,
  }),
  book('A Thousand Splendid Suns', '', 'Khaled Hosseini', 1000, 12, ['fiction', 'english-literature'], 'Two women in Kabul, a generation apart, are bound together by war and a cruel marriage.', {
    publisher: 'riverhead',
    year: 2007,
  }),

  // Harry Potter, in order, with the ISBNs of the first Bloomsbury editions
  book(
    'Harry Potter and the Philosopher’s Stone',
    '',
    'J. K. Rowling',
    1100,
    24,
    ['fantasy', 'children', 'english-literature'],
    'An orphan learns on his eleventh birthday that he is a wizard and leaves for Hogwarts: the first Harry Potter book.',
    { publisher: 'bloomsbury', series: 'harry-potter', n: 1, year: 1997, isbn: '9780747532699' },
  ),
  book(
    'Harry Potter and the Chamber of Secrets',
    '',
    'J. K. Rowling',
    1150,
    18,
    ['fantasy', 'children', 'english-literature'],
    'Harry Potter’s second year at Hogwarts, where students are being turned to stone by something hidden in the castle.',
    { publisher: 'bloomsbury', series: 'harry-potter', n: 2, year: 1998, isbn: '9780747538493' },
  ),
  book(
    'Harry Potter and the Prisoner of Azkaban',
    '',
    'J. K. Rowling',
    1200,
    15,
    ['fantasy', 'children', 'english-literature'],
    'A prisoner escapes from Azkaban and seems to be coming for Harry Potter in his third year.',
    { publisher: 'bloomsbury', series: 'harry-potter', n: 3, year: 1999, isbn: '9780747542155' },
  ),
  book(
    'Harry Potter and the Goblet of Fire',
    '',
    'J. K. Rowling',
    1400,
    11,
    ['fantasy', 'children', 'english-literature'],
    'Harry Potter is chosen, against every rule, to compete in the dangerous Triwizard Tournament.',
    { publisher: 'bloomsbury', series: 'harry-potter', n: 4, year: 2000, isbn: '9780747546245' },
  ),
  book(
    'Harry Potter and the Order of the Phoenix',
    '',
    'J. K. Rowling',
    1500,
    8,
    ['fantasy', 'children', 'english-literature'],
    'Voldemort has returned, the Ministry denies it, and Harry Potter starts to teach his friends to fight.',
    { publisher: 'bloomsbury', series: 'harry-potter', n: 5, year: 2003, isbn: '9780747551003' },
  ),
  book(
    'Harry Potter and the Half-Blood Prince',
    '',
    'J. K. Rowling',
    1400,
    6,
    ['fantasy', 'children', 'english-literature'],
    'Dumbledore shows Harry Potter the past of Lord Voldemort while danger closes in on Hogwarts.',
    { publisher: 'bloomsbury', series: 'harry-potter', n: 6, year: 2005, isbn: '9780747581086' },
  ),
  book(
    'Harry Potter and the Deathly Hallows',
    '',
    'J. K. Rowling',
    1500,
    2,
    ['fantasy', 'children', 'english-literature'],
    'Harry Potter, Ron and Hermione leave Hogwarts to hunt the Horcruxes: the last book of the series.',
    { publisher: 'bloomsbury', series: 'harry-potter', n: 7, year: 2007, isbn: '9780747591054' },
  ),

  // Fantasy and children's classics in English
  book('The Hobbit', '', 'J. R. R. Tolkien', 900, 14, ['fantasy', 'classics', 'english-literature'], 'Bilbo Baggins is swept from his comfortable hole into a quest for a dragon’s treasure.', {
    publisher: 'allen-unwin',
    year: 1937,
  }),
  book(
    'The Lord of the Rings',
    '',
    'J. R. R. Tolkien',
    2500,
    5,
    ['fantasy', 'classics', 'english-literature'],
    'Frodo and the Fellowship set out to destroy the One Ring: the complete story in one volume.',
    { publisher: 'allen-unwin', year: 1954 },
  ),
  book(
    'The Lion, the Witch and the Wardrobe',
    '',
    'C. S. Lewis',
    650,
    10,
    ['fantasy', 'children', 'english-literature'],
    'Four children step through a wardrobe into Narnia, a land frozen in winter by the White Witch.',
    { publisher: 'geoffrey-bles', year: 1950 },
  ),
  book('A Game of Thrones', '', 'George R. R. Martin', 1300, 7, ['fantasy', 'english-literature'], 'Noble houses fight for the Iron Throne of Westeros as winter and an old danger return.', {
    publisher: 'bantam',
    year: 1996,
  }),
  book(
    'Alice’s Adventures in Wonderland',
    '',
    'Lewis Carroll',
    450,
    12,
    ['children', 'classics', 'english-literature'],
    'Alice follows a white rabbit down a hole into a world of nonsense, riddles and a furious Queen.',
    { publisher: 'macmillan', year: 1865 },
  ),
  book('The Little Prince', '', 'Antoine de Saint-Exupéry', 450, 18, ['children', 'classics'], 'A pilot stranded in the desert meets a little prince who has travelled from a tiny planet.', {
    year: 1943,
  }),
  book('Charlie and the Chocolate Factory', '', 'Roald Dahl', 650, 9, ['children', 'english-literature'], 'Charlie Bucket wins a golden ticket to Willy Wonka’s mysterious chocolate factory.', {
    year: 1964,
  }),
  book('Matilda', '', 'Roald Dahl', 650, 0, ['children', 'english-literature'], 'A brilliant little girl with dreadful parents and a terrifying headmistress discovers a power of her own.', {
    year: 1988,
  }),

  // Detective fiction in English
  book('A Study in Scarlet', '', 'Arthur Conan Doyle', 450, 8, ['detective', 'classics', 'english-literature'], 'Dr Watson meets Sherlock Holmes, and the two take their first case together.', {
    series: 'sherlock-holmes',
    n: 1,
    year: 1887,
  }),
  book('The Sign of the Four', '', 'Arthur Conan Doyle', 450, 5, ['detective', 'classics', 'english-literature'], 'Sherlock Holmes follows a missing treasure from India to the Thames.', {
    series: 'sherlock-holmes',
    n: 2,
    year: 1890,
  }),
  book(
    'The Adventures of Sherlock Holmes',
    '',
    'Arthur Conan Doyle',
    550,
    10,
    ['detective', 'classics', 'english-literature'],
    'Twelve cases of Sherlock Holmes, including A Scandal in Bohemia and The Speckled Band.',
    { publisher: 'george-newnes', series: 'sherlock-holmes', n: 3, year: 1892 },
  ),
  book(
    'The Hound of the Baskervilles',
    '',
    'Arthur Conan Doyle',
    450,
    9,
    ['detective', 'classics', 'english-literature'],
    'A spectral hound haunts the moors of Devon, and Sherlock Holmes sends Watson ahead to watch.',
    { publisher: 'george-newnes', series: 'sherlock-holmes', n: 5, year: 1902 },
  ),
  book(
    'The Murder of Roger Ackroyd',
    '',
    'Agatha Christie',
    600,
    6,
    ['detective', 'english-literature'],
    'Hercule Poirot, retired to grow marrows, is drawn into a village murder with a famous twist.',
    { series: 'hercule-poirot', year: 1926 },
  ),
  book(
    'Murder on the Orient Express',
    '',
    'Agatha Christie',
    650,
    11,
    ['detective', 'english-literature'],
    'Snowbound on the Orient Express, Hercule Poirot must find a killer among the passengers.',
    { publisher: 'collins-crime-club', series: 'hercule-poirot', year: 1934 },
  ),
  book('Death on the Nile', '', 'Agatha Christie', 650, 4, ['detective', 'english-literature'], 'A rich young bride is shot on a Nile steamer, and Hercule Poirot is on board.', {
    publisher: 'collins-crime-club',
    series: 'hercule-poirot',
    year: 1937,
  }),
  book('And Then There Were None', '', 'Agatha Christie', 650, 7, ['detective', 'english-literature'], 'Ten strangers invited to an island are killed one by one, as an old rhyme foretells.', {
    publisher: 'collins-crime-club',
    year: 1939,
  }),
  book('The Da Vinci Code', '', 'Dan Brown', 850, 10, ['thriller', 'english-literature'], 'A symbologist and a cryptologist follow clues in Leonardo’s paintings to a secret guarded for centuries.', {
    publisher: 'doubleday',
    year: 2003,
  }),
  book(
    'The Day of the Jackal',
    '',
    'Frederick Forsyth',
    750,
    8,
    ['thriller', 'english-literature'],
    'A professional assassin is hired to kill President de Gaulle, and a French detective races to stop him.',
    { year: 1971 },
  ),

  // Science fiction in English
  book(
    'Dune',
    '',
    'Frank Herbert',
    1200,
    9,
    ['science-fiction', 'english-literature'],
    'On the desert planet Arrakis, young Paul Atreides is caught in a war over the spice that powers the universe.',
    { year: 1965 },
  ),
  book('Foundation', '', 'Isaac Asimov', 850, 6, ['science-fiction', 'english-literature'], 'As a galactic empire falls, a mathematician plans to shorten the dark age that follows.', { year: 1951 }),
  book('The Time Machine', '', 'H. G. Wells', 400, 8, ['science-fiction', 'classics', 'english-literature'], 'A Victorian inventor travels to the year 802,701 and finds humanity divided in two.', {
    year: 1895,
  }),
  book(
    'Twenty Thousand Leagues Under the Seas',
    '',
    'Jules Verne',
    500,
    5,
    ['science-fiction', 'classics'],
    'Captain Nemo takes his captive guests around the world beneath the sea in the Nautilus.',
    { year: 1870 },
  ),
  book('Frankenstein', '', 'Mary Shelley', 450, 7, ['science-fiction', 'classics', 'english-literature'], 'A young scientist gives life to a creature and then abandons it, with terrible results.', {
    year: 1818,
  }),

  // English classics and drama
  book('Animal Farm', '', 'George Orwell', 450, 20, ['fiction', 'classics', 'english-literature'], 'The animals of Manor Farm overthrow their farmer, and the pigs slowly become the new masters.', {
    publisher: 'secker-warburg',
    year: 1945,
  }),
  book('Lord of the Flies', '', 'William Golding', 600, 8, ['fiction', 'classics', 'english-literature'], 'Schoolboys stranded on an island try to govern themselves, and fall into savagery.', {
    publisher: 'faber',
    year: 1954,
  }),
  book(
    'The Great Gatsby',
    '',
    'F. Scott Fitzgerald',
    500,
    10,
    ['fiction', 'classics', 'english-literature'],
    'Nick Carraway watches his mysterious neighbour Jay Gatsby chase a lost love across a glittering summer.',
    { publisher: 'scribner', year: 1925 },
  ),
  book('The Old Man and the Sea', '', 'Ernest Hemingway', 450, 9, ['fiction', 'classics', 'english-literature'], 'An old Cuban fisherman fights a giant marlin far out in the Gulf Stream.', {
    publisher: 'scribner',
    year: 1952,
  }),
  book('The Catcher in the Rye', '', 'J. D. Salinger', 650, 5, ['fiction', 'classics', 'english-literature'], 'Holden Caulfield wanders New York for three days after being expelled from school.', {
    publisher: 'little-brown',
    year: 1951,
  }),
  book('Jane Eyre', '', 'Charlotte Brontë', 450, 7, ['fiction', 'classics', 'english-literature'], 'An orphaned governess falls in love with her employer, Mr Rochester, who hides a secret.', {
    year: 1847,
  }),
  book(
    'Wuthering Heights',
    '',
    'Emily Brontë',
    450,
    6,
    ['fiction', 'classics', 'english-literature'],
    'The wild love of Catherine and Heathcliff and the revenge that follows it across two generations.',
    { year: 1847 },
  ),
  book('Great Expectations', '', 'Charles Dickens', 500, 6, ['fiction', 'classics', 'english-literature'], 'The orphan Pip receives a fortune from an unknown benefactor and learns what it costs.', {
    year: 1861,
  }),
  book(
    'A Tale of Two Cities',
    '',
    'Charles Dickens',
    500,
    4,
    ['fiction', 'classics', 'english-literature'],
    'London and Paris in the years of the French Revolution, and a man who gives his life for another.',
    { year: 1859 },
  ),
  book('Crime and Punishment', '', 'Fyodor Dostoevsky', 650, 5, ['fiction', 'classics'], 'A poor student in St Petersburg commits a murder and is hunted by his own conscience.', { year: 1866 }),
  book('War and Peace', '', 'Leo Tolstoy', 1500, 2, ['fiction', 'classics'], 'Russian families in peace and in the war against Napoleon, in Tolstoy’s vast novel.', { year: 1869 }),
  book('The Alchemist', '', 'Paulo Coelho', 650, 30, ['fiction', 'self-development'], 'A shepherd boy leaves Andalusia for the pyramids of Egypt in search of treasure and his own destiny.', {
    year: 1988,
  }),
  book('Hamlet', '', 'William Shakespeare', 350, 9, ['drama', 'classics', 'english-literature'], 'The Prince of Denmark learns from his father’s ghost that his uncle murdered the king.'),
  book('Macbeth', '', 'William Shakespeare', 350, 7, ['drama', 'classics', 'english-literature'], 'A Scottish general, spurred by witches and his wife, murders his way to the throne.'),

  // Self development
  book('The Psychology of Money', '', 'Morgan Housel', 900, 28, ['self-development'], 'Short stories about how people really think about money, and how to behave better with it.', {
    publisher: 'harriman-house',
    year: 2020,
  }),
  book('The Subtle Art of Not Giving a F*ck', '', 'Mark Manson', 850, 15, ['self-development'], 'A blunt guide to choosing what matters and accepting what does not.', { year: 2016 }),
  book('Who Moved My Cheese?', '', 'Spencer Johnson', 450, 12, ['self-development'], 'A short fable about two mice and two little people who must cope when their cheese disappears.', { year: 1998 }),
  book('The Monk Who Sold His Ferrari', '', 'Robin Sharma', 550, 14, ['self-development'], 'A burned-out lawyer travels to the Himalayas and returns with lessons for a calmer, fuller life.', {
    year: 1997,
  }),
  book('Eat That Frog!', '', 'Brian Tracy', 500, 10, ['self-development'], 'Ways to stop putting things off: do the biggest, hardest task first.', { year: 2001 }),
  book('Can’t Hurt Me', '', 'David Goggins', 1100, 6, ['self-development', 'biography'], 'A former Navy SEAL tells how he turned an abusive childhood into a life of extreme endurance.', {
    year: 2018,
  }),

  // Biography and memoir
  book('Long Walk to Freedom', '', 'Nelson Mandela', 1200, 5, ['biography', 'history'], 'Nelson Mandela’s own story, from his village childhood through 27 years in prison to the presidency.', {
    publisher: 'little-brown',
    year: 1994,
  }),
  book('The Diary of a Young Girl', '', 'Anne Frank', 550, 11, ['biography', 'history'], 'The diary Anne Frank kept while hiding from the Nazis in an Amsterdam attic.', { year: 1947 }),
  book('Steve Jobs', '', 'Walter Isaacson', 1300, 6, ['biography'], 'The life of Apple’s co-founder, from interviews with him and the people around him.', { publisher: 'simon-schuster', year: 2011 }),
  book('I Am Malala', '', 'Malala Yousafzai', 850, 8, ['biography'], 'The girl from the Swat Valley who was shot for going to school, and who would not be silenced.', { year: 2013 }),
  book(
    'The Story of My Experiments with Truth',
    '',
    'Mahatma Gandhi',
    450,
    4,
    ['biography', 'history'],
    'Gandhi’s autobiography, from his childhood in Gujarat to the struggles in South Africa and India.',
  ),

  // History
  book('A History of Bangladesh', '', 'Willem van Schendel', 1500, 5, ['history'], 'A clear history of the land and people of Bangladesh, from the delta’s ancient past to the present.', {
    publisher: 'cambridge-university-press',
    year: 2009,
  }),
  book('বাঙালির ইতিহাস: আদি পর্ব', 'Bangalir Itihas: Adi Parba', 'Niharranjan Ray', 1200, 5, ['history', 'classics'], 'প্রাচীন বাংলার মানুষ, সমাজ, অর্থনীতি আর সংস্কৃতির বিখ্যাত ইতিহাসগ্রন্থ।', { year: 1949 }),
  book('Guns, Germs, and Steel', '', 'Jared Diamond', 1200, 7, ['history', 'science'], 'Why some societies came to conquer others: geography, crops, animals and disease.', {
    publisher: 'ww-norton',
    year: 1997,
  }),
  book('Homo Deus', '', 'Yuval Noah Harari', 1300, 9, ['history', 'science'], 'Where humankind may go next, once famine, plague and war are brought under control.', {
    publisher: 'harvill-secker',
    year: 2016,
  }),
  book('The Silk Roads', '', 'Peter Frankopan', 1400, 4, ['history'], 'World history retold from the east: the trade routes that linked Asia, the Middle East and Europe.', {
    publisher: 'bloomsbury',
    year: 2015,
  }),
  book('Freedom at Midnight', '', 'Larry Collins and Dominique Lapierre', 900, 6, ['history'], 'The last year of British India, the Partition and the violence that came with independence.', {
    year: 1975,
  }),

  // Science
  book('The Ultimate Fate of the Universe', '', 'Jamal Nazrul Islam', 1500, 4, ['science'], 'A Bangladeshi cosmologist asks what will become of the stars, galaxies and matter in the far future.', {
    publisher: 'cambridge-university-press',
    year: 1983,
  }),
  book('এসো বিজ্ঞানের রাজ্যে', 'Esho Bigganer Rajje', 'Abdullah Al-Muti', 200, 9, ['science', 'children'], 'কিশোরদের জন্য সহজ ভাষায় বিজ্ঞানের নানা বিষয়ের সঙ্গে পরিচয়।'),
  book('অবাক পৃথিবী', 'Obak Prithibi', 'Abdullah Al-Muti', 200, 5, ['science', 'children'], 'আমাদের পৃথিবীর আশ্চর্য সব ঘটনা আর তাদের পেছনের বিজ্ঞান।'),
  book('A Short History of Nearly Everything', '', 'Bill Bryson', 1200, 8, ['science'], 'How we came to know what we know about the universe, told with wit by a curious non-scientist.', {
    publisher: 'doubleday',
    year: 2003,
  }),
  book('The Elegant Universe', '', 'Brian Greene', 1200, 4, ['science'], 'Superstrings, hidden dimensions and the search for a single theory of physics.', { publisher: 'ww-norton', year: 1999 }),
  book('Why We Sleep', '', 'Matthew Walker', 1100, 7, ['science', 'self-development'], 'What sleep does for the brain and body, and what we lose when we cut it short.', {
    publisher: 'scribner',
    year: 2017,
  }),

  // Admission preparation
  book('Cambridge IELTS 17 Academic', '', 'Cambridge University Press', 900, 20, ['admission'], 'Four authentic IELTS Academic practice tests with answers, for students preparing to study abroad.', {
    publisher: 'cambridge-university-press',
    series: 'cambridge-ielts',
    n: 17,
    year: 2022,
  }),
  book('Cambridge IELTS 18 Academic', '', 'Cambridge University Press', 950, 14, ['admission'], 'Four more authentic IELTS Academic practice tests with answers and audio scripts.', {
    publisher: 'cambridge-university-press',
    series: 'cambridge-ielts',
    n: 18,
    year: 2023,
  }),
  book('The Official SAT Study Guide', '', 'College Board', 1600, 5, ['admission'], 'Official practice tests and explanations from the makers of the SAT, for university admission in America.', {
    publisher: 'college-board',
  }),
  book('Word Power Made Easy', '', 'Norman Lewis', 450, 35, ['admission', 'self-development'], 'A classic course in building English vocabulary through word roots, long used for admission tests.', {
    year: 1949,
  }),
  book(
    'Saifurs Student Vocabulary',
    'সাইফুরস স্টুডেন্ট ভোকাবুলারি',
    'Saifur Rahman Khan',
    450,
    18,
    ['admission'],
    'English words with Bangla meanings and memory tricks for university admission and other tests.',
  ),
];
