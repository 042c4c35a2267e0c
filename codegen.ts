import type { CodegenConfig } from '@graphql-codegen/cli';

// The web client's operations, typed from schema.graphql (decision record 003). The generated
// app/gql/ is committed; `npm run typecheck` fails when it is stale.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['app/**/*.{ts,tsx}', '!app/**/*.test.{ts,tsx}', '!app/gql/**'],
  ignoreNoDocuments: false,
  generates: {
    'app/gql/': {
      preset: 'client',
      presetConfig: {
        gqlTagName: 'graphql',
        fragmentMasking: false,
        // Documents become their hash only: the browser bundle holds ids, the server holds the text.
        persistedDocuments: { mode: 'replaceDocumentWithHash', hashAlgorithm: 'sha256' },
      },
      config: {
        enumsAsTypes: true,
        skipTypename: true,
        useTypeImports: true,
        avoidOptionals: { field: true, object: true, inputValue: false, defaultValue: false, variableValue: false },
        scalars: { DateTime: 'string', ID: 'string' },
      },
    },
  },
};

export default config;
