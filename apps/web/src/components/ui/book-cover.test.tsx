import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale, loadLocale } from '../../lib/i18n';
import { BookCover } from './book-cover';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'public');
/** The words a placeholder cover draws. */
const drawnText = (path: string) => /<text[^>]*>([^<]*)<\/text>/.exec(readFileSync(join(PUBLIC_DIR, path), 'utf8'))?.[1];

describe('BookCover', () => {
  it('offers an uploaded cover at its three widths, for the width it is shown at', () => {
    render(<BookCover src="https://shop.example/api/covers/b7/0a1b2c3d-400.webp" title="Gitanjali" width={240} height={360} priority />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('src', 'https://shop.example/api/covers/b7/0a1b2c3d-400.webp');
    expect(image).toHaveAttribute(
      'srcset',
      'https://shop.example/api/covers/b7/0a1b2c3d-200.webp 200w, https://shop.example/api/covers/b7/0a1b2c3d-400.webp 400w, https://shop.example/api/covers/b7/0a1b2c3d-800.webp 800w',
    );
    expect(image).toHaveAttribute('sizes', '240px');
  });

  // Issue 16: a 2:3 card 182 px wide on a phone (DPR 1.75) was told it was 240 px and took the 800 px file (LCP on All
  // Products); the card now says how wide it is, and a lazy cover lets the browser measure it.
  it('says how wide the cover is shown, so a phone takes the 400 px file for a 182 px card', () => {
    render(<BookCover src="/api/covers/b7/0a1b2c3d-400.webp" title="Gitanjali" width={240} height={360} sizes="(min-width: 640px) 284px, calc(50vw - 24px)" priority />);
    expect(screen.getByRole('img')).toHaveAttribute('sizes', '(min-width: 640px) 284px, calc(50vw - 24px)');
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('lets the browser measure a lazy cover (auto), the given width being the fallback', () => {
    render(<BookCover src="/api/covers/b7/0a1b2c3d-400.webp" title="Gitanjali" width={240} height={360} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).toHaveAttribute('sizes', 'auto, 240px');
  });

  it('keeps any other picture as it is (one source, no srcset)', () => {
    render(<BookCover src="https://example.com/gitanjali.jpg" title="Gitanjali" />);
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img')).not.toHaveAttribute('sizes');
  });

  // Issue 29: imported books without a cover said 'No cover' in English on Bangla pages.
  it('says there is no cover in the page’s language, for a book without one and for one whose cover will not load', async () => {
    const { unmount } = render(<BookCover src="" title="Gitanjali" />);
    expect(drawnText(screen.getByRole('img').getAttribute('src')!)).toBe('No cover');
    unmount();
    await loadLocale('bn');
    activateLocale('bn');
    try {
      const missing = render(<BookCover src="" title="গীতাঞ্জলি" />);
      expect(drawnText(screen.getByRole('img').getAttribute('src')!)).toBe('প্রচ্ছদ নেই');
      missing.unmount();
      render(<BookCover src="https://covers.example/gone.jpg" title="গীতাঞ্জলি" />);
      fireEvent.error(screen.getByRole('img'));
      expect(drawnText(screen.getByRole('img').getAttribute('src')!)).toBe('প্রচ্ছদ নেই');
    } finally {
      activateLocale('en');
    }
  });
});
