import clsx from 'clsx';
import { useState } from 'react';
import type { CategoryGroup } from '~/lib/root-data';
import { HomeCategoryGroup } from './home-category-group';

/** Spec 2 §2: 5 groups on phones (under 768 px), 8 otherwise. */
export const GROUPS_ON_PHONES = 5;
export const GROUPS_OTHERWISE = 8;

/** Shop by Category: the home page groups. CSS hides the phone's extra groups, so nothing shifts. */
export function HomeShopByCategory({ groups }: { groups: CategoryGroup[] }) {
  const [showAll, setShowAll] = useState(false);
  const shown = groups.slice(0, GROUPS_OTHERWISE);
  const hiddenOnPhones = shown.length - GROUPS_ON_PHONES;
  return (
    <section aria-labelledby="home-categories-title" className="below-fold [--fold-size:1856px] lg:[--fold-size:1192px]">
      <div className="mx-auto max-w-screen-2xl px-4 py-12 md:px-6">
        <h2 id="home-categories-title" className="text-2xl font-bold md:text-3xl">
          Shop by Category
        </h2>
        {shown.length === 0 ? (
          <p className="mt-4 text-gray-700">Our catalogue is being stocked. Please check back soon.</p>
        ) : (
          <ul className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            {shown.map((group, i) => (
              <HomeCategoryGroup key={group.id} group={group} className={clsx(!showAll && i >= GROUPS_ON_PHONES && 'max-md:hidden')} />
            ))}
          </ul>
        )}
        {hiddenOnPhones > 0 && !showAll && (
          <button
            type="button"
            onClick={() => setShowAll(true)}
            className="mt-4 flex h-11 w-full items-center justify-center rounded-md border border-ink-900 font-semibold hover:bg-gray-100 md:hidden"
          >
            See all {shown.length} categories
          </button>
        )}
      </div>
    </section>
  );
}
