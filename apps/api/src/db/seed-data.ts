import type { BookCategory } from '@boipoka/shared';

export interface SeedBook {
  title: string;
  author: string;
  /** The title and author in the other script, as Bangladeshi publishers spell them; '' when none. */
  altTitle: string;
  altAuthor: string;
  category: BookCategory;
  /** In dollars, for SPEC's shop. */
  price: number;
  /**
   * In Taka, for a demo shop created in Taka (SHOP_CURRENCY=BDT): what Bangladeshi bookshops ask, rounded to ৳10 — a
   * Humayun Ahmed paperback ৳250–300, Rabindranath's collections ৳350–900, imported English paperbacks ৳550–1,500.
   */
  priceBdt: number;
  quantity: number;
  description: string;
}

/**
 * Every Bangla or Bengali-language title of the seed in the other script: the Latin transliteration Bangladeshi
 * publishers and shops use for a Bangla title, the Bangla original for a Latin one. Keyed by the title as stored.
 */
export const SEED_OTHER_SCRIPT_TITLES: Readonly<Record<string, string>> = {
  'Pather Panchali': 'পথের পাঁচালী',
  Devdas: 'দেবদাস',
  Srikanta: 'শ্রীকান্ত',
  'নন্দিত নরকে': 'Nondito Noroke',
  হিমু: 'Himu',
  'শঙ্খনীল কারাগার': 'Shankhanil Karagar',
  ময়ূরাক্ষী: 'Mayurakshi',
  Deyal: 'দেয়াল',
  'দীপু নাম্বার টু': 'Dipu Number Two',
  'Amar Bondhu Rashed': 'আমার বন্ধু রাশেদ',
  'Chokher Bali': 'চোখের বালি',
  'The Home and the World': 'ঘরে বাইরে',
  Gora: 'গোরা',
  'শেষের কবিতা': 'Shesher Kobita',
  'Padma Nadir Majhi': 'পদ্মানদীর মাঝি',
  Lalsalu: 'লালসালু',
  'Sonar Kella': 'সোনার কেল্লা',
  'প্যারাডক্সিক্যাল সাজিদ': 'Paradoxical Sajid',
  Gitanjali: 'গীতাঞ্জলি',
  সঞ্চয়িতা: 'Sanchayita',
  অগ্নিবীণা: 'Agnibeena',
  সঞ্চিতা: 'Sanchita',
  'বনলতা সেন': 'Banalata Sen',
  'রূপসী বাংলা': 'Rupashi Bangla',
  'সোনালি কাবিন': 'Sonali Kabin',
  'বন্দী শিবির থেকে': 'Bondi Shibir Theke',
  'যে জলে আগুন জ্বলে': 'Je Jole Agun Jole',
  'একটুখানি বিজ্ঞান': 'Ektukhani Bigyan',
  'গণিতের মজা মজার গণিত': 'Goniter Moja Mojar Gonit',
};

/** Every Bangladeshi or Bengali author of the seed in Bangla, as Bangladeshi publishers print the name. Keyed by the author as stored. */
export const SEED_OTHER_SCRIPT_AUTHORS: Readonly<Record<string, string>> = {
  'Bibhutibhushan Bandyopadhyay': 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
  'Sarat Chandra Chattopadhyay': 'শরৎচন্দ্র চট্টোপাধ্যায়',
  'Humayun Ahmed': 'হুমায়ূন আহমেদ',
  'Muhammed Zafar Iqbal': 'মুহম্মদ জাফর ইকবাল',
  'Rabindranath Tagore': 'রবীন্দ্রনাথ ঠাকুর',
  'Manik Bandopadhyay': 'মানিক বন্দ্যোপাধ্যায়',
  'Syed Waliullah': 'সৈয়দ ওয়ালীউল্লাহ',
  'Satyajit Ray': 'সত্যজিৎ রায়',
  'Tahmima Anam': 'তাহমিমা আনাম',
  'Arif Azad': 'আরিফ আজাদ',
  'Kazi Nazrul Islam': 'কাজী নজরুল ইসলাম',
  'Jibanananda Das': 'জীবনানন্দ দাশ',
  'Al Mahmud': 'আল মাহমুদ',
  'Shamsur Rahman': 'শামসুর রাহমান',
  'Helal Hafiz': 'হেলাল হাফিজ',
  'Siddhartha Mukherjee': 'সিদ্ধার্থ মুখার্জি',
};

