/**
 * The catalogue's search index, in this process's memory (docs/decisions/028-search-index-in-the-process.md): posting
 * lists from the stored search keys, title words, exact title forms and the literal words of the texts to every listed
 * book, and what a search filters and orders by. It answers which books match a search, in which order, and how many,
 * without reading a row: the page's rows are then read from the database by id. It is the shop's one ranker (decision
 * 033): the relevance tiers below are defined here and nowhere else, and the relevance corpus holds them to account.
 *
 * A book is an ordinal. A changed book gets a new ordinal and its old one is marked dead, so every posting list only
 * grows, stays sorted and is never rewritten; dead entries are skipped (and dropped by the next full load).
 *
 * It gives every order a list can be asked in (issue 29): relevance, newest, price, name, rating, best-selling and Book
 * Management's columns, so no search is ranked by the database once the index has loaded.
 */
import { OWN_COVER_PREFIX } from '@boipoka/shared';
import { LRUCache } from 'lru-cache';
import { stringBytes } from '../../lib/heap-bytes';
import { type GuessTerms, type QueryMatch, SEARCHABLE_RUN } from './query-analysis';
import type { AuthorMatch, SearchMatch, SearchOrder, SearchRequest, SuggestedBook } from './search-port';
import { SortedStrings } from './sorted-strings';
import { forEachStoredKey } from './stored-keys';

type BookOrder = SearchOrder;

/** What the index keeps of a book: the search columns it is matched by and what lists filter and order by. */
export interface IndexedBook extends Pick<SuggestedBook, 'id' | 'title' | 'author' | 'altTitle' | 'altAuthor' | 'priceCents' | 'image'> {
  category: string;
  searchKeys: readonly string[];
  searchTitleForms: readonly string[];
  inStock: boolean;
  language: string;
  /** Date added, in microseconds (the database's precision: two books of the same millisecond keep their order). */
  createdAt: number;
  /** The transaction that last changed any of the above (migration 0023): a row read again unchanged is skipped. */
  xid: string;
  /** The mean of its reviews (null: none) and their number: sort=rating. */
  ratingAverage?: number | null;
  ratingCount?: number;
  /** Copies in stock (Book Management's quantity column) and copies sold (book_sales: sort=bestselling), kept up to date by `stock`. */
  quantity?: number;
  copies?: number;
  /**
   * The title and author as the database lower-cases them (`lower()`, what sort=name and the admin's columns order by),
   * where that differs from JavaScript's toLowerCase (İ, and a few others); absent or equal otherwise.
   */
  titleLower?: string;
  authorLower?: string;
  /** Its categories and their ancestors, its publisher and its series, by id (issue 34: the lists' filters). */
  categoryIds?: readonly string[];
  publisherId?: string | null;
  seriesId?: string | null;
}

/** A search as the index runs it: the query's terms (query-analysis.ts) and the request's other filters. */
/** `qGuess`: the terms of the guesses, made only for a search that matched nothing well (guessTermsFromVocabulary). */
export type IndexQuery = QueryMatch & Omit<SearchRequest, 'q'> & { qGuess?: () => GuessTerms };

/** How well a search matched (SearchMatch) and, when not well, the books it may have meant. */
export interface IndexAnswer {
  match: SearchMatch;
  didYouMean: SuggestedBook[];
}

/** The least share of a query's words (weighed: GuessTerms) a book's names must hold to be offered as a guess. */
export const GUESS_SIMILARITY = 0.6;
/** Guesses offered at most. */
export const GUESSES = 3;
/** A word whose keys' lists hold more books than this is not weighed for guesses (the cost of one is bounded by it). */
const GUESS_SCAN = 20_000;

/** How the authors a search names are told apart (query-analysis.ts's authorNameMatcher and the key functions). */
export interface AuthorNames {
  /** Whether an author's name is one the search names, given the name and its other-script form case-folded, and their keys. */
  matches: (folded: () => readonly string[], keys: () => Set<string>) => boolean;
  keysOf: (text: string) => string[];
  fold: (text: string) => string;
}

/**
 * UTF-16 code units compared in code point order (the database's C and C.UTF-8 collations: a character beyond the Basic
 * Multilingual Plane, two surrogates, sorts after U+E000-U+FFFF), up to the end of either string or a NUL (TEXT_SEPARATOR,
 * which no stored text holds): negative when `a` comes first.
 */
export function compareCodePoints(a: string, b: string): number {
  for (let i = 0; ; i += 1) {
    const x = i < a.length ? a.charCodeAt(i) : 0;
    const y = i < b.length ? b.charCodeAt(i) : 0;
    if (x !== y) return codePointRank(x) - codePointRank(y);
    if (x === 0) return 0;
  }
}

/** A code unit's place in code point order: surrogates after the code units above them. */
function codePointRank(unit: number): number {
  return unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit;
}

/** The cover the shop draws for a book without one of its own (the seed's and the import's default). */
function drawnCover(id: string): string {
  return `${OWN_COVER_PREFIX}${id}.svg`;
}

/** Separates a book's texts in its haystack: no query holds it, so a match never spans two texts (ILIKE on each column). */
const TEXT_SEPARATOR = '\u0000';
/** Lists of one word longer than this together are merged once and kept (commonUnion); at most COMMON_UNIONS of them. */
const COMMON_UNION_SIZE = 100_000;
const COMMON_UNIONS = 32;
/** What the kept unions may take (four bytes an ordinal: at 1,000,000 books, 16 unions of the whole catalogue). */
export const UNION_CACHE_BYTES = 64 * 1024 * 1024;
/** Stamps of the scratch marks start over from here, before a search (far below Int32's limit: a search takes a few dozen). */
const STAMP_LIMIT = 0x3fff0000;
/**
 * What the substring lookups kept (run → words holding it) may take; dropped whenever a new word arrives. Bounded by
 * bytes: the runs are the visitors' (a letter in any script holds thousands of words), a count of them is no bound.
 */
export const RUN_CACHE_BYTES = 16 * 1024 * 1024;
/** A kept lookup's own bytes besides its key and its list: the array's header and its slot in the LRU. */
const CACHED_LOOKUP_BYTES = 96;
/**
 * A posting list holding at least one in this many of the ordinals is kept as a bit set too (`bitsOf`): a set of a few
 * thousand is narrowed by it with one bit test per member, instead of reading the list or searching it per member. At
 * that density the bit set (an eighth of a byte per ordinal) takes no more memory than the list (eight bytes an entry).
 * At 1,000,000 books a list of 15,625 qualifies: the seeded titles' common words, which a search would otherwise read
 * in full.
 */
const BITSET_DENSITY = 64;
/** A tier of at least this many books, and one in WALK_DENSITY of all, is ranked by reading ordinals newest first (walkNewest). */
const WALK_MIN = 4_096;
const WALK_DENSITY = 16;
/** How many times the ordinals a tier's books are expected to fill a page within the walk reads before it gives up. */
const WALK_BUDGET = 16;
/** Lists shorter than this are never kept as bit sets (reading them costs less than building one). */
const BITSET_MIN = 4_096;

type Postings = Map<string, number[]>;
/** A sorted list of ordinals: a posting list, or a merge of several kept by commonUnion. */
type PostingList = ArrayLike<number>;
/** A set of ordinals a search works with: a posting list, or a typed array built from them. */
type Ords = ArrayLike<number>;
const EMPTY: Ords = new Int32Array(0);

/** Where a run of a substring query lies in a word of the text: the query goes on before it, after it, both, or neither. */
type RunPlace = 'inside' | 'start' | 'end' | 'whole';

