/**
 * Sizes typed in a query, the way a parts counter hears them: `1/2 x 43`, `0.5" x 43"`,
 * `1-1/2"`, `5/8`. They are read as inches and compared with the specification attributes that
 * hold dimensions (Width, Length, Thickness, Blade Length, Inlet Diameter…), numerically: `0.5`
 * is `1/2"`. A size is a condition, not a word: a size the catalogue lacks finds nothing rather
 * than parts of another size that share a digit. Trade sizes (4L430, B41) are indexed words
 * (search-analysis.ts).
 */
import type { FacetColumn, FacetDict } from './search-columns';
import type { FilterNode } from './search-filters';

/** A number of inches: 43, 0.5, .5, 1/2, 21/32, 1-1/2, 1 1/2. */
const NUM = String.raw`(?:\d+(?:-|\s)\d+/\d+|\d+/\d+|\d*\.\d+|\d+)`;
const INCH = String.raw`(?:"|''|”|″|\s?(?:in|inch|inches)\b\.?)`;
const SEP = String.raw`\s*(?:x|×|\*|by)\s*`;
/** Either "a x b" (inch marks optional), or one inch-marked value, or one fraction. */
const SIZE = new RegExp(String.raw`(?<=^|[\s(,;])(?:(${NUM})${INCH}?${SEP}(${NUM})${INCH}?|(${NUM})${INCH}|(\d+(?:-|\s)?\d*/\d+))(?=$|[\s),;])`, 'giu');

/** Attribute names that hold a dimension in inches. */
const DIMENSION = /(^|\s)(width|length|thickness|diameter|size)$/i;
/** Two sizes are the same below this difference (a 32nd of an inch is 0.031). */
const EPSILON = 1e-3;

/** A query with its sizes taken out. */
export interface SizedQuery {
  /** The words left to match as text. */
  rest: string;
  /** Each size: one value (any dimension), or width and length. */
  sizes: Array<readonly [number] | readonly [number, number]>;
}

/** Inches of a number as typed or as an attribute holds it ("1-1/2", "21/32", "0.5", "43"); NaN when it is none. */
export function parseInches(text: string): number {
  const t = text.trim().replace(/(?:"|''|”|″|\s?(?:in|inch|inches)\.?)$/i, '').trim();
  const mixed = /^(\d+)(?:-|\s)(\d+)\/(\d+)$/.exec(t);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const frac = /^(\d+)\/(\d+)$/.exec(t);
  if (frac) return Number(frac[2]) === 0 ? NaN : Number(frac[1]) / Number(frac[2]);
  return /^(?:\d+|\d*\.\d+)$/.test(t) ? Number(t) : NaN;
}

/** Finds the sizes of a query; the rest keeps every other word in order. */
export function readSizes(query: string): SizedQuery {
  const sizes: SizedQuery['sizes'] = [];
  if (!/\d/.test(query)) return { rest: query, sizes };
  const rest = query.replace(SIZE, (whole, a?: string, b?: string, one?: string, frac?: string) => {
    if (a !== undefined && b !== undefined) {
      const [x, y] = [parseInches(a), parseInches(b)];
      if (!(x > 0 && y > 0)) return whole;
      sizes.push([x, y]);
    } else {
      const v = parseInches(one ?? frac ?? '');
      if (!(v > 0)) return whole;
      sizes.push([v]);
    }
    return ' ';
  });
  return { rest: sizes.length ? rest.replace(/\s+/g, ' ').trim() : query, sizes };
}

const parsedValues = new WeakMap<FacetDict, Float64Array>();

/** The inches of every value of a facet dictionary (NaN where not a size), cached until values are added. */
function inchesOf(dict: FacetDict): Float64Array {
  let nums = parsedValues.get(dict);
  if (!nums || nums.length !== dict.size) {
    nums = Float64Array.from(dict.values, (v) => (v ? parseInches(v) : NaN));
    parsedValues.set(dict, nums);
  }
  return nums;
}

/** The values of an attribute equal to a size, as facet filter nodes. */
function equalValues(column: FacetColumn, name: string, inches: number): FilterNode[] {
  const nums = inchesOf(column.dict);
  const out: FilterNode[] = [];
  for (let v = 1; v < nums.length; v++) if (Math.abs(nums[v] - inches) < EPSILON) out.push({ type: 'facet', attr: name, value: column.dict.values[v] });
  return out;
}

const NOTHING: FilterNode = { type: 'or', items: [] };

/**
 * The filter a query's sizes make: one value equals any dimension attribute; "a x b" is a width
 * and a length (either way round). A size no product has makes a filter nothing passes.
 */
export function sizeFilter(facets: ReadonlyMap<string, FacetColumn>, sizes: SizedQuery['sizes']): FilterNode | null {
  if (sizes.length === 0) return null;
  const dims = [...facets].filter(([name, c]) => c.kind === 'row' && c.group === 'attr' && DIMENSION.test(name));
  const any = (pattern: RegExp, inches: number): FilterNode => {
    const items = dims.filter(([name]) => pattern.test(name)).flatMap(([name, c]) => equalValues(c, name, inches));
    return items.length ? { type: 'or', items } : NOTHING;
  };
  const nodes = sizes.map((s): FilterNode => {
    if (s.length === 1) return any(DIMENSION, s[0]);
    const [a, b] = s;
    const pair = (w: number, l: number): FilterNode => ({ type: 'and', items: [any(/^width$/i, w), any(/^length$/i, l)] });
    return { type: 'or', items: [pair(a, b), pair(b, a)] };
  });
  return nodes.length === 1 ? nodes[0] : { type: 'and', items: nodes };
}
