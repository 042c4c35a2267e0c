import { describe, expect, it } from 'vitest';
import { TERM_SLOTS, withCorrection, type SuggestTerm } from './header-suggest-client';

const term = (t: string): SuggestTerm => ({ kind: 'term', term: t, category: '' });

describe('the corrected spelling among the suggested terms', () => {
  it('comes first, once, and the list keeps its slots', () => {
    const terms = Array.from({ length: TERM_SLOTS }, (_, i) => term(`hydraulic ${i}`));
    const out = withCorrection([term('Hydraulic Filter'), ...terms], 'hydraulic filter');
    expect(out[0]).toEqual({ kind: 'term', term: 'hydraulic filter', category: '', corrected: true });
    expect(out.filter((t) => t.term.toLowerCase() === 'hydraulic filter')).toHaveLength(1);
    expect(out).toHaveLength(TERM_SLOTS);
  });

  it('leaves the terms alone without a correction', () => {
    const terms = [term('belts')];
    expect(withCorrection(terms, null)).toBe(terms);
  });
});