function post(postings: Postings, key: string, ord: number): void {
  const list = postings.get(key);
  if (list === undefined) postings.set(key, [ord]);
  else if (list[list.length - 1] !== ord) list.push(ord);
}

/** Grows a typed array to hold at least `size` entries (doubling). */
function grown<T extends Uint8Array | Int32Array | Float64Array>(array: T, size: number, make: (n: number) => T): T {
  if (array.length >= size) return array;
  const next = make(Math.max(size, array.length * 2, 1024));
  next.set(array);
  return next;
}

export class BookIndex {
  private ids: string[] = [];
  private xids: string[] = [];
  private haystacks: string[] = [];
  /** Each book's title, author and their other-script forms as written (what a suggestion shows), TEXT_SEPARATOR between. */
  private shownTexts: string[] = [];
  /** Each book's cover, null for the one the shop draws (OWN_COVER_PREFIX + id + .svg, most books'): a suggestion shows it. */
  private images: (string | null)[] = [];
  private alive = new Uint8Array(0);
  private inStock = new Uint8Array(0);
  private language = new Uint8Array(0);
  private price = new Int32Array(0);
  private createdAt = new Float64Array(0);
  private category = new Int32Array(0);
  private authorOf = new Int32Array(0);
  /** The mean rating (NaN: no review yet) and the number of reviews. */
  private ratingAverage = new Float64Array(0);
  private ratingCount = new Int32Array(0);
  /** Copies in stock and copies sold (set in place by `stock`: a sale gives the book no new ordinal). */
  private quantity = new Int32Array(0);
  private copies = new Int32Array(0);
  /** The books whose title or author the database lower-cases otherwise than JavaScript (rare): what the name orders compare. */
  private readonly titleLower = new Map<number, string>();
  private readonly authorLower = new Map<number, string>();
  private readonly byId = new Map<string, number>();
  /** Every stored key (names, facet names, description words: stored-keys.ts): what a book is matched by. */
  private readonly keyPostings: Postings = new Map();
  /** The keys of titles and authors alone, and of facet names alone (series, publisher, categories): the tiers above the description. */
  private readonly nameKeyPostings: Postings = new Map();
  private readonly facetKeyPostings: Postings = new Map();
  private readonly titleWordPostings: Postings = new Map();
  private readonly formPostings: Postings = new Map();
  private readonly wordPostings: Postings = new Map();
  private sortedForms: SortedStrings | undefined;
  /** Books by the first word of a title form: a one-word prefix (`the`) reads a few first words, not every form. */
  private readonly firstWordPostings: Postings = new Map();
  private sortedFirstWords: SortedStrings | undefined;
  private words: string[] | undefined;
  private readonly runCache: LRUCache<string, string[]>;
  /** Unions of a common word's long lists (commonUnion), valid for the generation they were made in. */
  private readonly unions: LRUCache<string, { generation: number; list: Int32Array }>;
  /** Changes with every book added, changed or removed. */
  private generation = 0;
  private readonly categories = new Map<string, number>();
  /** The ids of categories, publishers and series as numbers from 1 (0: none), and each book's (issue 34). */
  private readonly facetNumbers = new Map<string, number>();
  private publisherOf = new Int32Array(0);
  private seriesOf = new Int32Array(0);
  /** Each book's category numbers; books with the same categories share one array. */
  private categoriesOf: (readonly number[] | undefined)[] = [];
  private readonly categorySets = new Map<string, readonly number[]>();
  /** Authors by lower-cased name: the name as first seen (the database's lower(author) groups), its other-script form, listed books. */
  private readonly authorIds = new Map<string, number>();
  private readonly authors: { author: string; altAuthor: string; count: number; lower: string; keys?: Set<string>; folded?: string[] }[] = [];
  /** Each author's books (ordinals, dead ones included): whether an author has a book among a search's matches. */
  private readonly authorBooks: number[][] = [];
  /**
   * The authors' names by key and as one case-folded text (authorNamesFor), built on the first search that weighs them:
   * the authors a query names are looked up, not tried one by one. Brought up to date with the authors added since;
   * made afresh once an author gains an other-script form (`namesStale`).
   */
  private authorNames?: { keys: Map<string, number[]>; text: string; starts: number[]; owners: number[]; covered: number };
  private namesStale = false;
  private liveCount = 0;
  // Scratch marks for one search at a time (JavaScript runs one at a time): stamped with the search's number, never cleared.
  private stamp = 0;
  private matchMark = new Int32Array(0);
  /** A bit per ordinal, all clear between uses: union and narrow set bits and clear them before they return. */
  private scratchBits = new Int32Array(0);
  /** authorsNamed's marks of the authors it has weighed, and the stamp of its current call. */
  private authorSeen = new Int32Array(0);
  private authorStamp = 0;
  private tierMark = new Int32Array(0);
  private literalMark = new Int32Array(0);
  /**
   * Dense posting lists as bit sets (BITSET_DENSITY), with how many of the list's entries they hold: a list only grows
   * (see put), so its set is brought up to date by the entries added since.
   */
  private readonly bitSets = new WeakMap<PostingList, { covered: number; bits: Int32Array }>();
  /** The last search's matches (stamped with matchedStamp), for its tiers to keep to them. */
  private matchedMark = new Int32Array(0);
  private matchedStamp = 0;
  /** The guesses' scores by ordinal (all zero between calls): a typed array, not a Map, for the thousands a common word names. */
  private guessScore = new Float64Array(0);

  /**
   * Ordinals below this were given in newest-first order (date added, then id, both descending: the database's order),
   * as the load reads the books: the newest of a large set are found by reading the ordinals up from 0 (walkNewest).
   * Books changed since get ordinals above it.
   */
  private newestPrefix = 0;

  constructor(options: { runCacheBytes?: number; unionCacheBytes?: number } = {}) {
    this.runCache = new LRUCache({ maxSize: options.runCacheBytes ?? RUN_CACHE_BYTES, sizeCalculation: (words, key) => CACHED_LOOKUP_BYTES + stringBytes(key) + 8 * words.length });
    this.unions = new LRUCache({
      max: COMMON_UNIONS,
      maxSize: options.unionCacheBytes ?? UNION_CACHE_BYTES,
      sizeCalculation: (union, key) => CACHED_LOOKUP_BYTES + stringBytes(key) + union.list.byteLength,
    });
  }

  /** What the lookups and unions kept for searches take, as counted against their bounds. */
  get cacheBytes(): number {
    return this.runCache.calculatedSize + this.unions.calculatedSize;
  }

  /** Whether a key is stored for some book (a description's word included: decision 049). */
  describes(key: string): boolean {
    return this.keyPostings.has(key);
  }

  /** Listed books in the index. */
  get size(): number {
    return this.liveCount;
  }

  /** Ordinals given out, dead ones included (what a rebuild would reclaim). */
  get ordinals(): number {
    return this.ids.length;
  }

