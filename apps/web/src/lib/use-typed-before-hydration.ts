import { useLayoutEffect, type RefObject } from 'react';

/**
 * A server-rendered page can be typed into before its code has run (a slow phone). Hydration adopts the field with what
 * the reader typed in it, but the component's state still holds the server's value, and its next render wrote that
 * back: the box emptied. So once, as the field is adopted, what it holds becomes the state. A field the browser drew
 * itself already holds the state's value, and nothing happens.
 */
export function useTypedBeforeHydration(field: RefObject<HTMLInputElement | null>, value: string, onTyped: (typed: string) => void): void {
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) onTyped(typed);
    // Only when the field is first adopted: afterwards the field follows the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
