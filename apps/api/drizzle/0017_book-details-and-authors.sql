-- Issue 15: a book's regular price, its publishing details, and the slug of its author's page.
-- list_price_cents: the regular price a sale is measured against (NULL: no sale); above the price when present.
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "list_price_cents" integer;--> statement-breakpoint
ALTER TABLE "books" DROP CONSTRAINT IF EXISTS "books_list_price_check";--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_list_price_check" CHECK ("list_price_cents" IS NULL OR "list_price_cents" > "price_cents");--> statement-breakpoint
-- Publisher and ISBN ('' for none, like alt_title), pages and year (NULL for none). The ISBN is stored as ISBN-13 digits
-- (packages/shared normaliseIsbn), so an ISBN-10 and its ISBN-13 are the same book: unique among listed books.
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "publisher" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "isbn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "pages" integer;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "year_published" smallint;--> statement-breakpoint
ALTER TABLE "books" DROP CONSTRAINT IF EXISTS "books_pages_check";--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_pages_check" CHECK ("pages" IS NULL OR "pages" > 0);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "books_isbn_key" ON "books" ("isbn") WHERE "isbn" <> '' AND "archived_at" IS NULL;--> statement-breakpoint
-- The author page's address: the Latin form of the name (author, or alt_author when the author is stored in Bangla),
-- accents folded, lower case, runs of anything else one '-'; a name known only in Bangla keeps its Bangla letters.
-- Computed here, by a trigger, for every write (the server, the seed CLI, SQL by hand); the web app reads it from the answers.
CREATE OR REPLACE FUNCTION "book_author_slug"("author" text, "alt_author" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(trim(both '-' from regexp_replace(lower(translate(
    CASE WHEN "author" ~ '[\u0980-\u09FF]' AND "alt_author" <> '' THEN "alt_author" ELSE "author" END,
    'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎĐďđÈÉÊËĒĘĚèéêëēęěÌÍÎÏĪìíîïīıŁłÑŃŇñńňÒÓÔÕÖØŌòóôõöøōŘřŚŠŞśšşŤŢťţÙÚÛÜŪŮùúûüūůÝŸýÿŽŹŻžźż',
    'AAAAAAAAAaaaaaaaaaCCCcccDDddEEEEEEEeeeeeeeIIIIIiiiiiiLlNNNnnnOOOOOOOoooooooRrSSSsssTTttUUUUUUuuuuuuYYyyZZZzzz'
  )), '[^a-z0-9\u0980-\u09FF]+', '-', 'g')), ''), 'author')
$$;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "author_slug" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "books_set_author_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."author_slug" := book_author_slug(NEW."author", NEW."alt_author");
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "books_author_slug" ON "books";--> statement-breakpoint
CREATE TRIGGER "books_author_slug" BEFORE INSERT OR UPDATE OF "author", "alt_author" ON "books"
  FOR EACH ROW EXECUTE FUNCTION "books_set_author_slug"();--> statement-breakpoint
UPDATE "books" SET "author_slug" = book_author_slug("author", "alt_author") WHERE "author_slug" IS NULL;--> statement-breakpoint
ALTER TABLE "books" ALTER COLUMN "author_slug" SET NOT NULL;--> statement-breakpoint
-- An author's page (newest first) and the sitemap's list of authors.
CREATE INDEX IF NOT EXISTS "books_author_slug_created_idx" ON "books" ("author_slug", "created_at" DESC, "id" DESC) WHERE "archived_at" IS NULL;--> statement-breakpoint
-- The demo catalogue on a database seeded before this migration (apps/api/src/db/seed-data.ts SEED_BOOK_DETAILS): the
-- translations sold under an English title are English, and the first publisher and year where they are well known.
-- Matched by title and author; what an admin has set since is kept.
UPDATE "books" SET "language" = 'en'
  WHERE ("title", "author") IN (('The Home and the World', 'Rabindranath Tagore'), ('Gitanjali', 'Rabindranath Tagore')) AND "language" = 'bn';--> statement-breakpoint
UPDATE "books" SET
  "publisher" = CASE WHEN "books"."publisher" = '' THEN v."publisher" ELSE "books"."publisher" END,
  "year_published" = coalesce("books"."year_published", v."year"::smallint)