  /** Adds or replaces a listed book. */
  put(book: IndexedBook): void {
    const old = this.byId.get(book.id);
    if (old !== undefined) {
      if (this.xids[old] === book.xid) return;
      this.kill(old);
    }
    this.generation += 1;
    const ord = this.ids.length;
    const size = ord + 1;
    this.alive = grown(this.alive, size, (n) => new Uint8Array(n));
    this.inStock = grown(this.inStock, size, (n) => new Uint8Array(n));
    this.language = grown(this.language, size, (n) => new Uint8Array(n));
    this.price = grown(this.price, size, (n) => new Int32Array(n));
    this.createdAt = grown(this.createdAt, size, (n) => new Float64Array(n));
    this.category = grown(this.category, size, (n) => new Int32Array(n));
    this.publisherOf = grown(this.publisherOf, size, (n) => new Int32Array(n));
    this.seriesOf = grown(this.seriesOf, size, (n) => new Int32Array(n));
    this.authorOf = grown(this.authorOf, size, (n) => new Int32Array(n));
    this.ratingAverage = grown(this.ratingAverage, size, (n) => new Float64Array(n));
    this.ratingCount = grown(this.ratingCount, size, (n) => new Int32Array(n));
    this.quantity = grown(this.quantity, size, (n) => new Int32Array(n));
    this.copies = grown(this.copies, size, (n) => new Int32Array(n));
    this.ids.push(book.id);
    this.xids.push(book.xid);
    this.byId.set(book.id, ord);
    this.alive[ord] = 1;
    this.liveCount += 1;
    this.inStock[ord] = book.inStock ? 1 : 0;
    this.language[ord] = book.language === 'bn' ? 1 : 0;
    this.price[ord] = book.priceCents;
    this.createdAt[ord] = book.createdAt;
    this.ratingAverage[ord] = book.ratingAverage ?? NaN;
    this.ratingCount[ord] = book.ratingCount ?? 0;
    this.quantity[ord] = book.quantity ?? (book.inStock ? 1 : 0);
    this.copies[ord] = book.copies ?? 0;
    if (ord === this.newestPrefix && (ord === 0 || this.compareNewest(ord - 1, ord) < 0)) this.newestPrefix = ord + 1;
    let category = this.categories.get(book.category);
    if (category === undefined) this.categories.set(book.category, (category = this.categories.size));
    this.category[ord] = category;
    this.publisherOf[ord] = book.publisherId ? this.facetNumber(book.publisherId) : 0;
    this.seriesOf[ord] = book.seriesId ? this.facetNumber(book.seriesId) : 0;
    this.categoriesOf[ord] = book.categoryIds?.length ? this.categorySet(book.categoryIds) : undefined;
    const authorKey = book.author.toLowerCase();
    let author = this.authorIds.get(authorKey);
    if (author === undefined) {
      author = this.authors.length;
      this.authorIds.set(authorKey, author);
      this.authors.push({ author: book.author, altAuthor: book.altAuthor, count: 0, lower: authorKey });
      this.authorBooks.push([]);
    }
    const known = this.authors[author]!;
    known.count += 1;
    if (!known.altAuthor && book.altAuthor) {
      known.altAuthor = book.altAuthor;
      known.keys = undefined;
      known.folded = undefined;
      this.namesStale = true;
    }
    this.authorOf[ord] = author;
    this.authorBooks[author]!.push(ord);

    forEachStoredKey(book.searchKeys, (key, section) => {
      post(this.keyPostings, key, ord);
      if (section === 0) post(this.nameKeyPostings, key, ord);
      else if (section === 1) post(this.facetKeyPostings, key, ord);
    });
    for (const form of book.searchTitleForms) {
      // A new form or first word joins the sorted lists (when they are built; see SortedStrings): never a re-sort of them
      // all on the next search, which at a million titles would hold up every request for a second.
      if (!this.formPostings.has(form)) this.sortedForms?.add(form);
      post(this.formPostings, form, ord);
      const words = form.split(' ');
      for (const word of words) if (word) post(this.titleWordPostings, word, ord);
      if (!this.firstWordPostings.has(words[0]!)) this.sortedFirstWords?.add(words[0]!);
      post(this.firstWordPostings, words[0]!, ord);
    }
    const texts = [book.title, book.author, book.altTitle, book.altAuthor].map((text) => text.toLowerCase());
    if (book.titleLower !== undefined && book.titleLower !== texts[0]) this.titleLower.set(ord, book.titleLower);
    if (book.authorLower !== undefined && book.authorLower !== authorKey) this.authorLower.set(ord, book.authorLower);
    this.haystacks.push(texts.join(TEXT_SEPARATOR));
    this.shownTexts.push([book.title, book.author, book.altTitle, book.altAuthor].join(TEXT_SEPARATOR));
    this.images.push(book.image === drawnCover(book.id) ? null : book.image);
    for (const text of texts) {
      for (const word of text.match(SEARCHABLE_RUN) ?? []) {
        if (!this.wordPostings.has(word)) {
          this.words?.push(word);
          this.runCache.clear();
        }
        post(this.wordPostings, word, ord);
      }
    }
  }

  /** A listed book's copies in stock and sold, as a look read them (book_stock_changes, migrations 0025-0026). */
  stock(id: string, quantity: number, copies: number): void {
    const ord = this.byId.get(id);
    if (ord === undefined) return;
    this.quantity[ord] = quantity;
    this.copies[ord] = copies;
  }

  /** Removes a book (archived, deleted): its ordinal stays dead in the posting lists. */
  remove(id: string): void {
    const ord = this.byId.get(id);
    if (ord !== undefined) this.kill(ord);
  }

  private kill(ord: number): void {
    if (!this.alive[ord]) return;
    this.generation += 1;
    this.alive[ord] = 0;
    this.liveCount -= 1;
    this.authors[this.authorOf[ord]!]!.count -= 1;
    this.byId.delete(this.ids[ord]!);
    // A dead entry's texts are never read again: let them go before the next rebuild.
    this.shownTexts[ord] = '';
    this.images[ord] = null;
  }

  /** A listed book as a suggestion shows it, from what the index holds (exact: every change to it marks index_xid). */
  private suggested(ord: number): SuggestedBook {
    const id = this.ids[ord]!;
    const [title = '', author = '', altTitle = '', altAuthor = ''] = this.shownTexts[ord]!.split(TEXT_SEPARATOR);
    return { id, title, author, altTitle, altAuthor, priceCents: this.price[ord]!, image: this.images[ord] ?? drawnCover(id), inStock: this.inStock[ord] === 1 };
  }

  /**
   * The ids of one page of the books matching `query`, in `order`, and how many match: relevance tiers,
   * then literal words, in stock, newest; or any other order a list gives (as a plain listing sorts in SQL).
   */
  search(query: IndexQuery, order: BookOrder, limit: number, offset: number): IndexAnswer & { ids: string[]; total: number } {
    const { ords: matches, keyed } = this.matches(query, true);
    const matched = this.matchedStamp;
    const total = matches.length;
    const wanted = Math.min(total, offset + limit);
    let top: number[] = [];
    let named = false;
    if (wanted > offset) {
      if (order.kind === 'featured') ({ top, named } = this.byRelevance(query, matches, keyed, wanted));
      else top = order.kind === 'newest' ? this.newestFirst(matches, wanted) : selectTop(matches, wanted, this.comparator(order));
    }
    const match: SearchMatch = total === 0 ? 'none' : named || this.namedMatch(query, matches, keyed) ? 'exact' : 'close';
    return { ids: top.slice(offset).map((ord) => this.ids[ord]!), total, match, didYouMean: match === 'exact' ? [] : this.guesses(query.qGuess, matched) };
  }

  /**
   * Whether a book among `matches` (the first `keyed` matched by keys, the rest by a substring of title or author) is
   * matched well: by a substring of its names, or every word by a key of its title, author or facet names (not only by
   * its description).
   */
  private namedMatch(query: IndexQuery, matches: Ords, keyed: number): boolean {
    if (matches.length > keyed) return true;
    const groups = query.qKeyGroups ?? [];
    return groups.length > 0 && this.intersect(this.groupLists(groups, [this.nameKeyPostings, this.facetKeyPostings]), matches).length > 0;
  }

  /**
   * Whether no book holds any of these keys by its facet names or description alone (each key's list is its names' list):
   * then every book the keys match is matched by its names, and the keyed matches are that tier as they are.
   */
  private onlyNamesHold(groups: readonly (readonly string[])[]): boolean {
    for (const keys of groups) {
      for (const key of keys) {
        const all = this.keyPostings.get(key);
        if (all !== undefined && all.length !== (this.nameKeyPostings.get(key)?.length ?? 0)) return false;
      }
    }
    return true;
  }

