import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './scripts/vite-graphql-documents';

export default defineConfig({
  plugins: [graphqlDocuments(), tailwindcss(), reactRouter()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: { target: 'es2022' },
  // The GraphiQL page's editor runs in module workers that share chunks (monaco, graphql).
  worker: { format: 'es' },
});
