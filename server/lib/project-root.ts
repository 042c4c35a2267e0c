import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's directory (where package.json is): the same whether the server runs from its
 * TypeScript sources or from the compiled bundle in build/node, so files the server reads at run
 * time (migrations, content pages, the web build) are found from here, never from a module's own place.
 */
export function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'server', 'db', 'migrations'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No project directory above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
