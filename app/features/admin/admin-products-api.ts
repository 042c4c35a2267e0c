import { type RouterContextProvider } from 'react-router';
import { graphql } from '~/gql/gql';
import type { AdminProductBulkAction, AdminProductFilterInput, AdminProductInput, AdminProductSelection } from '~/gql/graphql';
import { serverQuery } from '~/lib/graphql';

// The product documents of the back office; /admin/products and /admin/products/:id run them as the signed-in administrator.

const ADMIN_PRODUCTS = graphql(`
  query AdminProducts($filter: AdminProductFilterInput, $first: Int, $page: Int) {
    v1 {
      admin {
        products(filter: $filter, first: $first, page: $page) {
          totalCount
          page
          hasNextPage
          nodes {
            id
            sku
            name
            seoName
            manufacturerPartNumber
            brand
            vendor
            warehouse
            price
            oldPrice
            stock
            status
            published
          }
        }
        productListChoices {
          brands {
            id
            name
          }
          categories {
            id
            name
          }
          vendors {
            id
            name
          }
          warehouses {
            id
            name
          }
        }
      }
    }
  }
`);

const ADMIN_PRODUCT = graphql(`
  query AdminProduct($id: ID!) {
    v1 {
      admin {
        product(id: $id) {
          ...AdminProductFields
        }
      }
    }
  }
`);

export const ADMIN_PRODUCT_FIELDS = graphql(`
  fragment AdminProductFields on AdminProduct {
    id
    sku
    seoName
    manufacturerPartNumber
    brand
    vendor
    warehouse
    version
    name
    shortDescription
    fullDescription
    price
    oldPrice
    stock
    status
    orderMinimumQuantity
    orderMaximumQuantity
    allowedQuantities
    published
    specifications {
      attribute
      value
    }
    interchanges {
      partNumber
      brand
      kind
    }
    fitments {
      machineModelId
      model
      serialFrom
      serialTo
      engine
      attachment
    }
  }
`);

const ADMIN_PRODUCT_PREVIEW = graphql(`
  query AdminProductEditPreview($id: ID!, $input: AdminProductInput!) {
    v1 {
      admin {
        productEditPreview(id: $id, input: $input) {
          fieldErrors {
            field
            message
          }
          changes {
            field
            label
            before
            after
          }
        }
      }
    }
  }
`);

const ADMIN_PRODUCT_UPDATE = graphql(`
  mutation AdminUpdateProduct($id: ID!, $input: AdminProductInput!, $version: String) {
    v1 {
      admin {
        products {
          update(id: $id, input: $input, version: $version) {
            fieldErrors {
              field
              message
            }
            changes {
              field
              label
              before
              after
            }
            saved
          }
        }
      }
    }
  }
`);

const ADMIN_PRODUCT_BULK_PREVIEW = graphql(`
  query AdminProductBulkPreview($selection: AdminProductSelection!, $action: AdminProductBulkAction!, $value: String!) {
    v1 {
      admin {
        productBulkPreview(selection: $selection, action: $action, value: $value) {
          ...AdminProductBulkFields
        }
      }
    }
  }
`);

const ADMIN_PRODUCT_BULK_APPLY = graphql(`
  mutation AdminProductBulkApply($selection: AdminProductSelection!, $action: AdminProductBulkAction!, $value: String!) {
    v1 {
      admin {
        products {
          bulkApply(selection: $selection, action: $action, value: $value) {
            ...AdminProductBulkFields
          }
        }
      }
    }
  }
`);

export const ADMIN_PRODUCT_BULK_FIELDS = graphql(`
  fragment AdminProductBulkFields on AdminProductBulkResult {
    actionError
    selected
    changed
    unchanged
    applied
    sample {
      id
      sku
      name
      before
      after
    }
    refused {
      id
      sku
      name
      reason
    }
  }
`);

type Context = Readonly<RouterContextProvider>;

export const ADMIN_PRODUCTS_PAGE_SIZE = 25;

export const adminProductsServer = {
  list: (context: Context, filter: AdminProductFilterInput, page: number) =>
    serverQuery(context, ADMIN_PRODUCTS, {
      filter,
      first: ADMIN_PRODUCTS_PAGE_SIZE,
      page,
    }).then((d) => ({
      page: d.v1.admin.products,
      choices: d.v1.admin.productListChoices,
    })),
  product: (context: Context, id: string) => serverQuery(context, ADMIN_PRODUCT, { id }).then((d) => d.v1.admin.product),
  preview: (context: Context, id: string, input: AdminProductInput) => serverQuery(context, ADMIN_PRODUCT_PREVIEW, { id, input }).then((d) => d.v1.admin.productEditPreview),
  update: (context: Context, id: string, input: AdminProductInput, version: string) => serverQuery(context, ADMIN_PRODUCT_UPDATE, { id, input, version }).then((d) => d.v1.admin.products.update),
  bulkPreview: (context: Context, selection: AdminProductSelection, action: AdminProductBulkAction, value: string) =>
    serverQuery(context, ADMIN_PRODUCT_BULK_PREVIEW, {
      selection,
      action,
      value,
    }).then((d) => d.v1.admin.productBulkPreview),
  bulkApply: (context: Context, selection: AdminProductSelection, action: AdminProductBulkAction, value: string) =>
    serverQuery(context, ADMIN_PRODUCT_BULK_APPLY, {
      selection,
      action,
      value,
    }).then((d) => d.v1.admin.products.bulkApply),
};