const b = (title: string, author: string, category: BookCategory, price: number, priceBdt: number, quantity: number, description: string): SeedBook => ({
  title,
  author,
  altTitle: SEED_OTHER_SCRIPT_TITLES[title] ?? '',
  altAuthor: SEED_OTHER_SCRIPT_AUTHORS[author] ?? '',
  category,
  price,
  priceBdt,
  quantity,
  description,
});

/**
 * What the seed knows for certain about a book beyond its texts: the publisher and year of its first edition where they
 * are well known (left out where not sure: never invented), and the language where the title alone would mislead (a
 * Tagore translation sold under its English title is an English book). Keyed by the title as stored. Migration 0017
 * gives the same details to a database seeded before it (seed.test.ts compares the two).
 */
export const SEED_BOOK_DETAILS: Readonly<Record<string, { publisher?: string; yearPublished?: number; language?: 'bn' | 'en' }>> = {
  'Pather Panchali': { yearPublished: 1929 },
  Devdas: { yearPublished: 1917 },
  'নন্দিত নরকে': { yearPublished: 1972 },
  'শঙ্খনীল কারাগার': { yearPublished: 1973 },
  Deyal: { publisher: 'Anyaprokash', yearPublished: 2013 },
  'Chokher Bali': { yearPublished: 1903 },
  'The Home and the World': { publisher: 'Macmillan', yearPublished: 1919, language: 'en' },
  Gora: { yearPublished: 1910 },
  'শেষের কবিতা': { yearPublished: 1929 },
  'Padma Nadir Majhi': { yearPublished: 1936 },
  Lalsalu: { yearPublished: 1948 },
  'A Golden Age': { publisher: 'John Murray', yearPublished: 2007 },
  'The Kite Runner': { publisher: 'Riverhead Books', yearPublished: 2003 },
  'To Kill a Mockingbird': { publisher: 'J. B. Lippincott', yearPublished: 1960 },
  'Nineteen Eighty-Four': { publisher: 'Secker & Warburg', yearPublished: 1949 },
  'Pride and Prejudice': { publisher: 'T. Egerton', yearPublished: 1813 },
  'The Sealed Nectar': { publisher: 'Darussalam' },
  'Fortress of the Muslim': { publisher: 'Darussalam' },
  'Mere Christianity': { publisher: 'Geoffrey Bles', yearPublished: 1952 },
  'Autobiography of a Yogi': { publisher: 'Philosophical Library', yearPublished: 1946 },
  Gitanjali: { yearPublished: 1912, language: 'en' },
  অগ্নিবীণা: { yearPublished: 1922 },
  'বনলতা সেন': { yearPublished: 1942 },
  'রূপসী বাংলা': { yearPublished: 1957 },
  'সোনালি কাবিন': { yearPublished: 1973 },
  'The Prophet': { publisher: 'Alfred A. Knopf', yearPublished: 1923 },
  'Leaves of Grass': { yearPublished: 1855 },
  'The Essential Rumi': { publisher: 'HarperSanFrancisco', yearPublished: 1995 },
  'Atomic Habits': { publisher: 'Avery', yearPublished: 2018 },
  'The 7 Habits of Highly Effective People': { publisher: 'Free Press', yearPublished: 1989 },
  'How to Win Friends and Influence People': { publisher: 'Simon & Schuster', yearPublished: 1936 },
  'Think and Grow Rich': { yearPublished: 1937 },
  'The Power of Habit': { publisher: 'Random House', yearPublished: 2012 },
  'Deep Work': { publisher: 'Grand Central Publishing', yearPublished: 2016 },
  Mindset: { publisher: 'Random House', yearPublished: 2006 },
  'Thinking, Fast and Slow': { publisher: 'Farrar, Straus and Giroux', yearPublished: 2011 },
  'Wings of Fire': { publisher: 'Universities Press', yearPublished: 1999 },
  'A Brief History of Time': { publisher: 'Bantam Books', yearPublished: 1988 },
  'Brief Answers to the Big Questions': { publisher: 'John Murray', yearPublished: 2018 },
  Cosmos: { publisher: 'Random House', yearPublished: 1980 },
  'The Selfish Gene': { publisher: 'Oxford University Press', yearPublished: 1976 },
  Sapiens: { publisher: 'Harvill Secker', yearPublished: 2014 },
  'On the Origin of Species': { publisher: 'John Murray', yearPublished: 1859 },
  'The Gene: An Intimate History': { publisher: 'Scribner', yearPublished: 2016 },
  'The Emperor of All Maladies': { publisher: 'Scribner', yearPublished: 2010 },
  'Astrophysics for People in a Hurry': { publisher: 'W. W. Norton', yearPublished: 2017 },
  "Surely You're Joking, Mr. Feynman!": { publisher: 'W. W. Norton', yearPublished: 1985 },
  'Silent Spring': { publisher: 'Houghton Mifflin', yearPublished: 1962 },
};

