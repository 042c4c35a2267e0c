import { Link } from 'react-router';

export interface PanelLinkItem {
  to: string;
  label: string;
}

export function PanelLinkList({ items, label }: { items: ReadonlyArray<PanelLinkItem>; label?: string }) {
  return (
    <ul aria-label={label}>
      {items.map((item) => (
        <li key={item.to + item.label}>
          <Link to={item.to} className="flex min-h-11 items-center px-6 text-sm text-ink-900 hover:bg-gray-100 hover:underline">
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
