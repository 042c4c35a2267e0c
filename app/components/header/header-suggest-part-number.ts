/** Where a typed part number shows in a product's part number, for the suggestion list to mark it. */
export interface PartNumberMatch {
  /** The product's part number as it is written. */
  text: string;
  /** The matched characters, [from, to) in `text`. */
  from: number;
  to: number;
}

/** Letters and digits of a text, lower case, with where each came from. */
function keyOf(text: string): { key: string; at: number[] } {
  let key = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i].toLowerCase();
    if (/[a-z0-9]/.test(c)) {
      key += c;
      at.push(i);
    }
  }
  return { key, at };
}

/** Shorter than this, a typed key matches too much to be worth marking. */
const MIN_KEY = 3;

/**
 * The first of `numbers` (SKU, manufacturer's number, interchange numbers, in that order) that holds
 * what was typed as a part number, however it was spelt ("re 618-66" in "RE61866"): the whole typed
 * text, or else its longest word with a digit. Null when none does.
 */
export function matchedPartNumber(typed: string, numbers: readonly string[]): PartNumberMatch | null {
  const whole = keyOf(typed).key;
  const words = typed
    .split(/\s+/)
    .filter((w) => /\d/.test(w))
    .map((w) => keyOf(w).key)
    .sort((a, b) => b.length - a.length);
  const keys = [...new Set([/\d/.test(whole) ? whole : '', ...words])].filter((k) => k.length >= MIN_KEY);
  for (const k of keys) {
    for (const text of numbers) {
      const { key, at } = keyOf(text);
      const i = key.indexOf(k);
      if (i >= 0) return { text, from: at[i], to: at[i + k.length - 1] + 1 };
    }
  }
  return null;
}
