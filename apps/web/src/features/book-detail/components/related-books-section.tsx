import type { Book } from '@boipoka/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { BookTile } from '../../../components/shop/book-tile';
import { bookQuery } from '../../../lib/book-query';

/** A row of other books under the book (More in this series, More by this author): its heading, a link to all of them, their tiles. */
export function RelatedBooksSection({ id, heading, link, listLabel, books }: { id: string; heading: string; link: ReactNode; listLabel?: string; books: readonly Book[] }) {
  return (
    <section aria-labelledby={id} className="mt-12 border-t border-stone-200 pt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="font-serif text-2xl font-bold text-stone-900">
          {heading}
        </h2>
        {link}
      </div>
      <ul aria-label={listLabel} className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {books.map((other) => (
          <li key={other._id}>
            <BookTile book={other} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The book of the page, from the cache the page already filled, without asking again (the page asks; a row loaded
 * lazily under it only follows): what the rows' lazily loaded parts, which take no props, render for.
 */
export function usePageBook(): Book | undefined {
  const { id = '' } = useParams();
  return useQuery({ ...bookQuery(id), enabled: false }).data;
}
