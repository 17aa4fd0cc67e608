import { describe, expect, it } from 'vitest';
import { textBlocks } from './plain-text';

describe('an owner’s plain text', () => {
  it('is paragraphs between blank lines, `## ` headings and `- ` lists; a single line break stays in its paragraph', () => {
    expect(textBlocks('First line\nsecond line\r\n\r\n## Heading\n- one\n- two\ncontinued\n\nLast.\n\n\n')).toEqual([
      { kind: 'paragraph', text: 'First line\nsecond line' },
      { kind: 'heading', text: 'Heading' },
      { kind: 'list', items: ['one', 'two\ncontinued'] },
      { kind: 'paragraph', text: 'Last.' },
    ]);
  });

  it('is nothing when empty, and text when it looks like markup', () => {
    expect(textBlocks('  \n\n ')).toEqual([]);
    expect(textBlocks('<b>bold</b>')).toEqual([{ kind: 'paragraph', text: '<b>bold</b>' }]);
  });
});
