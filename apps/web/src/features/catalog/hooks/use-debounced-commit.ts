import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Search debounce (about 300 ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A text box bound to a URL value: typing updates a draft at once and commits it after a pause (or at once, by
 * `commitNow`); when the URL value changes from elsewhere (Clear Filters, Back), the draft follows.
 */
export function useDebouncedCommit(value: string, commit: (next: string) => void, delay = SEARCH_DEBOUNCE_MS) {
  const [draft, setDraft] = useState(value);
  const debounced = useDebouncedValue(draft, delay);
  const committed = useRef(value);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (debounced !== committed.current) {
      committed.current = debounced;
      commitRef.current(debounced);
    }
  }, [debounced]);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setDraft(value);
    }
  }, [value]);

  // Enter: the draft now, without waiting for the pause.
  const commitNow = () => {
    if (draft !== committed.current) {
      committed.current = draft;
      commitRef.current(draft);
    }
  };

  return [draft, setDraft, commitNow] as const;
}