FROM (VALUES
  ('Pather Panchali', 'Bibhutibhushan Bandyopadhyay', '', 1929),
  ('Devdas', 'Sarat Chandra Chattopadhyay', '', 1917),
  ('নন্দিত নরকে', 'Humayun Ahmed', '', 1972),
  ('শঙ্খনীল কারাগার', 'Humayun Ahmed', '', 1973),
  ('Deyal', 'Humayun Ahmed', 'Anyaprokash', 2013),
  ('Chokher Bali', 'Rabindranath Tagore', '', 1903),
  ('The Home and the World', 'Rabindranath Tagore', 'Macmillan', 1919),
  ('Gora', 'Rabindranath Tagore', '', 1910),
  ('শেষের কবিতা', 'Rabindranath Tagore', '', 1929),
  ('Padma Nadir Majhi', 'Manik Bandopadhyay', '', 1936),
  ('Lalsalu', 'Syed Waliullah', '', 1948),
  ('A Golden Age', 'Tahmima Anam', 'John Murray', 2007),
  ('The Kite Runner', 'Khaled Hosseini', 'Riverhead Books', 2003),
  ('To Kill a Mockingbird', 'Harper Lee', 'J. B. Lippincott', 1960),
  ('Nineteen Eighty-Four', 'George Orwell', 'Secker & Warburg', 1949),
  ('Pride and Prejudice', 'Jane Austen', 'T. Egerton', 1813),
  ('The Sealed Nectar', 'Safiur Rahman Mubarakpuri', 'Darussalam', NULL),
  ('Fortress of the Muslim', 'Said bin Ali bin Wahf Al-Qahtani', 'Darussalam', NULL),
  ('Mere Christianity', 'C. S. Lewis', 'Geoffrey Bles', 1952),
  ('Autobiography of a Yogi', 'Paramahansa Yogananda', 'Philosophical Library', 1946),
  ('Gitanjali', 'Rabindranath Tagore', '', 1912),
  ('অগ্নিবীণা', 'Kazi Nazrul Islam', '', 1922),
  ('বনলতা সেন', 'Jibanananda Das', '', 1942),
  ('রূপসী বাংলা', 'Jibanananda Das', '', 1957),
  ('সোনালি কাবিন', 'Al Mahmud', '', 1973),
  ('The Prophet', 'Kahlil Gibran', 'Alfred A. Knopf', 1923),
  ('Leaves of Grass', 'Walt Whitman', '', 1855),
  ('The Essential Rumi', 'Jalaluddin Rumi', 'HarperSanFrancisco', 1995),
  ('Atomic Habits', 'James Clear', 'Avery', 2018),
  ('The 7 Habits of Highly Effective People', 'Stephen R. Covey', 'Free Press', 1989),
  ('How to Win Friends and Influence People', 'Dale Carnegie', 'Simon & Schuster', 1936),
  ('Think and Grow Rich', 'Napoleon Hill', '', 1937),
  ('The Power of Habit', 'Charles Duhigg', 'Random House', 2012),
  ('Deep Work', 'Cal Newport', 'Grand Central Publishing', 2016),
  ('Mindset', 'Carol S. Dweck', 'Random House', 2006),
  ('Thinking, Fast and Slow', 'Daniel Kahneman', 'Farrar, Straus and Giroux', 2011),
  ('Wings of Fire', 'A. P. J. Abdul Kalam', 'Universities Press', 1999),
  ('A Brief History of Time', 'Stephen Hawking', 'Bantam Books', 1988),
  ('Brief Answers to the Big Questions', 'Stephen Hawking', 'John Murray', 2018),
  ('Cosmos', 'Carl Sagan', 'Random House', 1980),
  ('The Selfish Gene', 'Richard Dawkins', 'Oxford University Press', 1976),
  ('Sapiens', 'Yuval Noah Harari', 'Harvill Secker', 2014),
  ('On the Origin of Species', 'Charles Darwin', 'John Murray', 1859),
  ('The Gene: An Intimate History', 'Siddhartha Mukherjee', 'Scribner', 2016),
  ('The Emperor of All Maladies', 'Siddhartha Mukherjee', 'Scribner', 2010),
  ('Astrophysics for People in a Hurry', 'Neil deGrasse Tyson', 'W. W. Norton', 2017),
  ('Surely You''re Joking, Mr. Feynman!', 'Richard P. Feynman', 'W. W. Norton', 1985),
  ('Silent Spring', 'Rachel Carson', 'Houghton Mifflin', 1962)
) AS v("title", "author", "publisher", "year")
WHERE "books"."title" = v."title" AND "books"."author" = v."author";
