import type { Category } from '@boipoka/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAdmin, stubFetch } from '../__tests__/render-admin';
import { CategoryPicker } from './category-picker';

const id = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
const TREE: Category[] = Array.from({ length: 7 }, (_, n) => ({
  id: id(n),
  slug: `c${n}`,
  nameEn: `Category ${n}`,
  nameBn: `বিভাগ ${n}`,
  parentId: null,
  position: n,
  specValue: null,
  archived: false,
  bookCount: 0,
}));

function Picker({ onIds }: { onIds: (ids: string[]) => void }) {
  const [ids, setIds] = useState<string[]>([]);
  return (
    <CategoryPicker
      value={ids}
      onChange={(next) => {
        setIds(next);
        onIds(next);
      }}
      locale="en"
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CategoryPicker', () => {
  // Seven clicks and their renders: more than 5 s when the machine is busy.
  it('takes at most five categories, in the order chosen, and says so when full', { timeout: 15_000 }, async () => {
    stubFetch(() => jsonResponse({ success: true, message: 'ok', data: { categories: TREE } }));
    const onIds = vi.fn();
    const user = userEvent.setup();
    renderAdmin(<Picker onIds={onIds} />);
    expect(screen.getByRole('group', { name: 'Categories' })).toHaveAccessibleDescription("The first is the book's main category. Up to 5.");
    for (const n of [3, 0, 1, 2, 4]) await user.click(await screen.findByRole('button', { name: `Category ${n}` }));
    expect(onIds).toHaveBeenLastCalledWith([id(3), id(0), id(1), id(2), id(4)]);
    const choices = screen.getByRole('list', { name: 'Categories to choose from' });
    expect(within(choices).getByRole('button', { name: 'Category 5' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Categories' })).toHaveAccessibleDescription('A book may be in at most 5 categories.');
    await user.click(screen.getByRole('button', { name: 'Remove Category 1' }));
    expect(within(choices).getByRole('button', { name: 'Category 5' })).toBeEnabled();
    expect(onIds).toHaveBeenLastCalledWith([id(3), id(0), id(2), id(4)]);
  });
});