  /** Per group, the lists of its keys in any of `maps`. */
  private groupLists(groups: readonly (readonly string[])[], maps: readonly Postings[]): PostingList[][] {
    return groups.map((keys) => {
      const lists: PostingList[] = [];
      for (const map of maps) {
        for (const key of keys) {
          const list = map.get(key);
          if (list !== undefined) lists.push(list);
        }
      }
      return lists;
    });
  }

  /**
   * Guesses for a search that matched nothing well (decision 049): listed books whose names (title, author, facet names)
   * hold enough of the query's words — each word weighed by how surely its keys stand for it (GuessTerms) — that the
   * weights they hold, over the query's words, reach GUESS_SIMILARITY. Best first, then in stock, then newest; books the
   * search matched (stamped `matched`) left out: they are listed already.
   */
  private guesses(termsOf: (() => GuessTerms) | undefined, matched: number): SuggestedBook[] {
    const terms = termsOf?.();
    if (!terms || terms.groups.length === 0) return [];
    const weights = terms.weights;
    const least = GUESS_SIMILARITY * terms.words;
    if (weights.reduce((sum, weight) => sum + weight, 0) < least) return [];
    // Sized by prepareScratch, which every search runs first.
    const score = this.guessScore;
    const scored: number[] = [];
    const alive = this.alive;
    const isMatch = this.matchedMark;
    terms.groups.forEach((keys, i) => {
      const weight = weights[i]!;
      if (!(weight > 0)) return;
      const lists = this.groupLists([keys], [this.nameKeyPostings, this.facetKeyPostings])[0]!;
      // A word this many books' names hold tells no book apart: left out (its weight counts for none), the cost bounded.
      if (lists.reduce((sum, list) => sum + list.length, 0) > GUESS_SCAN) return;
      const ords = this.union(lists);
      for (let at = 0; at < ords.length; at += 1) {
        const ord = ords[at]!;
        if (!alive[ord] || isMatch[ord] === matched) continue;
        if (score[ord] === 0) scored.push(ord);
        score[ord] += weight;
      }
    });
    const guessed = scored.filter((ord) => score[ord]! >= least - 1e-9).map((ord) => [ord, score[ord]!] as const);
    // Every weight is above zero, so a zero score is an ordinal no group named: the scratch is all zero again for the next call.
    for (const ord of scored) score[ord] = 0;
    const inStock = this.inStock;
    return guessed
      .sort(([a, x], [b, y]) => y - x || inStock[b]! - inStock[a]! || this.compareNewest(a, b))
      .slice(0, GUESSES)
      .map(([ord]) => this.suggested(ord));
  }

