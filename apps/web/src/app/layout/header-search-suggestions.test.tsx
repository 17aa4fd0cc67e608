import { fireEvent, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, renderWithProviders } from '../../test/render-with-providers';
import type { SuggestionsController } from './header-search';
import { HeaderSearchSuggestions } from './header-search-suggestions';

const book = (id: string, title: string, author: string) => ({ _id: id, title, author, altTitle: '', altAuthor: '', price: 10, image: '', inStock: true });

function suggestWith(data: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ success: true, message: 'Suggestions fetched successfully', data })),
  );
}

function renderSuggestions(query: string) {
  const onNavigate = vi.fn();
  renderWithProviders(<HeaderSearchSuggestions ref={createRef<SuggestionsController>()} query={query} focused listboxId="suggestions" onStateChange={() => {}} onNavigate={onNavigate} />);
  return onNavigate;
}

/** Decision 049: the header says when nothing matches, offers guesses only when there are, and the Request a book page. */
describe('header suggestions: a search that matches nothing well', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says no book matches, and offers Request a book with the query as its title', async () => {
    suggestWith({ books: [], authors: [], match: 'none', didYouMean: [] });
    const onNavigate = renderSuggestions('harry potter');
    // Shown, and told to a screen reader.
    expect(await screen.findByText('No books match “harry potter”', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No books match “harry potter”');
    expect(screen.queryByText('Did you mean …?')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: "Can't find it? Ask us for it" }));
    expect(onNavigate).toHaveBeenCalledWith('/request-a-book?title=harry%20potter');
  });

  it('lists its guesses under Did you mean, each leading to its book', async () => {
    suggestWith({ books: [], authors: [], match: 'none', didYouMean: [book('b1', 'Atomic Habits', 'James Clear')] });
    const onNavigate = renderSuggestions('atomic habits zzqx');
    const guesses = await screen.findByRole('group', { name: 'Did you mean …?' });
    fireEvent.click(within(guesses).getByRole('option', { name: /Atomic Habits/ }));
    expect(onNavigate).toHaveBeenCalledWith('/product-details/b1');
    expect(screen.getByText('No books match “atomic habits zzqx”', { selector: 'p' })).toBeInTheDocument();
  });

  it('labels books found only by their descriptions as such, and says nothing of a match otherwise', async () => {
    suggestWith({ books: [book('b2', 'Sonar Kella', 'Satyajit Ray')], authors: [], match: 'close', didYouMean: [] });
    renderSuggestions('rajasthan');
    expect(await screen.findByRole('group', { name: 'Books whose description mentions it' })).toBeInTheDocument();
    expect(screen.queryByText(/No books match/)).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: "Can't find it? Ask us for it" })).not.toBeInTheDocument();
  });
});
