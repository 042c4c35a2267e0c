import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const TEST_PRODUCTS = 300;
export const TEST_PASSWORD = 'Ironyard-demo-1';
export const TEMPLATE_FILE = path.join(root, 'tests/.cache/template.tar.gz');
// A name per checkout-and-run setting, so two suites on one PostgreSQL server do not drop each other's template.
export const TEMPLATE_PG_DB = process.env.TEST_PG_TEMPLATE ?? 'ironyard_test_template';

/** Changes whenever the migrations or the seed change, so a stale template is rebuilt. */
export function templateStamp(): string {
  const hash = crypto.createHash('sha256');
  for (const dir of ['server/db/migrations', 'server/seed']) {
    const abs = path.join(root, dir);
    if (!fs.existsSync(abs)) continue;
    for (const f of fs.readdirSync(abs, { recursive: true }).map(String).sort()) {
      const p = path.join(abs, f);
      if (fs.statSync(p).isFile()) hash.update(f).update(fs.readFileSync(p));
    }
  }
  hash.update(String(TEST_PRODUCTS));
  return hash.digest('hex');
}
