import { type RouterContextProvider } from 'react-router';
import { graphql } from '~/gql/gql';
import { serverQuery } from '~/lib/graphql';

// The back office's price and stock files: /admin/imports (history, upload, export) and /admin/imports/:id (preview, apply).
// The file itself goes to CATALOG_IMPORT_UPLOAD_PATH as a stream; the rest runs as the signed-in administrator.

const ADMIN_IMPORTS = graphql(`
  query AdminCatalogImports($first: Int, $after: String) {
    v1 {
      admin {
        catalogImports(first: $first, after: $after) {
          totalCount hasNextPage endCursor
          nodes {
            id fileName status checkedAt checkedBy appliedAt appliedBy error
            counts { lines accepted refused unchanged }
          }
        }
        catalogExportChoices { brands { id name } vendors { id name } }
      }
    }
  }
`);

const ADMIN_IMPORT = graphql(`
  query AdminCatalogImport($id: ID!, $afterLine: Int, $first: Int) {
    v1 {
      admin {
        catalogImport(id: $id) {
          id fileName status checkedAt checkedBy appliedAt appliedBy error columns ignoredColumns checkMs applyMs
          counts { lines accepted refused unchanged price oldPrice stock status orderMinimumQuantity orderMaximumQuantity }
          sample { line sku changes { field before after } }
          refusedLines(afterLine: $afterLine, first: $first) { line part reason }
          progress { done total }
        }
      }
    }
  }
`);

const ADMIN_IMPORT_PROGRESS = graphql(`
  query AdminCatalogImportProgress($id: ID!) {
    v1 { admin { catalogImportProgress(id: $id) { done total } } }
  }
`);

const ADMIN_IMPORT_APPLY = graphql(`
  mutation AdminCatalogImportApply($id: ID!) {
    v1 { admin { catalogImports { apply(id: $id) { done total } } } }
  }
`);

/** Refused lines shown per page of the preview. */
export const REFUSED_PAGE_SIZE = 100;
export const IMPORTS_PAGE_SIZE = 20;

export const IMPORT_STATUS_LABELS: Record<string, string> = { CHECKED: 'Checked, not applied', APPLIED: 'Applied', STALE: 'Not applied: stale', FAILED: 'Not applied' };

/** The change kinds of a file, as the preview names them. */
export const CHANGE_KIND_LABELS = [
  ['price', 'Price'],
  ['oldPrice', 'Old price'],
  ['stock', 'Stock'],
  ['status', 'Status'],
  ['orderMinimumQuantity', 'Minimum quantity'],
  ['orderMaximumQuantity', 'Maximum quantity'],
] as const;

export const adminImportServer = {
  list: (context: Readonly<RouterContextProvider>, after: string | null) =>
    serverQuery(context, ADMIN_IMPORTS, { first: IMPORTS_PAGE_SIZE, after }).then((d) => d.v1.admin),
  one: (context: Readonly<RouterContextProvider>, id: string, afterLine: number) =>
    serverQuery(context, ADMIN_IMPORT, { id, afterLine, first: REFUSED_PAGE_SIZE }).then((d) => d.v1.admin.catalogImport),
  progress: (context: Readonly<RouterContextProvider>, id: string) =>
    serverQuery(context, ADMIN_IMPORT_PROGRESS, { id }).then((d) => d.v1.admin.catalogImportProgress),
  apply: (context: Readonly<RouterContextProvider>, id: string) =>
    serverQuery(context, ADMIN_IMPORT_APPLY, { id }).then((d) => d.v1.admin.catalogImports.apply),
};
