import path from 'node:path';
import type { GetManualChunk, ManualChunkMeta } from 'rollup';

/**
 * Fewer first-load script files for the browser build.
 *
 * Left to itself the build splits every set of modules with the same importers into its own chunk: a
 * product page preloads 42 files, most under 1 kB, and on a slow phone link each costs a request and a
 * compile. Instead:
 *
 * - `shell`: every module the app's entry and the root route import statically (React, React DOM,
 *   React Router, the header, footer, session). Every page loads all of them anyway.
 * - `shared-<page>`, for each landing page in the order given (product, home, category, search, cart,
 *   account): the modules it imports statically that another landing page imports too and an earlier
 *   landing page's chunk has not taken (the price and stock texts, the cart button; then the product
 *   grid; then the search facets). A page loads the shared chunks of what it uses, not of every page.
 *
 * What a shell module imports is reached from the root too, so `shell` imports no other chunk. What
 * a module shared by two landing pages imports is shared by the same two, so it sits in the same
 * page's shared chunk or an earlier one (or the shell): chunks import only earlier chunks, there is
 * no cycle between them, and every module still runs after the modules it imports, as before. Route
 * modules themselves (entries) and modules only reached through `import()` keep their own chunks.
 */
export function firstLoadChunks(appDir: string, landingRoutes: string[]): GetManualChunk {
  let sets: Map<string, string> | null = null;
  return (id: string, meta: ManualChunkMeta) => {
    sets ??= chunkSets(meta, appDir, landingRoutes);
    if (meta.getModuleInfo(id)?.isEntry) return undefined;
    return sets.get(id);
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

/** Module id → the chunk it goes to. */
function chunkSets(meta: ManualChunkMeta, appDir: string, landingRoutes: string[]): Map<string, string> {
  const ids = [...meta.getModuleIds()];
  const entriesOf = (file: string) => ids.filter((id) => fileOf(id) === path.join(appDir, file) && meta.getModuleInfo(id)?.isEntry);
  const shellStarts = [...entriesOf('entry.client.tsx'), ...entriesOf('root.tsx')];
  if (shellStarts.length < 2) throw new Error(`first-load chunks: the entry or the root route was not found under ${appDir}`);
  const chunkOf = new Map([...staticClosure(meta, shellStarts)].map((id) => [id, 'shell']));
  const reached = landingRoutes.map((route) => {
    const starts = entriesOf(route);
    if (!starts.length) throw new Error(`first-load chunks: the route ${route} was not found under ${appDir}`);
    return { name: `shared-${path.basename(route).replace(/\.[jt]sx?$/, '')}`, ids: staticClosure(meta, starts) };
  });
  for (const page of reached) {
    for (const id of page.ids) {
      if (chunkOf.has(id)) continue;
      if (reached.some((other) => other !== page && other.ids.has(id))) chunkOf.set(id, page.name);
    }
  }
  return chunkOf;
}
