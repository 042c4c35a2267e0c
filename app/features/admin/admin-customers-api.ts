import { type RouterContextProvider } from 'react-router';
import { ADMIN_CUSTOMERS_PAGE_SIZE, type AdminCustomerRole, type AdminCustomerSort } from '../../../shared/admin-customers';
import { graphql } from '~/gql/gql';
import { serverQuery } from '~/lib/graphql';

// The back office's customer documents; the /admin loaders and actions run them as the signed-in member of staff.

const ADMIN_CUSTOMERS = graphql(`
  query AdminCustomers($search: String, $guests: Boolean, $staffOnly: Boolean, $sort: AdminCustomerSort, $page: Int, $first: Int) {
    v1 {
      admin {
        customers(search: $search, guests: $guests, staffOnly: $staffOnly, sort: $sort, page: $page, first: $first) {
          totalCount page pageSize
          nodes { id email name phoneNumber role isGuest signInLocked createdOnUtc lastSignInOnUtc }
        }
      }
    }
  }
`);

const ADMIN_CUSTOMER = graphql(`
  query AdminCustomer($id: ID!) {
    v1 {
      admin {
        customer(id: $id) {
          id email firstName lastName name phoneNumber role isGuest signInLocked signInLockedOnUtc failedSignInAttempts createdOnUtc lastSignInOnUtc
          orders { totalCount nodes { id customOrderNumber createdOnUtc orderStatus shippingStatus orderTotal itemCount } }
          returns { id returnNumber orderId status createdOnUtc units }
          machines { id name year serialNumber hours machineStatus machineModel { name manufacturer } }
          addresses { id firstName lastName company address1 address2 city zipPostalCode phoneNumber isDefault stateProvince { abbreviation } country { name } }
        }
      }
    }
  }
`);

const ADMIN_LOCK = graphql(`
  mutation AdminLockSignIn($id: ID!) {
    v1 { admin { customers { lockSignIn(id: $id) { id signInLocked } } } }
  }
`);

const ADMIN_UNLOCK = graphql(`
  mutation AdminUnlockSignIn($id: ID!) {
    v1 { admin { customers { unlockSignIn(id: $id) { id signInLocked } } } }
  }
`);

const ADMIN_RESET = graphql(`
  mutation AdminSendPasswordReset($id: ID!) {
    v1 { admin { customers { sendPasswordReset(id: $id) { mailed } } } }
  }
`);

const ADMIN_SET_ROLE = graphql(`
  mutation AdminSetCustomerRole($id: ID!, $role: AdminCustomerRole!) {
    v1 { admin { customers { setRole(id: $id, role: $role) { id role } } } }
  }
`);

type Context = Readonly<RouterContextProvider>;

export interface AdminCustomerListArgs {
  search: string;
  guests: boolean;
  staffOnly: boolean;
  sort: AdminCustomerSort;
  page: number;
}

export const adminCustomersServer = {
  list: (context: Context, v: AdminCustomerListArgs) =>
    serverQuery(context, ADMIN_CUSTOMERS, { search: v.search || null, guests: v.guests, staffOnly: v.staffOnly, sort: v.sort, page: v.page, first: ADMIN_CUSTOMERS_PAGE_SIZE }).then(
      (d) => d.v1.admin.customers,
    ),
  one: (context: Context, id: string) => serverQuery(context, ADMIN_CUSTOMER, { id }).then((d) => d.v1.admin.customer),
  lock: (context: Context, id: string) => serverQuery(context, ADMIN_LOCK, { id }).then((d) => d.v1.admin.customers.lockSignIn),
  unlock: (context: Context, id: string) => serverQuery(context, ADMIN_UNLOCK, { id }).then((d) => d.v1.admin.customers.unlockSignIn),
  sendReset: (context: Context, id: string) => serverQuery(context, ADMIN_RESET, { id }).then((d) => d.v1.admin.customers.sendPasswordReset),
  setRole: (context: Context, id: string, role: AdminCustomerRole) => serverQuery(context, ADMIN_SET_ROLE, { id, role }).then((d) => d.v1.admin.customers.setRole),
};
