import { randomUUID } from 'node:crypto';
import { BOOK_CATEGORIES, OWN_COVER_PREFIX } from '@boipoka/shared';

/** Word lists for generated load-test books. */
const ADJECTIVES = ['Silent', 'Golden', 'Hidden', 'Forgotten', 'Crimson', 'Endless', 'Quiet', 'Wandering', 'Broken', 'Bright', 'Distant', 'Secret', 'Ancient', 'Burning', 'Gentle', 'Restless', 'Midnight', 'Monsoon', 'River', 'Paper', 'Last', 'First', 'Little', 'Wild', 'Hollow'];
const NOUNS = ['River', 'Garden', 'Kingdom', 'Lantern', 'Harbour', 'Village', 'Mirror', 'Song', 'Journey', 'Letters', 'Season', 'Island', 'Promise', 'Shadow', 'Horizon', 'Orchard', 'Compass', 'Monsoon', 'Bridge', 'Festival', 'Boatman', 'Market', 'Tide', 'Memory', 'Sky'];
const PATTERNS = ['The {a} {n}', '{a} {n}', 'A {n} of {n2}', 'The {n} and the {n2}', 'Beyond the {a} {n}', 'Notes on the {n}', 'When the {n} Sings', 'The {n} Keeper', 'Tales of the {a} {n}', 'The Art of {n}'];
const FIRST = ['Anisul', 'Rafiq', 'Selina', 'Tahmina', 'Imran', 'Sadia', 'Arif', 'Nadia', 'Kamal', 'Shirin', 'Farid', 'Rumana', 'Zahid', 'Laila', 'Mahbub', 'Sumaiya', 'Emma', 'Oliver', 'Priya', 'Daniel', 'Hannah', 'Omar', 'Grace', 'Leo', 'Maya'];
const LAST = ['Hossain', 'Rahman', 'Chowdhury', 'Ahmed', 'Islam', 'Karim', 'Begum', 'Haque', 'Sarkar', 'Das', 'Roy', 'Khan', 'Miah', 'Uddin', 'Siddiqui', 'Smith', 'Patel', 'Walker', 'Nguyen', 'Brown', 'Kapoor', 'Evans', 'Ali', 'Sen', 'Bose'];
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
