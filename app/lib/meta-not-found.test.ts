import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meta as adminCustomer } from '~/routes/admin-customer';
import { meta as adminImport } from '~/routes/admin-import';
import { meta as adminLayout } from '~/routes/admin-layout';
import { meta as adminMessage } from '~/routes/admin-message';
import { meta as adminOrder } from '~/routes/admin-order';
import { meta as adminProduct } from '~/routes/admin-product';
import { meta as adminQuote } from '~/routes/admin-quote';
import { meta as adminReturn } from '~/routes/admin-return';
import { meta as career } from '~/routes/career';
import { meta as category } from '~/routes/category';
import { meta as contentPage } from '~/routes/content-page';
import { meta as documentationPage } from '~/routes/documentation-page';
import { meta as machineModel } from '~/routes/machine-model';
import { meta as mfg } from '~/routes/mfg';
import { meta as orderStatus } from '~/routes/order-status';
import { meta as partsbooksBrand } from '~/routes/partsbooks-brand';
import { meta as partsbooksDiagram } from '~/routes/partsbooks-diagram';
import { meta as partsbooksMachine } from '~/routes/partsbooks-machine';
import { meta as product } from '~/routes/product';
import { meta as productReviews } from '~/routes/product-reviews';

// Every route whose loader answers 404 for an unknown id or path. The 404 page's title must not
// depend on which route threw: a route with its own error boundary (a category) has its meta
// called for the 404, and the admin pages' errors reach the admin layout's boundary.
type Meta = (args: never) => Array<Record<string, unknown> | undefined>;
const ROUTES: Record<string, [Meta, string]> = {
  category: [category as Meta, '/x/c/99999'],
  'category search': [category as Meta, '/x/s/c/99999'],
  product: [product as Meta, '/x/p/99999999'],
  'product reviews': [productReviews as Meta, '/productreviews/99999999'],
  manufacturer: [mfg as Meta, '/mfg/987654'],
  'machine model': [machineModel as Meta, '/m/987654'],
  'parts book brand': [partsbooksBrand as Meta, '/partsbooks/brand/987654'],
  'parts book machine': [partsbooksMachine as Meta, '/partsbooks/x/987654'],
  'parts diagram': [partsbooksDiagram as Meta, '/partsbooks/diagram/987654'],
  'order status': [orderStatus as Meta, '/orderstatus/00000000-0000-0000-0000-000000000000'],
  career: [career as Meta, '/career/nothing'],
  'content page': [contentPage as Meta, '/about/nothing'],
  'documentation page': [documentationPage as Meta, '/documentation/nothing'],
  'admin layout': [adminLayout as Meta, '/admin/nothing'],
  'admin customer': [adminCustomer as Meta, '/admin/customers/987654'],
  'admin import': [adminImport as Meta, '/admin/imports/987654'],
  'admin message': [adminMessage as Meta, '/admin/messages/987654'],
  'admin order': [adminOrder as Meta, '/admin/orders/987654'],
  'admin product': [adminProduct as Meta, '/admin/products/987654'],
  'admin quote': [adminQuote as Meta, '/admin/quotes/987654'],
  'admin return': [adminReturn as Meta, '/admin/returns/987654'],
};

const root = { id: 'root', loaderData: { store: { name: 'Ironyard', phone: '', hours: '', publicUrl: 'https://ironyard.example' } } };

describe('the 404 page of a route that found nothing', () => {
  for (const [name, [meta, pathname]] of Object.entries(ROUTES)) {
    it(`is titled Page Not Found on the ${name} route, and not indexed`, () => {
      const tags = meta({
        data: undefined,
        loaderData: undefined,
        params: {},
        location: { pathname, search: '', hash: '', state: null, key: 'default' },
        matches: [root],
        error: new ErrorResponse(404, 'Not Found', null),
      } as never);
      expect(tags).toContainEqual({ title: 'Page Not Found | Ironyard' });
      expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    });
  }
});
