import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { firstLoadChunks } from './scripts/vite-first-load-chunks';
import { graphqlDocuments } from './scripts/vite-graphql-documents';

const appDir = new URL('./app', import.meta.url).pathname;
/** The pages a visitor lands on, the product page (budget 140 kB) first: what two of them share comes in few files (see firstLoadChunks). */
const landingRoutes = ['routes/product.tsx', 'routes/home.tsx', 'routes/category.tsx', 'routes/search.tsx', 'routes/cart.tsx', 'routes/account.tsx'];

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
