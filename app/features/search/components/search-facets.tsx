import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PRICE_CHOICES, searchStateToQuery, toggleRefinement, type SearchUrlState } from '../search-url-state';

export interface Facet {
  id: string;
  name: string;
  attribute: string;
  values: Array<{ value: string; count: number }>;
}

/** Values a facet shows before Show More. */
const VISIBLE = 8;
/** The most values Show More shows (spec 2 §7: show-more limit 500); the facet's search box finds the others among them. */
export const SHOW_MORE_LIMIT = 500;
const TOOLTIPS: Record<string, string> = { 'Trade Size': 'Belt Trade Size # is often printed on the outside of the belt' };

type ChoicePicker = (next: SearchUrlState) => void;

/**
 * Space on a link with the role of a checkbox or radio: a link only follows Enter and Space would
 * scroll the page, but a checkbox or radio toggles on Space, and assistive technology says so.
 */
export function toggleOnSpace(e: Pick<KeyboardEvent<HTMLElement>, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'repeat' | 'currentTarget' | 'preventDefault'>) {
  if (e.key !== ' ' || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
  e.preventDefault();
  // Held down, Space repeats: one toggle, as a native checkbox does.
  if (!e.repeat) e.currentTarget.click();
}

/**
 * One choice: a link that applies it at once (Enter or Space), or (with `onPick`, the phone's
 * panel) a button that only marks it (a button already answers Space).
 */
function Choice({ to, onPick, next, role, checked, children }: { to: (s: SearchUrlState) => string; onPick?: ChoicePicker; next: SearchUrlState; role: 'checkbox' | 'radio'; checked: boolean; children: ReactNode }) {
  const className = 'flex min-h-9 w-full items-center gap-2 text-left text-sm hover:underline';
  if (onPick) {
    return (
      <button type="button" role={role} aria-checked={checked} onClick={() => onPick(next)} className={className}>
        {children}
      </button>
    );
  }
  return (
    <Link role={role} aria-checked={checked} to={to(next)} preventScrollReset onKeyDown={toggleOnSpace} className={className}>
      {children}
    </Link>
  );
}

/** The refinement column: Price radio choice, then every facet with Show More / Show Less. */
export function SearchFacets({
  facets,
  state,
  basePath,
  fleetMachines = [],
  onPick,
}: {
  facets: Facet[];
  state: SearchUrlState;
  basePath: string;
  /** The customer's fleet machines ("John Deere 4020"), as the page's loader read them: first in the Machine facet (spec 2 §2). */
  fleetMachines?: string[];
  /** Marks choices without applying them (the phone's panel applies them together). */
  onPick?: ChoicePicker;
}) {
  const href = (s: SearchUrlState) => {
    const q = searchStateToQuery(s);
    return q ? `${basePath}?${q}` : basePath;
  };
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="font-bold">Price</legend>
        <ul role="radiogroup" aria-label="Price" className="mt-2 space-y-1">
          {PRICE_CHOICES.map((c) => {
            const checked = state.price === c.value;
            return (
              <li key={c.label} role="none">
                <Choice role="radio" checked={checked} to={href} onPick={onPick} next={{ ...state, price: c.value, page: 1 }}>
                  <span aria-hidden="true" className={`size-4 rounded-full border-2 ${checked ? 'border-brand-600 bg-brand-500' : 'border-gray-400'}`} />
                  {c.label}
                </Choice>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {facets.map((f) => (
        <FacetList
          key={f.id}
          facet={f.id === 'machine' ? fleetFirst(f, fleetMachines) : f}
          state={state}
          href={href}
          onPick={onPick}
          mine={f.id === 'machine' ? fleetMachines : []}
        />
      ))}
    </div>
  );
}

/** The Machine facet with the customer's own machines moved to the top, in fleet order. */
export function fleetFirst(facet: Facet, fleet: string[]): Facet {
  if (fleet.length === 0) return facet;
  const rank = new Map(fleet.map((m, i) => [m.toLowerCase(), i]));
  const mine = facet.values.filter((v) => rank.has(v.value.toLowerCase())).sort((a, b) => rank.get(a.value.toLowerCase())! - rank.get(b.value.toLowerCase())!);
  if (mine.length === 0) return facet;
  return { ...facet, values: [...mine, ...facet.values.filter((v) => !rank.has(v.value.toLowerCase()))] };
}

/** The values a facet lists: the first `SHOW_MORE_LIMIT`, and any selected value beyond them. */
export function facetValues(facet: Facet, selected: readonly string[]): Facet['values'] {
  const first = facet.values.slice(0, SHOW_MORE_LIMIT);
  const listed = new Set(first.map((v) => v.value));
  const extra = selected.filter((v) => !listed.has(v)).map((value) => facet.values.find((v) => v.value === value) ?? { value, count: 0 });
  return [...first, ...extra];
}

function FacetList({
  facet,
  state,
  href,
  onPick,
  mine,
}: {
  facet: Facet;
  state: SearchUrlState;
  href: (s: SearchUrlState) => string;
  onPick?: ChoicePicker;
  mine: string[];
}) {
  const fleet = new Set(mine.map((m) => m.toLowerCase()));
  const [expanded, setExpanded] = useState(false);
  const [filter, setFilter] = useState('');
  const id = useId();
  const selected = state.refinements[facet.attribute] ?? [];
  // Selected values stay visible even when they are beyond the first eight.
  const matching = facetValues(facet, selected).filter((v) => !filter || v.value.toLowerCase().includes(filter.toLowerCase()));
  const shown = expanded || filter ? matching : matching.filter((v, i) => i < VISIBLE || selected.includes(v.value));
  const tooltip = TOOLTIPS[facet.name];
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="flex items-center gap-1 font-bold">
        {facet.name}
        {tooltip && (
          <span className="cursor-help rounded-full border border-gray-400 px-1.5 text-xs font-normal text-ink-700" title={tooltip} aria-label={tooltip} role="img">
            ?
          </span>
        )}
      </h3>
      {tooltip && <p className="sr-only">{tooltip}</p>}
      {facet.values.length > VISIBLE && (
        <input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={`Search ${facet.name}`}
          aria-label={`Search ${facet.name}`}
          className="mt-2 h-9 w-full rounded border border-gray-300 px-2 text-sm"
        />
      )}
      <ul className="mt-2 space-y-1">
        {shown.map((v) => {
          const on = selected.includes(v.value);
          return (
            <li key={v.value}>
              <Choice role="checkbox" checked={on} to={href} onPick={onPick} next={toggleRefinement(state, facet.attribute, v.value)}>
                <span aria-hidden="true" className={`flex size-4 shrink-0 items-center justify-center rounded border-2 ${on ? 'border-brand-600 bg-brand-500' : 'border-gray-400'}`}>
                  {on ? '✓' : ''}
                </span>
                <span className="flex-1">
                  {v.value}
                  {fleet.has(v.value.toLowerCase()) && <span className="ml-1 rounded bg-brand-100 px-1 text-xs font-semibold text-ink-900">My Fleet</span>}
                </span>
                <span className="text-ink-700">{v.count}</span>
              </Choice>
            </li>
          );
        })}
        {shown.length === 0 && <li className="text-sm text-ink-700">No match</li>}
      </ul>
      {!filter && matching.length > VISIBLE && (
        <button type="button" onClick={() => setExpanded((e) => !e)} className="mt-1 text-sm font-semibold text-brand-800 underline">
          {expanded ? 'Show Less' : 'Show More'}
        </button>
      )}
    </section>
  );
}
