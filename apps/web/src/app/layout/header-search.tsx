import { Search } from 'lucide-react';
import { type ComponentType, type KeyboardEvent, type Ref, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { catalogsReady, t } from '../../lib/i18n';
import { localePath, stripLocale, useLocale, useNavigate } from '../../lib/locale';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';

/** What the lazily loaded suggestions tell the input (ARIA state of the combobox). */
export interface SuggestionsState {
  open: boolean;
  activeId?: string;
}

/** What the input asks of the suggestions: its keys (true when one was handled) and to close. */
export interface SuggestionsController {
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): boolean;
  close(): void;
}

export interface HeaderSearchSuggestionsProps {
  ref: Ref<SuggestionsController>;
  query: string;
  focused: boolean;
  listboxId: string;
  onStateChange: (state: SuggestionsState) => void;
  onNavigate: (to: string) => void;
}

type SuggestionsComponent = ComponentType<HeaderSearchSuggestionsProps>;
let suggestionsModule: Promise<SuggestionsComponent> | undefined;

/** The suggestions (combobox, TanStack Query, their texts) load on the first focus or keystroke, never with the page. */
function loadSuggestions(): Promise<SuggestionsComponent> {
  suggestionsModule ??= import('./header-search-suggestions').then(async (module) => {
    // Their texts register on import; a Bangla page waits for their Bangla twin (no flash of English).
    await catalogsReady();
    return module.HeaderSearchSuggestions;
  });
  return suggestionsModule;
}

const LISTBOX_ID = 'header-search-listbox';

/**
 * The search of every page's header: a plain GET form to All Products, which works without JavaScript (Enter →
 * /all-products?q=…), enhanced once used into a combobox with suggestions as you type. What was typed before the page
 * was live stays in the box.
 */
export function HeaderSearch() {
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const onCatalog = stripLocale(location.pathname) === '/all-products';
  const urlQuery = onCatalog ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [value, setValue] = useState(urlQuery);
  const [hydrated, setHydrated] = useState(false);
  const [focused, setFocused] = useState(false);
  const [Suggestions, setSuggestions] = useState<SuggestionsComponent | null>(null);
  const [state, setState] = useState<SuggestionsState>({ open: false });
  const controller = useRef<SuggestionsController>(null);
  const input = useRef<HTMLInputElement>(null);
  const shownUrlQuery = useRef(urlQuery);

  useEffect(() => setHydrated(true), []);
  // The box shows the search of the listing it is on (and empties when the reader leaves it): when that changes, not
  // on the first render, which may have adopted what the reader typed before the page was live.
  useEffect(() => {
    if (shownUrlQuery.current === urlQuery) return;
    shownUrlQuery.current = urlQuery;
    setValue(urlQuery);
  }, [urlQuery]);

  const enhance = useCallback(() => {
    if (Suggestions) return;
    loadSuggestions().then(
      (component) => setSuggestions(() => component),
      (error: unknown) => console.error('Header search: could not load suggestions', error),
    );
  }, [Suggestions]);

  // Typed before the page was live: kept, and its suggestions come as they would have.
  useTypedBeforeHydration(input, value, (typed) => {
    setValue(typed);
    setFocused(document.activeElement === input.current);
    enhance();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (controller.current?.onKeyDown(event)) return;
    if (event.key === 'Escape' && value !== '') {
      event.preventDefault();
      setValue('');
    }
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    controller.current?.close();
    const q = value.trim();
    void navigate(`/all-products${q ? `?q=${encodeURIComponent(q)}` : ''}`);
  };

  const combobox = hydrated
    ? {
        role: 'combobox' as const,
        'aria-expanded': state.open,
        'aria-controls': LISTBOX_ID,
        'aria-autocomplete': 'list' as const,
        'aria-activedescendant': state.open ? state.activeId : undefined,
      }
    : {};

  return (
    <form role="search" aria-label={t('common:search.label')} action={localePath('/all-products', locale)} method="get" onSubmit={submit} className="relative w-full">
      <label htmlFor="header-search" className="sr-only">
        {t('common:search.label')}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-500" />
      <input
        ref={input}
        id="header-search"
        name="q"
        type="search"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          enhance();
        }}
        onFocus={() => {
          setFocused(true);
          enhance();
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
        placeholder={t('common:search.placeholder')}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        className="h-10 w-full rounded-lg border border-stone-300 bg-white pr-12 pl-9 text-sm text-stone-900 placeholder:text-stone-500 focus:border-brand-600"
        {...combobox}
      />
      <button
        type="submit"
        aria-label={t('common:search.submit')}
        className="absolute top-1/2 right-1 inline-flex h-8 w-10 -translate-y-1/2 items-center justify-center rounded-md bg-brand-600 text-white hover:bg-brand-700"
      >
        <Search aria-hidden="true" className="h-4 w-4" />
      </button>
      {Suggestions && <Suggestions ref={controller} query={value} focused={focused} listboxId={LISTBOX_ID} onStateChange={setState} onNavigate={(to) => void navigate(to)} />}
    </form>
  );
}
