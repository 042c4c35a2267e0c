import type { Brand, CategoryGroup } from '~/lib/root-data';
import { openPanel } from '~/lib/panel-store';
import { searchHref } from '~/lib/search-links';
import { ChevronRightIcon, UserIcon } from '../icons';
import { PanelDisclosure } from './panel-disclosure';
import { PanelLinkList } from './panel-link-list';
import { SidePanel } from './panel-side';

export interface DepartmentsPanelProps {
  groups: CategoryGroup[];
  brands: Brand[];
}

/** The category tree: each department opens to its sub-categories, each a product search. */
export default function DepartmentsPanel({ groups, brands }: DepartmentsPanelProps) {
  return (
    <SidePanel panel="departments" title="Shop by Department">
      <button
        type="button"
        onClick={() => openPanel('account')}
        className="flex min-h-12 w-full items-center gap-3 border-b border-gray-200 bg-gray-50 px-4 text-left text-sm font-semibold hover:bg-gray-100"
      >
        <UserIcon width={20} height={20} />
        <span className="flex-1">Your Account</span>
        <ChevronRightIcon width={18} height={18} />
      </button>
      <nav aria-label="Departments">
        {groups.length === 0 && <p className="px-4 py-6 text-sm text-gray-700">The catalogue is being stocked. Please check back soon.</p>}
        {groups.map((group) => (
          <PanelDisclosure key={group.id} title={group.name}>
            <PanelLinkList items={group.children.map((c) => ({ to: searchHref(c.name), label: c.name }))} />
          </PanelDisclosure>
        ))}
        {brands.length > 0 && (
          <PanelDisclosure title="Shop by Brand">
            <PanelLinkList items={brands.map((b) => ({ to: searchHref(b.name), label: b.name }))} />
          </PanelDisclosure>
        )}
      </nav>
    </SidePanel>
  );
}
