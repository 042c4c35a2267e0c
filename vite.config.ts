import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { firstLoadChunks } from './scripts/vite-first-load-chunks';
import { graphqlDocuments } from './scripts/vite-graphql-documents';

const appDir = new URL('./app', import.meta.url).pathname;
/** The pages a visitor lands on: what two of them share is loaded with the first page (see firstLoadChunks). */
const landingRoutes = ['routes/home.tsx', 'routes/product.tsx', 'routes/category.tsx', 'routes/search.tsx', 'routes/cart.tsx', 'routes/account.tsx'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [graphqlDocuments(), tailwindcss(), reactRouter()],
  resolve: { alias: { '~': appDir } },
  build: {
    target: 'es2022',
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: firstLoadChunks(appDir, landingRoutes) } },
  },
  // The GraphiQL page's editor runs in module workers that share chunks (monaco, graphql).
  worker: { format: 'es' },
}));
