import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { CategoryGroup } from '~/lib/root-data';
import { searchHref } from '~/lib/search-links';

/** Spec 2 §2: the first 10 sub-items show, the rest behind See More. */
export const VISIBLE_SUB_ITEMS = 10;

/**
 * One group of Shop by Category. Every link is in the server HTML (crawlers follow them all);
 * those past the first ten are hidden until See More.
 */
export function HomeCategoryGroup({ group, className }: { group: CategoryGroup; className?: string }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const hiddenCount = group.children.length - VISIBLE_SUB_ITEMS;
  return (
    <li className={className}>
      <section aria-labelledby={`${listId}-title`} className="h-full rounded-lg border border-gray-200 bg-white p-5">
        <h3 id={`${listId}-title`} className="border-b-2 border-brand-500 pb-2 text-lg font-bold">
          {group.name}
        </h3>
        <ul id={listId} className="mt-3 grid grid-cols-2 gap-x-4 md:grid-cols-1">
          {group.children.map((item, i) => (
            <li key={item.id} hidden={!expanded && i >= VISIBLE_SUB_ITEMS}>
              <Link to={searchHref(item.name)} className="flex min-h-9 items-center text-sm text-ink-900 underline-offset-2 hover:text-brand-800 hover:underline">
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
        {hiddenCount > 0 && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((e) => !e)}
            className="mt-2 min-h-9 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-ink-900"
          >
            {expanded ? 'See Less' : 'See More'}
          </button>
        )}
      </section>
    </li>
  );
}
