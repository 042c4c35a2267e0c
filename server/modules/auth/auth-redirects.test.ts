import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeLocalPath } from './auth-redirects';

const ORIGIN = 'https://shop.ironyard.test';

describe('safeLocalPath', () => {
  it('keeps paths on this site with their query and hash', () => {
    expect(safeLocalPath('/account/orders?page=2#top', ORIGIN)).toBe('/account/orders?page=2#top');
    expect(safeLocalPath('/', ORIGIN)).toBe('/');
  });

  it('refuses everything that could leave the site', () => {
    for (const v of ['//evil.example', '/\\evil.example', '\\\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/\t/evil.example', '/\n/evil', 'account', '', null, 42]) {
      expect(safeLocalPath(v, ORIGIN), String(v)).toBeNull();
    }
  });

  it('never yields a path a browser would resolve to another origin (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        const out = safeLocalPath(s, ORIGIN);
        if (out === null) return true;
        return out.startsWith('/') && !out.startsWith('//') && new URL(out, ORIGIN).origin === ORIGIN;
      }),
      { numRuns: 3000 },
    );
  });
});
