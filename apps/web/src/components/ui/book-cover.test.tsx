import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookCover } from './book-cover';

describe('BookCover', () => {
  it('offers an uploaded cover at its three widths, for the width it is shown at', () => {
    render(<BookCover src="https://shop.example/api/covers/b7/0a1b2c3d-400.webp" title="Gitanjali" width={240} height={360} />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('src', 'https://shop.example/api/covers/b7/0a1b2c3d-400.webp');
    expect(image).toHaveAttribute(
      'srcset',
      'https://shop.example/api/covers/b7/0a1b2c3d-200.webp 200w, https://shop.example/api/covers/b7/0a1b2c3d-400.webp 400w, https://shop.example/api/covers/b7/0a1b2c3d-800.webp 800w',
    );
    expect(image).toHaveAttribute('sizes', '240px');
  });

  it('keeps any other picture as it is (one source, no srcset)', () => {
    render(<BookCover src="https://example.com/gitanjali.jpg" title="Gitanjali" />);
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img')).not.toHaveAttribute('sizes');
  });
});