/** Real books, in English and Bangla, across the five categories. A few are sold out and a few are nearly gone. */
export const SEED_BOOKS: SeedBook[] = [
  // Fiction
  b('Pather Panchali', 'Bibhutibhushan Bandyopadhyay', 'Fiction', 12.99, 450, 18, 'A village childhood in Bengal seen through the eyes of young Apu and his sister Durga.'),
  b('Devdas', 'Sarat Chandra Chattopadhyay', 'Fiction', 9.99, 220, 25, 'The tragic story of a wealthy young man undone by a love his family forbids.'),
  b('Srikanta', 'Sarat Chandra Chattopadhyay', 'Fiction', 14.5, 550, 7, 'A wandering narrator recalls friendships, loves and journeys across Bengal and Burma.'),
  b('নন্দিত নরকে', 'Humayun Ahmed', 'Fiction', 8.99, 250, 30, 'হুমায়ূন আহমেদের প্রথম উপন্যাস: একটি মধ্যবিত্ত পরিবারের ভালোবাসা আর বেদনার গল্প।'),
  b('শঙ্খনীল কারাগার', 'Humayun Ahmed', 'Fiction', 9.49, 280, 3, 'এক সাধারণ পরিবারের ভাইবোনদের জীবন, স্বপ্ন আর না-বলা কথার উপন্যাস।'),
  b('ময়ূরাক্ষী', 'Humayun Ahmed', 'Fiction', 7.99, 250, 22, 'হলুদ পাঞ্জাবি পরা খালি পায়ের হিমুর প্রথম আবির্ভাব।'),
  b('হিমু', 'Humayun Ahmed', 'Fiction', 8.49, 300, 14, 'হলুদ পাঞ্জাবি পরা হিমু ঢাকার পথে পথে হাঁটে, আর তার চারপাশের মানুষের জীবনে ঘটে অদ্ভুত সব ঘটনা।'),
  b('Deyal', 'Humayun Ahmed', 'Fiction', 15.99, 500, 0, 'A historical novel set in the turbulent months after the birth of Bangladesh.'),
  b('দীপু নাম্বার টু', 'Muhammed Zafar Iqbal', 'Fiction', 6.99, 220, 40, 'নতুন স্কুলে আসা দীপু আর তার বন্ধুদের রোমাঞ্চকর অভিযানের গল্প।'),
  b('Amar Bondhu Rashed', 'Muhammed Zafar Iqbal', 'Fiction', 7.49, 200, 12, 'Schoolboys in a small town face the Liberation War of 1971 alongside their brave friend Rashed.'),
  b('Chokher Bali', 'Rabindranath Tagore', 'Fiction', 11.99, 350, 9, 'A young widow enters a household and upsets the lives of everyone around her.'),
  b('The Home and the World', 'Rabindranath Tagore', 'Fiction', 13.99, 650, 2, 'Ghare Baire: a marriage tested by the passions of the Swadeshi movement.'),
  b('Gora', 'Rabindranath Tagore', 'Fiction', 16.99, 600, 6, 'A fiery young nationalist discovers a secret that overturns his certainties about identity and faith.'),
  b('শেষের কবিতা', 'Rabindranath Tagore', 'Fiction', 8.49, 250, 15, 'অমিত আর লাবণ্যর প্রেম নিয়ে রবীন্দ্রনাথের কাব্যময় উপন্যাস।'),
  b('Padma Nadir Majhi', 'Manik Bandopadhyay', 'Fiction', 10.99, 300, 11, 'The hard lives and hopes of the fishermen who work the river Padma.'),
  b('Lalsalu', 'Syed Waliullah', 'Fiction', 9.99, 200, 8, 'A cunning stranger builds a shrine and a hold over a poor, pious village.'),
  b('Sonar Kella', 'Satyajit Ray', 'Fiction', 6.49, 250, 1, 'Feluda travels to Rajasthan to protect a boy who remembers a golden fortress from a past life.'),
  b('A Golden Age', 'Tahmima Anam', 'Fiction', 14.99, 950, 10, 'A widowed mother in Dhaka risks everything for her children during the war of 1971.'),
  b('The Kite Runner', 'Khaled Hosseini', 'Fiction', 16.5, 1100, 14, 'A friendship in Kabul, a betrayal, and a long road back to redemption.'),
  b('To Kill a Mockingbird', 'Harper Lee', 'Fiction', 12.49, 850, 0, 'Scout Finch watches her father defend an innocent man in a divided Southern town.'),
  b('Nineteen Eighty-Four', 'George Orwell', 'Fiction', 11.49, 650, 20, 'Winston Smith rebels against a state that watches everything, even thought.'),
  b('Pride and Prejudice', 'Jane Austen', 'Fiction', 8.99, 550, 16, 'Elizabeth Bennet and Mr Darcy misjudge each other in a witty comedy of manners.'),

  // Religious
  b('The Sealed Nectar', 'Safiur Rahman Mubarakpuri', 'Religious', 24.99, 1500, 12, 'An award-winning biography of the Prophet Muhammad (peace be upon him).'),
  b('Fortress of the Muslim', 'Said bin Ali bin Wahf Al-Qahtani', 'Religious', 4.99, 180, 60, 'A pocket collection of supplications from the Quran and Sunnah for daily life.'),
  b("Don't Be Sad", 'Aaidh ibn Abdullah al-Qarni', 'Religious', 19.99, 1200, 4, 'Reflections, verses and stories offering comfort and hope in times of hardship.'),
  b('Riyad as-Salihin', 'Imam An-Nawawi', 'Religious', 34.99, 1800, 9, 'The Gardens of the Righteous: a classic collection of hadith on character and worship.'),
  b('প্যারাডক্সিক্যাল সাজিদ', 'Arif Azad', 'Religious', 9.99, 280, 35, 'যুক্তি ও বিশ্বাস নিয়ে সাজিদের কথোপকথনের সংকলন।'),
  b('Reclaim Your Heart', 'Yasmin Mogahed', 'Religious', 15.99, 950, 0, 'Essays on freeing the heart from attachment and finding peace in faith.'),
  b('Lost Islamic History', 'Firas Alkhateeb', 'Religious', 21.49, 1250, 7, 'A lively survey of Islamic civilisation from Arabia to Andalusia and beyond.'),
  b('Bhagavad Gita As It Is', 'A. C. Bhaktivedanta Swami Prabhupada', 'Religious', 18.99, 650, 13, 'The dialogue of Krishna and Arjuna, with translation and commentary.'),
  b('The Dhammapada', 'Eknath Easwaran', 'Religious', 11.99, 700, 2, 'The sayings of the Buddha in a clear modern translation with an introduction.'),
  b('Mere Christianity', 'C. S. Lewis', 'Religious', 13.49, 850, 10, 'A classic case for the common ground of Christian belief, first given as radio talks.'),
  b('Autobiography of a Yogi', 'Paramahansa Yogananda', 'Religious', 17.99, 750, 5, 'The life of a yogi and his encounters with saints of East and West.'),
  b('The Holy Bible: King James Version', 'Various', 'Religious', 29.99, 1200, 8, 'The Old and New Testaments in the 1611 translation.'),

  // Poetry
  b('Gitanjali', 'Rabindranath Tagore', 'Poetry', 10.99, 350, 27, 'Song Offerings: the collection of devotional poems that won the Nobel Prize in 1913.'),
  b('সঞ্চয়িতা', 'Rabindranath Tagore', 'Poetry', 22.99, 900, 6, 'রবীন্দ্রনাথ ঠাকুরের নিজের বাছাই করা কবিতার সংকলন।'),
  b('অগ্নিবীণা', 'Kazi Nazrul Islam', 'Poetry', 7.99, 150, 14, 'বিদ্রোহী কবির প্রথম কাব্যগ্রন্থ, যেখানে আছে "বিদ্রোহী" কবিতা।'),
  b('সঞ্চিতা', 'Kazi Nazrul Islam', 'Poetry', 19.49, 650, 3, 'কাজী নজরুল ইসলামের নির্বাচিত কবিতা ও গানের সংকলন।'),
  b('The Rebel and Other Poems', 'Kazi Nazrul Islam', 'Poetry', 12.99, 600, 0, 'English translations of Nazrul’s fiery poems of freedom, love and equality.'),
  b('বনলতা সেন', 'Jibanananda Das', 'Poetry', 6.99, 150, 19, 'জীবনানন্দ দাশের বিখ্যাত কাব্যগ্রন্থ, নাটোরের বনলতা সেনের কবিতা।'),
  b('রূপসী বাংলা', 'Jibanananda Das', 'Poetry', 7.49, 180, 11, 'বাংলার প্রকৃতি ও মানুষের প্রতি গভীর ভালোবাসার সনেটগুচ্ছ।'),
  b('সোনালি কাবিন', 'Al Mahmud', 'Poetry', 8.99, 200, 1, 'আল মাহমুদের কালজয়ী সনেটগুচ্ছ, গ্রামবাংলার প্রেম ও জীবন।'),
  b('বন্দী শিবির থেকে', 'Shamsur Rahman', 'Poetry', 6.49, 150, 9, 'মুক্তিযুদ্ধের দিনগুলোতে লেখা শামসুর রাহমানের কবিতা।'),
  b('যে জলে আগুন জ্বলে', 'Helal Hafiz', 'Poetry', 5.99, 200, 23, 'প্রেম ও প্রতিবাদের কবি হেলাল হাফিজের একমাত্র কাব্যগ্রন্থ।'),
  b('The Prophet', 'Kahlil Gibran', 'Poetry', 9.49, 450, 21, 'A prophet speaks of love, work, joy and sorrow before he sails home.'),
  b('Leaves of Grass', 'Walt Whitman', 'Poetry', 14.99, 900, 5, 'Whitman’s lifelong celebration of the self, democracy and the natural world.'),
  b('Milk and Honey', 'Rupi Kaur', 'Poetry', 12.99, 1000, 17, 'Poems about love, loss, trauma and healing in four chapters.'),
  b('The Essential Rumi', 'Jalaluddin Rumi', 'Poetry', 16.99, 1100, 12, 'Coleman Barks’s celebrated versions of the Persian mystic’s poems.'),

  // Self development
  b('Atomic Habits', 'James Clear', 'SelfDevelopment', 18.99, 1250, 45, 'Tiny changes, remarkable results: a practical system for building good habits.'),
  b('The 7 Habits of Highly Effective People', 'Stephen R. Covey', 'SelfDevelopment', 17.49, 1100, 13, 'Principles for personal and professional effectiveness that have sold millions.'),
  b('How to Win Friends and Influence People', 'Dale Carnegie', 'SelfDevelopment', 11.99, 650, 28, 'The timeless guide to getting along with people and winning them to your way of thinking.'),
  b('Think and Grow Rich', 'Napoleon Hill', 'SelfDevelopment', 9.99, 550, 0, 'Thirteen principles of success drawn from the lives of famous achievers.'),
  b('The Power of Habit', 'Charles Duhigg', 'SelfDevelopment', 16.99, 1050, 8, 'Why we do what we do in life and business, and how to change it.'),
  b("Man's Search for Meaning", 'Viktor E. Frankl', 'SelfDevelopment', 10.99, 600, 4, 'A psychiatrist’s memoir of the death camps and the meaning that sustains us.'),
  b('Deep Work', 'Cal Newport', 'SelfDevelopment', 15.49, 1000, 11, 'Rules for focused success in a distracted world.'),
  b('Rich Dad Poor Dad', 'Robert T. Kiyosaki', 'SelfDevelopment', 12.49, 750, 33, 'What the rich teach their kids about money that the poor and middle class do not.'),
  b('Ikigai', 'Héctor García', 'SelfDevelopment', 13.99, 850, 19, 'The Japanese secret to a long and happy life, from the people of Okinawa.'),
  b('Mindset', 'Carol S. Dweck', 'SelfDevelopment', 14.99, 950, 7, 'How a growth mindset helps us learn, recover from setbacks and succeed.'),
  b('Thinking, Fast and Slow', 'Daniel Kahneman', 'SelfDevelopment', 19.99, 1350, 2, 'The two systems that drive the way we think, and the errors they make.'),
  b('Wings of Fire', 'A. P. J. Abdul Kalam', 'SelfDevelopment', 8.99, 450, 24, 'The autobiography of the missile scientist who became India’s President.'),

  // Science
  b('A Brief History of Time', 'Stephen Hawking', 'Science', 15.99, 950, 16, 'From the Big Bang to black holes: the universe explained for everyone.'),
  b('Brief Answers to the Big Questions', 'Stephen Hawking', 'Science', 17.99, 1150, 0, 'Hawking’s final thoughts on God, time travel, AI and the future of humanity.'),
  b('Cosmos', 'Carl Sagan', 'Science', 18.49, 1200, 9, 'A journey through space and time and the story of how science grew up.'),
  b('The Selfish Gene', 'Richard Dawkins', 'Science', 16.49, 1100, 6, 'A gene’s-eye view of evolution that changed how we think about life.'),
  b('Sapiens', 'Yuval Noah Harari', 'Science', 22.99, 1400, 38, 'A brief history of humankind, from foragers to the present day.'),
  b('On the Origin of Species', 'Charles Darwin', 'Science', 12.99, 700, 5, 'The 1859 book that set out the theory of evolution by natural selection.'),
  b('The Gene: An Intimate History', 'Siddhartha Mukherjee', 'Science', 24.49, 1500, 3, 'The story of the gene from Mendel’s peas to genome editing.'),
  b('The Emperor of All Maladies', 'Siddhartha Mukherjee', 'Science', 59.99, 1500, 4, 'A Pulitzer-winning biography of cancer, its history and its treatment.'),
  b('Astrophysics for People in a Hurry', 'Neil deGrasse Tyson', 'Science', 11.49, 750, 20, 'The essentials of the universe in short chapters for busy readers.'),
  b("Surely You're Joking, Mr. Feynman!", 'Richard P. Feynman', 'Science', 13.99, 950, 10, 'Adventures of a curious physicist, from safecracking to bongo drums.'),
  b('একটুখানি বিজ্ঞান', 'Muhammed Zafar Iqbal', 'Science', 6.99, 200, 26, 'সহজ ভাষায় বিজ্ঞানের নানা মজার বিষয় নিয়ে কিশোরদের জন্য লেখা বই।'),
  b('গণিতের মজা মজার গণিত', 'Muhammed Zafar Iqbal', 'Science', 7.99, 220, 1, 'গণিতের মজার সমস্যা আর ধাঁধা দিয়ে গণিতকে ভালোবাসতে শেখানোর বই।'),
  b('Silent Spring', 'Rachel Carson', 'Science', 14.49, 900, 8, 'The book that warned the world about pesticides and launched modern environmentalism.'),
];

