import path from 'node:path';
import type { GetManualChunk, ManualChunkMeta } from 'rollup';

/**
 * Fewer first-load script files for the browser build.
 *
 * Left to itself the build splits every set of modules with the same importers into its own chunk: a
 * product page preloads 42 files, most under 1 kB, and on a slow phone link each costs a request and a
 * compile. Two chunks take the modules every page needs:
 *
 * - `shell`: every module the app's entry and the root route import statically (React, React DOM,
 *   React Router, the header, footer, session). Every page loads all of them anyway.
 * - `pages`: every other module that at least two of the landing pages (home, product, category,
 *   search, cart, account) import statically: the price and stock texts, the cart button, the
 *   product grid, the fleet's links.
 *
 * Both sets are closed under static imports (what a shell module imports is reached from the root;
 * what a module shared by two landing pages imports is shared by the same two), so `shell` imports
 * no other chunk and `pages` imports only `shell`: no cycle between chunks, and every module still
 * runs after the modules it imports, as before. Route modules themselves (entries) and modules only
 * reached through `import()` keep their own chunks, so nothing loads earlier than it did except the
 * few kB of `pages` on a page that needs only part of it.
 */
export function firstLoadChunks(appDir: string, landingRoutes: string[]): GetManualChunk {
  let sets: { shell: Set<string>; pages: Set<string> } | null = null;
  return (id: string, meta: ManualChunkMeta) => {
    sets ??= chunkSets(meta, appDir, landingRoutes);
    if (meta.getModuleInfo(id)?.isEntry) return undefined;
    if (sets.shell.has(id)) return 'shell';
    if (sets.pages.has(id)) return 'pages';
    return undefined;
  };
}

/** A module id without its query (React Router's route chunks are `route.tsx?route-chunk=…`). */
const fileOf = (id: string) => id.split('?')[0];

function staticClosure(meta: ManualChunkMeta, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...starts];
  while (todo.length) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = meta.getModuleInfo(id);
    if (info) todo.push(...info.importedIds);
  }
  return seen;
}

function chunkSets(meta: ManualChunkMeta, appDir: string, landingRoutes: string[]) {
  const ids = [...meta.getModuleIds()];
  const entriesOf = (file: string) => ids.filter((id) => fileOf(id) === path.join(appDir, file) && meta.getModuleInfo(id)?.isEntry);
  const shellStarts = [...entriesOf('entry.client.tsx'), ...entriesOf('root.tsx')];
  if (shellStarts.length < 2) throw new Error(`first-load chunks: the entry or the root route was not found under ${appDir}`);
  const shell = staticClosure(meta, shellStarts);
  const counts = new Map<string, number>();
  for (const route of landingRoutes) {
    const starts = entriesOf(route);
    if (!starts.length) throw new Error(`first-load chunks: the route ${route} was not found under ${appDir}`);
    for (const id of staticClosure(meta, starts)) if (!shell.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const pages = new Set([...counts].filter(([, n]) => n >= 2).map(([id]) => id));
  return { shell, pages };
}
