import fs from 'node:fs';
import { transformAsync, types as t, type PluginObj } from '@babel/core';
import { Kind, parse } from 'graphql';
import type { Plugin } from 'vite';

const MANIFEST = new URL('../app/gql/persisted-documents.json', import.meta.url);

/** Operation name -> persisted id, from the manifest `npm run schema:print` generates. */
function readIds(): Map<string, string> {
  const ids = new Map<string, string>();
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Record<string, string>;
  for (const [id, text] of Object.entries(manifest)) {
    for (const d of parse(text).definitions) if (d.kind === Kind.OPERATION_DEFINITION && d.name) ids.set(d.name.value, id);
  }
  return ids;
}

function replaceDocuments(ids: Map<string, string>, file: string): PluginObj {
  return {
    name: 'ironyard-graphql-documents',
    visitor: {
      CallExpression(path) {
        const { callee, arguments: args } = path.node;
        if (!t.isIdentifier(callee, { name: 'graphql' }) || args.length !== 1 || !t.isTemplateLiteral(args[0])) return;
        const first = parse(args[0].quasis.map((q) => q.value.cooked ?? q.value.raw).join('')).definitions[0];
        if (first.kind === Kind.FRAGMENT_DEFINITION) {
          // A fragment is spread into the operations that use it; on its own it is only types.
          if (path.parentPath.isExpressionStatement()) path.parentPath.remove();
          else path.replaceWith(t.identifier('undefined'));
          return;
        }
        const name = first.kind === Kind.OPERATION_DEFINITION ? first.name?.value : undefined;
        const id = name ? ids.get(name) : undefined;
        if (!id) throw new Error(`${file}: operation ${name ?? '(unnamed)'} is not in app/gql/persisted-documents.json; run npm run schema:print`);
        path.replaceWith(t.valueToNode({ __meta__: { hash: id } }));
      },
      ImportDeclaration(path) {
        if (path.node.source.value === '~/gql/gql') path.remove();
      },
    },
  };
}

/**
 * Replaces every `graphql(`…`)` call in app/ with its persisted id, in the module that uses it: no
 * operation text (nor the generated syntax trees of fragments, nor the generated lookup table keyed
 * by the texts) reaches a bundle, and each page's chunks carry only the ids they send.
 */
export function graphqlDocuments(): Plugin {
  let ids = readIds();
  let readAt = fs.statSync(MANIFEST).mtimeMs;
  return {
    name: 'ironyard-graphql-documents',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\/app\/(?!gql\/).*\.tsx?$/.test(id.split('?')[0]) || !code.includes('graphql(`')) return null;
      // In development the manifest is regenerated while the server runs.
      const changedAt = fs.statSync(MANIFEST).mtimeMs;
      if (changedAt !== readAt) [ids, readAt] = [readIds(), changedAt];
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [replaceDocuments(ids, id)],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
