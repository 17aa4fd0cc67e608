import { describe, expect, it } from 'vitest';
import { createBookInput, normaliseIsbn, scriptOf, type BookCategory } from '@boipoka/shared';
import { SEED_BOOKS, SEED_BOOK_DETAILS, SEED_OTHER_SCRIPT_AUTHORS, SEED_OTHER_SCRIPT_TITLES } from './seed-data';
import { MORE_SEED_BOOKS, SEED_CATEGORIES, SEED_FACETS, SEED_PUBLISHERS, SEED_SERIES, type SeedFacets } from './seed-catalogue';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const BANGLA = /[\u0980-\u09FF]/;
const ROOT_OF_CATEGORY: Record<BookCategory, string> = {
  Fiction: 'fiction',
  Religious: 'religious',
  Poetry: 'poetry',
  SelfDevelopment: 'self-development',
  Science: 'science',
};

const categoryBySlug = new Map(SEED_CATEGORIES.map((category) => [category.slug, category]));
const publisherBySlug = new Map(SEED_PUBLISHERS.map((publisher) => [publisher.slug, publisher]));
const seriesBySlug = new Map(SEED_SERIES.map((series) => [series.slug, series]));

/** Every book of both lists with its facets. */
const allBooks: (SeedFacets & { title: string; author: string })[] = [...SEED_BOOKS.map((book) => ({ title: book.title, author: book.author, ...SEED_FACETS[book.title]! })), ...MORE_SEED_BOOKS];

function rootOf(slug: string): string {
  let category = categoryBySlug.get(slug)!;
  const seen = new Set<string>();
  while (category.parent !== null) {
    if (seen.has(category.slug)) throw new Error(`The category tree has a cycle through ${category.slug}`);
    seen.add(category.slug);
    category = categoryBySlug.get(category.parent)!;
  }
  return category.slug;
}