  /** `order` (other than relevance and newest) as a comparison of two ordinals, exactly as a plain listing sorts in SQL (books-repository's orderBy). */
  private comparator(order: Exclude<BookOrder, { kind: 'featured' | 'newest' }>): (a: number, b: number) => number {
    const ids = this.ids;
    const byId = (a: number, b: number) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);
    const newest = (a: number, b: number) => this.compareNewest(a, b);
    switch (order.kind) {
      case 'price': {
        const sign = order.direction === 'asc' ? 1 : -1;
        const price = this.price;
        return (a, b) => sign * (price[a]! - price[b]!) || sign * byId(a, b);
      }
      case 'name':
        // lower(title) asc, id asc.
        return (a, b) => this.compareTitles(a, b) || byId(a, b);
      case 'rating': {
        // The best mean first, books without a review last (nulls last), then the most reviewed, then the newest.
        const mean = this.ratingAverage;
        const count = this.ratingCount;
        return (a, b) => {
          const x = mean[a]!;
          const y = mean[b]!;
          if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
          return (x === y || Number.isNaN(x) ? 0 : y - x) || count[b]! - count[a]! || newest(a, b);
        };
      }
      case 'bestselling': {
        // book_sales_rank_idx: the most copies sold first, then the newest.
        const copies = this.copies;
        return (a, b) => copies[b]! - copies[a]! || newest(a, b);
      }
      case 'column': {
        const sign = order.direction === 'asc' ? 1 : -1;
        const quantity = this.quantity;
        const price = this.price;
        const createdAt = this.createdAt;
        const key: (a: number, b: number) => number = {
          title: (a: number, b: number) => this.compareTitles(a, b),
          author: (a: number, b: number) => this.compareAuthors(a, b),
          price: (a: number, b: number) => price[a]! - price[b]!,
          quantity: (a: number, b: number) => quantity[a]! - quantity[b]!,
          createdAt: (a: number, b: number) => createdAt[a]! - createdAt[b]!,
        }[order.column];
        return (a, b) => sign * key(a, b) || sign * byId(a, b);
      }
    }
  }

  /** lower(title) of two books in the database's order (code points; see compareCodePoints). */
  private compareTitles(a: number, b: number): number {
    // A haystack starts with the lower-cased title, up to TEXT_SEPARATOR: compared there, no string is made.
    const lower = this.titleLower;
    const x = lower.size === 0 ? this.haystacks[a]! : (lower.get(a) ?? this.haystacks[a]!);
    const y = lower.size === 0 ? this.haystacks[b]! : (lower.get(b) ?? this.haystacks[b]!);
    return compareCodePoints(x, y);
  }

  /** lower(author) of two books in the database's order. */
  private compareAuthors(a: number, b: number): number {
    const lower = this.authorLower;
    const authors = this.authors;
    const x = (lower.size === 0 ? undefined : lower.get(a)) ?? authors[this.authorOf[a]!]!.lower;
    const y = (lower.size === 0 ? undefined : lower.get(b)) ?? authors[this.authorOf[b]!]!.lower;
    return compareCodePoints(x, y);
  }

  /** Newest first, then by id, descending (the database's tie-break): negative when `a` comes before `b`. */
  private compareNewest(a: number, b: number): number {
    const ids = this.ids;
    return this.createdAt[b]! - this.createdAt[a]! || (ids[a]! < ids[b]! ? 1 : ids[a]! > ids[b]! ? -1 : 0);
  }

  /** The first `k` of `ords`, newest first (compareNewest). */
  private newestFirst(ords: Ords, k: number): number[] {
    // Two ordinals below newestPrefix are in that order already: compared as numbers, without reading the dates.
    const prefix = this.newestPrefix;
    return selectTop(ords, k, (a, b) => (a < prefix && b < prefix ? a - b : this.compareNewest(a, b)));
  }

  /**
   * The first `k` matches in relevance order (the relevance tiers, then the words as typed, then stock, then the
   * newest), tier by tier: 0 the exact title, 1 a title starting with the query, 2 every word in a title, 3 every
   * word in title or author, 4 the rest. Each tier's new members are split by the words as typed and by stock, and
   * taken newest first; once the page is full the worse tiers are never computed, so a common word whose titles start
   * with it (`the`) costs a pass over those titles, not over every match.
   */
  private byRelevance(query: IndexQuery, matches: Int32Array, keyed: number, k: number): { top: number[]; named: boolean } {
    const groups = query.qRankGroups ?? query.qKeyGroups ?? [];
    const matched = this.matchedStamp;
    const isMatch = this.matchedMark;
    // Each tier marks its books with a stamp of its own (see walkNewest); a book marked by any of this search's is taken.
    const first = this.stamp + 1;
    const tiered = this.tierMark;
    const top: number[] = [];
    /** Takes the matches of `candidates` no better tier took, best sub-bucket first; true once the page is full. */
    const take = (candidates: Ords): boolean => {
      const stamp = this.nextStamp();
      const fresh = new Int32Array(candidates.length);
      let n = 0;
      for (let i = 0; i < candidates.length; i += 1) {
        const ord = candidates[i]!;
        if (isMatch[ord] === matched && tiered[ord] < first) {
          tiered[ord] = stamp;
          fresh[n++] = ord;
        }
      }
      return n > 0 && this.takeByWordsAndStock(query, fresh.subarray(0, n), stamp, k, top);
    };
    const full = { top, named: true };
    if (groups.length > 0) {
      const form = query.qTitleForm ?? '';
      if (form !== '' && this.formPostings.has(form) && take(this.matchesIn([[this.formPostings.get(form)!]], matches))) return full;
      if (form !== '' && take(this.matchesIn([this.titlesStartingWith(form)], matches))) return full;
      const titleWords = groups.map((keys) => keys.map((key) => this.titleWordPostings.get(key)).filter((list): list is number[] => list !== undefined));
      if (take(this.matchesIn(titleWords, matches))) return full;
      // Every word in title or author; then in those or the facet names (series, publisher, categories: decision 049).
      // When the index holds no other key than the names', every keyed match is one of these.
      if (take(sameGroups(groups, query.qKeyGroups ?? []) && this.onlyNamesHold(groups) ? matches.subarray(0, keyed) : this.matchesIn(this.groupLists(groups, [this.nameKeyPostings]), matches)))
        return full;
      if (this.facetKeyPostings.size > 0 && take(this.matchesIn(this.groupLists(groups, [this.nameKeyPostings, this.facetKeyPostings]), matches))) return full;
    }
    // The rest: books matched by their description's words, by a substring, or by keys that only sound alike.
    const named = top.length > 0;
    take(matches);
    return { top, named };
  }

  /**
   * The matches in every group of lists: by reading the lists (then keeping the matches) when the smallest group is no
   * longer than a binary search of it per match would cost, else by that search per match.
   */
  private matchesIn(groups: readonly (readonly PostingList[])[], matches: Int32Array): Ords {
    const smallest = Math.min(...groups.map((lists) => lists.reduce((sum, list) => sum + list.length, 0)));
    const keys = Math.max(1, ...groups.map((lists) => lists.length));
    return smallest <= matches.length * keys * 20 ? this.intersect(groups) : this.intersect(groups, matches);
  }

  /**
   * Appends to `top` (up to `k`) the books of one tier (marked `stamp` in tierMark): those holding the words as typed
   * first, then the others; in stock before sold out within each; newest first. True once `top` holds `k`.
   */
  private takeByWordsAndStock(query: IndexQuery, tier: Int32Array, stamp: number, k: number, top: number[]): boolean {
    const walked = this.walkNewest(query, tier.length, stamp, k - top.length);
    if (walked) {
      for (const bucket of walked) {
        top.push(...bucket.slice(0, k - top.length));
        if (top.length >= k) return true;
      }
      return false;
    }
    // The words as typed in the book's names (a facet or description holding them does not make a title's tie-break).
    const literal = query.qWordForms?.length
      ? this.allGroups(
          query.qWordForms.map((word) => [word]),
          this.nameKeyPostings,
          tier,
        )
      : EMPTY;
    const literalStamp = this.nextStamp();
    const literalMark = this.literalMark;
    for (let i = 0; i < literal.length; i += 1) literalMark[literal[i]!] = literalStamp;
    const inStock = this.inStock;
    const buckets = [new Int32Array(tier.length), new Int32Array(tier.length), new Int32Array(tier.length), new Int32Array(tier.length)];
    const sizes = [0, 0, 0, 0];
    for (let i = 0; i < tier.length; i += 1) {
      const ord = tier[i]!;
      const b = (literalMark[ord] === literalStamp ? 0 : 2) + (inStock[ord] ? 0 : 1);
      buckets[b]![sizes[b]!++] = ord;
    }
    for (let b = 0; b < 4; b += 1) {
      if (sizes[b]! > 0) top.push(...this.newestFirst(buckets[b]!.subarray(0, sizes[b]!), k - top.length));
      if (top.length >= k) return true;
    }
    return false;
  }

  /**
   * The first `need` books of each sub-bucket of a large tier (see takeByWordsAndStock), newest first, found without
   * reading the whole tier: the ordinals below newestPrefix are read up from 0 (newest first) until the best sub-bucket
   * holds `need`, and the few above it (books changed since the load) are read in full. A tier of one book in 16 or more
   * fills a page of 24 within a few hundred ordinals. Undefined when it would not pay: a small tier, many books changed
   * since the load, or a best sub-bucket too sparse to fill within WALK_BUDGET times the expected reading (the tier is
   * then read in full).
   */
  private walkNewest(query: IndexQuery, size: number, stamp: number, need: number): number[][] | undefined {
    const total = this.ids.length;
    const changed = total - this.newestPrefix;
    if (need <= 0 || size < WALK_MIN || size * WALK_DENSITY < total || changed * 4 > size) return undefined;
    const words = (query.qWordForms ?? []).map((word) => this.nameKeyPostings.get(word));
    // No book holds a word with no list: then none holds the words as typed (as takeByWordsAndStock's allGroups finds).
    const literal = words.length > 0 && words.every((list) => list !== undefined);
    const tests = literal ? (words as number[][]).map((list) => (this.isDense(list) ? this.bitsOf(list) : list)) : [];
    const holdsWords = (ord: number) => {
      if (!literal) return false;
      for (let i = 0; i < tests.length; i += 1) {
        const test = tests[i]!;
        if (test instanceof Int32Array ? (test[ord >>> 5]! & (1 << (ord & 31))) === 0 : !sortedHas(test, ord)) return false;
      }
      return true;
    };
    const tiered = this.tierMark;
    const inStock = this.inStock;
    const found: number[][] = [[], [], [], []];
    const place = (ord: number) => {
      const bucket = found[(holdsWords(ord) ? 0 : 2) + (inStock[ord] ? 0 : 1)]!;
      if (bucket.length < need) bucket.push(ord);
    };
    const budget = Math.max(WALK_MIN, Math.ceil((WALK_BUDGET * need * total) / size));
    const end = this.newestPrefix;
    let ord = 0;
    for (; ord < end && found[0]!.length < need; ord += 1) {
      if (ord >= budget) return undefined;
      if (tiered[ord] === stamp) place(ord);
    }
    // Either the prefix was read to its end (every sub-bucket holds its first `need`), or the best sub-bucket holds `need`
    // (and only it is read: the page is full).
    const changedFound: number[][] = [[], [], [], []];
    for (let other = end; other < total; other += 1) {
      if (tiered[other] !== stamp) continue;
      changedFound[(holdsWords(other) ? 0 : 2) + (inStock[other] ? 0 : 1)]!.push(other);
    }
    return found.map((bucket, b) => {
      const extra = changedFound[b]!;
      return extra.length === 0 ? bucket : this.newestFirst(Int32Array.from([...bucket, ...extra]), need);
    });
  }

  /**
   * The authors a search names, as the plain match keeps them too: among the authors of matching books, those
   * whose name matches (`names.matches`, given the names case-folded and their keys), with their listed books, most first.
   */
  authorsMatching(query: IndexQuery, limit: number, names: AuthorNames): AuthorMatch[] {
    if (limit <= 0) return [];
    this.matches({ qKeyGroups: query.qKeyGroups, qSubstring: query.qSubstring }, false);
    return this.authorsNamed(query, this.matchedStamp, limit, names);
  }

  /** Suggestions: the first `books` matches in relevance order and the authors the query names, from one pass of matching. */
  suggest(query: IndexQuery, limits: { books: number; authors: number }, names: AuthorNames): IndexAnswer & { books: SuggestedBook[]; authors: AuthorMatch[] } {
    const { ords, keyed } = this.matches(
      { qKeyGroups: query.qKeyGroups, qRankGroups: query.qRankGroups, qTitleForm: query.qTitleForm, qWordForms: query.qWordForms, qSubstring: query.qSubstring },
      false,
    );
    const matched = this.matchedStamp;
    const { top, named } = ords.length > 0 && limits.books > 0 ? this.byRelevance(query, ords, keyed, Math.min(limits.books, ords.length)) : { top: [], named: false };
    const match: SearchMatch = ords.length === 0 ? 'none' : named || this.namedMatch(query, ords, keyed) ? 'exact' : 'close';
    return {
      books: top.map((ord) => this.suggested(ord)),
      authors: limits.authors > 0 && ords.length > 0 ? this.authorsNamed(query, matched, limits.authors, names) : [],
      match,
      didYouMean: match === 'exact' ? [] : this.guesses(query.qGuess, matched),
    };
  }

  /**
   * The authors whose name the query names and who have a book among the matches (stamped `matched`). The candidates are
   * looked up, not tried one by one: the authors holding a key of the query's first word, and those whose name holds the
   * query (one search of all the names as one text); each is then weighed by `matches` exactly, and its books are read
   * until one is among the matches. Every matching book counts (the database's engine reads the authors of at most 400).
   */
  private authorsNamed(query: IndexQuery, matched: number, limit: number, { matches, keysOf, fold }: AuthorNames): AuthorMatch[] {
    const lookup = this.authorNamesFor(keysOf, fold);
    const seen = (this.authorSeen = grown(this.authorSeen, this.authors.length, (n) => new Int32Array(n)));
    if (this.authorStamp >= STAMP_LIMIT) {
      this.authorStamp = 0;
      seen.fill(0);
    }
    const stamp = (this.authorStamp += 1);
    const candidates: number[] = [];
    const consider = (id: number) => {
      if (seen[id] === stamp) return;
      seen[id] = stamp;
      candidates.push(id);
    };
    // Every word must be among the name's keys: the authors of the word with the fewest are the ones to weigh.
    const groups = query.qKeyGroups ?? [];
    let fewest: number[][] | undefined;
    let fewestSize = Infinity;
    for (const group of groups) {
      const lists = group.map((key) => lookup.keys.get(key)).filter((list): list is number[] => list !== undefined);
      const size = lists.reduce((sum, list) => sum + list.length, 0);
      if (size < fewestSize) [fewest, fewestSize] = [lists, size];
    }
    for (const list of fewest ?? []) for (const id of list) consider(id);
    const needle = query.qSubstring ? fold(query.qSubstring) : '';
    // No name holds the separator: a needle holding it is in none (and would otherwise span two names).
    if (needle && !needle.includes(TEXT_SEPARATOR)) {
      for (let at = lookup.text.indexOf(needle); at !== -1; at = lookup.text.indexOf(needle, at + 1)) {
        consider(lookup.owners[upperBound(lookup.starts, at) - 1]!);
      }
    }
    const isMatch = this.matchedMark;
    const found: AuthorMatch[] = [];
    for (const id of candidates) {
      const author = this.authors[id]!;
      if (author.count <= 0) continue;
      // Every author's keys and folded names were made by authorNamesFor above.
      if (
        !matches(
          () => author.folded!,
          () => author.keys!,
        )
      )
        continue;
      if (this.authorBooks[id]!.some((ord) => isMatch[ord] === matched)) found.push({ author: author.author, altAuthor: author.altAuthor, count: author.count });
    }
    return found.sort((a, b) => b.count - a.count || a.author.localeCompare(b.author)).slice(0, limit);
  }

  /** The authors' names by key and as one text (see `authorNames`), up to date with every author. */
  private authorNamesFor(keysOf: AuthorNames['keysOf'], fold: AuthorNames['fold']): NonNullable<BookIndex['authorNames']> {
    if (this.namesStale || !this.authorNames) {
      this.authorNames = { keys: new Map(), text: '', starts: [], owners: [], covered: 0 };
      this.namesStale = false;
    }
    const names = this.authorNames;
    if (names.covered === this.authors.length) return names;
    const parts: string[] = [];
    let length = names.text.length;
    for (let id = names.covered; id < this.authors.length; id += 1) {
      const author = this.authors[id]!;
      author.keys ??= new Set([...keysOf(author.author), ...keysOf(author.altAuthor)]);
      author.folded ??= [fold(author.author), fold(author.altAuthor)];
      for (const key of author.keys) post(names.keys, key, id);
      // Each name is one entry of the text, the separator after it: a match lies inside one name.
      for (const name of author.folded) {
        names.starts.push(length);
        names.owners.push(id);
        parts.push(name, TEXT_SEPARATOR);
        length += name.length + 1;
      }
    }
    names.text += parts.join('');
    names.covered = this.authors.length;
    return names;
  }

  /**
   * The ordinals of the listed books matching the search and the filters: every word by its keys (the first `keyed`),
   * or the substring.
   */
  private matches(query: IndexQuery, filtered: boolean): { ords: Int32Array; keyed: number } {
    this.prepareScratch();
    const byKeys = query.qKeyGroups?.length ? this.allGroups(query.qKeyGroups, this.keyPostings) : EMPTY;
    const stamp = this.nextStamp();
    const mark = this.matchMark;
    const matchedMark = this.matchedMark;
    this.matchedStamp = stamp;
    const alive = this.alive;
    const check = filtered && hasFilter(query) ? this.filter(query) : undefined;
    let out = new Int32Array(byKeys.length);
    let n = 0;
    const add = (list: Ords) => {
      for (let i = 0; i < list.length; i += 1) {
        const ord = list[i]!;
        if (mark[ord] === stamp) continue;
        mark[ord] = stamp;
        if (alive[ord] && (check === undefined || check(ord))) {
          out[n++] = ord;
          matchedMark[ord] = stamp;
        }
      }
    };
    add(byKeys);
    const keyed = n;
    if (query.qSubstring) {
      // Only books the keys did not already bring (or rule out) need the substring checked: the rest are decided.
      const bySubstring = this.substringMatches(query.qSubstring, (ord) => mark[ord] === stamp);
      if (bySubstring.length > 0) {
        const grownOut = new Int32Array(n + bySubstring.length);
        grownOut.set(out.subarray(0, n));
        out = grownOut;
        add(bySubstring);
      }
    }
    return { ords: out.subarray(0, n), keyed };
  }

  private facetNumber(id: string): number {
    let n = this.facetNumbers.get(id);
    if (n === undefined) this.facetNumbers.set(id, (n = this.facetNumbers.size + 1));
    return n;
  }

  private categorySet(ids: readonly string[]): readonly number[] {
    const numbers = ids.map((id) => this.facetNumber(id)).sort((a, b) => a - b);
    const key = numbers.join(',');
    let set = this.categorySets.get(key);
    if (!set) this.categorySets.set(key, (set = numbers));
    return set;
  }

  /** The list filters of a query, resolved once: whether an ordinal passes them. */
  private filter(query: IndexQuery): (ord: number) => boolean {
    const facet = (id: string | undefined) => (id === undefined ? undefined : (this.facetNumbers.get(id) ?? -1));
    const [inCategory, publisher, series] = [facet(query.categoryId), facet(query.publisherId), facet(query.seriesId)];
    const category = query.category === undefined ? undefined : (this.categories.get(query.category) ?? -1);
    const author = query.author === undefined ? undefined : (this.authorIds.get(query.author.toLowerCase()) ?? -1);
    const language = query.language === undefined ? undefined : query.language === 'bn' ? 1 : 0;
    const { inStock: stocked, minPriceCents: min, maxPriceCents: max } = query;
    return (ord) =>
      (category === undefined || this.category[ord] === category) &&
      (inCategory === undefined || this.categoriesOf[ord]?.includes(inCategory) === true) &&
      (publisher === undefined || this.publisherOf[ord] === publisher) &&
      (series === undefined || this.seriesOf[ord] === series) &&
      (author === undefined || this.authorOf[ord] === author) &&
      (language === undefined || this.language[ord] === language) &&
      (!stocked || this.inStock[ord] === 1) &&
      (min === undefined || this.price[ord]! >= min) &&
      (max === undefined || this.price[ord]! <= max);
  }

  /**
   * The ordinals in every group (a group: any of its keys), dead ones included; only those of `within` when given. The
   * smallest group is read in full (unless `within` starts the set), and each further group only narrows the set: by a
   * binary search of its sorted lists per ordinal when the set is small, else by one pass over its lists. A common word
   * (`the`, half the catalogue) therefore costs a pass of its list only when the set is as large.
   */
  private allGroups(groups: readonly (readonly string[])[], postings: Postings, within?: Ords): Ords {
    return this.intersect(
      groups.map((keys) => {
        const lists = keys.map((key) => postings.get(key)).filter((list): list is number[] => list !== undefined);
        return lists.length > 1 ? this.commonUnion(postings, keys, lists) : lists;
      }),
      within,
    );
  }

  /**
   * A word's lists as one sorted list when they are long (`the` and its sound `te`, half a catalogue each): merged once
   * and kept until the index changes, instead of on every search with that word. Short ones are returned as they are.
   */
  private commonUnion(postings: Postings, keys: readonly string[], lists: readonly number[][]): readonly PostingList[] {
    if (lists.reduce((sum, list) => sum + list.length, 0) < COMMON_UNION_SIZE) return lists;
    const name = `${postings === this.keyPostings ? 'k' : postings === this.titleWordPostings ? 't' : postings === this.nameKeyPostings ? 'n' : '?'}\u0000${[...keys].sort().join('\u0000')}`;
    const kept = this.unions.get(name);
    if (kept && kept.generation === this.generation) return [kept.list];
    const list = Int32Array.from(this.union(lists)).sort();
    this.unions.set(name, { generation: this.generation, list });
    return [list];
  }

  /** The ordinals in every group of lists (a group: any of its lists), only those of `within` when given: see allGroups. */
  private intersect(lists: readonly (readonly PostingList[])[], within?: Ords): Ords {
    if (lists.some((group) => group.length === 0)) return EMPTY;
    const sizes = lists.map((group) => group.reduce((sum, list) => sum + list.length, 0));
    const order = lists.map((_, i) => i).sort((a, b) => sizes[a]! - sizes[b]!);
    let current: Ords;
    let step = 0;
    if (within) current = within;
    else {
      current = this.union(lists[order[0]!]!);
      step = 1;
    }
    for (; step < order.length && current.length > 0; step += 1) current = this.narrow(current, lists[order[step]!]!, sizes[order[step]!]!);
    return current;
  }

  /** The ordinals of any of `lists` (each sorted, without repeats), once each. */
  private union(lists: readonly PostingList[]): Ords {
    if (lists.length === 1) return lists[0]!;
    const bits = this.zeroBits();
    const out = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
    let n = 0;
    for (const list of lists) {
      for (let i = 0; i < list.length; i += 1) {
        const ord = list[i]!;
        const bit = 1 << (ord & 31);
        if ((bits[ord >>> 5]! & bit) === 0) {
          bits[ord >>> 5]! |= bit;
          out[n++] = ord;
        }
      }
    }
    clearBits(bits, out, n);
    return out.subarray(0, n);
  }

  /** The ordinals of `current` found in any of `lists` (sorted), whose lengths add up to `size`. */
  private narrow(current: Ords, lists: readonly PostingList[], size: number): Ords {
    const out = new Int32Array(current.length);
    let n = 0;
    if (size > current.length * 2 && lists.every((list) => this.isDense(list))) {
      // One bit test per member of the set, in the lists' bit sets: neither reading the long lists nor searching them.
      const sets = lists.map((list) => this.bitsOf(list));
      for (let i = 0; i < current.length; i += 1) {
        const ord = current[i]!;
        const word = ord >>> 5;
        const bit = 1 << (ord & 31);
        for (const bits of sets) {
          if ((bits[word]! & bit) !== 0) {
            out[n++] = ord;
            break;
          }
        }
      }
      return out.subarray(0, n);
    }
    if (current.length * lists.length * 20 < size) {
      for (let i = 0; i < current.length; i += 1) {
        const ord = current[i]!;
        for (const list of lists) {
          if (sortedHas(list, ord)) {
            out[n++] = ord;
            break;
          }
        }
      }
      return out.subarray(0, n);
    }
    // A bit per ordinal (the scratch bit set: an eighth of a byte per book, where it stays in the processor's cache).
    const bits = this.zeroBits();
    if (current.length < size) {
      // Mark the smaller side and read the larger: one write per member of the set, not per entry of the lists. An
      // ordinal is taken once (its bit cleared), though several of the lists hold it; the order is the lists' (a set).
      for (let i = 0; i < current.length; i += 1) bits[current[i]! >>> 5]! |= 1 << (current[i]! & 31);
      for (const list of lists) {
        for (let i = 0; i < list.length; i += 1) {
          const ord = list[i]!;
          const bit = 1 << (ord & 31);
          if ((bits[ord >>> 5]! & bit) !== 0) {
            bits[ord >>> 5]! ^= bit;
            out[n++] = ord;
          }
        }
      }
      clearBits(bits, current, current.length);
      return out.subarray(0, n);
    }
    for (const list of lists) for (let i = 0; i < list.length; i += 1) bits[list[i]! >>> 5]! |= 1 << (list[i]! & 31);
    for (let i = 0; i < current.length; i += 1) if ((bits[current[i]! >>> 5]! & (1 << (current[i]! & 31))) !== 0) out[n++] = current[i]!;
    for (const list of lists) clearBits(bits, list, list.length);
    return out.subarray(0, n);
  }

  /** Whether a posting list is long enough, for the ordinals given out, to be kept as a bit set (BITSET_DENSITY). */
  private isDense(list: PostingList): boolean {
    return list.length >= BITSET_MIN && list.length * BITSET_DENSITY >= this.ids.length;
  }

  /** A posting list as a bit set of its ordinals: made once, and brought up to date with the entries added since. */
  private bitsOf(list: PostingList): Int32Array {
    let set = this.bitSets.get(list);
    const words = (this.ids.length + 31) >>> 5;
    if (!set || set.bits.length < words) {
      const bits = new Int32Array(Math.max(words, set ? set.bits.length * 2 : 0));
      if (set) bits.set(set.bits);
      set = { covered: set?.covered ?? 0, bits };
      this.bitSets.set(list, set);
    }
    const { bits } = set;
    for (let i = set.covered; i < list.length; i += 1) {
      const ord = list[i]!;
      bits[ord >>> 5]! |= 1 << (ord & 31);
    }
    set.covered = list.length;
    return bits;
  }

  /**
   * Books whose title, author or other-script forms hold `q` (case-folded), as ILIKE '%q%' on each of them finds; those
   * `decided` already are not checked against the texts (and may or may not be in the answer).
   */
  private substringMatches(q: string, decided?: (ord: number) => boolean): Ords {
    const needle = q.toLowerCase();
    const runs = [...needle.matchAll(SEARCHABLE_RUN)];
    if (runs.length === 0) return EMPTY;
    // Every run of the query lies inside one word of a matching text: a run the query goes on after starts a word, one it
    // goes on before ends one. The books with such a word for every run are the candidates; a query that is one run is
    // found exactly by them, anything longer is checked against the texts.
    const groups = runs.map((match) => {
      const run = match[0];
      const before = match.index > 0;
      const after = match.index + run.length < needle.length;
      const place: RunPlace = before && after ? 'whole' : before ? 'start' : after ? 'end' : 'inside';
      return this.wordsHolding(run, place).map((word) => this.wordPostings.get(word)!);
    });
    // Books with a word for every run (rarest first), then checked: far fewer than the books of the rarest run alone.
    const candidates = this.intersect(groups);
    if (runs.length === 1 && runs[0]![0] === needle) return candidates;
    // The texts are joined by a character no query holds: a match never spans two of them.
    const out = new Int32Array(candidates.length);
    let n = 0;
    for (let i = 0; i < candidates.length; i += 1) {
      const ord = candidates[i]!;
      if (!decided?.(ord) && this.haystacks[ord]!.includes(needle)) out[n++] = ord;
    }
    return out.subarray(0, n);
  }

  /**
   * The words a run of the query can lie in: any word holding it, or (where the query goes on before or after the run)
   * only words that start with it, end with it, or are it.
   */
  private wordsHolding(run: string, mode: RunPlace): string[] {
    const cacheKey = `${mode}\u0000${run}`;
    const cached = this.runCache.get(cacheKey);
    if (cached) return cached;
    this.words ??= [...this.wordPostings.keys()];
    const holding =
      mode === 'whole' ? (this.wordPostings.has(run) ? [run] : []) : this.words.filter((word) => (mode === 'start' ? word.startsWith(run) : mode === 'end' ? word.endsWith(run) : word.includes(run)));
    this.runCache.set(cacheKey, holding);
    return holding;
  }

  /**
   * The posting lists of the books with a title form starting with `prefix`. A one-word prefix is a prefix of the first word: the first words
   * starting with it (a few, however many titles start with `the`); a longer one narrows the forms themselves.
   */
  private titlesStartingWith(prefix: string): number[][] {
    if (!prefix.includes(' ')) {
      this.sortedFirstWords ??= new SortedStrings(this.firstWordPostings.keys());
      return this.sortedFirstWords.startingWith(prefix).map((word) => this.firstWordPostings.get(word)!);
    }
    this.sortedForms ??= new SortedStrings(this.formPostings.keys());
    return this.sortedForms.startingWith(prefix).map((form) => this.formPostings.get(form)!);
  }

  /** Builds the lists of title forms, first words and words that searches read: once loaded, off the request path. */
  prepare(): void {
    this.sortedFirstWords ??= new SortedStrings(this.firstWordPostings.keys());
    this.sortedForms ??= new SortedStrings(this.formPostings.keys());
    this.words ??= [...this.wordPostings.keys()];
  }

  /** Run first by every search: the scratch marks sized to the books, and their stamps started over between searches. */
  private prepareScratch(): void {
    // A search takes a few dozen stamps; starting over here, never inside one, leaves no search with stale marks.
    if (this.stamp >= STAMP_LIMIT) {
      this.stamp = 0;
      for (const array of [this.matchMark, this.tierMark, this.literalMark, this.matchedMark]) array.fill(0);
    }
    const size = this.ids.length;
    if (this.matchMark.length >= size) return;
    const capacity = Math.max(size, this.matchMark.length * 2, 1024);
    this.matchMark = grown(this.matchMark, capacity, (n) => new Int32Array(n));
    this.tierMark = grown(this.tierMark, capacity, (n) => new Int32Array(n));
    this.literalMark = grown(this.literalMark, capacity, (n) => new Int32Array(n));
    this.matchedMark = grown(this.matchedMark, capacity, (n) => new Int32Array(n));
    this.guessScore = grown(this.guessScore, capacity, (n) => new Float64Array(n));
  }

  /** The scratch bit set, all clear, with a bit for every ordinal. */
  private zeroBits(): Int32Array {
    const words = (this.ids.length + 31) >>> 5;
    if (this.scratchBits.length < words) this.scratchBits = new Int32Array(Math.max(words, this.scratchBits.length * 2));
    return this.scratchBits;
  }

  private nextStamp(): number {
    this.stamp += 1;
    return this.stamp;
  }
}

