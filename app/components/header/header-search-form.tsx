import clsx from 'clsx';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { MOBILE_MAX_WIDTH } from '~/lib/breakpoints';
import { closePanel, openPanel, usePanelOpen } from '~/lib/panel-store';
import { SEARCH_PATH, SEARCH_QUERY_PARAM } from '~/lib/search-links';
import { SearchIcon } from '../icons';

// The suggestions' code comes with the first focus of a box, Radix's dialog with the first phone
// tap: neither weighs on the first load of a page.
const loadSuggest = () => import('./header-suggest-box');
const SuggestController = lazy(loadSuggest);
const loadPanel = () => import('./header-suggest-panel');
const MobileSuggestPanel = lazy(loadPanel);

const SEARCH_PATHS = new Set(['/search', SEARCH_PATH]);

/** The query on the search page, kept in the box while the customer is there. */
export function currentQuery(location: { pathname: string; search: string }): string {
  return SEARCH_PATHS.has(location.pathname) ? (new URLSearchParams(location.search).get(SEARCH_QUERY_PARAM) ?? '') : '';
}

function isPhone(): boolean {
  return typeof window !== 'undefined' && window.innerWidth < MOBILE_MAX_WIDTH;
}

export type KeyHandler = (e: KeyboardEvent<HTMLInputElement>) => void;

interface Props {
  className?: string;
  /** The one box on the page that mounts the phone's suggest panel (the header shows two boxes). */
  hostsPanel?: boolean;
  /** The box inside the phone's suggest panel. */
  inPanel?: boolean;
  /** The search landmark's name: each landmark on a page has its own. */
  landmark?: string;
  /**
   * The panel's box shows and edits the text of the header box that opened it (one text for both),
   * so letters typed into the header box while the panel was still on its way are kept.
   */
  text?: { value: string; onChange: (value: string) => void };
}

/**
 * The header's search box. A GET form to the search page, so it works before hydration and
 * without script; with script it suggests search terms and products as the customer types
 * (an ARIA combobox: arrow keys, Enter, Escape). On phones a tap opens the suggest panel.
 */
export function HeaderSearchForm({ className, hostsPanel = false, inPanel = false, landmark = 'Parts', text }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const location = useLocation();
  const [ownValue, setOwnValue] = useState(() => currentQuery(location));
  const value = text ? text.value : ownValue;
  const setValue = text ? text.onChange : setOwnValue;
  const [synced, setSynced] = useState(location);
  // What the customer typed last (suggestions are fetched for it), and a count that changes on every keystroke.
  // The panel's box starts with suggestions for what was typed before it opened.
  const [typed, setTyped] = useState<{ text: string; n: number } | null>(() => (text?.value ? { text: text.value, n: 0 } : null));
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(inPanel);
  const [aria, setAria] = useState<{ expanded: boolean; activeId?: string }>({ expanded: false });
  const keys = useRef<KeyHandler | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const panelOpen = usePanelOpen('mobileSuggest');
  const [panelWanted, setPanelWanted] = useState(false);
  if (hostsPanel && panelOpen && !panelWanted) setPanelWanted(true);

  // A navigation (back button, a facet link, a suggestion) puts the page's query in the box.
  if (synced !== location) {
    setSynced(location);
    // The panel's box shares the header box's text, which the header box puts right.
    if (!text) setValue(currentQuery(location));
    setTyped(null);
  }

  // A box focused before the page came to life never told React; it still gets its suggestions, and
  // what was typed into it before then stays (React would otherwise put back the text it rendered).
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    if (el.value !== value) {
      setValue(el.value);
      setTyped({ text: el.value, n: 0 });
    }
    if (document.activeElement === el) {
      setFocused(true);
      setWanted(true);
    }
    // The panel's box takes over the header box's text: the caret goes after it, ready for the next letter.
    if (inPanel) el.setSelectionRange(el.value.length, el.value.length);
    // Once, on mount: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onSubmit(e: FormEvent) {
    // With the suggestions loaded, Enter is theirs (it keeps the search page's refinements);
    // before that, the plain GET form goes.
    if (keys.current) e.preventDefault();
  }

  return (
    <div className={clsx('relative min-w-0', className)}>
      <form method="get" action={SEARCH_PATH} role="search" aria-label={landmark} className="flex h-10 min-w-0" onSubmit={onSubmit}>
        <label htmlFor={id} className="sr-only">
          Search parts
        </label>
        <input
          ref={input}
          id={id}
          type="search"
          name={SEARCH_QUERY_PARAM}
          placeholder="Search parts, part numbers or machines"
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={aria.expanded}
          aria-controls={listId}
          aria-activedescendant={aria.activeId}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setTyped((t) => ({ text: e.target.value, n: (t?.n ?? 0) + 1 }));
            setWanted(true);
            setFocused(true);
          }}
          onKeyDown={(e) => {
            setFocused(true);
            setWanted(true);
            keys.current?.(e);
          }}
          onFocus={() => {
            setFocused(true);
            setWanted(true);
          }}
          onBlur={() => setFocused(false)}
          onPointerEnter={() => loadSuggest().catch(() => {})}
          onClick={() => {
            if (!inPanel && isPhone()) {
              loadPanel().catch(() => {});
              openPanel('mobileSuggest');
            }
          }}
          autoFocus={inPanel}
          className={clsx(
            'h-10 min-w-0 flex-1 rounded-l-md border-0 bg-white px-3 text-base text-ink-900 placeholder:text-gray-600',
            !inPanel && 'md:text-sm',
          )}
        />
        <button type="submit" aria-label="Search" className="flex h-10 w-12 shrink-0 items-center justify-center rounded-r-md bg-brand-500 text-ink-900 hover:bg-brand-400">
          <SearchIcon width={20} height={20} />
        </button>
      </form>
      {wanted && (
        <Suspense fallback={<div id={listId} role="listbox" aria-label="Search suggestions" hidden />}>
          <SuggestController
            value={value}
            typed={typed}
            focused={focused}
            listId={listId}
            keysRef={keys}
            onAria={setAria}
            onDone={inPanel ? () => closePanel('mobileSuggest') : undefined}
            className={
              inPanel
                ? 'fixed inset-x-0 top-14 bottom-0 overflow-y-auto overscroll-contain bg-white py-1 text-ink-900'
                : 'absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-md bg-white py-1 text-ink-900 shadow-xl ring-1 ring-black/10'
            }
          />
        </Suspense>
      )}
      {!wanted && <div id={listId} role="listbox" aria-label="Search suggestions" hidden />}
      {hostsPanel && panelWanted && (
        <Suspense fallback={null}>
          <MobileSuggestPanel form={<HeaderSearchForm inPanel className="flex-1" text={{ value, onChange: setValue }} />} />
        </Suspense>
      )}
    </div>
  );
}
