// Prints the GraphQL schema to schema.graphql and generates the web client's typed documents and
// their persisted-documents manifest from it (app/gql/). With --check it writes nothing and fails when
// a committed file is stale, so CI catches a schema or an operation changed without regenerating.
import fs from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { printSchema } from 'graphql';
import { schema } from '../server/graphql/schema';
import codegenConfig from '../codegen';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');

const files = new Map<string, string>();
files.set(path.join(root, 'schema.graphql'), `# Printed from the Pothos schema by \`npm run schema:print\`; do not edit.\n\n${printSchema(schema)}\n`);

// The documents are checked against the schema just printed, not the committed file.
const outputs: Array<{ filename: string; content: string }> = await generate(
  { ...codegenConfig, schema: printSchema(schema), cwd: root, silent: true, errorsOnly: true },
  false,
);
for (const o of outputs) files.set(path.resolve(root, o.filename), o.content);

const stale: string[] = [];
for (const [file, content] of files) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (current === content) continue;
  stale.push(path.relative(root, file));
  if (!check) fs.writeFileSync(file, content);
}

if (check && stale.length > 0) {
  console.error(`Stale generated GraphQL files: ${stale.join(', ')}.\nRun \`npm run schema:print\` and commit the result.`);
  process.exit(1);
}
if (!check && stale.length > 0) console.log(`Written: ${stale.join(', ')}`);