export const DEMO_ACCOUNTS = {
  reader: { name: 'Demo Reader', email: 'reader@boipoka.test', password: 'reader123', role: 'user' as const },
  admin: { name: 'Boipoka Admin', email: 'admin@boipoka.test', password: 'admin123', role: 'admin' as const },
  customers: [
    { name: 'Nusrat Jahan', email: 'nusrat@boipoka.test', password: 'nusrat123', role: 'user' as const },
    { name: 'Tanvir Hasan', email: 'tanvir@boipoka.test', password: 'tanvir123', role: 'user' as const },
    { name: 'Farhana Akter', email: 'farhana@boipoka.test', password: 'farhana123', role: 'user' as const },
  ],
};

export const DEMO_ADDRESSES = [
  // Dhanmondi is a Dhaka city thana: a Taka shop charges it the Inside Dhaka zone.
  { address: 'House 12, Road 5, Dhanmondi', city: 'Dhaka', district: 'Dhaka', upazila: 'dhaka/dhanmondi', postalCode: '1205', phone: '+880 1711 234567' },
  { address: '45 CDA Avenue, GEC Circle', city: 'Chittagong', postalCode: '4000', phone: '+880 1819 765432' },
  { address: 'Zindabazar Point, Flat 3B', city: 'Sylhet', postalCode: '3100', phone: '+880 1912 112233' },
  { address: '7 Shaheb Bazar Road', city: 'Rajshahi', postalCode: '6100', phone: '+880 1555 998877' },
];

/** What the demo customers wrote about books they bought (issue 15): a rating, and mostly a few words, in either language. */
export const DEMO_REVIEWS: { rating: number; text: string }[] = [
  { rating: 5, text: 'Arrived in three days, well packed. A book I will read again.' },
  { rating: 4, text: 'খুব ভালো লেগেছে। ছাপা আর বাঁধাই দুটোই মানসম্মত।' },
  { rating: 5, text: '' },
  { rating: 3, text: 'A good read, though the paper is thinner than I expected.' },
  { rating: 5, text: 'বইটা হাতে পেয়ে খুশি হয়েছি, সময়মতো ডেলিভারি পেয়েছি।' },
  { rating: 4, text: 'Bought it as a gift; my brother loved it.' },
  { rating: 4, text: '' },
  { rating: 5, text: 'একটানা পড়ে শেষ করেছি। সবাইকে পড়তে বলব।' },
  { rating: 2, text: 'The cover was slightly bent on arrival. The story itself is fine.' },
];
