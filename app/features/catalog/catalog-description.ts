export type DescriptionBlock = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

function decode(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e]).replace(/<[^>]*>/g, '');
}

/**
 * Turns a stored description (simple paragraphs and lists) into plain blocks the page renders as
 * React elements, so no stored markup ever reaches the page as HTML.
 */
export function descriptionBlocks(html: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  const re = /<p>([\s\S]*?)<\/p>|<ul>([\s\S]*?)<\/ul>|<[^>]*>|([^<]+)/gi;
  const cleaned = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '');
  for (const m of cleaned.matchAll(re)) {
    if (m[1] !== undefined) {
      const text = decode(m[1]).trim();
      if (text) blocks.push({ kind: 'p', text });
    } else if (m[2] !== undefined) {
      const items = [...m[2].matchAll(/<li>([\s\S]*?)<\/li>/gi)].map((li) => decode(li[1]).trim()).filter(Boolean);
      if (items.length) blocks.push({ kind: 'ul', items });
    } else if (m[3] !== undefined) {
      const text = decode(m[3]).trim();
      if (text) blocks.push({ kind: 'p', text });
    }
  }
  return blocks;
}
