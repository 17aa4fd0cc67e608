#!/usr/bin/env tsx
/**
 * `tsx bench/api/search-layers.ts <DATABASE_URL of a seeded catalogue> [queries]` (issue 30, decision 033): what each
 * cache inside the search index is worth, in CPU time per search, not wall time: the index answers in this process's
 * thread (inline), so process.cpuUsage() counts its work whatever else the machine runs (bench:api's ratios to the
 * ceiling cannot resolve 10% on a machine shared at a load of 25-35). Same queries as bench:api's s0 and u0
 * (search-queries.ts), each variant loaded afresh from the same database, run in rounds ABC…CBA to cancel drift.
 */
import { createDatabase } from '../../apps/api/src/db/client';
import { sql } from 'drizzle-orm';
import { IndexedBookSearch } from '../../apps/api/src/modules/search/indexed-book-search';
import { PlainSearch } from '../../apps/api/src/modules/search/plain-search';
import { inlineIndexHost } from '../../apps/api/src/modules/search/search-index-host';
import { BooksRepository } from '../../apps/api/src/modules/books/books-repository';
import { type CatalogueText, searchQueries, typedPrefixes } from './search-queries';

const url = process.argv[2]!;
const count = Number(process.argv[3] ?? 8000);
const variants: Record<string, { runCacheBytes?: number; unionCacheBytes?: number }> = {
  'both caches': {},
  // A bound of one byte keeps nothing (every entry is larger): the cache is off.
  'no run cache': { runCacheBytes: 1 },
  'no union cache': { unionCacheBytes: 1 },
};

const database = await createDatabase({ databaseUrl: url, dataDir: '/nonexistent' });
const { rows } = (await database.db.execute(sql`select title, author, alt_title as "altTitle", alt_author as "altAuthor" from books where archived_at is null order by id limit 20000`)) as unknown as {
  rows: CatalogueText[];
};
const queries = searchQueries(rows, count).map((query) => query.q);
const prefixes = typedPrefixes(rows, count);

async function measure(name: string): Promise<{ list: number; suggest: number }> {
  const engine = new IndexedBookSearch(database.db, new PlainSearch(database.db), (error) => console.error(error), { host: () => inlineIndexHost(variants[name]) });
  await engine.start();
  if (engine.health() !== 'index') throw new Error(`${name}: the index did not load`);
  // Warm-up: a fifth of each set.
  for (const q of queries.slice(0, count / 5)) await engine.list({ q }, { kind: 'featured' }, 24, 0);
  for (const q of prefixes.slice(0, count / 5)) await engine.suggest(q, { books: 6, authors: 4 });
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return user + system;
  };
  let at = cpu();
  for (const q of queries) await engine.list({ q }, { kind: 'featured' }, 24, 0);
  const list = (cpu() - at) / queries.length;
  at = cpu();
  for (const q of prefixes) await engine.suggest(q, { books: 6, authors: 4 });
  const suggest = (cpu() - at) / prefixes.length;
  await engine.stop();
  return { list, suggest };
}

const names = Object.keys(variants);
const results = new Map<string, { list: number[]; suggest: number[] }>(names.map((name) => [name, { list: [], suggest: [] }]));
for (const name of [...names, ...[...names].reverse()]) {
  const { list, suggest } = await measure(name);
  results.get(name)!.list.push(list);
  results.get(name)!.suggest.push(suggest);
  console.log(`${name}: list ${list.toFixed(0)} µs CPU per search, suggest ${suggest.toFixed(0)} µs CPU per prefix`);
}
const base = results.get('both caches')!;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
console.log(`\n${count} searches and ${count} typed prefixes per run, two runs each (ABC CBA); mean CPU µs per call, ratio to both caches`);
for (const [name, { list, suggest }] of results) {
  console.log(
    `${name.padEnd(16)} list ${mean(list).toFixed(0).padStart(6)} (×${(mean(list) / mean(base.list)).toFixed(2)}, runs ${list.map((v) => v.toFixed(0)).join('/')})  suggest ${mean(suggest).toFixed(0).padStart(6)} (×${(mean(suggest) / mean(base.suggest)).toFixed(2)}, runs ${suggest.map((v) => v.toFixed(0)).join('/')})`,
  );
}

// The list-row cache decision 033 removed: a search page's rows are now one statement by id (LIST_ROWS_BY_IDS) where
// they came from memory. Its cost, in this process's CPU (the driver's work) and in wall time, per page of 24.
const engine = new IndexedBookSearch(database.db, new PlainSearch(database.db), () => {}, { host: () => inlineIndexHost() });
await engine.start();
const pages: string[][] = [];
for (const q of queries) pages.push((await engine.list({ q }, { kind: 'featured' }, 24, 0)).ids);
await engine.stop();
const repo = new BooksRepository(database.db);
for (const ids of pages.slice(0, count / 5)) await repo.listRowsByIds(ids);
const before = process.cpuUsage();
const started = performance.now();
for (const ids of pages) await repo.listRowsByIds(ids);
const used = process.cpuUsage(before);
console.log(
  `rows by id: ${((used.user + used.system) / pages.length).toFixed(0)} µs CPU here and ${(((performance.now() - started) * 1000) / pages.length).toFixed(0)} µs wall per page (${(pages.reduce((n, ids) => n + ids.length, 0) / pages.length).toFixed(1)} rows)`,
);
await database.close();