describe('the seed catalogue', () => {
  it('has at least 300 books across at least 15 categories', () => {
    expect(SEED_BOOKS.length + MORE_SEED_BOOKS.length).toBeGreaterThanOrEqual(300);
    expect(MORE_SEED_BOOKS.length).toBeGreaterThanOrEqual(230);
    expect(SEED_CATEGORIES.length).toBeGreaterThanOrEqual(15);
  });

  it('has categories in a tree: unique well-formed slugs, parents that exist, no cycle, SPEC’s five as roots', () => {
    expect(new Set(SEED_CATEGORIES.map((category) => category.slug)).size).toBe(SEED_CATEGORIES.length);
    for (const category of SEED_CATEGORIES) {
      expect(category.slug, category.slug).toMatch(SLUG);
      if (category.parent !== null) expect(categoryBySlug.has(category.parent), `${category.slug}'s parent`).toBe(true);
      expect(() => rootOf(category.slug)).not.toThrow();
    }
    for (const root of Object.values(ROOT_OF_CATEGORY)) expect(categoryBySlug.get(root)?.parent, root).toBeNull();
    expect(categoryBySlug.get('fiction')).toMatchObject({ nameEn: 'Fiction', nameBn: 'কথাসাহিত্য' });
    expect(categoryBySlug.get('religious')).toMatchObject({ nameEn: 'Religious', nameBn: 'ধর্মীয়' });
    expect(categoryBySlug.get('poetry')).toMatchObject({ nameEn: 'Poetry', nameBn: 'কবিতা' });
    expect(categoryBySlug.get('self-development')).toMatchObject({ nameEn: 'Self Development', nameBn: 'আত্মউন্নয়ন' });
    expect(categoryBySlug.get('science')).toMatchObject({ nameEn: 'Science', nameBn: 'বিজ্ঞান' });
    // Some new categories are children of the old ones, some are new roots.
    expect(SEED_CATEGORIES.filter((category) => category.parent !== null).length).toBeGreaterThanOrEqual(5);
    expect(SEED_CATEGORIES.filter((category) => category.parent === null).length).toBeGreaterThan(5);
  });

  it('has unique, well-formed slugs for publishers and series, and every series’ publisher exists', () => {
    expect(new Set(SEED_PUBLISHERS.map((publisher) => publisher.slug)).size).toBe(SEED_PUBLISHERS.length);
    expect(new Set(SEED_SERIES.map((series) => series.slug)).size).toBe(SEED_SERIES.length);
    for (const { slug } of [...SEED_PUBLISHERS, ...SEED_SERIES]) expect(slug).toMatch(SLUG);
    for (const series of SEED_SERIES) if (series.publisher !== null) expect(publisherBySlug.has(series.publisher), series.slug).toBe(true);
  });

  it('names every category, publisher and series in both scripts', () => {
    for (const named of [...SEED_CATEGORIES, ...SEED_PUBLISHERS, ...SEED_SERIES]) {
      expect(named.nameEn.trim(), named.slug).not.toBe('');
      expect(scriptOf(named.nameEn), named.slug).toBe('en');
      expect(named.nameBn.trim(), named.slug).not.toBe('');
      expect(named.nameBn, named.slug).toMatch(BANGLA);
      expect(scriptOf(named.nameBn), named.slug).toBe('bn');
    }
  });

  it('gives facets to every book of SEED_BOOKS, its primary category its old category or a child of it', () => {
    expect(Object.keys(SEED_FACETS).sort()).toEqual(SEED_BOOKS.map((book) => book.title).sort());
    for (const book of SEED_BOOKS) {
      const facets = SEED_FACETS[book.title]!;
      expect(rootOf(facets.categories[0]!), book.title).toBe(ROOT_OF_CATEGORY[book.category]);
      // Where the seed names the publisher and a listed publisher is given, they are the same.
      const named = SEED_BOOK_DETAILS[book.title]?.publisher;
      if (facets.publisher !== null && named !== undefined) expect(publisherBySlug.get(facets.publisher)?.nameEn, book.title).toBe(named);
      const listed = SEED_PUBLISHERS.find((publisher) => publisher.nameEn === named);
      if (listed) expect(facets.publisher, book.title).toBe(listed.slug);
    }
  });

  it('gives every book categories, a publisher and a series that exist, and a series number only within a series', () => {
    for (const book of allBooks) {
      expect(book.categories.length, book.title).toBeGreaterThan(0);
      expect(new Set(book.categories).size, book.title).toBe(book.categories.length);
      for (const slug of book.categories) expect(categoryBySlug.has(slug), `${book.title}: ${slug}`).toBe(true);
      if (book.publisher !== null) expect(publisherBySlug.has(book.publisher), `${book.title}: ${book.publisher}`).toBe(true);
      if (book.series !== null) expect(seriesBySlug.has(book.series), `${book.title}: ${book.series}`).toBe(true);
      if (book.seriesNumber !== null) {
        expect(book.series, book.title).not.toBeNull();
        expect(Number.isInteger(book.seriesNumber) && book.seriesNumber > 0, book.title).toBe(true);
      }
    }
  });

  it('has no book twice, and no new book that is already in SEED_BOOKS under its other-script title', () => {
    const keys = allBooks.map((book) => `${book.title.trim().toLowerCase()}\u0000${book.author.trim().toLowerCase()}`);
    expect(keys.length - new Set(keys).size).toBe(0);
    const seedForms = new Set(SEED_BOOKS.flatMap((book) => [book.title, SEED_OTHER_SCRIPT_TITLES[book.title] ?? ''].filter(Boolean).map((form) => `${form.toLowerCase()}\u0000${book.author}`)));
    for (const book of MORE_SEED_BOOKS) {
      for (const form of [book.title, book.altTitle].filter(Boolean)) expect(seedForms.has(`${form.toLowerCase()}\u0000${book.author}`), book.title).toBe(false);
    }
  });

  it('puts at least 3 books directly in every category and at least 2 in every series, numbered once each', () => {
    for (const category of SEED_CATEGORIES) {
      expect(allBooks.filter((book) => book.categories.includes(category.slug)).length, category.slug).toBeGreaterThanOrEqual(3);
    }
    for (const series of SEED_SERIES) {
      const books = allBooks.filter((book) => book.series === series.slug);
      expect(books.length, series.slug).toBeGreaterThanOrEqual(2);
      const numbers = books.map((book) => book.seriesNumber).filter((n) => n !== null);
      expect(new Set(numbers).size, series.slug).toBe(numbers.length);
      // A series published by one house: its books carry that publisher.
      if (series.publisher !== null) for (const book of books) expect(book.publisher, book.title).toBe(series.publisher);
    }
  });

  it('writes every new book as Add Book would accept it, in the language of its title, with its other-script forms', () => {
    const authorsBn = new Map<string, string>(Object.entries(SEED_OTHER_SCRIPT_AUTHORS));
    for (const book of MORE_SEED_BOOKS) {
      const root = rootOf(book.categories[0]!);
      const category = (Object.keys(ROOT_OF_CATEGORY) as BookCategory[]).find((key) => ROOT_OF_CATEGORY[key] === root) ?? 'Fiction';
      const parsed = createBookInput.safeParse({ ...book, category, isbn: book.isbn ?? '', publisher: book.publisher === null ? '' : publisherBySlug.get(book.publisher)!.nameEn });
      expect(parsed.error?.issues ?? [], book.title).toEqual([]);
      expect(book.language, book.title).toBe(scriptOf(book.title));
      // A Bangla book is described in Bangla, an English one in English.
      expect(scriptOf(book.description), book.title).toBe(book.language);
      if (book.language === 'bn') expect(book.description, book.title).not.toMatch(/[A-Za-z]/);
      if (book.language === 'bn') expect(book.altTitle, book.title).not.toBe('');
      if (scriptOf(book.author) === 'en' && (book.language === 'bn' || authorsBn.has(book.author))) expect(book.altAuthor, book.author).not.toBe('');
      // One author, one spelling in the other script, across both lists.
      const known = authorsBn.get(book.author);
      if (known !== undefined) expect(book.altAuthor, book.author).toBe(known);
      if (book.altAuthor) authorsBn.set(book.author, book.altAuthor);
    }
  });

  it('prices in Taka rounded to ৳10 and in dollars at about ৳110, with realistic stock', () => {
    for (const book of MORE_SEED_BOOKS) {
      expect(book.priceBdt % 10, book.title).toBe(0);
      expect(book.priceBdt, book.title).toBeGreaterThanOrEqual(80);
      expect(book.priceBdt, book.title).toBeLessThanOrEqual(4000);
      expect(book.price, book.title).toBeGreaterThanOrEqual(0.99);
      expect(Math.round(book.price * 100) / 100, book.title).toBe(book.price);
      expect(Math.abs(book.price - book.priceBdt / 110), book.title).toBeLessThan(0.6);
      expect(Number.isInteger(book.quantity) && book.quantity >= 0 && book.quantity <= 60, book.title).toBe(true);
    }
    expect(MORE_SEED_BOOKS.filter((book) => book.quantity === 0).length).toBeGreaterThanOrEqual(3);
    expect(MORE_SEED_BOOKS.filter((book) => book.quantity >= 1 && book.quantity <= 3).length).toBeGreaterThanOrEqual(3);
  });

  it('gives an ISBN only as a valid ISBN-13, once each, and a year only where it is a plausible year of publication', () => {
    const isbns = MORE_SEED_BOOKS.flatMap((book) => (book.isbn === null ? [] : [book.isbn]));
    for (const isbn of isbns) {
      expect(isbn).toMatch(/^97[89]\d{10}$/);
      expect(normaliseIsbn(isbn)).toBe(isbn);
    }
    expect(new Set(isbns).size).toBe(isbns.length);
    for (const book of MORE_SEED_BOOKS) {
      if (book.yearPublished !== null) expect(Number.isInteger(book.yearPublished) && book.yearPublished >= 1800 && book.yearPublished <= 2026, book.title).toBe(true);
    }
  });

  it('has the authors a Bangladeshi reader looks for first, and the series in order where the order is known', () => {
    const authors = [
      'Humayun Ahmed',
      'Rabindranath Tagore',
      'Kazi Nazrul Islam',
      'Sarat Chandra Chattopadhyay',
      'Jibanananda Das',
      'Bibhutibhushan Bandyopadhyay',
      'Manik Bandopadhyay',
      'Sunil Gangopadhyay',
      'Samaresh Majumdar',
      'Satyajit Ray',
      'Muhammed Zafar Iqbal',
      'Kazi Anwar Hossain',
      'Rakib Hassan',
      'Begum Rokeya',
      'Shahidullah Kaiser',
      'Selina Hossain',
      'Anisul Hoque',
      'Sheikh Mujibur Rahman',
      'Jahanara Imam',
      'Syed Shamsul Haq',
      'Akhteruzzaman Elias',
      'Sharadindu Bandyopadhyay',
      'Sukumar Ray',
      'Upendrakishore Ray Chowdhury',
      'Arif Azad',
      'J. K. Rowling',
    ];
    for (const author of authors) expect(MORE_SEED_BOOKS.filter((book) => book.author === author).length, author).toBeGreaterThan(0);
    expect(MORE_SEED_BOOKS.filter((book) => book.author === 'Humayun Ahmed').length).toBeGreaterThanOrEqual(15);

    const inSeries = (slug: string) =>
      allBooks
        .filter((book) => book.series === slug && book.seriesNumber !== null)
        .sort((a, b) => a.seriesNumber! - b.seriesNumber!)
        .map((book) => book.title);
    expect(inSeries('harry-potter')).toEqual([
      'Harry Potter and the Philosopher’s Stone',
      'Harry Potter and the Chamber of Secrets',
      'Harry Potter and the Prisoner of Azkaban',
      'Harry Potter and the Goblet of Fire',
      'Harry Potter and the Order of the Phoenix',
      'Harry Potter and the Half-Blood Prince',
      'Harry Potter and the Deathly Hallows',
    ]);
    expect(inSeries('masud-rana').slice(0, 2)).toEqual(['মাসুদ রানা: ধ্বংস পাহাড়', 'মাসুদ রানা: ভারতনাট্যম']);
    expect(inSeries('himu').slice(0, 3)).toEqual(['ময়ূরাক্ষী', 'দরজার ওপাশে', 'হিমু']);
    expect(inSeries('feluda')[0]).toBe('ফেলুদার গোয়েন্দাগিরি');
    expect(SEED_FACETS['Sonar Kella']).toMatchObject({ series: 'feluda', publisher: 'ananda' });

    // Search reads descriptions: a series' books name their hero.
    const heroes: Record<string, string> = { feluda: 'ফেলুদা', 'masud-rana': 'মাসুদ রানা', 'misir-ali': 'মিসির আলি', 'harry-potter': 'Harry Potter', 'professor-shonku': 'শঙ্কু' };
    for (const book of MORE_SEED_BOOKS) {
      const hero = book.series === null ? undefined : heroes[book.series];
      if (hero !== undefined) expect(book.description, book.title).toContain(hero);
    }
  });
});
