import { Link } from 'react-router';
import type { Section } from '../api/partsbooks-api';

/** The parts book's chapters, nested; the open section is marked as the current page. */
export function SectionTree({ sections, currentId, hrefFor }: { sections: Section[]; currentId: string | null; hrefFor: (sectionId: string) => string }) {
  const children = new Map<string | null, Section[]>();
  for (const s of sections) children.set(s.parentSectionId, [...(children.get(s.parentSectionId) ?? []), s]);
  const current = sections.find((s) => s.id === currentId);
  const openParent = current?.parentSectionId ?? currentId;

  function render(parent: string | null, depth: number) {
    const list = children.get(parent);
    if (!list?.length || depth > 20) return null;
    return (
      <ul className={depth === 0 ? 'space-y-1' : 'mt-1 ml-3 space-y-1 border-l border-gray-300 pl-3'}>
        {list.map((s) => {
          const hasChildren = (children.get(s.id)?.length ?? 0) > 0;
          return (
            <li key={s.id}>
              {hasChildren ? (
                <details open={s.id === openParent}>
                  <summary className="min-h-9 cursor-pointer py-1 font-semibold">{s.title}</summary>
                  {render(s.id, depth + 1)}
                </details>
              ) : (
                <Link
                  to={hrefFor(s.id)}
                  aria-current={s.id === currentId ? 'page' : undefined}
                  className={`block min-h-9 rounded-sm px-2 py-1 ${s.id === currentId ? 'bg-brand-100 font-semibold' : 'hover:bg-gray-100'}`}
                >
                  {s.title} <span className="text-ink-700">({s.diagramCount})</span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <nav aria-label="Parts book sections" className="text-sm">
      {render(null, 0)}
    </nav>
  );
}
