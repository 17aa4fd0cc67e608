import { describe, expect, it } from 'vitest';
import { bookNames, currentLocale, namePair } from './book-names';

const shesher = { title: 'শেষের কবিতা', altTitle: 'Shesher Kobita', author: 'Rabindranath Tagore', altAuthor: 'রবীন্দ্রনাথ ঠাকুর' };

describe('bookNames', () => {
  it('leads with the form in the page’s script and puts the other under it', () => {
    expect(bookNames(shesher, 'en')).toEqual({
      title: { primary: 'Shesher Kobita', secondary: 'শেষের কবিতা' },
      author: { primary: 'Rabindranath Tagore', secondary: 'রবীন্দ্রনাথ ঠাকুর' },
    });
    expect(bookNames(shesher, 'bn')).toEqual({
      title: { primary: 'শেষের কবিতা', secondary: 'Shesher Kobita' },
      author: { primary: 'রবীন্দ্রনাথ ঠাকুর', secondary: 'Rabindranath Tagore' },
    });
  });

  it('shows the stored text alone when there is no other form (or it is blank, or missing from an old cart)', () => {
    expect(namePair('The Kite Runner', '', 'bn')).toEqual({ primary: 'The Kite Runner' });
    expect(namePair('The Kite Runner', '  ', 'en')).toEqual({ primary: 'The Kite Runner' });
    expect(bookNames({ title: 'Gora', author: 'Rabindranath Tagore' }, 'bn')).toEqual({ title: { primary: 'Gora' }, author: { primary: 'Rabindranath Tagore' } });
  });

  it('keeps the stored text first when neither form is in the page’s script', () => {
    expect(namePair('1984', 'উনিশশো চুরাশি', 'en')).toEqual({ primary: '1984', secondary: 'উনিশশো চুরাশি' });
  });

  it('speaks English until the Bangla pages are wired in', () => {
    expect(currentLocale()).toBe('en');
  });
});
