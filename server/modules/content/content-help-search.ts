import type { ContentPage } from './content-pages';

/** One answer of the help search: a section of a help page, with a short excerpt around the words. */
export interface HelpSearchHit {
  path: string;
  /** The anchor of the section, for a deep link (empty: the page's top). */
  anchor: string;
  pageTitle: string;
  heading: string;
  excerpt: string;
}

interface Entry extends HelpSearchHit {
  titleWords: string;
  text: string;
}

const words = (s: string) => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];

function excerptOf(text: string, terms: string[]): string {
  const lower = text.toLowerCase();
  const at = Math.min(...terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0), text.length);
  const start = at === text.length ? 0 : Math.max(0, at - 60);
  const slice = text.slice(start, start + 180).trim();
  return `${start > 0 ? '…' : ''}${slice}${start + 180 < text.length ? '…' : ''}`;
}

/**
 * A small index of the help pages' sections. A few dozen pages do not need the product engine:
 * every query word (or the start of one) must appear; headings weigh more than body text.
 */
export function createHelpIndex(pages: ContentPage[]) {
  const entries: Entry[] = pages.flatMap((p) =>
    p.sections.map((s) => ({
      path: p.path,
      anchor: s.id,
      pageTitle: p.title,
      heading: s.heading || p.title,
      excerpt: '',
      titleWords: `${p.title} ${s.heading}`.toLowerCase(),
      text: s.text,
    })),
  );
  return {
    search(query: string, first = 10): HelpSearchHit[] {
      const terms = words(query).slice(0, 8);
      if (terms.length === 0) return [];
      const scored: Array<{ e: Entry; score: number }> = [];
      for (const e of entries) {
        const body = e.text.toLowerCase();
        let score = 0;
        for (const term of terms) {
          const inTitle = words(e.titleWords).some((w) => w.startsWith(term));
          const inBody = words(body).some((w) => w.startsWith(term));
          if (!inTitle && !inBody) {
            score = 0;
            break;
          }
          score += (inTitle ? 5 : 0) + (inBody ? 1 : 0);
        }
        if (score > 0) scored.push({ e, score });
      }
      scored.sort((a, b) => b.score - a.score || a.e.path.localeCompare(b.e.path));
      return scored.slice(0, Math.min(Math.max(first, 1), 50)).map(({ e }) => ({
        path: e.path,
        anchor: e.anchor,
        pageTitle: e.pageTitle,
        heading: e.heading,
        excerpt: excerptOf(e.text, terms),
      }));
    },
  };
}