function hasFilter(query: IndexQuery): boolean {
  return (
    query.category !== undefined ||
    query.categoryId !== undefined ||
    query.publisherId !== undefined ||
    query.seriesId !== undefined ||
    query.author !== undefined ||
    query.language !== undefined ||
    Boolean(query.inStock) ||
    query.minPriceCents !== undefined ||
    query.maxPriceCents !== undefined
  );
}

/** Whether two lists of key groups hold the same keys, group by group. */
function sameGroups(a: readonly (readonly string[])[], b: readonly (readonly string[])[]): boolean {
  return a.length === b.length && a.every((group, i) => group.length === b[i]!.length && group.every((key) => b[i]!.includes(key)));
}

/** Clears the words of `bits` holding the first `n` of `ords`: every bit set in them was one of theirs. */
function clearBits(bits: Int32Array, ords: ArrayLike<number>, n: number): void {
  for (let i = 0; i < n; i += 1) bits[ords[i]! >>> 5] = 0;
}

/** The number of entries of a sorted list that are at most `value` (binary search). */
function upperBound(list: readonly number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether a sorted list holds `value` (binary search). */
function sortedHas(list: ArrayLike<number>, value: number): boolean {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = list[mid]!;
    if (at === value) return true;
    if (at < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Above this many, selectTop keeps the best k in a heap rather than a sorted list (each insertion a move of up to k). */
const SORTED_TOP_MAX = 256;

/**
 * The first `k` of `items` in `compare`'s order, sorted: one pass that keeps the best k (k is a page or a few; a heap for
 * a deep page, where k is thousands), or a sort when the items are not many more than k.
 */
export function selectTop(items: ArrayLike<number>, k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0) return [];
  if (items.length <= k * 4) return Array.from(items).sort(compare).slice(0, k);
  if (k > SORTED_TOP_MAX) return heapTop(items, k, compare);
  const top: number[] = [];
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i]!;
    if (top.length === k) {
      if (compare(item, top[k - 1]!) >= 0) continue;
      top.pop();
    }
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(top[mid]!, item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, item);
  }
  return top;
}

/**
 * selectTop for a large k: the best k so far in a binary heap whose root is the worst of them, so an item that does not
 * belong costs one comparison and one that does log k: a page 400 deep of 500,000 matches in a fraction of the sort.
 */
function heapTop(items: ArrayLike<number>, k: number, compare: (a: number, b: number) => number): number[] {
  const heap: number[] = [];
  const down = (from: number) => {
    const item = heap[from]!;
    let at = from;
    for (;;) {
      const left = at * 2 + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const worse = right < heap.length && compare(heap[right]!, heap[left]!) > 0 ? right : left;
      if (compare(heap[worse]!, item) <= 0) break;
      heap[at] = heap[worse]!;
      at = worse;
    }
    heap[at] = item;
  };
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i]!;
    if (heap.length < k) {
      // Up from the end while worse than the parent.
      let at = heap.length;
      heap.push(item);
      while (at > 0) {
        const parent = (at - 1) >>> 1;
        if (compare(heap[parent]!, item) >= 0) break;
        heap[at] = heap[parent]!;
        at = parent;
      }
      heap[at] = item;
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(compare);
}
