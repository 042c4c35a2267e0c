import { type RouterContextProvider } from 'react-router';
import { graphql } from '~/gql/gql';
import type { StoreSettingsInput } from '~/gql/graphql';
import { serverQuery } from '~/lib/graphql';

// The store settings' documents; the /admin/settings loader and action run them as the signed-in administrator.

const ADMIN_STORE_SETTINGS = graphql(`
  query AdminStoreSettings {
    v1 {
      admin {
        storeSettings {
          phone hours returnName returnLine1 returnLine2 returnCity returnState returnZip
          originName originLine1 originCity originState originZip updatedOnUtc updatedBy
        }
      }
    }
  }
`);

const ADMIN_UPDATE_STORE_SETTINGS = graphql(`
  mutation AdminUpdateStoreSettings($input: StoreSettingsInput!) {
    v1 {
      admin {
        settings {
          update(input: $input) {
            changedFields
            fieldErrors { field message }
          }
        }
      }
    }
  }
`);

type Context = Readonly<RouterContextProvider>;

export const adminSettingsServer = {
  read: (context: Context) => serverQuery(context, ADMIN_STORE_SETTINGS, {}).then((d) => d.v1.admin.storeSettings),
  update: (context: Context, input: StoreSettingsInput) => serverQuery(context, ADMIN_UPDATE_STORE_SETTINGS, { input }).then((d) => d.v1.admin.settings.update),
};
