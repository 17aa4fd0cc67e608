import { describe, expect, it } from 'vitest';
import { createBookInput, otherScriptIssue, updateBookInput } from './book-schemas';

const book = { title: 'শেষের কবিতা', author: 'Rabindranath Tagore', price: 8.49, quantity: 3, category: 'Fiction', description: 'অমিত আর লাবণ্যর প্রেমের উপন্যাস।' };

describe('a title or author in the other script', () => {
  it('must be in the script the title or author is not in; empty means none', () => {
    expect(otherScriptIssue('title', 'শেষের কবিতা', 'Shesher Kobita')).toBeUndefined();
    expect(otherScriptIssue('author', 'Rabindranath Tagore', 'রবীন্দ্রনাথ ঠাকুর')).toBeUndefined();
    expect(otherScriptIssue('title', 'শেষের কবিতা', '')).toBeUndefined();
    expect(otherScriptIssue('title', 'শেষের কবিতা', 'শেষের কবিতা')).toBe('Title in the other script must be written in Latin letters, as the title is in Bangla letters');
    expect(otherScriptIssue('author', 'Humayun Ahmed', 'Humayun')).toBe('Author in the other script must be written in Bangla letters, as the author is in Latin letters');
    expect(otherScriptIssue('title', '1984', '১৯৮৪')).toBeUndefined();
    expect(otherScriptIssue('title', '1984', '…')).toBe('Title in the other script must be written in Bangla or Latin letters');
  });

  it('is checked by the create schema on its field, and by the update schema when the body holds both halves', () => {
    expect(createBookInput.parse({ ...book, altTitle: ' Shesher Kobita ' })).toMatchObject({ altTitle: 'Shesher Kobita', altAuthor: '' });
    const wrong = createBookInput.safeParse({ ...book, altAuthor: 'Tagore' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((issue) => issue.path)).toEqual([['altAuthor']]);
    expect(updateBookInput.safeParse({ altTitle: 'শেষের কবিতা' }).success).toBe(true);
    expect(updateBookInput.safeParse({ title: 'Shesher Kobita', altTitle: 'Shesher' }).error?.issues[0]?.path).toEqual(['altTitle']);
  });
});
