import { useEffect, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { priceOrCallForPrice } from '../../../shared/availability-texts';
import { SEARCH_PATH, SEARCH_QUERY_PARAM, searchHref } from '~/lib/search-links';
import type { KeyHandler } from './header-search-form';
import { fetchSuggestions, type SuggestProduct, type Suggestions, type SuggestTerm } from './header-suggest-client';

const DEBOUNCE_MS = 150;
const SEARCH_PATHS = new Set(['/search', SEARCH_PATH]);

export type SuggestOption = SuggestTerm | SuggestProduct;

function optionHref(o: SuggestOption): string {
  return o.kind === 'term' ? searchHref(o.term) : `/${encodeURIComponent(o.seoName || 'product')}/p/${o.id}`;
}

interface Props {
  value: string;
  typed: { text: string; n: number } | null;
  focused: boolean;
  listId: string;
  keysRef: RefObject<KeyHandler | null>;
  onAria: (aria: { expanded: boolean; activeId?: string }) => void;
  onDone?: () => void;
  className?: string;
}

/**
 * The suggestions of a search box (loaded with its first focus): fetches them as the customer
 * types, handles the combobox keys, and renders the list. Enter on an option opens it; Enter in
 * the box searches, on the search page itself by changing only the query (refinements stay).
 */
export default function SuggestController({ value, typed, focused, listId, keysRef, onAria, onDone, className }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const [result, setResult] = useState<Suggestions | null>(null);
  // Mounted by a keystroke (or a paste): its suggestions show when they arrive.
  const [open, setOpen] = useState(typed !== null);
  const [active, setActive] = useState(-1);
  const [failed, setFailed] = useState(false);
  const [seen, setSeen] = useState(typed);
  // What suggestions are fetched for: each keystroke, or the box's text when an arrow key asks.
  const [request, setRequest] = useState<{ text: string } | null>(typed);

  // A new keystroke opens the list again; a navigation (typed back to null) closes it.
  if (seen !== typed) {
    setSeen(typed);
    setRequest(typed);
    setOpen(typed !== null);
    setActive(-1);
  }

  useEffect(() => {
    if (request === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(request.text, controller.signal).then(
        (r) => {
          setResult(r);
          setFailed(false);
          setActive(-1);
        },
        (err: unknown) => {
          if ((err as { name?: string }).name !== 'AbortError') setFailed(true);
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [request]);

  const options: SuggestOption[] = result ? [...result.terms, ...result.products] : [];
  const expanded = focused && open && (options.length > 0 || failed);
  const activeId = expanded && active >= 0 && active < options.length ? `${listId}-o${active}` : undefined;

  useEffect(() => {
    onAria({ expanded, activeId });
  }, [expanded, activeId, onAria]);

  function go(href: string) {
    setOpen(false);
    setActive(-1);
    onDone?.();
    navigate(href);
  }

  function submit() {
    const q = value.trim();
    if (SEARCH_PATHS.has(location.pathname)) {
      const params = new URLSearchParams(location.search);
      params.delete('PRODUCTS_MASTER[page]');
      params.delete('q');
      if (q) params.set(SEARCH_QUERY_PARAM, q);
      else params.delete(SEARCH_QUERY_PARAM);
      const query = params.toString();
      go(`${location.pathname}${query ? `?${query}` : ''}`);
      // The same address the plain form sends, with or without script.
    } else go(q ? `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: q })}` : SEARCH_PATH);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const n = options.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open || !result) {
        setOpen(true);
        if (!result) setRequest({ text: value });
        return;
      }
      if (n === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the box itself: past either end the highlight goes back to what was typed.
      setActive((a) => ((a + 1 + step + (n + 1)) % (n + 1)) - 1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (expanded && active >= 0 && active < n) go(optionHref(options[active]));
      else submit();
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  useEffect(() => {
    keysRef.current = onKeyDown;
  });
  useEffect(
    () => () => {
      keysRef.current = null;
    },
    [keysRef],
  );

  const terms = options.filter((o): o is SuggestTerm => o.kind === 'term');
  const products = options.filter((o): o is SuggestProduct => o.kind === 'product');
  const common = (i: number, o: SuggestOption) => ({
    id: `${listId}-o${i}`,
    role: 'option' as const,
    'aria-selected': active === i,
    // mousedown would blur the box first and close the list before the click lands.
    onMouseDown: (e: MouseEvent) => e.preventDefault(),
    onClick: () => go(optionHref(o)),
    onMouseMove: () => active !== i && setActive(i),
  });

  return (
    <div className={className} hidden={!expanded}>
      {failed && options.length === 0 ? (
        <p className="px-3 py-2 text-sm text-ink-700">Suggestions are not available right now. Press Enter to search.</p>
      ) : null}
      <ul id={listId} role="listbox" aria-label="Search suggestions">
        {terms.map((o, i) => (
          <li key={`t${o.term}`} {...common(i, o)} className="flex cursor-pointer items-baseline gap-2 px-3 py-2 text-sm aria-selected:bg-brand-50">
            <span className="min-w-0 flex-1 truncate">
              {o.corrected ? (
                <>
                  <span className="text-ink-700">Did you mean </span>
                  <strong className="font-bold">{o.term}</strong>
                </>
              ) : (
                <Highlighted text={o.term} query={value} />
              )}
            </span>
            {o.category && <span className="shrink-0 text-xs text-ink-700">in {o.category}</span>}
          </li>
        ))}
        {products.map((o, j) => {
          const i = terms.length + j;
          return (
            <li
              key={`p${o.id}`}
              {...common(i, o)}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm aria-selected:bg-brand-50 ${j === 0 ? 'border-t border-gray-200' : ''}`}
            >
              <img src={o.thumbnailUrl} alt="" width={40} height={40} className="size-10 shrink-0 object-contain" />
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2">{o.name}</span>
                {o.partNumber && (
                  <span className="block text-xs text-ink-700">
                    Part no. {o.partNumber.text.slice(0, o.partNumber.from)}
                    <mark className="bg-brand-100 font-semibold text-ink-900">{o.partNumber.text.slice(o.partNumber.from, o.partNumber.to)}</mark>
                    {o.partNumber.text.slice(o.partNumber.to)}
                  </span>
                )}
              </span>
              <span className="shrink-0 font-semibold">{priceOrCallForPrice(o.price, { maxDecimals: 4 })}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Bold where a word of the term starts with a typed word. */
function Highlighted({ text, query }: { text: string; query: string }) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return <>{text}</>;
  return (
    <>
      {text.split(/(\s+)/).map((part, i) => {
        const w = words.find((x) => part.toLowerCase().startsWith(x));
        return w ? (
          <span key={i}>
            <strong className="font-bold">{part.slice(0, w.length)}</strong>
            {part.slice(w.length)}
          </span>
        ) : (
          <span key={i}>{part}</span>
        );
      })}
    </>
  );
}
