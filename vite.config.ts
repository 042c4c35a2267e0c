import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { graphqlDocuments } from './scripts/vite-graphql-documents';

/** What Rollup's manualChunks tells of a module. */
interface ChunkMeta {
  getModuleInfo: (id: string) => { importers: readonly string[]; importedIds: readonly string[]; code: string | null } | null;
}

/** The pages most visited first; a small module most of them import is worth a place in the shell. */
const STORE_PAGES = ['home', 'product', 'category', 'search', 'cart', 'checkout', 'account'].map((name) => `routes/${name}.tsx`);
/** How many of STORE_PAGES must import a module (and how small it must be) for it to join the shell. */
const SHELL_SHARE = { pages: 4, maxBytes: 1500 };

/**
 * Every page loads the root route's static imports before it is interactive; left to Rollup they are
 * two dozen small files, each a request on a phone's slow link. They go into two files instead: the
 * libraries and shared rules (`libs`) and our own shell code (`shell`); nothing moves there that a
 * page would not have loaded anyway. Small modules most store pages import (prices, availability, number formats)
 * join the shell too: a few hundred bytes more for the pages without them, six files fewer for the
 * pages with them. Code loaded on demand stays in its own files.
 */
function firstLoadChunks(): Plugin {
  const app = new URL('./app/', import.meta.url).pathname;
  const isFirstLoadEntry = (id: string) => id.startsWith(`${app}root.tsx`) || id === `${app}entry.client.tsx`;
  const isRouteModule = (id: string) => isFirstLoadEntry(id) || id.startsWith(`${app}routes/`);
  const memo = new Map<string, Map<string, boolean>>();
  /** Whether a module for which `isEntry` holds imports `id`, directly or through static imports. */
  function reaches(key: string, isEntry: (id: string) => boolean, id: string, meta: ChunkMeta, path = new Set<string>()): boolean {
    const known = memo.get(key) ?? memo.set(key, new Map()).get(key)!;
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    if (isEntry(id)) return true;
    if (path.has(id)) return false;
    path.add(id);
    const found = (meta.getModuleInfo(id)?.importers ?? []).some((importer) => reaches(key, isEntry, importer, meta, path));
    path.delete(id);
    // A cycle answers "no" only for the walk that is still inside it; that answer is not kept.
    if (found || path.size === 0) known.set(id, found);
    return found;
  }
  return {
    name: 'ironyard-first-load-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    outputOptions(options) {
      return {
        ...options,
        manualChunks(id, meta) {
          if (isRouteModule(id)) return undefined;
          // Only our app code goes into the shell; the libraries, the shared rules and the build's own
          // helpers (CommonJS interop, preloading) into `libs`, which imports nothing of the shell: a
          // cycle between the two would run the shell before React.
          if (reaches('root', isFirstLoadEntry, id, meta)) return id.startsWith(app) ? 'shell' : 'libs';
          const info = meta.getModuleInfo(id);
          if (!info || id.includes('/node_modules/') || (info.code?.length ?? Infinity) > SHELL_SHARE.maxBytes) return undefined;
          // A module joins only if all it imports is there already (the two files pull in no other),
          // and `libs` never imports the shell.
          const inShell = (dep: string) => dep.startsWith(app);
          if (!info.importedIds.every((dep) => reaches('root', isFirstLoadEntry, dep, meta) && (id.startsWith(app) || !inShell(dep)))) return undefined;
          const pages = STORE_PAGES.filter((page) => reaches(page, (m) => m.startsWith(app + page), id, meta)).length;
          if (pages < SHELL_SHARE.pages) return undefined;
          return id.startsWith(app) ? 'shell' : 'libs';
        },
      };
    },
  };
}

export default defineConfig({
  plugins: [graphqlDocuments(), tailwindcss(), reactRouter(), firstLoadChunks()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: { target: 'es2022' },
  // The GraphiQL page's editor runs in module workers that share chunks (monaco, graphql).
  worker: { format: 'es' },
});
