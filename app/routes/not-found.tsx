import { data } from 'react-router';
import { PageNotFound } from '~/components/page/page-not-found';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/not-found';

// Status 404 for every unknown path, so crawlers drop it and monitoring sees it.
export function loader() {
  return data(null, { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Page Not Found', noindex: true });
}

export default function NotFound() {
  return <PageNotFound />;
}
