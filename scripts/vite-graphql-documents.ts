import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import type { Plugin } from 'vite';

/**
 * Replaces every `graphql(`…`)` call in app/ with the generated document it stands for, which holds
 * only its persisted id: no operation text reaches a bundle, and the generated lookup table (keyed
 * by the texts) is left out as unused.
 */
export function graphqlDocuments(): Plugin {
  return {
    name: 'ironyard-graphql-documents',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\/app\/(?!gql\/).*\.tsx?$/.test(id.split('?')[0]) || !code.includes('graphql(`')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory: new URL('../app/gql', import.meta.url).pathname, gqlTagName: 'graphql' }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
