import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LangText } from './lang-text';

describe('LangText', () => {
  it('marks stored text with the language of its script', () => {
    render(
      <>
        <LangText text="শেষের কবিতা" />
        <LangText text="The Kite Runner" as="h3" />
      </>,
    );
    expect(screen.getByText('শেষের কবিতা')).toHaveAttribute('lang', 'bn');
    expect(screen.getByRole('heading', { name: 'The Kite Runner' })).toHaveAttribute('lang', 'en');
  });
});
