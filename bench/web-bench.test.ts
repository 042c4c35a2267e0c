import { describe, expect, it } from 'vitest';
import { firstLoadScripts } from './web-bench';

describe('first-load scripts of a page', () => {
  it('counts module scripts, modulepreloads and the entry imports, not JSON-LD or lazy chunks', () => {
    const html = `<html><head>
      <link rel="modulepreload" href="/assets/entry.client-A.js"/>
      <link href="/assets/chunk-B.js" rel="modulepreload"/>
      <link rel="stylesheet" href="/assets/app.css"/>
      <script type="application/ld+json">{"@type":"Product"}</script>
      </head><body>
      <script>window.__ctx = {};</script>
      <script type="module">import "/assets/manifest-C.js"; import * as route0 from "/assets/root-D.js";</script>
      <script src="/assets/legacy-E.js"></script>
      <a href="/assets/lazy-F.js">not a script</a>
      </body></html>`;
    const { urls, inline } = firstLoadScripts(html);
    expect(urls.sort()).toEqual(['/assets/chunk-B.js', '/assets/entry.client-A.js', '/assets/legacy-E.js', '/assets/manifest-C.js', '/assets/root-D.js']);
    expect(inline).toHaveLength(2);
  });
});
