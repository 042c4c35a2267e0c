import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: { target: 'es2022' },
  // The GraphiQL page's editor runs in module workers that share chunks (monaco, graphql).
  worker: { format: 'es' },
});
