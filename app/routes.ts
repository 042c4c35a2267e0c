import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('signin', 'routes/signin.tsx'),
  route('passwordrecovery/confirm', 'routes/password-recovery-confirm.tsx'),
  route('admin/impersonate/:userId', 'routes/admin-impersonate.tsx'),
  route(':seoProduct/p/:productId', 'routes/product.tsx'),
  route('go/sku/:sku', 'routes/go-sku.tsx'),
  route('product/reviews', 'routes/product-reviews.tsx'),
  route('search', 'routes/search.tsx', { id: 'search' }),
  route('search/s/p', 'routes/search.tsx', { id: 'search-s-p' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
