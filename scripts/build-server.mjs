// Compiles the server (server/main.ts and everything it imports from server/ and shared/) ahead of
// time into one ES module, build/node/main.js (the search index's worker thread into its own,
// build/node/search-rebuild-worker.js), so production runs plain JavaScript. Packages stay imports
// of node_modules; files read at run time are found from the project's directory
// (server/lib/project-root.ts). Run by `npm run build` and, when the sources are newer, by `npm start`.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export async function buildServer() {
  const started = Date.now();
  const result = await build({
    absWorkingDir: root,
    // The search index's worker thread is a second entry, beside main.js (search-rebuild-worker-client.ts finds it there).
    entryPoints: ['server/main.ts', 'server/modules/search/search-rebuild-worker.ts'],
    outdir: 'build/node',
    entryNames: '[name]',
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
  });
  // Each file lands whole (written aside, then renamed), so a server starting meanwhile never reads half of one.
  fs.mkdirSync(path.join(root, 'build/node'), { recursive: true });
  for (const file of result.outputFiles) {
    const aside = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(aside, file.contents);
    fs.renameSync(aside, file.path);
  }
  return Date.now() - started;
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const ms = await buildServer();
  console.log(`server compiled to build/node/main.js in ${ms} ms`);
}
