-- A book's title and author in the other script than the one they are stored in (শেষের কবিতা / Shesher Kobita,
-- রবীন্দ্রনাথ ঠাকুর / Rabindranath Tagore); '' when there is none. `title` and `author` stay as they were: the original
-- client reads them. Search (search_vector, migration 0004) is unchanged. The catalogue notifications of migration 0005
-- compare whole rows, so an edit of these columns announces `all` and a stock change still announces `stock:<id>`.
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "alt_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "alt_author" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A database seeded before this migration gets the other-script forms of the demo catalogue (apps/api/src/db/seed-data.ts),
-- matched by title and author; books an admin has given other forms since are left alone.
UPDATE "books" SET
  "alt_title" = CASE WHEN "books"."alt_title" = '' THEN v."alt_title" ELSE "books"."alt_title" END,
  "alt_author" = CASE WHEN "books"."alt_author" = '' THEN v."alt_author" ELSE "books"."alt_author" END
FROM (VALUES
  ('Pather Panchali', 'Bibhutibhushan Bandyopadhyay', 'পথের পাঁচালী', 'বিভূতিভূষণ বন্দ্যোপাধ্যায়'),
  ('Devdas', 'Sarat Chandra Chattopadhyay', 'দেবদাস', 'শরৎচন্দ্র চট্টোপাধ্যায়'),
  ('Srikanta', 'Sarat Chandra Chattopadhyay', 'শ্রীকান্ত', 'শরৎচন্দ্র চট্টোপাধ্যায়'),
  ('নন্দিত নরকে', 'Humayun Ahmed', 'Nondito Noroke', 'হুমায়ূন আহমেদ'),
  ('শঙ্খনীল কারাগার', 'Humayun Ahmed', 'Shankhanil Karagar', 'হুমায়ূন আহমেদ'),
  ('ময়ূরাক্ষী', 'Humayun Ahmed', 'Mayurakshi', 'হুমায়ূন আহমেদ'),
  ('Deyal', 'Humayun Ahmed', 'দেয়াল', 'হুমায়ূন আহমেদ'),
  ('দীপু নাম্বার টু', 'Muhammed Zafar Iqbal', 'Dipu Number Two', 'মুহম্মদ জাফর ইকবাল'),
  ('Amar Bondhu Rashed', 'Muhammed Zafar Iqbal', 'আমার বন্ধু রাশেদ', 'মুহম্মদ জাফর ইকবাল'),
  ('Chokher Bali', 'Rabindranath Tagore', 'চোখের বালি', 'রবীন্দ্রনাথ ঠাকুর'),
  ('The Home and the World', 'Rabindranath Tagore', 'ঘরে বাইরে', 'রবীন্দ্রনাথ ঠাকুর'),
  ('Gora', 'Rabindranath Tagore', 'গোরা', 'রবীন্দ্রনাথ ঠাকুর'),
  ('শেষের কবিতা', 'Rabindranath Tagore', 'Shesher Kobita', 'রবীন্দ্রনাথ ঠাকুর'),
  ('Padma Nadir Majhi', 'Manik Bandopadhyay', 'পদ্মানদীর মাঝি', 'মানিক বন্দ্যোপাধ্যায়'),
  ('Lalsalu', 'Syed Waliullah', 'লালসালু', 'সৈয়দ ওয়ালীউল্লাহ'),
  ('Sonar Kella', 'Satyajit Ray', 'সোনার কেল্লা', 'সত্যজিৎ রায়'),
  ('A Golden Age', 'Tahmima Anam', '', 'তাহমিমা আনাম'),
  ('প্যারাডক্সিক্যাল সাজিদ', 'Arif Azad', 'Paradoxical Sajid', 'আরিফ আজাদ'),
  ('Gitanjali', 'Rabindranath Tagore', 'গীতাঞ্জলি', 'রবীন্দ্রনাথ ঠাকুর'),
  ('সঞ্চয়িতা', 'Rabindranath Tagore', 'Sanchayita', 'রবীন্দ্রনাথ ঠাকুর'),
  ('অগ্নিবীণা', 'Kazi Nazrul Islam', 'Agnibeena', 'কাজী নজরুল ইসলাম'),
  ('সঞ্চিতা', 'Kazi Nazrul Islam', 'Sanchita', 'কাজী নজরুল ইসলাম'),
  ('The Rebel and Other Poems', 'Kazi Nazrul Islam', '', 'কাজী নজরুল ইসলাম'),
  ('বনলতা সেন', 'Jibanananda Das', 'Banalata Sen', 'জীবনানন্দ দাশ'),
  ('রূপসী বাংলা', 'Jibanananda Das', 'Rupashi Bangla', 'জীবনানন্দ দাশ'),
  ('সোনালি কাবিন', 'Al Mahmud', 'Sonali Kabin', 'আল মাহমুদ'),
  ('বন্দী শিবির থেকে', 'Shamsur Rahman', 'Bondi Shibir Theke', 'শামসুর রাহমান'),
  ('যে জলে আগুন জ্বলে', 'Helal Hafiz', 'Je Jole Agun Jole', 'হেলাল হাফিজ'),
  ('The Gene: An Intimate History', 'Siddhartha Mukherjee', '', 'সিদ্ধার্থ মুখার্জি'),
  ('The Emperor of All Maladies', 'Siddhartha Mukherjee', '', 'সিদ্ধার্থ মুখার্জি'),
  ('একটুখানি বিজ্ঞান', 'Muhammed Zafar Iqbal', 'Ektukhani Bigyan', 'মুহম্মদ জাফর ইকবাল'),
  ('গণিতের মজা মজার গণিত', 'Muhammed Zafar Iqbal', 'Goniter Moja Mojar Gonit', 'মুহম্মদ জাফর ইকবাল')
) AS v("title", "author", "alt_title", "alt_author")
WHERE "books"."title" = v."title" AND "books"."author" = v."author" AND ("books"."alt_title" = '' OR "books"."alt_author" = '');
