/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: string; output: string; }
};

/** Spec 1 §3 Account: the signed-in customer's name, public feedback name, e-mail and phone. */
export type Account = {
  email: Scalars['String']['output'];
  /** The public name on reviews and feedback. */
  feedbackName: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  /** A new e-mail address waiting for confirmation from its mailbox. */
  pendingEmail: Maybe<Scalars['String']['output']>;
  /** E.164, e.g. +15125550100; empty when none. */
  phoneNumber: Scalars['String']['output'];
  /** The phone number as people write it: (512) 555-0100, +44 20 7946 0958. */
  phoneNumberDisplay: Scalars['String']['output'];
};

export type Address = {
  address1: Scalars['String']['output'];
  address2: Scalars['String']['output'];
  city: Scalars['String']['output'];
  company: Scalars['String']['output'];
  country: Maybe<AddressCountry>;
  countryId: Scalars['ID']['output'];
  createdOnUtc: Maybe<Scalars['DateTime']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  /** Null for an address copied onto an order or a payment method. */
  id: Maybe<Scalars['ID']['output']>;
  isDefault: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  phoneNumber: Scalars['String']['output'];
  stateProvince: Maybe<AddressStateProvince>;
  stateProvinceId: Maybe<Scalars['ID']['output']>;
  zipPostalCode: Scalars['String']['output'];
};

export type AddressCountry = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  twoLetterIsoCode: Scalars['String']['output'];
};

export type AddressInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  countryId?: InputMaybe<Scalars['ID']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  stateProvinceId?: InputMaybe<Scalars['ID']['input']>;
  zipPostalCode?: InputMaybe<Scalars['String']['input']>;
};

export type AddressStateProvince = {
  abbreviation: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type AdminChoice = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A customer as staff see them: contact, roles, sign-in state, orders, returns, fleet and addresses. Never payment methods or card data. */
export type AdminCustomer = {
  addresses: Array<Address>;
  createdOnUtc: Scalars['DateTime']['output'];
  email: Maybe<Scalars['String']['output']>;
  failedSignInAttempts: Scalars['Int']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isGuest: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  lastSignInOnUtc: Maybe<Scalars['DateTime']['output']>;
  machines: Array<AdminCustomerMachine>;
  name: Scalars['String']['output'];
  /** The latest 50 orders and how many there are. */
  orders: AdminCustomerOrders;
  phoneNumber: Scalars['String']['output'];
  /** The latest 50 return requests. */
  returns: Array<AdminCustomerReturn>;
  /** GUEST, CUSTOMER, STAFF or ADMINISTRATOR. */
  role: Scalars['String']['output'];
  signInLocked: Scalars['Boolean']['output'];
  signInLockedOnUtc: Maybe<Scalars['DateTime']['output']>;
};

export type AdminCustomerConnection = {
  nodes: Array<AdminCustomer>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** A machine of the customer’s fleet. */
export type AdminCustomerMachine = {
  hours: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  machineModel: Maybe<MachineModel>;
  machineStatus: Scalars['String']['output'];
  name: Scalars['String']['output'];
  serialNumber: Scalars['String']['output'];
  year: Maybe<Scalars['Int']['output']>;
};

/** One of a customer’s orders as their page lists it (the order page has the rest). */
export type AdminCustomerOrder = {
  createdOnUtc: Scalars['DateTime']['output'];
  customOrderNumber: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  itemCount: Scalars['Int']['output'];
  orderStatus: Scalars['String']['output'];
  orderTotal: Scalars['Float']['output'];
  shippingStatus: Scalars['String']['output'];
};

export type AdminCustomerOrders = {
  nodes: Array<AdminCustomerOrder>;
  totalCount: Scalars['Int']['output'];
};

export type AdminCustomerReturn = {
  createdOnUtc: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  orderId: Scalars['ID']['output'];
  returnNumber: Scalars['String']['output'];
  status: Scalars['String']['output'];
  units: Scalars['Int']['output'];
};

/** The role an administrator gives a person: CUSTOMER, STAFF (the day’s queues) or ADMINISTRATOR (everything). */
export type AdminCustomerRole =
  | 'ADMINISTRATOR'
  | 'CUSTOMER'
  | 'STAFF';

export type AdminCustomerSort =
  | 'EMAIL'
  | 'LAST_SIGN_IN'
  | 'NAME'
  | 'NEWEST'
  | 'OLDEST';

export type AdminFeedbackConnection = {
  hasNextPage: Scalars['Boolean']['output'];
  nodes: Array<AdminOrderFeedback>;
  /** This page, counted from 1. */
  page: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** UNANSWERED: no reply yet; LOW_RATING: 1 or 2 stars; ANSWERED: replied to; ALL. */
export type AdminFeedbackFilter =
  | 'ALL'
  | 'ANSWERED'
  | 'LOW_RATING'
  | 'UNANSWERED';

/** A contact message or vendor application in full, with the replies mailed to the sender. */
export type AdminMessage = {
  /** What the sender wrote (may be empty on a vendor application). */
  body: Scalars['String']['output'];
  closedOnUtc: Maybe<Scalars['DateTime']['output']>;
  createdOnUtc: Scalars['DateTime']['output'];
  details: Array<AdminMessageDetail>;
  email: Scalars['String']['output'];
  kind: AdminMessageKind;
  reference: Scalars['String']['output'];
  replies: Array<AdminMessageReply>;
  senderName: Scalars['String']['output'];
  status: AdminMessageStatus;
  subject: Scalars['String']['output'];
};

export type AdminMessageConnection = {
  hasNextPage: Scalars['Boolean']['output'];
  nodes: Array<AdminMessageSummary>;
  /** This page, counted from 1. */
  page: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type AdminMessageDetail = {
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type AdminMessageKind =
  /** A message sent through the contact form */
  | 'CONTACT'
  | 'VENDOR_APPLICATION';

export type AdminMessageReply = {
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  sentOnUtc: Scalars['DateTime']['output'];
  staffEmail: Scalars['String']['output'];
  /** Who sent it. */
  staffName: Scalars['String']['output'];
};

export type AdminMessageStatus =
  /** A reply was mailed to the sender */
  | 'ANSWERED'
  /** Nothing more to do */
  | 'CLOSED'
  /** Nobody has answered yet */
  | 'NEW';

export type AdminMessageSummary = {
  createdOnUtc: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  kind: AdminMessageKind;
  /** The first 200 characters. */
  preview: Scalars['String']['output'];
  /** CM-… for contact messages, VA-… for vendor applications; the page’s address. */
  reference: Scalars['String']['output'];
  senderName: Scalars['String']['output'];
  status: AdminMessageStatus;
  subject: Scalars['String']['output'];
};

export type AdminMutations = {
  catalogImports: CatalogImportMutations;
  customers: CustomerAdminMutations;
  feedback: FeedbackAdminMutations;
  messages: MessageAdminMutations;
  orders: OrderAdminMutations;
  products: ProductAdminMutations;
  quotes: QuoteAdminMutations;
  returns: ReturnAdminMutations;
  reviews: ReviewAdminMutations;
  rigListings: RigListingAdminMutations;
  settings: SettingsAdminMutations;
};

export type AdminOrderConnection = {
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  nodes: Array<Order>;
  totalCount: Scalars['Int']['output'];
};

/** One event of an order’s timeline (staff only: internal notes are among them). */
export type AdminOrderEvent = {
  /** The e-mail of the member of staff who did it. */
  actor: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  detail: Scalars['String']['output'];
  kind: AdminOrderEventKind;
  title: Scalars['String']['output'];
};

export type AdminOrderEventKind =
  | 'CANCELLED'
  | 'DELIVERED'
  | 'NOTE'
  | 'PAYMENT'
  | 'PLACED'
  | 'REFUND'
  | 'RETURN'
  | 'SHIPPED'
  | 'STAFF';

/** A customer’s feedback on one of their orders, with the order it is about and the store’s reply. */
export type AdminOrderFeedback = {
  arrivedOnTime: Maybe<Scalars['Boolean']['output']>;
  asDescribed: Maybe<Scalars['Boolean']['output']>;
  createdOnUtc: Scalars['DateTime']['output'];
  customOrderNumber: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  orderId: Scalars['ID']['output'];
  promptService: Maybe<Scalars['Boolean']['output']>;
  rating: Scalars['Int']['output'];
  repliedOnUtc: Maybe<Scalars['DateTime']['output']>;
  replyText: Scalars['String']['output'];
  suggestion: Scalars['String']['output'];
  text: Scalars['String']['output'];
  wellPackaged: Maybe<Scalars['Boolean']['output']>;
};

/** TO_SHIP: orders under way with something not shipped yet; the others are order statuses. */
export type AdminOrderFilter =
  | 'ALL'
  | 'CANCELLED'
  | 'COMPLETE'
  | 'PENDING'
  | 'PROCESSING'
  | 'TO_SHIP';

export type AdminOrderListChoices = {
  vendors: Array<AdminChoice>;
  warehouses: Array<AdminChoice>;
};

/** NEWEST/OLDEST by placement date, TOTAL_HIGH/TOTAL_LOW by order total. */
export type AdminOrderSort =
  | 'NEWEST'
  | 'OLDEST'
  | 'TOTAL_HIGH'
  | 'TOTAL_LOW';

export type AdminPasswordResetSent = {
  customer: AdminCustomer;
  /** False when a link went out a few minutes ago: it still works, and no second mail is sent. */
  mailed: Scalars['Boolean']['output'];
};

/** A product as the back office edits it. */
export type AdminProduct = {
  allowedQuantities: Array<Scalars['Int']['output']>;
  brand: Maybe<Scalars['String']['output']>;
  fitments: Array<AdminProductFitment>;
  fullDescription: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  interchanges: Array<AdminProductInterchange>;
  manufacturerPartNumber: Scalars['String']['output'];
  name: Scalars['String']['output'];
  oldPrice: Maybe<Scalars['String']['output']>;
  orderMaximumQuantity: Scalars['Int']['output'];
  orderMinimumQuantity: Scalars['Int']['output'];
  price: Maybe<Scalars['String']['output']>;
  published: Scalars['Boolean']['output'];
  seoName: Scalars['String']['output'];
  shortDescription: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  specifications: Array<AdminProductSpecification>;
  status: Scalars['String']['output'];
  stock: Scalars['Int']['output'];
  vendor: Maybe<Scalars['String']['output']>;
  /** The time of its last change; pass it to update to refuse saving over a newer change. */
  version: Scalars['String']['output'];
  warehouse: Maybe<Scalars['String']['output']>;
};

/** PRICE_SET, PRICE_ADD (+/− amount), PRICE_PERCENT (+/− percent), STOCK_SET, STOCK_ADD (+/− units), STATUS_SET (an availability status). */
export type AdminProductBulkAction =
  | 'PRICE_ADD'
  | 'PRICE_PERCENT'
  | 'PRICE_SET'
  | 'STATUS_SET'
  | 'STOCK_ADD'
  | 'STOCK_SET';

export type AdminProductBulkLine = {
  after: Scalars['String']['output'];
  before: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  sku: Scalars['String']['output'];
};

export type AdminProductBulkRefused = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  sku: Scalars['String']['output'];
};

export type AdminProductBulkResult = {
  /** Why the action’s value was refused (then nothing else is filled in). */
  actionError: Maybe<Scalars['String']['output']>;
  applied: Scalars['Boolean']['output'];
  /** Products the change alters. */
  changed: Scalars['Int']['output'];
  /** Products left as they are because their result is not valid (the first 200). */
  refused: Array<AdminProductBulkRefused>;
  /** The first few products changed, before → after. */
  sample: Array<AdminProductBulkLine>;
  selected: Scalars['Int']['output'];
  /** Products that already have the result. */
  unchanged: Scalars['Int']['output'];
};

/** One field a save changes: its label, what it shows now and what it will show (for a list: the lines removed and added). */
export type AdminProductChange = {
  after: Scalars['String']['output'];
  before: Scalars['String']['output'];
  field: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type AdminProductChoice = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type AdminProductConnection = {
  hasNextPage: Scalars['Boolean']['output'];
  nodes: Array<AdminProductListItem>;
  /** This page, counted from 1. */
  page: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** The changes (a preview: what a save would change), or the refused fields (then nothing changes). */
export type AdminProductEditResult = {
  changes: Array<AdminProductChange>;
  fieldErrors: Array<AdminProductFieldError>;
  product: Maybe<AdminProduct>;
  saved: Scalars['Boolean']['output'];
};

export type AdminProductFieldError = {
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type AdminProductFilterInput = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  /** The category and those under it. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Name, SKU, or part number in any spelling (interchange numbers too). */
  search?: InputMaybe<Scalars['String']['input']>;
  stock?: InputMaybe<AdminProductStock>;
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  warehouseId?: InputMaybe<Scalars['ID']['input']>;
};

export type AdminProductFitment = {
  attachment: Maybe<Scalars['String']['output']>;
  engine: Maybe<Scalars['String']['output']>;
  machineModelId: Scalars['ID']['output'];
  /** Maker and model name. */
  model: Maybe<Scalars['String']['output']>;
  serialFrom: Maybe<Scalars['String']['output']>;
  serialTo: Maybe<Scalars['String']['output']>;
};

export type AdminProductFitmentInput = {
  attachment?: InputMaybe<Scalars['String']['input']>;
  engine?: InputMaybe<Scalars['String']['input']>;
  machineModelId: Scalars['ID']['input'];
  serialFrom?: InputMaybe<Scalars['String']['input']>;
  serialTo?: InputMaybe<Scalars['String']['input']>;
};

/** Every editable field, numbers as typed (checked by the same rules as the form: shared/product-edit.ts). */
export type AdminProductInput = {
  /** Comma-separated, e.g. "2, 4, 6"; empty: any quantity. */
  allowedQuantities: Scalars['String']['input'];
  fitments: Array<AdminProductFitmentInput>;
  fullDescription: Scalars['String']['input'];
  interchanges: Array<AdminProductInterchangeInput>;
  name: Scalars['String']['input'];
  /** Empty: none. */
  oldPrice: Scalars['String']['input'];
  orderMaximumQuantity: Scalars['String']['input'];
  orderMinimumQuantity: Scalars['String']['input'];
  /** Decimal, e.g. 12.50; empty: no price (call for price). */
  price: Scalars['String']['input'];
  published: Scalars['Boolean']['input'];
  shortDescription: Scalars['String']['input'];
  specifications: Array<AdminProductSpecificationInput>;
  status: Scalars['String']['input'];
  stock: Scalars['String']['input'];
};

export type AdminProductInterchange = {
  brand: Scalars['String']['output'];
  /** interchange or superseded */
  kind: Scalars['String']['output'];
  partNumber: Scalars['String']['output'];
};

export type AdminProductInterchangeInput = {
  brand?: InputMaybe<Scalars['String']['input']>;
  /** interchange (default) or superseded */
  kind?: InputMaybe<Scalars['String']['input']>;
  partNumber: Scalars['String']['input'];
};

export type AdminProductListChoices = {
  brands: Array<AdminProductChoice>;
  /** In tree order, named "Parent › Child". */
  categories: Array<AdminProductChoice>;
  vendors: Array<AdminProductChoice>;
  warehouses: Array<AdminProductChoice>;
};

export type AdminProductListItem = {
  brand: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  manufacturerPartNumber: Scalars['String']['output'];
  name: Scalars['String']['output'];
  oldPrice: Maybe<Scalars['String']['output']>;
  /** Decimal text with two places; null: no price (call for price). */
  price: Maybe<Scalars['String']['output']>;
  /** Visible in the store. */
  published: Scalars['Boolean']['output'];
  seoName: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  /** Availability status (spec 2 §3). */
  status: Scalars['String']['output'];
  stock: Scalars['Int']['output'];
  vendor: Maybe<Scalars['String']['output']>;
  warehouse: Maybe<Scalars['String']['output']>;
};

/** The products ticked (ids), or, without ids, every product matching the filter. */
export type AdminProductSelection = {
  filter?: InputMaybe<AdminProductFilterInput>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type AdminProductSpecification = {
  attribute: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type AdminProductSpecificationInput = {
  attribute: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** ALL; IN_STOCK: some units on hand; LOW: 1 to 5 units; OUT: none. */
export type AdminProductStock =
  | 'ALL'
  | 'IN_STOCK'
  | 'LOW'
  | 'OUT';

/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueries = {
  /** The audit log, newest first: person is an e-mail, name or account id (as actor or subject); from and to are days (YYYY-MM-DD), both included. */
  auditLog: AuditConnection;
  /** The kinds of record the audit log names (order, return, review…), for the filter. */
  auditRecordTypes: Array<Scalars['String']['output']>;
  /** The brands and vendors the export filters by. */
  catalogExportChoices: CatalogExportChoices;
  catalogImport: Maybe<CatalogImport>;
  /** How far applying the file has got on this server, without reading the database (null: not being applied here). */
  catalogImportProgress: Maybe<CatalogImportProgress>;
  /** The price and stock files checked and applied, newest first; `first` at most 100, `after` the last page’s endCursor. */
  catalogImports: CatalogImportConnection;
  /** One customer by id (guests too). */
  customer: Maybe<AdminCustomer>;
  /** Customers a page at a time: search is part of a name, e-mail, phone number (digits) or order number; guests only with guests: true; staffOnly lists staff and administrators. */
  customers: AdminCustomerConnection;
  /** One message by its reference (CM-… or VA-…); null when there is none. */
  message: Maybe<AdminMessage>;
  /** Contact messages and vendor applications, newest first (oldestFirst: the longest waiting first); `kind` and `status` filter, `first` a page (at most 50), `page` from 1. */
  messages: AdminMessageConnection;
  /** Any order by id. */
  order: Maybe<Order>;
  /** Customers’ feedback on their orders, newest first; `first` a page (at most 50), `page` from 1. */
  orderFeedback: AdminFeedbackConnection;
  /** The vendors and warehouses the order queue filters by. */
  orderListChoices: AdminOrderListChoices;
  /** The payment movements of an order, oldest first. */
  orderPayments: Array<OrderPayment>;
  /** Everything that happened to an order, oldest first: placed, paid, shipments, deliveries, cancellation, refunds, returns, internal notes and staff actions. */
  orderTimeline: Array<AdminOrderEvent>;
  /** Every customer’s orders. search: part of the order number, e-mail, customer name or PO, or a part number (SKU or manufacturer part number, in any spelling search takes); placedFrom/placedTo: days (YYYY-MM-DD, UTC, both included); machineDown: expedited shipping only. */
  orders: AdminOrderConnection;
  product: Maybe<AdminProduct>;
  /** How a bulk change would come out: how many products change, a sample before → after, the products refused. Changes nothing. */
  productBulkPreview: AdminProductBulkResult;
  /** What saving this input would change, field by field (before → after), or the refused fields. Changes nothing. */
  productEditPreview: AdminProductEditResult;
  /** The brands, categories, vendors and warehouses the product list filters by. */
  productListChoices: AdminProductListChoices;
  /** Products (deleted ones apart), filtered, by name; `first` a page (at most 100), `page` from 1. */
  products: AdminProductConnection;
  /** The products a part number names in any spelling (SKU, manufacturer or interchange number), best first, 5 at most. */
  quoteParts: Array<QuotePartMatch>;
  /** A quote request by id. */
  quoteRequest: Maybe<QuoteRequest>;
  /** Customers’ quote requests and staff’s quotes, newest first, 50 a page at most; search is an e-mail, request number, PO or text. */
  quoteRequests: AdminQuoteRequestConnection;
  /** Any return request by id. */
  returnRequest: Maybe<ReturnRequest>;
  /** Every customer’s return requests, newest first, by status. */
  returns: ReturnRequestConnection;
  /** Every product review for moderation: pending ones first, newest first within each; `first` a page (at most 50), `page` from 1. */
  reviews: AdminReviewConnection;
  /** Every rig listing, hidden ones too, newest first; `first` a page (at most 50), `page` from 1. Staff with messages rights. */
  rigListings: AdminRigListingConnection;
  /** The store’s phone, hours, returns address and carrier origin (administrators only). */
  storeSettings: StoreSettings;
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesAuditLogArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  from: InputMaybe<Scalars['String']['input']>;
  person: InputMaybe<Scalars['String']['input']>;
  recordId: InputMaybe<Scalars['String']['input']>;
  recordType: InputMaybe<Scalars['String']['input']>;
  to: InputMaybe<Scalars['String']['input']>;
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesCatalogImportArgs = {
  id: Scalars['ID']['input'];
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesCatalogImportProgressArgs = {
  id: Scalars['ID']['input'];
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesCatalogImportsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesCustomerArgs = {
  id: Scalars['ID']['input'];
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesCustomersArgs = {
  first: InputMaybe<Scalars['Int']['input']>;
  guests: InputMaybe<Scalars['Boolean']['input']>;
  page: InputMaybe<Scalars['Int']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
  sort: InputMaybe<AdminCustomerSort>;
  staffOnly: InputMaybe<Scalars['Boolean']['input']>;
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesMessageArgs = {
  reference: Scalars['String']['input'];
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesMessagesArgs = {
  first: InputMaybe<Scalars['Int']['input']>;
  kind: InputMaybe<AdminMessageKind>;
  oldestFirst: InputMaybe<Scalars['Boolean']['input']>;
  page: InputMaybe<Scalars['Int']['input']>;
  status: InputMaybe<AdminMessageStatus>;
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesOrderArgs = {
  id: Scalars['ID']['input'];
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesOrderFeedbackArgs = {
  filter: InputMaybe<AdminFeedbackFilter>;
  first: InputMaybe<Scalars['Int']['input']>;
  page: InputMaybe<Scalars['Int']['input']>;
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesOrderPaymentsArgs = {
  orderId: Scalars['ID']['input'];
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesOrderTimelineArgs = {
  orderId: Scalars['ID']['input'];
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesOrdersArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  machineDown: InputMaybe<Scalars['Boolean']['input']>;
  placedFrom: InputMaybe<Scalars['String']['input']>;
  placedTo: InputMaybe<Scalars['String']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
  sort: InputMaybe<AdminOrderSort>;
  status: InputMaybe<AdminOrderFilter>;
  vendorId: InputMaybe<Scalars['ID']['input']>;
  warehouseId: InputMaybe<Scalars['ID']['input']>;
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesProductArgs = {
  id: Scalars['ID']['input'];
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesProductBulkPreviewArgs = {
  action: AdminProductBulkAction;
  selection: AdminProductSelection;
  value: Scalars['String']['input'];
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesProductEditPreviewArgs = {
  id: Scalars['ID']['input'];
  input: AdminProductInput;
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesProductsArgs = {
  filter: InputMaybe<AdminProductFilterInput>;
  first: InputMaybe<Scalars['Int']['input']>;
  page: InputMaybe<Scalars['Int']['input']>;
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesQuotePartsArgs = {
  partNumber: Scalars['String']['input'];
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesQuoteRequestArgs = {
  id: Scalars['ID']['input'];
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesQuoteRequestsArgs = {
  first: InputMaybe<Scalars['Int']['input']>;
  page: InputMaybe<Scalars['Int']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
  sort: InputMaybe<AdminQuoteSort>;
  status: InputMaybe<AdminQuoteFilter>;
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesReturnRequestArgs = {
  id: Scalars['ID']['input'];
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesReturnsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  status: InputMaybe<AdminReturnFilter>;
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesReviewsArgs = {
  filter: InputMaybe<AdminReviewFilter>;
  first: InputMaybe<Scalars['Int']['input']>;
  page: InputMaybe<Scalars['Int']['input']>;
};


/** Staff reads (administrators only; every field answers FORBIDDEN to anyone else). */
export type AdminQueriesRigListingsArgs = {
  first: InputMaybe<Scalars['Int']['input']>;
  page: InputMaybe<Scalars['Int']['input']>;
};

/** ALL, or one quote request status. */
export type AdminQuoteFilter =
  | 'ALL'
  | 'EXPIRED'
  | 'ORDERED'
  | 'REQUESTED'
  | 'SENT';

export type AdminQuoteRequestConnection = {
  nodes: Array<QuoteRequest>;
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** NEWEST or OLDEST request first, or EXPIRY: the soonest expiring quote first (requests without a quote last). */
export type AdminQuoteSort =
  | 'EXPIRY'
  | 'NEWEST'
  | 'OLDEST';

export type AdminReceiveLineInput = {
  damagedQuantity: Scalars['Int']['input'];
  receivedQuantity: Scalars['Int']['input'];
  returnItemId: Scalars['ID']['input'];
};

/** ALL, or one return status. */
export type AdminReturnFilter =
  | 'ALL'
  | 'APPROVED'
  | 'RECEIVED'
  | 'REFUNDED'
  | 'REJECTED'
  | 'REQUESTED';

export type AdminReviewConnection = {
  hasNextPage: Scalars['Boolean']['output'];
  nodes: Array<Review>;
  /** This page, counted from 1. */
  page: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** PENDING: waiting for approval; APPROVED: shown on the product page; ALL: both, pending first. */
export type AdminReviewFilter =
  | 'ALL'
  | 'APPROVED'
  | 'PENDING';

export type AdminRigListingConnection = {
  hasNextPage: Scalars['Boolean']['output'];
  /** How many of all the listings staff hid. */
  hiddenCount: Scalars['Int']['output'];
  nodes: Array<RigListing>;
  /** This page, counted from 1. */
  page: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type AdminShipLineInput = {
  orderItemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type AppliedDiscount = {
  couponCode: Scalars['String']['output'];
  /** USD, 2 decimals; only the first applied discount counts */
  discountAmount: Scalars['Float']['output'];
  /** ORDER_SUB_TOTAL, ORDER_TOTAL, MANUFACTURERS, CATEGORIES, SKUS or SHIPPING */
  discountType: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** One changed field: its value before and after, as JSON text (null when absent). */
export type AuditChange = {
  after: Maybe<Scalars['String']['output']>;
  before: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
};

export type AuditConnection = {
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  nodes: Array<AuditEntry>;
  totalCount: Scalars['Int']['output'];
};

export type AuditEntry = {
  action: Scalars['String']['output'];
  /** Who did it (the administrator, when acting as a customer). */
  actor: Maybe<AuditPerson>;
  at: Scalars['DateTime']['output'];
  changes: Array<AuditChange>;
  /** Everything else recorded, as JSON text. */
  detail: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The actor was acting as the subject. */
  impersonating: Scalars['Boolean']['output'];
  ip: Maybe<Scalars['String']['output']>;
  recordId: Maybe<Scalars['String']['output']>;
  recordType: Maybe<Scalars['String']['output']>;
  /** The customer concerned, or the one acted as. */
  subject: Maybe<AuditPerson>;
};

export type AuditPerson = {
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type BrowserLogMutations = {
  /** Counts one click of a tracked kind on the page `url` (sent with navigator.sendBeacon). Search crawlers are answered alike and not counted. */
  event: Scalars['Boolean']['output'];
  /** Records a page view (sent by the browser on each page view). */
  log: Scalars['Boolean']['output'];
};


export type BrowserLogMutationsEventArgs = {
  kind: TelemetryEventKind;
  sessionId: InputMaybe<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};


export type BrowserLogMutationsLogArgs = {
  browserHeight: Scalars['Int']['input'];
  browserWidth: Scalars['Int']['input'];
  sessionId: Scalars['String']['input'];
  timeFromLoad: Scalars['Int']['input'];
  url: Scalars['String']['input'];
};

/** What cancelling the order would do now. */
export type CancelPreview = {
  canCancel: Scalars['Boolean']['output'];
  order: Order;
  /** Why it cannot be cancelled; empty when it can */
  reason: Scalars['String']['output'];
  refundAmount: Scalars['Float']['output'];
  /** VOID: the charge is released; REFUND: paid back to the card */
  refundMethod: RefundMethod;
};

export type CartDestination = {
  city: Scalars['String']['output'];
  countryId: Maybe<Scalars['ID']['output']>;
  postalCode: Scalars['String']['output'];
  provinceId: Maybe<Scalars['ID']['output']>;
};

export type CartMutations = {
  add: ShoppingCart;
  /** Applies a coupon code. Unknown codes are limited per customer and per address (429 RATE_LIMITED with Retry-After). */
  addCoupon: ShoppingCart;
  changeQuantity: ShoppingCart;
  moveToCart: ShoppingCart;
  /** A registered customer orders the cart with a saved shipping address and payment method. */
  placeOrder: Order;
  /** Orders the cart with a nonce from the card fields or a wallet and typed addresses (guests too). */
  placeOrderExternalPayment: Order;
  remove: ShoppingCart;
  removeCoupon: ShoppingCart;
  saveForLater: ShoppingCart;
  setDestination: ShoppingCart;
  setLineReference: ShoppingCart;
  /** The purchase order number shown at checkout (50 characters at most); empty clears it. */
  setPoNumber: ShoppingCart;
  setSelectedShippingMethod: ShoppingCart;
};


export type CartMutationsAddArgs = {
  productId: Scalars['ID']['input'];
  qty: InputMaybe<Scalars['Int']['input']>;
  quoteGuid: InputMaybe<Scalars['String']['input']>;
  shoppingCartTypeId: InputMaybe<Scalars['Int']['input']>;
};


export type CartMutationsAddCouponArgs = {
  couponCode: InputMaybe<Scalars['String']['input']>;
  quoteGuid: InputMaybe<Scalars['String']['input']>;
};


export type CartMutationsChangeQuantityArgs = {
  qty: Scalars['Int']['input'];
  shoppingCartItemId: Scalars['ID']['input'];
  shoppingCartTypeId: InputMaybe<Scalars['Int']['input']>;
};


export type CartMutationsMoveToCartArgs = {
  shoppingCartItemId: Scalars['ID']['input'];
};


export type CartMutationsPlaceOrderArgs = {
  captchaResponse: InputMaybe<Scalars['String']['input']>;
  cart: InputMaybe<CheckoutCartInput>;
  deviceData: InputMaybe<Scalars['String']['input']>;
  email: InputMaybe<Scalars['String']['input']>;
  idempotencyKey: InputMaybe<Scalars['String']['input']>;
  paymentMethodId: Scalars['ID']['input'];
  shippingAddressId: Scalars['ID']['input'];
};


export type CartMutationsPlaceOrderExternalPaymentArgs = {
  billingAddress: InputMaybe<AddressInput>;
  captchaResponse: InputMaybe<Scalars['String']['input']>;
  cart: InputMaybe<CheckoutCartInput>;
  deviceData: InputMaybe<Scalars['String']['input']>;
  email: InputMaybe<Scalars['String']['input']>;
  idempotencyKey: InputMaybe<Scalars['String']['input']>;
  nonce: Scalars['String']['input'];
  paymentType: InputMaybe<PaymentMethodType>;
  shippingAddress: AddressInput;
};


export type CartMutationsRemoveArgs = {
  shoppingCartItemId: Scalars['ID']['input'];
  shoppingCartTypeId: InputMaybe<Scalars['Int']['input']>;
};


export type CartMutationsRemoveCouponArgs = {
  couponCode: InputMaybe<Scalars['String']['input']>;
  quoteGuid: InputMaybe<Scalars['String']['input']>;
};


export type CartMutationsSaveForLaterArgs = {
  shoppingCartItemId: Scalars['ID']['input'];
};


export type CartMutationsSetDestinationArgs = {
  countryId: InputMaybe<Scalars['ID']['input']>;
  postalCode: InputMaybe<Scalars['String']['input']>;
  quoteGuid: InputMaybe<Scalars['String']['input']>;
  stateProvinceId: InputMaybe<Scalars['ID']['input']>;
};


export type CartMutationsSetLineReferenceArgs = {
  quoteGuid: InputMaybe<Scalars['String']['input']>;
  reference: InputMaybe<Scalars['String']['input']>;
  shoppingCartItemId: Scalars['ID']['input'];
  shoppingCartTypeId: InputMaybe<Scalars['Int']['input']>;
};


export type CartMutationsSetPoNumberArgs = {
  poNumber: InputMaybe<Scalars['String']['input']>;
  quoteGuid: InputMaybe<Scalars['String']['input']>;
};


export type CartMutationsSetSelectedShippingMethodArgs = {
  backordered: InputMaybe<Scalars['Boolean']['input']>;
  countryId: InputMaybe<Scalars['ID']['input']>;
  postalCode: InputMaybe<Scalars['String']['input']>;
  provinceId: InputMaybe<Scalars['ID']['input']>;
  quoteGuid: InputMaybe<Scalars['String']['input']>;
  selectedShippingMethodId: InputMaybe<Scalars['ID']['input']>;
  shippingProfileId: InputMaybe<Scalars['ID']['input']>;
  shoppingCartItemId: InputMaybe<Scalars['ID']['input']>;
  vendorId: InputMaybe<Scalars['ID']['input']>;
  warehouseId: InputMaybe<Scalars['ID']['input']>;
};

export type CatalogExportChoice = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type CatalogExportChoices = {
  brands: Array<CatalogExportChoice>;
  vendors: Array<CatalogExportChoice>;
};

/** A checked price and stock file: its figures, a sample of its changes, its refused lines, and whether it was applied. */
export type CatalogImport = {
  appliedAt: Maybe<Scalars['DateTime']['output']>;
  appliedBy: Maybe<Scalars['String']['output']>;
  applyMs: Maybe<Scalars['Int']['output']>;
  checkMs: Scalars['Int']['output'];
  checkedAt: Scalars['DateTime']['output'];
  /** The e-mail of who uploaded it. */
  checkedBy: Maybe<Scalars['String']['output']>;
  columns: Array<Scalars['String']['output']>;
  counts: CatalogImportCounts;
  /** Why it was not applied (stale), or why the last try failed. */
  error: Maybe<Scalars['String']['output']>;
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Header cells the store does not know; their cells were not read. */
  ignoredColumns: Array<Scalars['String']['output']>;
  /** While it is being applied by this server: lines written of the total. */
  progress: Maybe<CatalogImportProgress>;
  /** Refused lines in file order after line `afterLine`; `first` at most 500. */
  refusedLines: Array<CatalogImportRefusal>;
  sample: Array<CatalogImportSample>;
  status: CatalogImportStatus;
};


/** A checked price and stock file: its figures, a sample of its changes, its refused lines, and whether it was applied. */
export type CatalogImportRefusedLinesArgs = {
  afterLine: InputMaybe<Scalars['Int']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
};

export type CatalogImportConnection = {
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  nodes: Array<CatalogImport>;
  totalCount: Scalars['Int']['output'];
};

/** What a file changes: its lines, how many change a product, are unchanged or refused, and the changes by kind. */
export type CatalogImportCounts = {
  /** Lines that change a product. */
  accepted: Scalars['Int']['output'];
  lines: Scalars['Int']['output'];
  oldPrice: Scalars['Int']['output'];
  orderMaximumQuantity: Scalars['Int']['output'];
  orderMinimumQuantity: Scalars['Int']['output'];
  price: Scalars['Int']['output'];
  refused: Scalars['Int']['output'];
  status: Scalars['Int']['output'];
  stock: Scalars['Int']['output'];
  /** Lines whose values the product has already. */
  unchanged: Scalars['Int']['output'];
};

export type CatalogImportFieldChange = {
  after: Maybe<Scalars['String']['output']>;
  before: Maybe<Scalars['String']['output']>;
  /** The file’s column (price, stock…). */
  field: Scalars['String']['output'];
};

/** Price and stock files (administrators only; an applied file is in the audit log). */
export type CatalogImportMutations = {
  /** Starts applying a checked file: every accepted line in one transaction. Answers at once; follow `catalogImportProgress`, then read the import (APPLIED, or STALE with its reason). */
  apply: CatalogImportProgress;
};


/** Price and stock files (administrators only; an applied file is in the audit log). */
export type CatalogImportMutationsApplyArgs = {
  id: Scalars['ID']['input'];
};

/** How far applying a file has got: lines written of the total. */
export type CatalogImportProgress = {
  done: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type CatalogImportRefusal = {
  /** The line number in the file (the header is line 1). */
  line: Scalars['Int']['output'];
  /** The part the line names, as written. */
  part: Scalars['String']['output'];
  reason: Scalars['String']['output'];
};

export type CatalogImportSample = {
  changes: Array<CatalogImportFieldChange>;
  line: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};

/** CHECKED: waiting for staff to apply it; APPLIED: its changes are in the catalogue; STALE: the catalogue changed since the check, nothing was applied. */
export type CatalogImportStatus =
  | 'APPLIED'
  | 'CHECKED'
  | 'FAILED'
  | 'STALE';

export type Category = {
  /** The ancestors from the top category down to this one (an error when the chain exceeds 20). */
  breadcrumb: Array<Category>;
  /** The direct sub-categories, in display order. */
  children: Array<Category>;
  description: Scalars['String']['output'];
  displayOrder: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  numberOfProducts: Scalars['Int']['output'];
  parentCategoryId: Maybe<Scalars['Int']['output']>;
  picture: CategoryPicture;
  seoName: Scalars['String']['output'];
  showOnHomePage: Scalars['Boolean']['output'];
};

export type CategoryPicture = {
  imageUrl: Scalars['String']['output'];
  thumbnailUrl: Scalars['String']['output'];
};

/** Which cart is ordered and what the customer saw of it. */
export type CheckoutCartInput = {
  /** The total shown to the customer (e.g. "123.45"); placement refuses when the server total differs. */
  expectedTotal?: InputMaybe<Scalars['String']['input']>;
  /** Purchase order number, up to 50 characters. */
  poNumber?: InputMaybe<Scalars['String']['input']>;
  /** Orders the cart of this quote instead of the ordinary cart. */
  quoteGuid?: InputMaybe<Scalars['String']['input']>;
};

export type ContactMessageInput = {
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** The order the message is about, if any. */
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  /** order, part, returns, shipping, payment, account or other. */
  topic: Scalars['String']['input'];
};

/** A help, company, career or documentation page, written in Markdown and rendered to HTML. */
export type ContentPage = {
  /** Further front-matter fields of the page as JSON (a position’s location, popular questions). */
  data: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** The page text as HTML (no scripts, no raw HTML from the file). */
  html: Scalars['String']['output'];
  /** The canonical path of the page on the store. */
  path: Scalars['String']['output'];
  /** help, company, careers or docs. */
  section: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** Table of contents; empty on short pages. */
  toc: Array<TocEntry>;
};

export type Country = {
  displayOrder: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  stateProvinces: Array<StateProvince>;
  twoLetterIsoCode: Scalars['String']['output'];
};

/** The caller of the request: a guest, a registered customer, or nobody. */
export type CurrentCustomer = {
  email: Maybe<Scalars['String']['output']>;
  id: Maybe<Scalars['ID']['output']>;
  /** The administrator acting as this customer. */
  impersonatorId: Maybe<Scalars['ID']['output']>;
  isAdmin: Scalars['Boolean']['output'];
  /** Signed in to a registered account (not a guest). */
  isAuthenticated: Scalars['Boolean']['output'];
  isGuest: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  roles: Array<Scalars['String']['output']>;
};

/** Administrators’ work on customers’ accounts; every change is audited. */
export type CustomerAdminMutations = {
  /** Locks sign-in: the customer’s sessions end at once and signing in is refused until unlocked. */
  lockSignIn: AdminCustomer;
  /** Mails the customer a password reset link (the link of “Forgot your password?”). */
  sendPasswordReset: AdminPasswordResetSent;
  /** Makes the person a customer, staff or an administrator; their sessions end so the role applies at their next sign-in. */
  setRole: AdminCustomer;
  unlockSignIn: AdminCustomer;
};


/** Administrators’ work on customers’ accounts; every change is audited. */
export type CustomerAdminMutationsLockSignInArgs = {
  id: Scalars['ID']['input'];
};


/** Administrators’ work on customers’ accounts; every change is audited. */
export type CustomerAdminMutationsSendPasswordResetArgs = {
  id: Scalars['ID']['input'];
};


/** Administrators’ work on customers’ accounts; every change is audited. */
export type CustomerAdminMutationsSetRoleArgs = {
  id: Scalars['ID']['input'];
  role: AdminCustomerRole;
};


/** Administrators’ work on customers’ accounts; every change is audited. */
export type CustomerAdminMutationsUnlockSignInArgs = {
  id: Scalars['ID']['input'];
};

export type CustomerDiagram = {
  createdOnUtc: Scalars['DateTime']['output'];
  diagram: Maybe<Diagram>;
  id: Scalars['ID']['output'];
  relationType: FavoriteFilter;
};

export type DefaultPaymentAndShipping = {
  paymentMethod: Maybe<PaymentMethod>;
  shippingAddress: Maybe<Address>;
};

export type Diagram = {
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  isFavorite: Scalars['Boolean']['output'];
  lineItems: Array<DiagramLineItem>;
  machineModel: Maybe<MachineModel>;
  machineModelId: Scalars['ID']['output'];
  machineSection: Maybe<MachineSection>;
  sectionId: Scalars['ID']['output'];
  /** Sections from the top of the tree down to this diagram’s section. */
  sectionPath: Array<MachineSection>;
  title: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type DiagramLineItem = {
  /** Callout centre in the drawing’s coordinates (see Diagram width/height) */
  calloutX: Scalars['Float']['output'];
  calloutY: Scalars['Float']['output'];
  comment: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  partDrawingIdentifier: Scalars['String']['output'];
  partNumber: Scalars['String']['output'];
  products: Array<Product>;
  quantity: Scalars['Int']['output'];
};

export type DiagramMutations = {
  /** Marks or unmarks a favourite diagram; answers the new state. */
  favoriteDiagram: Scalars['Boolean']['output'];
  /** Records that I viewed a diagram (recent diagrams). */
  logDiagram: Scalars['Boolean']['output'];
};


export type DiagramMutationsFavoriteDiagramArgs = {
  diagramId: Scalars['ID']['input'];
  favorite: Scalars['Boolean']['input'];
};


export type DiagramMutationsLogDiagramArgs = {
  diagramId: Scalars['ID']['input'];
};

/** An extended return registration: a draft until submitted, then the return request it became. */
export type ExtendedReturn = {
  comments: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** What would be refunded if the staff approve it (null until lines and a reason are chosen) */
  estimatedRefund: Maybe<Scalars['Float']['output']>;
  expiresOnUtc: Scalars['DateTime']['output'];
  /** The draft’s secret id; keep it private */
  id: Scalars['ID']['output'];
  lines: Array<ExtendedReturnLine>;
  maxPhotos: Scalars['Int']['output'];
  orderNumber: Scalars['String']['output'];
  orderPlacedOnUtc: Scalars['DateTime']['output'];
  /** Where the order and its returns can be followed without signing in, once submitted */
  orderStatusUrl: Maybe<Scalars['String']['output']>;
  outsideReturnWindow: Scalars['Boolean']['output'];
  photos: Array<ReturnPhoto>;
  reason: Maybe<ReturnReason>;
  reasonLabel: Maybe<Scalars['String']['output']>;
  reasonText: Scalars['String']['output'];
  /** Why nothing of the order can go back any more; empty when something can */
  refusal: Scalars['String']['output'];
  returnWindowEndsUtc: Maybe<Scalars['DateTime']['output']>;
  submittedReturn: Maybe<ReturnRequest>;
};

export type ExtendedReturnLine = {
  orderItemId: Scalars['ID']['output'];
  ordered: Scalars['Int']['output'];
  productId: Scalars['ID']['output'];
  productName: Scalars['String']['output'];
  /** Units chosen to go back */
  quantity: Scalars['Int']['output'];
  /** Units that may still go back: delivered and not in a return */
  returnable: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  unitPriceInclTax: Scalars['Float']['output'];
};

export type ExtendedReturnLineInput = {
  orderItemId: Scalars['ID']['input'];
  /** 0 leaves the line out */
  quantity: Scalars['Int']['input'];
};

export type ExtendedReturnMutations = {
  /** A photo as base64 with its MIME type: JPEG, PNG, WebP or HEIC, 10 MB at most; 5 per request. */
  addPhoto: ExtendedReturn;
  removePhoto: ExtendedReturn;
  /** How many of each line go back; at least one unit, at most what was delivered and is not in a return. */
  setLines: ExtendedReturn;
  /** The reason (words needed with OTHER) and optional comments. */
  setReason: ExtendedReturn;
  /** Finds an order by its number and the e-mail it was placed with and opens a registration (or keeps `draftId` when it is for the same order). Rate limited per address; a wrong number and a wrong e-mail get the same NOT_FOUND. */
  start: ExtendedReturn;
  /** Submits the registration as a return request (status REQUESTED) for the staff to review. Repeating it answers with the same request. */
  submit: ExtendedReturn;
};


export type ExtendedReturnMutationsAddPhotoArgs = {
  base64PictureData: Scalars['String']['input'];
  fileName: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  mimeType: Scalars['String']['input'];
};


export type ExtendedReturnMutationsRemovePhotoArgs = {
  id: Scalars['ID']['input'];
  photoId: Scalars['ID']['input'];
};


export type ExtendedReturnMutationsSetLinesArgs = {
  id: Scalars['ID']['input'];
  items: Array<ExtendedReturnLineInput>;
};


export type ExtendedReturnMutationsSetReasonArgs = {
  comments: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  reason: ReturnReason;
  reasonText: InputMaybe<Scalars['String']['input']>;
};


export type ExtendedReturnMutationsStartArgs = {
  draftId: InputMaybe<Scalars['ID']['input']>;
  email: Scalars['String']['input'];
  orderNumber: Scalars['String']['input'];
};


export type ExtendedReturnMutationsSubmitArgs = {
  id: Scalars['ID']['input'];
};

export type FavoriteFilter =
  | 'FAVORITED'
  | 'RECENT'
  | 'UNFAVORITED';

/** Staff answers to customers’ order feedback (every change is audited). */
export type FeedbackAdminMutations = {
  /** The store’s answer: shown with the customer’s feedback on their account and mailed to them; an empty text removes it. */
  reply: AdminOrderFeedback;
};


/** Staff answers to customers’ order feedback (every change is audited). */
export type FeedbackAdminMutationsReplyArgs = {
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type FeedbackInput = {
  arrivedOnTime?: InputMaybe<Scalars['Boolean']['input']>;
  asDescribed?: InputMaybe<Scalars['Boolean']['input']>;
  orderId: Scalars['ID']['input'];
  promptService?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1 to 5 stars */
  rating: Scalars['Int']['input'];
  suggestion?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  wellPackaged?: InputMaybe<Scalars['Boolean']['input']>;
};

/** An input field that was refused, with the text to show next to it. */
export type FieldError = {
  /** The input field’s name, e.g. "email". */
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type FitAnswer = {
  garageId: Scalars['ID']['output'];
  kind: FitKind;
  /** The machine model's name, e.g. John Deere 4020 */
  machine: Scalars['String']['output'];
  machineModelId: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

/** FITS: the part fits the machine. FITS_IF: it fits on a condition the machine does not record (engine, attachment, serial number). DOES_NOT_FIT: it does not. */
export type FitKind =
  | 'DOES_NOT_FIT'
  | 'FITS'
  | 'FITS_IF';

/** Whether a part fits one of the customer's machines, and why not or on what condition. */
export type FitMark = {
  kind: FitKind;
  /** The machine model's name, e.g. John Deere 4020 ("Fits your John Deere 4020") */
  machine: Scalars['String']['output'];
  /** Empty for FITS; the condition for FITS_IF ("Fits with the JD 362 Gas engine — check yours"); the reason for DOES_NOT_FIT ("Needs serial 123000 or later"). */
  text: Scalars['String']['output'];
};

/** Spam checks instead of a captcha: when the form was shown, and a field people leave empty. */
export type FormGuardInput = {
  /** When the form was shown, in milliseconds since 1970 (forms sent within seconds are refused). */
  startedAt: Scalars['Float']['input'];
  /** The form’s hidden field; must be empty or absent. */
  trap?: InputMaybe<Scalars['String']['input']>;
};

/** A form’s answer: the reference it is stored under, or the fields to correct (nothing is stored then). */
export type FormSubmitResult = {
  fieldErrors: Array<FieldError>;
  /** E.g. CM-7K3D9Q2F; null when fieldErrors is not empty. */
  reference: Maybe<Scalars['String']['output']>;
};

export type Garage = {
  items: Array<GarageItem>;
  selected: Maybe<GarageItem>;
  selectedGarageItemId: Maybe<Scalars['ID']['output']>;
};

export type GarageItem = {
  /** Attachment id, empty when none */
  attachment: Scalars['String']['output'];
  createdOnUtc: Scalars['DateTime']['output'];
  /** Engine id, empty when none */
  engine: Scalars['String']['output'];
  hours: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** The sale listing of this machine, when it is for sale. */
  listing: Maybe<RigListing>;
  machineAttachment: Maybe<GarageMachineOption>;
  machineEngine: Maybe<GarageMachineOption>;
  machineModel: MachineModel;
  machineStatus: RigStatus;
  name: Scalars['String']['output'];
  notes: Scalars['String']['output'];
  /** Parts bought for this machine, newest first. */
  orderItems: Array<GarageOrderItem>;
  /** Parts the owner has ordered that fit this machine, latest first (at most 50). */
  orderedParts: Array<GarageOrderedPart>;
  picture: Maybe<GaragePicture>;
  serialNumber: Scalars['String']['output'];
  sortOrder: Scalars['Int']['output'];
  stockNumber: Scalars['String']['output'];
  year: Maybe<Scalars['Int']['output']>;
};

export type GarageItemInput = {
  /** Attachment id; empty for none */
  attachment?: InputMaybe<Scalars['String']['input']>;
  /** Engine id; empty for none */
  engine?: InputMaybe<Scalars['String']['input']>;
  hours?: InputMaybe<Scalars['Int']['input']>;
  machineModelId?: InputMaybe<Scalars['ID']['input']>;
  machineStatus?: InputMaybe<RigStatus>;
  name?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  serialNumber?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  stockNumber?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

export type GarageMachineOption = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type GarageMutations = {
  add: GarageItem;
  clearPicture: GarageItem;
  delete: Scalars['Boolean']['output'];
  edit: GarageItem;
  /** Whether the product fits the machine (the selected one without garageId) in three answers: fits, fits on a condition the machine does not record, or does not fit with the reason. */
  fitmentAnswer: FitAnswer;
  /** Whether the product fits the machine (the selected one without garageId). */
  fitmentCheck: Scalars['Boolean']['output'];
  /** Lists the machine on the rigs listings (or updates its listing). Registered customers only; a guest is refused (UNAUTHENTICATED). */
  sell: RigListing;
  /** A picture from a URL (approved hosts only) or base64 data with its MIME type: JPEG, PNG, WebP or HEIC, 10 MB at most. */
  setPicture: GarageItem;
  /** Selects a machine; an empty id clears the selection. */
  setSelected: Maybe<GarageItem>;
  unlist: Scalars['Boolean']['output'];
};


export type GarageMutationsAddArgs = {
  garageItem: GarageItemInput;
  setSelected: InputMaybe<Scalars['Boolean']['input']>;
};


export type GarageMutationsClearPictureArgs = {
  garageId: Scalars['ID']['input'];
};


export type GarageMutationsDeleteArgs = {
  garageId: Scalars['ID']['input'];
};


export type GarageMutationsEditArgs = {
  garageId: Scalars['ID']['input'];
  garageItem: GarageItemInput;
};


export type GarageMutationsFitmentAnswerArgs = {
  garageId: InputMaybe<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
};


export type GarageMutationsFitmentCheckArgs = {
  garageId: InputMaybe<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
};


export type GarageMutationsSellArgs = {
  garageId: Scalars['ID']['input'];
  listing: RigListingInput;
};


export type GarageMutationsSetPictureArgs = {
  base64PictureData: InputMaybe<Scalars['String']['input']>;
  garageId: Scalars['ID']['input'];
  mimeType: InputMaybe<Scalars['String']['input']>;
  url: InputMaybe<Scalars['String']['input']>;
};


export type GarageMutationsSetSelectedArgs = {
  garageId: InputMaybe<Scalars['ID']['input']>;
  id: InputMaybe<Scalars['ID']['input']>;
};


export type GarageMutationsUnlistArgs = {
  garageId: Scalars['ID']['input'];
};

/** A part bought for a fleet machine (spec 2 §3 garage machine orderItems). */
export type GarageOrderItem = {
  id: Scalars['ID']['output'];
  order: GarageOrderRef;
  orderItemGuid: Scalars['String']['output'];
  product: Maybe<Product>;
  quantity: Scalars['Int']['output'];
  reference: Scalars['String']['output'];
  unitPriceExclTax: Scalars['Float']['output'];
};

export type GarageOrderRef = {
  clubOrderGuid: Scalars['String']['output'];
  createdOnUtc: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
};

/** A part the owner has ordered that fits the machine. */
export type GarageOrderedPart = {
  /** The latest order with this part */
  clubOrderGuid: Scalars['String']['output'];
  lastOrderedOnUtc: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  /** Units ordered in all orders */
  quantity: Scalars['Int']['output'];
  seoName: Scalars['String']['output'];
  sku: Scalars['String']['output'];
};

export type GaragePicture = {
  /** 1600 px */
  fullSizeImageUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** 500 px */
  imageUrl: Scalars['String']['output'];
  mimeType: Scalars['String']['output'];
  seoFilename: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  /** 100 px */
  thumbnailUrl: Scalars['String']['output'];
};

export type HelpSearchHit = {
  /** Heading anchor of the matching section; empty for the top of the page. */
  anchor: Scalars['String']['output'];
  excerpt: Scalars['String']['output'];
  heading: Scalars['String']['output'];
  pageTitle: Scalars['String']['output'];
  path: Scalars['String']['output'];
};

export type HelpfulVote =
  | 'NO'
  | 'YES';

export type Info = {
  /** Phone, hours, return window, shipping cut-off, free-shipping threshold. */
  facts: StoreFacts;
  version: Scalars['String']['output'];
  zipCodeTemplate: Scalars['String']['output'];
};

export type Invoice = {
  invoiceNumber: Scalars['String']['output'];
  issuedOnUtc: Scalars['DateTime']['output'];
  seller: StoreParty;
};

export type LeaveFeedbackMutations = {
  /** Feedback on one of the customer’s orders; once per order. */
  add: OrderFeedback;
};


export type LeaveFeedbackMutationsAddArgs = {
  feedback: FeedbackInput;
};

export type LoginAndSecurityMutations = {
  /** The public name on reviews and feedback: unique, no e-mail address, no profanity. */
  changeFeedbackName: Account;
  changeName: Account;
  /** Any common way of writing a phone number; stored in E.164. */
  changeNumber: Account;
};


export type LoginAndSecurityMutationsChangeFeedbackNameArgs = {
  feedbackName: Scalars['String']['input'];
};


export type LoginAndSecurityMutationsChangeNameArgs = {
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
};


export type LoginAndSecurityMutationsChangeNumberArgs = {
  phoneNumber: Scalars['String']['input'];
};

export type MachineManufacturer = {
  displayOrder: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  modelCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  seoName: Scalars['String']['output'];
};

export type MachineModel = {
  attachments: Array<MachineOption>;
  baseName: Scalars['String']['output'];
  description: Scalars['String']['output'];
  diagramCount: Scalars['Int']['output'];
  engines: Array<MachineOption>;
  horsepower: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  machineTypeId: Scalars['ID']['output'];
  manufacturer: Scalars['String']['output'];
  manufacturerId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  picture: MachineModelPicture;
  /** Parts that fit this model, best sellers first. */
  products: MachineModelProducts;
  seoName: Scalars['String']['output'];
  type: Scalars['String']['output'];
  yearFrom: Maybe<Scalars['Int']['output']>;
  yearTo: Maybe<Scalars['Int']['output']>;
};


export type MachineModelProductsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
};

export type MachineModelFitment = {
  attachment: Maybe<Scalars['String']['output']>;
  baseName: Scalars['String']['output'];
  engine: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  manufacturer: Scalars['String']['output'];
  manufacturerId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  serialFrom: Maybe<Scalars['String']['output']>;
  serialTo: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

export type MachineModelPicture = {
  imageUrl: Scalars['String']['output'];
};

export type MachineModelProducts = {
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  nodes: Array<Product>;
  totalCount: Scalars['Int']['output'];
};

/** An engine or attachment option of a machine model. */
export type MachineOption = {
  id: Scalars['ID']['output'];
  machineModelId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type MachineSection = {
  diagramCount: Scalars['Int']['output'];
  displayOrder: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  machineModelId: Scalars['ID']['output'];
  parentSectionId: Maybe<Scalars['ID']['output']>;
  seoName: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type MachineType = {
  displayOrder: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  seoName: Scalars['String']['output'];
};

/** What the store e-mails a customer about. Receipts and account security mail are always sent. */
export type MailPreferences = {
  /** A part asked about with "Notify me" is back in stock. */
  backInStock: Scalars['Boolean']['output'];
  /** Offers and news. */
  marketing: Scalars['Boolean']['output'];
  /** Changes to an order: cancelled, returned, refunded. */
  orderUpdates: Scalars['Boolean']['output'];
  /** Shipped, out for delivery, delivered. */
  shippingUpdates: Scalars['Boolean']['output'];
};

export type Manufacturer = {
  displayOrder: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  makesMachines: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  seoName: Scalars['String']['output'];
};

/** Answering contact messages and vendor applications (staff with the messages permission; every change is audited). */
export type MessageAdminMutations = {
  /** Closes the message: nothing more to do. It can be reopened. */
  close: AdminMessage;
  /** Opens a closed message again (answered when it has replies, else new). */
  reopen: AdminMessage;
  /** Mails the reply to the sender, keeps it in the thread with who sent it, and marks the message answered. */
  reply: AdminMessage;
};


/** Answering contact messages and vendor applications (staff with the messages permission; every change is audited). */
export type MessageAdminMutationsCloseArgs = {
  reference: Scalars['String']['input'];
};


/** Answering contact messages and vendor applications (staff with the messages permission; every change is audited). */
export type MessageAdminMutationsReopenArgs = {
  reference: Scalars['String']['input'];
};


/** Answering contact messages and vendor applications (staff with the messages permission; every change is audited). */
export type MessageAdminMutationsReplyArgs = {
  reference: Scalars['String']['input'];
  text: Scalars['String']['input'];
};

export type Mutation = {
  v1: V1Mutation;
};

export type MyReviewConnection = {
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  nodes: Array<Review>;
  totalCount: Scalars['Int']['output'];
};

export type NotificationMutations = {
  /** Turns kinds of e-mail on or off; arguments left out keep their value. */
  setPreferences: MailPreferences;
};


export type NotificationMutationsSetPreferencesArgs = {
  backInStock: InputMaybe<Scalars['Boolean']['input']>;
  marketing: InputMaybe<Scalars['Boolean']['input']>;
  orderUpdates: InputMaybe<Scalars['Boolean']['input']>;
  shippingUpdates: InputMaybe<Scalars['Boolean']['input']>;
};

export type Order = {
  billingAddress: Address;
  /** Nothing has shipped yet. */
  canCancelOrder: Scalars['Boolean']['output'];
  /** No feedback yet on this order, and it is under way. */
  canLeaveFeedback: Scalars['Boolean']['output'];
  /** A guest may create an account with upgradeguestfororder. */
  canRegister: Scalars['Boolean']['output'];
  /** Delivered, within the return window, and something left to return. */
  canRequestReturn: Scalars['Boolean']['output'];
  cancelledOnUtc: Maybe<Scalars['DateTime']['output']>;
  cardName: Scalars['String']['output'];
  cardType: Scalars['String']['output'];
  clubOrderGuid: Scalars['String']['output'];
  completedOnUtc: Maybe<Scalars['DateTime']['output']>;
  createdOnUtc: Scalars['DateTime']['output'];
  customOrderNumber: Scalars['String']['output'];
  customerId: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  estArrivalDate: Maybe<Scalars['DateTime']['output']>;
  feedback: Maybe<OrderFeedback>;
  id: Scalars['ID']['output'];
  /** What a printed invoice shows besides the order itself. */
  invoice: Invoice;
  isGuestOrder: Scalars['Boolean']['output'];
  items: Array<OrderItem>;
  /** Per line: ordered, shipped, delivered, in returns, and still returnable now. */
  lineQuantities: Array<OrderLineQuantities>;
  maskedCreditCardNumber: Scalars['String']['output'];
  orderGuid: Scalars['String']['output'];
  /** Same as items (spec 1 name). */
  orderItems: Array<OrderItem>;
  orderShippingDiscount: Scalars['Float']['output'];
  orderShippingExclTax: Scalars['Float']['output'];
  orderShippingInclTax: Scalars['Float']['output'];
  orderStatus: OrderStatus;
  orderSubTotalDiscountExclTax: Scalars['Float']['output'];
  orderSubTotalDiscountInclTax: Scalars['Float']['output'];
  orderSubtotalExclTax: Scalars['Float']['output'];
  orderSubtotalInclTax: Scalars['Float']['output'];
  orderTax: Scalars['Float']['output'];
  orderTotal: Scalars['Float']['output'];
  paymentStatus: PaymentStatus;
  paymentType: PaymentMethodType;
  purchaseOrder: Scalars['String']['output'];
  /** Given back so far (cancellation, returns). */
  refundedAmount: Scalars['Float']['output'];
  returnRequests: Array<ReturnRequest>;
  returnWindowEndsUtc: Maybe<Scalars['DateTime']['output']>;
  shipments: Array<Shipment>;
  shippingAddress: Address;
  /** The shipping methods chosen, by name */
  shippingMethod: Scalars['String']['output'];
  shippingMethods: Array<OrderShippingMethod>;
  shippingStatus: ShippingStatus;
  usedDiscounts: Array<OrderUsedDiscount>;
};

/** Staff work on orders (every change is audited). */
export type OrderAdminMutations = {
  /** Adds an internal note to the order: staff only, never shown to the customer; it appears in the order’s timeline. */
  addNote: Scalars['Boolean']['output'];
  /** Cancels an order nothing of which has shipped, with a reason: what was captured is refunded, an authorisation not captured is voided, the stock goes back and the customer is mailed. */
  cancel: Order;
  /** Marks one shipment (or every shipment not yet delivered) of the order delivered now; the order completes once all is delivered. The customer is mailed. */
  markDelivered: Order;
  /** Refunds part of what was captured (amount in dollars, such as "25.00") with a reason, never more than captured less refunded already. The customer is mailed. */
  refund: Order;
  /** Ships the given lines and quantities (default: everything not shipped yet), one consignment per shipping group, never more than ordered minus shipped. carrier (UPS, FEDEX, USPS, FREIGHT) and trackingNumber: what staff typed from their own label (one consignment); without a tracking number the carrier assigns one. The customer is mailed the tracking link. */
  ship: Array<Shipment>;
};


/** Staff work on orders (every change is audited). */
export type OrderAdminMutationsAddNoteArgs = {
  orderId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


/** Staff work on orders (every change is audited). */
export type OrderAdminMutationsCancelArgs = {
  orderId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/** Staff work on orders (every change is audited). */
export type OrderAdminMutationsMarkDeliveredArgs = {
  orderId: Scalars['ID']['input'];
  shipmentId: InputMaybe<Scalars['ID']['input']>;
};


/** Staff work on orders (every change is audited). */
export type OrderAdminMutationsRefundArgs = {
  amount: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/** Staff work on orders (every change is audited). */
export type OrderAdminMutationsShipArgs = {
  carrier: InputMaybe<Scalars['String']['input']>;
  lines: InputMaybe<Array<AdminShipLineInput>>;
  orderId: Scalars['ID']['input'];
  trackingNumber: InputMaybe<Scalars['String']['input']>;
};

export type OrderConnection = {
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  nodes: Array<Order>;
  totalCount: Scalars['Int']['output'];
};

export type OrderFeedback = {
  arrivedOnTime: Maybe<Scalars['Boolean']['output']>;
  asDescribed: Maybe<Scalars['Boolean']['output']>;
  createdOnUtc: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  orderId: Scalars['ID']['output'];
  promptService: Maybe<Scalars['Boolean']['output']>;
  rating: Scalars['Int']['output'];
  repliedOnUtc: Maybe<Scalars['DateTime']['output']>;
  /** The store’s answer (empty until staff reply). */
  replyText: Scalars['String']['output'];
  suggestion: Scalars['String']['output'];
  text: Scalars['String']['output'];
  wellPackaged: Maybe<Scalars['Boolean']['output']>;
};

export type OrderItem = {
  backorderedWhenOrdered: Scalars['Boolean']['output'];
  /** The fleet machine the part was bought for. */
  garageItemId: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  orderItemGuid: Scalars['String']['output'];
  priceExclTax: Scalars['Float']['output'];
  priceInclTax: Scalars['Float']['output'];
  product: Maybe<Product>;
  productId: Scalars['ID']['output'];
  /** The name when ordered */
  productName: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  reference: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  unitPriceExclTax: Scalars['Float']['output'];
  unitPriceInclTax: Scalars['Float']['output'];
};

export type OrderLineQuantities = {
  delivered: Scalars['Int']['output'];
  orderItemId: Scalars['ID']['output'];
  ordered: Scalars['Int']['output'];
  returnable: Scalars['Int']['output'];
  returned: Scalars['Int']['output'];
  shipped: Scalars['Int']['output'];
};

export type OrderListPeriod =
  | 'ANY'
  | 'LAST_30_DAYS'
  | 'PAST_3_MONTHS'
  | 'YEAR';

export type OrderListStatus =
  | 'ALL'
  | 'CANCELLED'
  | 'OPEN'
  | 'RETURNS';

/** An order changed (placed, shipped, delivered, refunded, cancelled, a return step): read the order again for the details. */
export type OrderLiveEvent = {
  at: Scalars['DateTime']['output'];
  customOrderNumber: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  /** PENDING, PROCESSING, COMPLETE or CANCELLED. */
  orderStatus: Scalars['String']['output'];
  paymentStatus: Scalars['String']['output'];
  /** True for the event of a new order. */
  placed: Scalars['Boolean']['output'];
  shippingStatus: Scalars['String']['output'];
};

export type OrderMutations = {
  /** Cancels an order nothing of which has shipped: payment voided or refunded, stock back. Repeating it is harmless. */
  cancelOrder: Order;
  /** Requests a return of delivered parts: the given lines, or everything still returnable. */
  submitReturnRequest: ReturnRequest;
};


export type OrderMutationsCancelOrderArgs = {
  id: Scalars['ID']['input'];
};


export type OrderMutationsSubmitReturnRequestArgs = {
  comments: InputMaybe<Scalars['String']['input']>;
  items: InputMaybe<Array<ReturnLineInput>>;
  orderId: Scalars['ID']['input'];
  reason: ReturnReason;
  reasonText: InputMaybe<Scalars['String']['input']>;
};

/** A movement of the order's money at the payment gateway. */
export type OrderPayment = {
  amount: Scalars['Float']['output'];
  createdOnUtc: Scalars['DateTime']['output'];
  gateway: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** authorize, capture, void or refund */
  kind: Scalars['String']['output'];
  /** Why staff refunded (a partial refund); empty otherwise. */
  reason: Scalars['String']['output'];
  transactionId: Scalars['String']['output'];
};

export type OrderShippingMethod = {
  eta: Scalars['String']['output'];
  groupKey: Scalars['String']['output'];
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Float']['output'];
};

export type OrderStatus =
  | 'CANCELLED'
  | 'COMPLETE'
  | 'PENDING'
  | 'PROCESSING';

export type OrderUsedDiscount = {
  couponCode: Scalars['String']['output'];
  discountAmount: Scalars['Float']['output'];
  discountType: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type PackingSlipLine = {
  productName: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};

export type PartInterchange = {
  brand: Scalars['String']['output'];
  /** interchange (replaces another maker’s number) or superseded (an older number) */
  kind: Scalars['String']['output'];
  partNumber: Scalars['String']['output'];
};

export type PaymentMethod = {
  accountNameOrEmail: Scalars['String']['output'];
  /** Billing address */
  address: Address;
  cardholderName: Scalars['String']['output'];
  createdOnUtc: Scalars['DateTime']['output'];
  /** MM/YYYY */
  creditCardExp: Scalars['String']['output'];
  creditCardLast4: Scalars['String']['output'];
  creditCardType: Scalars['String']['output'];
  displayOrder: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isDefault: Scalars['Boolean']['output'];
  /** The card expiry month has passed. */
  isExpired: Scalars['Boolean']['output'];
  paymentType: PaymentMethodType;
  validShippingAddresses: Array<ValidShippingAddress>;
};

export type PaymentMethodMutations = {
  /** Saves a card or wallet from a nonce of the payment fields. */
  add: PaymentMethod;
  delete: Scalars['Boolean']['output'];
  /** Changes the billing address; with a nonce, replaces the card too. */
  edit: PaymentMethod;
  setDefault: PaymentMethod;
};


export type PaymentMethodMutationsAddArgs = {
  address: AddressInput;
  captchaResponse: InputMaybe<Scalars['String']['input']>;
  deviceData: InputMaybe<Scalars['String']['input']>;
  nonce: Scalars['String']['input'];
  paymentType: InputMaybe<PaymentMethodType>;
};


export type PaymentMethodMutationsDeleteArgs = {
  id: Scalars['ID']['input'];
};


export type PaymentMethodMutationsEditArgs = {
  address: AddressInput;
  captchaResponse: InputMaybe<Scalars['String']['input']>;
  deviceData: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  nonce: InputMaybe<Scalars['String']['input']>;
};


export type PaymentMethodMutationsSetDefaultArgs = {
  id: Scalars['ID']['input'];
};

export type PaymentMethodType =
  | 'APPLE_PAY'
  | 'CREDIT_CARD'
  | 'GOOGLE_PAY'
  | 'PAY_PAL';

/** What the browser needs to build the payment fields (spec 2 §3 Payment setup). */
export type PaymentSetup = {
  clientToken: Scalars['String']['output'];
  environment: Scalars['String']['output'];
  /** The sandbox card-fields frame; null with braintree. */
  fieldsUrl: Maybe<Scalars['String']['output']>;
  /** sandbox or braintree */
  gateway: Scalars['String']['output'];
};

export type PaymentStatus =
  | 'AUTHORIZED'
  | 'PAID'
  | 'PARTIALLY_REFUNDED'
  | 'PENDING'
  | 'REFUNDED'
  | 'VOIDED';

export type PriceAndAvailability = {
  allowedQuantities: Array<Scalars['Int']['output']>;
  backorderAvailabilityRange: Scalars['String']['output'];
  buildToOrderRange: Scalars['String']['output'];
  canNotify: Scalars['Boolean']['output'];
  oldPrice: Maybe<Scalars['Float']['output']>;
  orderMaximumQuantity: Scalars['Int']['output'];
  orderMinimumQuantity: Scalars['Int']['output'];
  preorderAvailabilityStartDateTime: Maybe<Scalars['DateTime']['output']>;
  price: Maybe<Scalars['Float']['output']>;
  /** Availability status (spec 2 §3) */
  status: Scalars['String']['output'];
  stock: Scalars['Int']['output'];
};

export type Product = {
  additionalShippingCharge: Scalars['Float']['output'];
  allowCustomerReviews: Scalars['Boolean']['output'];
  alsoPurchasedProducts: Array<Product>;
  /** Parts anyone can buy now that supersede this one or interchange with it by a part number (at most 8, newer numbers first). */
  alternatives: Array<ProductAlternative>;
  approvedRatingSum: Scalars['Int']['output'];
  approvedTotalReviews: Scalars['Int']['output'];
  categories: Array<Category>;
  createdOnUtc: Scalars['DateTime']['output'];
  fullDescription: Scalars['String']['output'];
  gtin: Scalars['String']['output'];
  height: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  isFreeShipping: Scalars['Boolean']['output'];
  isTaxExempt: Scalars['Boolean']['output'];
  length: Scalars['Float']['output'];
  machineModelFitment: Array<MachineModelFitment>;
  manufacturerPartNumber: Scalars['String']['output'];
  manufacturers: Array<ProductManufacturer>;
  metaDescription: Scalars['String']['output'];
  metaKeywords: Scalars['String']['output'];
  metaTitle: Scalars['String']['output'];
  name: Scalars['String']['output'];
  partInterchange: Array<PartInterchange>;
  pictures: Array<ProductPicture>;
  priceAndAvailability: PriceAndAvailability;
  relatedProducts: Array<Product>;
  reviews: ReviewConnection;
  seoName: Scalars['String']['output'];
  shipSeparately: Scalars['Boolean']['output'];
  /** Shipping options for this part to a destination (spec 2 §7): the country by two-letter code (US when absent) or id, the state or province by abbreviation or id (found from the postal code when absent), and the postal code. Empty where the store does not ship. */
  shippingOptions: Array<ProductShippingOption>;
  shortDescription: Scalars['String']['output'];
  showOnHomePage: Scalars['Boolean']['output'];
  sku: Scalars['String']['output'];
  specificationAttributes: Array<SpecificationAttribute>;
  vendor: Maybe<Vendor>;
  warehouse: Maybe<Warehouse>;
  weight: Scalars['Float']['output'];
  width: Scalars['Float']['output'];
  youtubeEmbedCode: Maybe<Scalars['String']['output']>;
};


export type ProductReviewsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
};


export type ProductShippingOptionsArgs = {
  countryCode: InputMaybe<Scalars['String']['input']>;
  countryId: InputMaybe<Scalars['ID']['input']>;
  quantity: InputMaybe<Scalars['Int']['input']>;
  stateProvince: InputMaybe<Scalars['String']['input']>;
  stateProvinceId: InputMaybe<Scalars['ID']['input']>;
  zipPostalCode: Scalars['String']['input'];
};

/** Product editing and bulk edit (administrators only; every change is audited and reaches search at once). */
export type ProductAdminMutations = {
  /** Applies a bulk change in one transaction: refused products are left as they are, each changed one gets an audit entry. */
  bulkApply: AdminProductBulkResult;
  /** Saves the product in one transaction; refused (CONFLICT) when `version` is given and the product changed since. */
  update: AdminProductEditResult;
};


/** Product editing and bulk edit (administrators only; every change is audited and reaches search at once). */
export type ProductAdminMutationsBulkApplyArgs = {
  action: AdminProductBulkAction;
  selection: AdminProductSelection;
  value: Scalars['String']['input'];
};


/** Product editing and bulk edit (administrators only; every change is audited and reaches search at once). */
export type ProductAdminMutationsUpdateArgs = {
  id: Scalars['ID']['input'];
  input: AdminProductInput;
  version: InputMaybe<Scalars['String']['input']>;
};

export type ProductAlternative = {
  /** The part number the two parts share */
  partNumber: Scalars['String']['output'];
  product: Maybe<Product>;
  relation: ProductAlternativeRelation;
};

export type ProductAlternativeRelation =
  /** Interchangeable: sold under, or replacing, one of this part’s numbers */
  | 'INTERCHANGE'
  /** The newer number of this part */
  | 'SUPERSEDES';

/** A product's price, availability or stock changed, or it left the catalogue. */
export type ProductLiveEvent = {
  at: Scalars['DateTime']['output'];
  /** False once the product is hidden or deleted. */
  available: Scalars['Boolean']['output'];
  /** USD; null when the price is on request. */
  price: Maybe<Scalars['Float']['output']>;
  productId: Scalars['ID']['output'];
  /** Units in stock. */
  quantity: Scalars['Int']['output'];
  /** Availability (IN_STOCK, LOW_STOCK, OUT_OF_STOCK…); UNAVAILABLE once it left the catalogue. */
  status: Scalars['String']['output'];
};

export type ProductManufacturer = {
  displayOrder: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  seoName: Scalars['String']['output'];
};

export type ProductPicture = {
  altAttribute: Scalars['String']['output'];
  /** 1600 px */
  fullSizeImageUrl: Scalars['String']['output'];
  /** 500 px */
  imageUrl: Scalars['String']['output'];
  /** 100 px */
  thumbnailUrl: Scalars['String']['output'];
};

export type ProductReviewMutations = {
  /** Reviews a part the customer received; one per product. Shown after approval. */
  add: Review;
  delete: Scalars['Boolean']['output'];
  /** Changes the customer’s review of the product; it waits for approval again. */
  edit: Review;
  /** Was this review helpful? One vote per customer; voting again replaces it. */
  vote: Review;
};


export type ProductReviewMutationsAddArgs = {
  review: ReviewInput;
};


export type ProductReviewMutationsDeleteArgs = {
  productId: Scalars['ID']['input'];
};


export type ProductReviewMutationsEditArgs = {
  review: ReviewInput;
};


export type ProductReviewMutationsVoteArgs = {
  helpful: Scalars['Boolean']['input'];
  reviewId: Scalars['ID']['input'];
};

/** A way to ship the part to a destination, priced as the cart would price it. */
export type ProductShippingOption = {
  /** Delivery estimate, e.g. "3-5 business days" */
  eta: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** USD, 2 decimals */
  price: Scalars['Float']['output'];
};

export type Query = {
  v1: V1Query;
};

export type Quote = {
  /** False once the quote has expired or been ordered */
  canOrder: Scalars['Boolean']['output'];
  createdOnUtc: Scalars['DateTime']['output'];
  /** The customer the quote was made for (only they may order it); null: anyone with the link */
  customerId: Maybe<Scalars['ID']['output']>;
  expirationDate: Scalars['DateTime']['output'];
  guid: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  items: Array<QuoteItem>;
  orderedOnUtc: Maybe<Scalars['DateTime']['output']>;
  title: Scalars['String']['output'];
};

/** Staff work on quote requests (permission quotes; every change is audited). */
export type QuoteAdminMutations = {
  /** Prices a request and sends it: writes the quote (/cart/quote/{guid}) and mails its link to the customer. */
  send: QuoteRequest;
};


/** Staff work on quote requests (permission quotes; every change is audited). */
export type QuoteAdminMutationsSendArgs = {
  pricing: QuotePricingInput;
  requestId: Scalars['ID']['input'];
};

export type QuoteInput = {
  customerEmail?: InputMaybe<Scalars['String']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  expirationDate: Scalars['DateTime']['input'];
  items: Array<QuoteItemInput>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type QuoteItem = {
  id: Scalars['ID']['output'];
  /** Quoted unit price, USD */
  price: Scalars['Float']['output'];
  product: Maybe<Product>;
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  reference: Scalars['String']['output'];
  /** Quoted shipping for the whole line, USD */
  shippingPrice: Scalars['Float']['output'];
};

export type QuoteItemInput = {
  /** SKU, manufacturer or interchange number in any spelling, when productId is not given */
  partNumber?: InputMaybe<Scalars['String']['input']>;
  /** Quoted unit price, USD, up to 4 decimals */
  price: Scalars['Float']['input'];
  /** The product; or give partNumber */
  productId?: InputMaybe<Scalars['ID']['input']>;
  quantity: Scalars['Int']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
  /** Quoted shipping for the whole line, USD */
  shippingPrice?: InputMaybe<Scalars['Float']['input']>;
};

export type QuoteMutations = {
  /** Opens the quote of the link as my read-only cart, with the quote’s prices. */
  accessQuoteAndConvertToCart: ShoppingCart;
  /** Staff with the quotes permission: a quote for a customer (by id or e-mail; with neither, anyone with the link may order it) with quoted prices and shipping. */
  add: Quote;
  /** Asks the store for a quote (guests and visitors without a session leave an e-mail); the customer is mailed a confirmation. */
  request: QuoteRequest;
};


export type QuoteMutationsAccessQuoteAndConvertToCartArgs = {
  quoteGuid: Scalars['String']['input'];
};


export type QuoteMutationsAddArgs = {
  quote: QuoteInput;
};


export type QuoteMutationsRequestArgs = {
  input: QuoteRequestInput;
};

/** A product a part number names, as the store’s search finds it. */
export type QuotePartMatch = {
  brand: Scalars['String']['output'];
  manufacturerPartNumber: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Catalogue price, USD */
  price: Maybe<Scalars['Float']['output']>;
  productId: Scalars['ID']['output'];
  sku: Scalars['String']['output'];
};

export type QuotePricingInput = {
  expirationDate: Scalars['DateTime']['input'];
  /** Freight for the whole quote, USD */
  freight?: InputMaybe<Scalars['Float']['input']>;
  lines: Array<QuotePricingLineInput>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type QuotePricingLineInput = {
  /** SKU, manufacturer or interchange number, in any spelling */
  partNumber: Scalars['String']['input'];
  /** Quoted unit price, USD */
  price: Scalars['Float']['input'];
  quantity: Scalars['Int']['input'];
};

/** A request for a quote, or (source staff) the record of a quote staff wrote directly. */
export type QuoteRequest = {
  createdOnUtc: Scalars['DateTime']['output'];
  customerId: Maybe<Scalars['ID']['output']>;
  email: Scalars['String']['output'];
  expirationDate: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  items: Array<QuoteRequestLine>;
  /** The fleet machine selected when the request was made */
  machine: Scalars['String']['output'];
  note: Scalars['String']['output'];
  orderedOnUtc: Maybe<Scalars['DateTime']['output']>;
  poNumber: Scalars['String']['output'];
  /** What a search with no results looked for */
  query: Scalars['String']['output'];
  quote: Maybe<Quote>;
  /** The guid of the quote sent (its link is /cart/quote/{guid}) */
  quoteGuid: Maybe<Scalars['String']['output']>;
  /** Q-{id} */
  requestNumber: Scalars['String']['output'];
  sentOnUtc: Maybe<Scalars['DateTime']['output']>;
  /** cart, search or staff */
  source: Scalars['String']['output'];
  status: QuoteRequestStatus;
};

export type QuoteRequestInput = {
  /** Where the quote goes; a registered customer’s account e-mail is used instead */
  email?: InputMaybe<Scalars['String']['input']>;
  lines?: InputMaybe<Array<QuoteRequestLineInput>>;
  /** The selected fleet machine, by name */
  machine?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  poNumber?: InputMaybe<Scalars['String']['input']>;
  /** What the search looked for (source search) */
  query?: InputMaybe<Scalars['String']['input']>;
  /** cart or search */
  source: Scalars['String']['input'];
};

export type QuoteRequestLine = {
  id: Scalars['ID']['output'];
  /** The part number as the customer gave it (the SKU for a cart line) */
  partNumber: Scalars['String']['output'];
  product: Maybe<Product>;
  productId: Maybe<Scalars['ID']['output']>;
  quantity: Scalars['Int']['output'];
};

export type QuoteRequestLineInput = {
  /** The part number as the customer knows it */
  partNumber?: InputMaybe<Scalars['String']['input']>;
  /** A cart line’s product */
  productId?: InputMaybe<Scalars['ID']['input']>;
  quantity: Scalars['Int']['input'];
};

/** REQUESTED until staff send a quote; SENT while it can be ordered; ORDERED; EXPIRED when its expiry passed unordered. */
export type QuoteRequestStatus =
  | 'EXPIRED'
  | 'ORDERED'
  | 'REQUESTED'
  | 'SENT';

export type RefundMethod =
  | 'REFUND'
  | 'VOID';

/** Staff steps on return requests (administrators only; every step is audited). */
export type ReturnAdminMutations = {
  /** Approves a requested return: the customer may print the return authorisation. */
  approve: ReturnRequest;
  /** Records the parcel: received and damaged units per line (default: all approved, none damaged); undamaged units go back in stock and the refund is recounted. */
  receive: ReturnRequest;
  /** Pays the received return’s refund back through the payment gateway and mails the customer. Cannot be undone. */
  refund: ReturnRequest;
  /** Rejects a return with a note the customer sees. */
  reject: ReturnRequest;
};


/** Staff steps on return requests (administrators only; every step is audited). */
export type ReturnAdminMutationsApproveArgs = {
  id: Scalars['ID']['input'];
};


/** Staff steps on return requests (administrators only; every step is audited). */
export type ReturnAdminMutationsReceiveArgs = {
  id: Scalars['ID']['input'];
  lines: InputMaybe<Array<AdminReceiveLineInput>>;
};


/** Staff steps on return requests (administrators only; every step is audited). */
export type ReturnAdminMutationsRefundArgs = {
  id: Scalars['ID']['input'];
};


/** Staff steps on return requests (administrators only; every step is audited). */
export type ReturnAdminMutationsRejectArgs = {
  id: Scalars['ID']['input'];
  note: Scalars['String']['input'];
};

/** The printable return authorisation and packing slip, once the return is approved. */
export type ReturnAuthorization = {
  customOrderNumber: Scalars['String']['output'];
  instructions: Array<Scalars['String']['output']>;
  issuedOnUtc: Scalars['DateTime']['output'];
  packingSlip: Array<PackingSlipLine>;
  /** The store pays the return shipping (it was at fault) */
  prepaidLabel: Scalars['Boolean']['output'];
  returnNumber: Scalars['String']['output'];
  returnTo: StoreParty;
  /** The parcel must be sent by then */
  shipByUtc: Scalars['DateTime']['output'];
  shipFrom: Address;
};

export type ReturnLineInput = {
  orderItemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

/** A photo of parts to return, re-encoded as WebP. */
export type ReturnPhoto = {
  /** The name of the uploaded file, for the customer to recognise it */
  fileName: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** 1600 px */
  imageUrl: Scalars['String']['output'];
  /** 100 px */
  thumbnailUrl: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type ReturnReason =
  | 'DAMAGED'
  | 'DEFECTIVE'
  | 'DOES_NOT_FIT'
  | 'NO_LONGER_NEEDED'
  | 'OTHER'
  | 'WRONG_PART';

export type ReturnReasonOption = {
  code: ReturnReason;
  label: Scalars['String']['output'];
  needsText: Scalars['Boolean']['output'];
};

/** What the return gives back (an estimate until the parts are received), rounded half to even. */
export type ReturnRefund = {
  items: Scalars['Float']['output'];
  /** Only when the store was at fault */
  shipping: Scalars['Float']['output'];
  tax: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
};

export type ReturnRequest = {
  approvedOnUtc: Maybe<Scalars['DateTime']['output']>;
  /** Null until the return is approved (and after a rejection). */
  authorization: Maybe<ReturnAuthorization>;
  /** ACCOUNT (from the order page) or EXTENDED (the extended return registration) */
  channel: Scalars['String']['output'];
  comments: Scalars['String']['output'];
  createdOnUtc: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  items: Array<ReturnRequestItem>;
  order: Order;
  orderId: Scalars['ID']['output'];
  /** Registered after the return window had ended: the staff decide on it */
  outsideReturnWindow: Scalars['Boolean']['output'];
  photos: Array<ReturnPhoto>;
  reason: ReturnReason;
  reasonLabel: Scalars['String']['output'];
  reasonText: Scalars['String']['output'];
  receivedOnUtc: Maybe<Scalars['DateTime']['output']>;
  refund: ReturnRefund;
  refundedOnUtc: Maybe<Scalars['DateTime']['output']>;
  rejectedOnUtc: Maybe<Scalars['DateTime']['output']>;
  /** RMA-500001… */
  returnNumber: Scalars['String']['output'];
  status: ReturnStatus;
  storeAtFault: Scalars['Boolean']['output'];
  /** Why a return was rejected, or other word from the store */
  storeNote: Scalars['String']['output'];
  updatedOnUtc: Scalars['DateTime']['output'];
};

export type ReturnRequestConnection = {
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  nodes: Array<ReturnRequest>;
  totalCount: Scalars['Int']['output'];
};

export type ReturnRequestItem = {
  damagedQuantity: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  orderItemId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  receivedQuantity: Scalars['Int']['output'];
};

export type ReturnStatus =
  | 'APPROVED'
  | 'RECEIVED'
  | 'REFUNDED'
  | 'REJECTED'
  | 'REQUESTED';

export type Review = {
  arrivedOnTime: Maybe<Scalars['Boolean']['output']>;
  asDescribed: Maybe<Scalars['Boolean']['output']>;
  createdOnUtc: Scalars['DateTime']['output'];
  customerName: Scalars['String']['output'];
  helpfulNoTotal: Scalars['Int']['output'];
  helpfulYesTotal: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** How the signed-in customer voted on this review, if at all. */
  myHelpfulVote: Maybe<HelpfulVote>;
  orderId: Maybe<Scalars['ID']['output']>;
  product: Maybe<Product>;
  productId: Scalars['ID']['output'];
  promptService: Maybe<Scalars['Boolean']['output']>;
  rating: Scalars['Int']['output'];
  replyText: Maybe<Scalars['String']['output']>;
  reviewText: Scalars['String']['output'];
  /** PENDING until the store approves it (only its author sees it then). */
  status: ReviewStatus;
  suggestion: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedOnUtc: Maybe<Scalars['DateTime']['output']>;
  wellPackaged: Maybe<Scalars['Boolean']['output']>;
};

/** Review moderation (administrators only; every change is audited). */
export type ReviewAdminMutations = {
  /** Publishes the given reviews (one or many): they show on the product page and count in its rating. */
  approve: Array<Review>;
  /** Deletes a review for good (it cannot be undone); answers the review as it was. */
  reject: Review;
  /** The store’s answer, shown under the review on the product page; an empty text removes it. */
  reply: Review;
};


/** Review moderation (administrators only; every change is audited). */
export type ReviewAdminMutationsApproveArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Review moderation (administrators only; every change is audited). */
export type ReviewAdminMutationsRejectArgs = {
  id: Scalars['ID']['input'];
};


/** Review moderation (administrators only; every change is audited). */
export type ReviewAdminMutationsReplyArgs = {
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type ReviewConnection = {
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  nodes: Array<Review>;
  totalCount: Scalars['Int']['output'];
};

export type ReviewEligibility = {
  canReview: Scalars['Boolean']['output'];
  /** Why not; empty when it can */
  reason: Scalars['String']['output'];
};

export type ReviewInput = {
  productId: Scalars['ID']['input'];
  /** 1 to 5 stars */
  rating: Scalars['Int']['input'];
  reviewText: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type ReviewStatus =
  | 'APPROVED'
  | 'PENDING';

export type RigListing = {
  contactEmail: Scalars['String']['output'];
  contactName: Scalars['String']['output'];
  contactPhone: Scalars['String']['output'];
  createdOnUtc: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  garageId: Scalars['ID']['output'];
  /** Hidden by the store’s staff: not on the public rigs listings (its owner and staff still see it). */
  hidden: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isMine: Scalars['Boolean']['output'];
  location: Scalars['String']['output'];
  machine: RigListingMachine;
  price: Scalars['Float']['output'];
};

/** Staff moderation of the rigs listings (administrators only; every change is audited). */
export type RigListingAdminMutations = {
  /** Takes a listing off the public rigs listings; its owner still sees it, marked hidden. */
  hide: RigListing;
  /** Shows a hidden listing publicly again. */
  unhide: RigListing;
};


/** Staff moderation of the rigs listings (administrators only; every change is audited). */
export type RigListingAdminMutationsHideArgs = {
  id: Scalars['ID']['input'];
};


/** Staff moderation of the rigs listings (administrators only; every change is audited). */
export type RigListingAdminMutationsUnhideArgs = {
  id: Scalars['ID']['input'];
};

export type RigListingInput = {
  contactEmail?: InputMaybe<Scalars['String']['input']>;
  contactName: Scalars['String']['input'];
  contactPhone?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  price: Scalars['Float']['input'];
};

export type RigListingMachine = {
  hours: Maybe<Scalars['Int']['output']>;
  machineAttachment: Maybe<GarageMachineOption>;
  machineEngine: Maybe<GarageMachineOption>;
  machineModel: MachineModel;
  machineStatus: RigStatus;
  name: Scalars['String']['output'];
  picture: Maybe<GaragePicture>;
  serialNumber: Scalars['String']['output'];
  year: Maybe<Scalars['Int']['output']>;
};

export type RigStatus =
  | 'DECOMMISSIONED'
  | 'IN_SERVICE'
  | 'NEEDS_REPAIR';

/** What a search that found nothing offers instead. */
export type SearchAlternatives = {
  /** Categories a word of the query names */
  categories: Array<SearchNamedCategory>;
  didYouMean: Maybe<SearchDidYouMean>;
  /** Machine models a word of the query names */
  machines: Array<SearchNamedMachine>;
};

/** The kind of part a query names ("belts", "fan belt"): its parts rank first. Search again with anyCategory to drop it. */
export type SearchCategoryHint = {
  /** The category name, e.g. "V-Belts" */
  name: Scalars['String']['output'];
  /** The category id, a value of the categoryId filter */
  value: Scalars['String']['output'];
};

/** A respelling of the query that finds parts. */
export type SearchDidYouMean = {
  query: Scalars['String']['output'];
  /** How many parts the respelled query finds */
  totalCount: Scalars['Int']['output'];
};

export type SearchEdge = {
  cursor: Scalars['String']['output'];
  node: SearchProduct;
};

export type SearchFilter = {
  /** The index attribute (the key of refinementList in the search page URL) */
  attribute: Scalars['String']['output'];
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  values: Array<SearchFilterValue>;
};

export type SearchFilterInput = {
  /** Facet id: machine, brand, category, a specification name, price, or categoryId (a category id: every product filed under it or below it, as primary or secondary category) */
  id: Scalars['String']['input'];
  /** OR-ed values; price takes <200, 200-500 or >500 */
  values: Array<Scalars['String']['input']>;
};

export type SearchFilterValue = {
  count: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

export type SearchHitPicture = {
  imageUrl: Scalars['String']['output'];
  thumbnailUrl: Scalars['String']['output'];
};

export type SearchNamedCategory = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  numberOfProducts: Scalars['Int']['output'];
  seoName: Scalars['String']['output'];
};

/** A machine model (its page is /m/{id}). */
export type SearchNamedMachine = {
  id: Scalars['ID']['output'];
  manufacturer: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type SearchPageInfo = {
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor: Maybe<Scalars['String']['output']>;
};

/** A product as search shows it (the index hit of spec 2 §3). */
export type SearchProduct = {
  brand: Scalars['String']['output'];
  category: Scalars['String']['output'];
  city: Scalars['String']['output'];
  /** Whether the part fits the machine the search named (garageId); null otherwise. */
  fit: Maybe<FitMark>;
  fitment: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  interchange: Array<Scalars['String']['output']>;
  manufacturerPartNumber: Scalars['String']['output'];
  name: Scalars['String']['output'];
  picture: SearchHitPicture;
  price: Maybe<Scalars['Float']['output']>;
  quantity: Scalars['Int']['output'];
  rating: Scalars['Float']['output'];
  seoName: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  state: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type SearchResults = {
  /** The category the query names, whose parts rank first (null when it names none, or with anyCategory) */
  categoryHint: Maybe<SearchCategoryHint>;
  edges: Array<SearchEdge>;
  /** Facets over all matches, values by name */
  filters: Array<SearchFilter>;
  nodes: Array<SearchProduct>;
  pageInfo: SearchPageInfo;
  totalCount: Scalars['Int']['output'];
};

/** A hit of the suggestion index (spec 2 §3): a search term and what it stands for. */
export type SearchSuggestion = {
  category: Scalars['String']['output'];
  fitment: Scalars['String']['output'];
  interchange: Scalars['String']['output'];
  part: Scalars['String']['output'];
  searchTerm: Scalars['String']['output'];
};

/** The store’s settings (administrators only; every save is audited with the fields before and after). */
export type SettingsAdminMutations = {
  /** Saves every setting at once; a refused field is named in fieldErrors and nothing is saved. Pages, help pages, mails and labels follow within seconds. */
  update: StoreSettingsUpdateResult;
};


/** The store’s settings (administrators only; every save is audited with the fields before and after). */
export type SettingsAdminMutationsUpdateArgs = {
  input: StoreSettingsInput;
};

export type Shipment = {
  carrier: ShipmentCarrier;
  carrierName: Scalars['String']['output'];
  deliveryDateUtc: Maybe<Scalars['DateTime']['output']>;
  estimatedDeliveryDateUtc: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  order: Maybe<Order>;
  orderId: Scalars['ID']['output'];
  shipmentItems: Array<ShipmentItem>;
  shippedDateUtc: Maybe<Scalars['DateTime']['output']>;
  /** The latest scan */
  status: TrackingEventType;
  /** Pounds */
  totalWeight: Scalars['Float']['output'];
  /** Oldest first */
  trackingEvents: Array<TrackingEvent>;
  trackingNumber: Scalars['String']['output'];
  /** The carrier's tracking page */
  trackingNumberUrl: Scalars['String']['output'];
};

export type ShipmentCarrier =
  | 'FEDEX'
  | 'FREIGHT'
  | 'UPS'
  | 'USPS';

export type ShipmentItem = {
  id: Scalars['ID']['output'];
  orderItemId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
};

export type ShippingAddressMutations = {
  add: Address;
  delete: Scalars['Boolean']['output'];
  edit: Address;
  setDefault: Address;
};


export type ShippingAddressMutationsAddArgs = {
  address: AddressInput;
};


export type ShippingAddressMutationsDeleteArgs = {
  id: Scalars['ID']['input'];
};


export type ShippingAddressMutationsEditArgs = {
  address: AddressInput;
  id: Scalars['ID']['input'];
};


export type ShippingAddressMutationsSetDefaultArgs = {
  id: Scalars['ID']['input'];
};

export type ShippingMethod = {
  eta: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** USD, 2 decimals */
  price: Scalars['Float']['output'];
  selected: Scalars['Boolean']['output'];
};

export type ShippingStatus =
  | 'DELIVERED'
  | 'NOT_YET_SHIPPED'
  | 'PARTIALLY_SHIPPED'
  | 'SHIPPED';

export type ShoppingCart = {
  appliedDiscounts: Array<AppliedDiscount>;
  /** False while something blocks checkout (empty, unavailable part, no shipping, expired quote, a quote made for another customer, zero total). */
  canOrder: Scalars['Boolean']['output'];
  destination: CartDestination;
  errors: Array<Scalars['String']['output']>;
  /** A fraction: 0.0825 is 8.25 % */
  estimatedItemTaxRate: Scalars['Float']['output'];
  /** A fraction of the shipping charge */
  estimatedShippingTaxRate: Scalars['Float']['output'];
  /** Units in the cart (not saved for later) */
  itemCount: Scalars['Int']['output'];
  poNumber: Scalars['String']['output'];
  productGroups: Array<ShoppingCartProductGroup>;
  quote: Maybe<Quote>;
  quoteGuid: Maybe<Scalars['String']['output']>;
  savedForLaterItems: Array<ShoppingCartItem>;
  totals: ShoppingCartTotals;
  warnings: Array<Scalars['String']['output']>;
};

export type ShoppingCartItem = {
  backordered: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Unit price in USD (up to 4 decimals): the quote’s price on a quote line; null when the part has none. */
  price: Maybe<Scalars['Float']['output']>;
  /** Null when the part is no longer published. */
  product: Maybe<Product>;
  quantity: Scalars['Int']['output'];
  quoteId: Maybe<Scalars['ID']['output']>;
  reference: Scalars['String']['output'];
  shoppingCartTypeId: Scalars['Int']['output'];
  /** What changed since the line was added (price, stock, availability). */
  warnings: Array<Scalars['String']['output']>;
};

export type ShoppingCartProductGroup = {
  backordered: Scalars['Boolean']['output'];
  items: Array<ShoppingCartItem>;
  shippingMethods: Array<ShippingMethod>;
  shippingProfileId: Scalars['ID']['output'];
  shoppingCartItemId: Scalars['ID']['output'];
  /** 0 when the parts have no vendor */
  vendorId: Scalars['ID']['output'];
  /** 0 when the parts have no warehouse */
  warehouseId: Scalars['ID']['output'];
};

/** The server’s own totals (USD, half-even to 2 decimals); checkout recomputes them when the order is placed. */
export type ShoppingCartTotals = {
  discount: Scalars['Float']['output'];
  itemTax: Scalars['Float']['output'];
  shipping: Scalars['Float']['output'];
  shippingDiscount: Scalars['Float']['output'];
  shippingTax: Scalars['Float']['output'];
  subtotal: Scalars['Float']['output'];
  tax: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
};

export type SortMethod =
  | 'A_TO_Z'
  | 'BEST_SELLING'
  | 'DEFAULT'
  | 'HIGHEST_RATING'
  | 'PRICE_HIGH'
  | 'PRICE_LOW'
  | 'RELEVANCE'
  | 'Z_TO_A';

export type SpecificationAttribute = {
  facet: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type StateProvince = {
  abbreviation: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type StockAlert = {
  createdOnUtc: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** When the back-in-stock e-mail went out. */
  notifiedOnUtc: Maybe<Scalars['DateTime']['output']>;
  /** Null when the product left the catalogue. */
  product: Maybe<StockAlertProduct>;
  productId: Scalars['ID']['output'];
};

export type StockAlertMutations = {
  /** "Notify me when available" for an out-of-stock product that offers it. */
  add: StockAlert;
  delete: Scalars['Boolean']['output'];
};


export type StockAlertMutationsAddArgs = {
  productId: Scalars['ID']['input'];
};


export type StockAlertMutationsDeleteArgs = {
  productId: Scalars['ID']['input'];
};

export type StockAlertProduct = {
  /** In stock now. */
  available: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  seoName: Scalars['String']['output'];
  sku: Scalars['String']['output'];
};

/** The facts every policy page and the checkout state, from one configuration. */
export type StoreFacts = {
  /** Customer service e-mail address. */
  email: Scalars['String']['output'];
  /** Merchandise total (dollars, two decimals) from which parcel ground shipping in the contiguous US is free. */
  freeShippingThreshold: Scalars['String']['output'];
  /** When customer service answers the phone. */
  hours: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Customer service telephone number. */
  phone: Scalars['String']['output'];
  /** Days after delivery in which a part may be returned. */
  returnWindowDays: Scalars['Int']['output'];
  /** Orders placed before this time on a business day ship the same day. */
  shippingCutoff: Scalars['String']['output'];
};

export type StoreParty = {
  addressLines: Array<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

/** The phone, hours, returns address and carrier origin the store states everywhere. */
export type StoreSettings = {
  hours: Scalars['String']['output'];
  originCity: Scalars['String']['output'];
  originLine1: Scalars['String']['output'];
  originName: Scalars['String']['output'];
  originState: Scalars['String']['output'];
  originZip: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  returnCity: Scalars['String']['output'];
  returnLine1: Scalars['String']['output'];
  returnLine2: Scalars['String']['output'];
  returnName: Scalars['String']['output'];
  returnState: Scalars['String']['output'];
  returnZip: Scalars['String']['output'];
  /** Who saved them last (name and e-mail). */
  updatedBy: Maybe<Scalars['String']['output']>;
  /** Null while the configured defaults apply. */
  updatedOnUtc: Maybe<Scalars['DateTime']['output']>;
};

export type StoreSettingsFieldError = {
  /** The input field’s name, e.g. "phone". */
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type StoreSettingsInput = {
  hours: Scalars['String']['input'];
  originCity: Scalars['String']['input'];
  originLine1: Scalars['String']['input'];
  originName: Scalars['String']['input'];
  originState: Scalars['String']['input'];
  originZip: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  returnCity: Scalars['String']['input'];
  returnLine1: Scalars['String']['input'];
  returnLine2?: InputMaybe<Scalars['String']['input']>;
  returnName: Scalars['String']['input'];
  /** Two-letter abbreviation, e.g. KS. */
  returnState: Scalars['String']['input'];
  returnZip: Scalars['String']['input'];
};

/** The settings after the save, and the fields refused (then nothing was saved). */
export type StoreSettingsUpdateResult = {
  /** The fields this save changed. */
  changedFields: Array<Scalars['String']['output']>;
  fieldErrors: Array<StoreSettingsFieldError>;
  settings: StoreSettings;
};

/** Live updates over WebSocket on /api/graphql (graphql-transport-ws; docs/api/live-updates.md). */
export type Subscription = {
  /** Each new order (staff with the orders permission): the back office’s order list follows these. */
  orderPlaced: OrderLiveEvent;
  /** Each change to one order: its customer's own orders, or any order for staff with the orders permission. */
  orderUpdated: OrderLiveEvent;
  /** Each change to a product's price, availability or stock (anyone, signed in or not). */
  productUpdated: ProductLiveEvent;
};


/** Live updates over WebSocket on /api/graphql (graphql-transport-ws; docs/api/live-updates.md). */
export type SubscriptionOrderUpdatedArgs = {
  orderId: Scalars['ID']['input'];
};


/** Live updates over WebSocket on /api/graphql (graphql-transport-ws; docs/api/live-updates.md). */
export type SubscriptionProductUpdatedArgs = {
  productId: Scalars['ID']['input'];
};

export type SupportMutations = {
  /** Applies to sell on the store; stored with status "submitted" for review and acknowledged by mail. Rate limited per address. */
  applyAsVendor: FormSubmitResult;
  /** Sends a message to customer service; stored, mailed to the store and acknowledged to the sender. Rate limited per address. */
  contactUs: FormSubmitResult;
};


export type SupportMutationsApplyAsVendorArgs = {
  guard: FormGuardInput;
  input: VendorApplicationInput;
};


export type SupportMutationsContactUsArgs = {
  guard: FormGuardInput;
  input: ContactMessageInput;
};

/** A click the store counts: HELP_PHONE_CLICK is the help phone link in the header (spec 2 §1). */
export type TelemetryEventKind =
  | 'HELP_PHONE_CLICK';

export type TocEntry = {
  /** 2 for a section, 3 for a subsection. */
  depth: Scalars['Int']['output'];
  /** The heading anchor: link to path#id. */
  id: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type TrackingEvent = {
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The event type in words */
  label: Scalars['String']['output'];
  location: Scalars['String']['output'];
  occurredOnUtc: Scalars['DateTime']['output'];
  type: TrackingEventType;
};

export type TrackingEventType =
  | 'DELIVERED'
  | 'EXCEPTION'
  | 'IN_TRANSIT'
  | 'LABEL_CREATED'
  | 'OUT_FOR_DELIVERY'
  | 'PICKED_UP';

export type V1Mutation = {
  admin: AdminMutations;
  browserLog: BrowserLogMutations;
  cart: CartMutations;
  diagram: DiagramMutations;
  extendedReturn: ExtendedReturnMutations;
  garage: GarageMutations;
  leaveFeedback: LeaveFeedbackMutations;
  loginAndSecurity: LoginAndSecurityMutations;
  notifications: NotificationMutations;
  order: OrderMutations;
  paymentMethod: PaymentMethodMutations;
  productReview: ProductReviewMutations;
  quote: QuoteMutations;
  shippingAddress: ShippingAddressMutations;
  stockAlert: StockAlertMutations;
  support: SupportMutations;
};

export type V1Query = {
  /** My account (null for guests and visitors). */
  account: Maybe<Account>;
  address: Maybe<Address>;
  /** My address book (empty for guests). */
  addresses: Array<Address>;
  admin: AdminQueries;
  appliedDiscounts: Array<AppliedDiscount>;
  /** Whether the order can be cancelled now and what would be refunded. */
  cancelPreview: CancelPreview;
  /** Every category, ordered by display order; the tree comes from parentCategoryId. */
  categories: Array<Category>;
  /** One category by id; null when there is none. */
  category: Maybe<Category>;
  /** The payment gateway client token (same as paymentSetup.clientToken). */
  clientToken: Scalars['String']['output'];
  /** The help, company, career or documentation page at a path, e.g. "/help/faq"; null when there is none. */
  contentPage: Maybe<ContentPage>;
  /** Every page of one section ("help", "company", "careers" or "docs"), in display order. */
  contentPages: Array<ContentPage>;
  countries: Array<Country>;
  /** The e-mail of the caller and whether they are signed in (spec 1 §7). */
  customer: CurrentCustomer;
  defaultPaymentAndShipping: DefaultPaymentAndShipping;
  diagram: Maybe<Diagram>;
  diagrams: Array<Diagram>;
  /** The facets of the whole catalogue (no query, no filters). */
  emptySearchFilters: Array<SearchFilter>;
  /** An extended return registration by its id; null when unknown or lapsed (drafts last a day). */
  extendedReturn: Maybe<ExtendedReturn>;
  /** My fleet and its selected machine (empty without a session). */
  garage: Garage;
  /** One machine of my fleet; null when it is not mine. */
  garageItem: Maybe<GarageItem>;
  /** Searches the help pages; every word must match (a word may be the start of one). */
  helpSearch: Array<HelpSearchHit>;
  info: Info;
  /** Login and security info (spec 1 §7): the same account, with a pending e-mail change. */
  loginAndSecurity: Maybe<Account>;
  machineAttachments: Array<MachineOption>;
  machineEngines: Array<MachineOption>;
  /** Manufacturers that make machines (of one type, when given). */
  machineManufacturers: Array<MachineManufacturer>;
  /** A machine model with its parts (products) and options. */
  machineModel: Maybe<MachineModel>;
  machineModels: Array<MachineModel>;
  /** The section tree of a machine model’s parts book (flat; nest by parentSectionId). */
  machineSections: Array<MachineSection>;
  machineTypes: Array<MachineType>;
  /** My e-mail preferences (null for guests and visitors). */
  mailPreferences: Maybe<MailPreferences>;
  /** One manufacturer by id; null when there is none. */
  manufacturer: Maybe<Manufacturer>;
  manufacturers: Array<Manufacturer>;
  /** My favourite and recently viewed diagrams, newest first (empty without a session). */
  myCustomerDiagrams: Array<CustomerDiagram>;
  myFeedback: Array<OrderFeedback>;
  /** My public feedback name (null for guests and visitors, empty when not chosen). */
  myFeedbackName: Maybe<Scalars['String']['output']>;
  /** One of the signed-in customer’s orders, by id or clubOrderGuid. */
  myOrder: Maybe<Order>;
  /** Years with orders, latest first (the order list’s year filter). */
  myOrderYears: Array<Scalars['Int']['output']>;
  /** The signed-in customer’s orders, newest first. YEAR needs year. */
  myOrders: OrderConnection;
  /** The signed-in customer’s quote requests, newest first (10 unless first says otherwise, 50 at most). */
  myQuoteRequests: Array<QuoteRequest>;
  /** One of the customer’s returns, by id or return number (RMA-…). */
  myReturn: Maybe<ReturnRequest>;
  myReturns: ReturnRequestConnection;
  myReviews: MyReviewConnection;
  /** One of the customer’s shipments, with its tracking events. */
  myShipment: Maybe<Shipment>;
  /** An order by its club order guid: the thank-you and order status pages, open to guests. */
  order: Maybe<Order>;
  /** The feedback left on one of the customer’s orders. */
  orderFeedback: Maybe<OrderFeedback>;
  paymentMethod: Maybe<PaymentMethod>;
  /** My saved payment methods (empty for guests). */
  paymentMethods: Array<PaymentMethod>;
  /** The payment gateway and its client token. */
  paymentSetup: PaymentSetup;
  /** A product by id or SKU; null when there is none (or it is not published). */
  product: Maybe<Product>;
  /** All approved customer reviews of a product, newest first. */
  productReviews: Maybe<ReviewConnection>;
  /** Parts the customer received and has not reviewed yet, latest delivery first. */
  productsAwaitingReview: Array<Product>;
  /** A quote by the guid of its link (open to guests); null when no quote has it. */
  quote: Maybe<Quote>;
  /** Administrators only: the newest quotes first (20 unless first says otherwise, 100 at most). */
  quotes: Array<Quote>;
  /** The products of the given ids (filter id "productId"), in that order, as search shows them. */
  recentlyViewed: Array<SearchProduct>;
  returnReasons: Array<ReturnReasonOption>;
  returnWindowDays: Scalars['Int']['output'];
  /** The signed-in customer’s own review of a product (approved or waiting), or null. */
  review: Maybe<Review>;
  reviewEligibility: ReviewEligibility;
  /** A listing by id; null when there is none or staff hid it (administrators see hidden ones). */
  rigListing: Maybe<RigListing>;
  /** Machines offered for sale, newest first. includeHidden (administrators only) adds those staff hid. */
  rigListings: Array<RigListing>;
  /** For a search that found nothing: "Did you mean…", and the categories and machines its words name. */
  searchAlternatives: SearchAlternatives;
  /** The facets for a search, with counts. */
  searchFilters: Array<SearchFilter>;
  searchResults: SearchResults;
  /** The corrected spelling of a query when a word of it is misspelt and the correction finds parts (null otherwise). */
  searchSpelling: Maybe<SearchDidYouMean>;
  /** Search terms for what the customer is typing, best first (the /searchSuggest page). */
  searchSuggestions: Array<SearchSuggestion>;
  /** The shipping methods of one group of my cart at a destination (the cart’s destination when no country is given). */
  shippingMethods: Array<ShippingMethod>;
  /** My cart, or with quoteGuid the read-only cart of that quote (empty without a session). */
  shoppingCart: ShoppingCart;
  /** Other parts that share a part number (interchange) with the given one. */
  similarItems: Array<SearchProduct>;
  /** The parts I asked to hear about (empty for guests). */
  stockAlerts: Array<StockAlert>;
};


export type V1QueryAddressArgs = {
  id: Scalars['ID']['input'];
};


export type V1QueryAppliedDiscountsArgs = {
  quoteGuid: InputMaybe<Scalars['String']['input']>;
};


export type V1QueryCancelPreviewArgs = {
  orderId: Scalars['ID']['input'];
};


export type V1QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type V1QueryContentPageArgs = {
  path: Scalars['String']['input'];
};


export type V1QueryContentPagesArgs = {
  section: Scalars['String']['input'];
};


export type V1QueryDiagramArgs = {
  id: Scalars['ID']['input'];
};


export type V1QueryDiagramsArgs = {
  machineModelId: Scalars['ID']['input'];
  sectionId: InputMaybe<Scalars['ID']['input']>;
};


export type V1QueryExtendedReturnArgs = {
  id: Scalars['ID']['input'];
};


export type V1QueryGarageItemArgs = {
  garageId: Scalars['ID']['input'];
};


export type V1QueryHelpSearchArgs = {
  first: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type V1QueryMachineAttachmentsArgs = {
  machineModelId: Scalars['ID']['input'];
};


export type V1QueryMachineEnginesArgs = {
  machineModelId: Scalars['ID']['input'];
};


export type V1QueryMachineManufacturersArgs = {
  machineTypeId: InputMaybe<Scalars['ID']['input']>;
};


export type V1QueryMachineModelArgs = {
  id: Scalars['ID']['input'];
};


export type V1QueryMachineModelsArgs = {
  machineTypeId: InputMaybe<Scalars['ID']['input']>;
  manufacturerId: InputMaybe<Scalars['ID']['input']>;
  withDiagrams: InputMaybe<Scalars['Boolean']['input']>;
};


export type V1QueryMachineSectionsArgs = {
  machineModelId: Scalars['ID']['input'];
};


export type V1QueryManufacturerArgs = {
  id: Scalars['ID']['input'];
};


export type V1QueryMyCustomerDiagramsArgs = {
  filter: InputMaybe<FavoriteFilter>;
};


export type V1QueryMyOrderArgs = {
  id: Scalars['ID']['input'];
};


export type V1QueryMyOrdersArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  period: InputMaybe<OrderListPeriod>;
  status: InputMaybe<OrderListStatus>;
  year: InputMaybe<Scalars['Int']['input']>;
};


export type V1QueryMyQuoteRequestsArgs = {
  first: InputMaybe<Scalars['Int']['input']>;
};


export type V1QueryMyReturnArgs = {
  id: Scalars['ID']['input'];
};


export type V1QueryMyReturnsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
};


export type V1QueryMyReviewsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
};


export type V1QueryMyShipmentArgs = {
  id: Scalars['ID']['input'];
};


export type V1QueryOrderArgs = {
  clubOrderGuid: Scalars['String']['input'];
};


export type V1QueryOrderFeedbackArgs = {
  orderId: Scalars['ID']['input'];
};


export type V1QueryPaymentMethodArgs = {
  id: Scalars['ID']['input'];
};


export type V1QueryProductArgs = {
  id: InputMaybe<Scalars['ID']['input']>;
  sku: InputMaybe<Scalars['String']['input']>;
};


export type V1QueryProductReviewsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['ID']['input'];
};


export type V1QueryProductsAwaitingReviewArgs = {
  first: InputMaybe<Scalars['Int']['input']>;
};


export type V1QueryQuoteArgs = {
  quoteGuid: Scalars['String']['input'];
};


export type V1QueryQuotesArgs = {
  first: InputMaybe<Scalars['Int']['input']>;
};


export type V1QueryRecentlyViewedArgs = {
  filters: InputMaybe<Array<SearchFilterInput>>;
};


export type V1QueryReviewArgs = {
  productId: Scalars['ID']['input'];
};


export type V1QueryReviewEligibilityArgs = {
  productId: Scalars['ID']['input'];
};


export type V1QueryRigListingArgs = {
  id: Scalars['ID']['input'];
};


export type V1QueryRigListingsArgs = {
  includeHidden: InputMaybe<Scalars['Boolean']['input']>;
};


export type V1QuerySearchAlternativesArgs = {
  searchString: Scalars['String']['input'];
};


export type V1QuerySearchFiltersArgs = {
  filters: InputMaybe<Array<SearchFilterInput>>;
  searchString: InputMaybe<Scalars['String']['input']>;
};


export type V1QuerySearchResultsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  analytics: InputMaybe<Scalars['Boolean']['input']>;
  anyCategory: InputMaybe<Scalars['Boolean']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  filters: InputMaybe<Array<SearchFilterInput>>;
  first: InputMaybe<Scalars['Int']['input']>;
  garageId: InputMaybe<Scalars['ID']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  onlyFitting: InputMaybe<Scalars['Boolean']['input']>;
  searchString: InputMaybe<Scalars['String']['input']>;
  sortMethod: InputMaybe<SortMethod>;
};


export type V1QuerySearchSpellingArgs = {
  searchString: Scalars['String']['input'];
  typing: InputMaybe<Scalars['Boolean']['input']>;
};


export type V1QuerySearchSuggestionsArgs = {
  first: InputMaybe<Scalars['Int']['input']>;
  searchString: Scalars['String']['input'];
};


export type V1QueryShippingMethodsArgs = {
  backordered: InputMaybe<Scalars['Boolean']['input']>;
  countryId: InputMaybe<Scalars['ID']['input']>;
  postalCode: InputMaybe<Scalars['String']['input']>;
  quoteGuid: InputMaybe<Scalars['String']['input']>;
  shippingProfileId: InputMaybe<Scalars['ID']['input']>;
  stateProvinceId: InputMaybe<Scalars['ID']['input']>;
  vendorId: InputMaybe<Scalars['ID']['input']>;
  warehouseId: InputMaybe<Scalars['ID']['input']>;
};


export type V1QueryShoppingCartArgs = {
  quoteGuid: InputMaybe<Scalars['String']['input']>;
};


export type V1QuerySimilarItemsArgs = {
  first: InputMaybe<Scalars['Int']['input']>;
  relatedManufacturerPartNumber: Scalars['String']['input'];
};

export type ValidShippingAddress = {
  id: Scalars['ID']['output'];
};

export type Vendor = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type VendorApplicationInput = {
  /** The brands and product lines the vendor would list. */
  brands: Scalars['String']['input'];
  /** under_500, 500_5000, 5000_50000 or over_50000. */
  catalogueSize: Scalars['String']['input'];
  company: Scalars['String']['input'];
  contactName: Scalars['String']['input'];
  email: Scalars['String']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
  /** Warehouse locations, one per line. */
  warehouses: Scalars['String']['input'];
  website?: InputMaybe<Scalars['String']['input']>;
};

export type Warehouse = {
  address: WarehouseAddress;
  id: Scalars['ID']['output'];
};

export type WarehouseAddress = {
  city: Scalars['String']['output'];
  stateProvince: Maybe<WarehouseStateProvince>;
};

export type WarehouseStateProvince = {
  abbreviation: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type HelpPhoneClickMutationVariables = Exact<{
  url: Scalars['String']['input'];
  sessionId: InputMaybe<Scalars['String']['input']>;
}>;


export type HelpPhoneClickMutation = { v1: { browserLog: { event: boolean } } };

export type SuggestProductsQueryVariables = Exact<{
  q: Scalars['String']['input'];
  first: Scalars['Int']['input'];
}>;


export type SuggestProductsQuery = { v1: { searchResults: { nodes: Array<{ id: string, name: string, seoName: string, price: number | null, sku: string, manufacturerPartNumber: string, interchange: Array<string>, picture: { thumbnailUrl: string } }> }, searchSpelling: { query: string } | null } };

export type AddressFieldsFragment = { id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null };

export type AccountAddressBookQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountAddressBookQuery = { v1: { addresses: Array<{ isDefault: boolean, id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null }> } };

export type AddShippingAddressMutationVariables = Exact<{
  a: AddressInput;
}>;


export type AddShippingAddressMutation = { v1: { shippingAddress: { add: { id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null } } } };

export type EditShippingAddressMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  a: AddressInput;
}>;


export type EditShippingAddressMutation = { v1: { shippingAddress: { edit: { id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null } } } };

export type DeleteShippingAddressMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteShippingAddressMutation = { v1: { shippingAddress: { delete: boolean } } };

export type SetDefaultShippingAddressMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SetDefaultShippingAddressMutation = { v1: { shippingAddress: { setDefault: { id: string | null, isDefault: boolean } } } };

export type AccountFieldsFragment = { firstName: string, lastName: string, feedbackName: string, email: string, phoneNumber: string, phoneNumberDisplay: string, pendingEmail: string | null };

export type AccountOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountOverviewQuery = { v1: { account: { firstName: string, lastName: string, feedbackName: string, email: string, phoneNumber: string, phoneNumberDisplay: string, pendingEmail: string | null } | null, defaultPaymentAndShipping: { paymentMethod: { isExpired: boolean, id: string, paymentType: PaymentMethodType, creditCardType: string, creditCardLast4: string, creditCardExp: string, cardholderName: string, accountNameOrEmail: string, isDefault: boolean, address: { id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null } } | null, shippingAddress: { id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null } | null }, garage: { selectedGarageItemId: string | null, items: Array<{ id: string, name: string, year: number | null, machineStatus: RigStatus }> }, myOrders: { nodes: Array<{ id: string, customOrderNumber: string, createdOnUtc: string, orderTotal: number, orderStatus: OrderStatus, paymentStatus: PaymentStatus, shippingStatus: ShippingStatus }> }, productsAwaitingReview: Array<{ id: string }> } };

export type AccountSecurityQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSecurityQuery = { v1: { loginAndSecurity: { firstName: string, lastName: string, feedbackName: string, email: string, phoneNumber: string, phoneNumberDisplay: string, pendingEmail: string | null } | null } };

export type AccountNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountNotificationsQuery = { v1: { mailPreferences: { orderUpdates: boolean, shippingUpdates: boolean, backInStock: boolean, marketing: boolean } | null, stockAlerts: Array<{ id: string, productId: string, createdOnUtc: string, notifiedOnUtc: string | null, product: { id: string, name: string, sku: string, seoName: string, available: boolean } | null }> } };

export type ChangeNameMutationVariables = Exact<{
  f: Scalars['String']['input'];
  l: Scalars['String']['input'];
}>;


export type ChangeNameMutation = { v1: { loginAndSecurity: { changeName: { firstName: string, lastName: string, feedbackName: string, email: string, phoneNumber: string, phoneNumberDisplay: string, pendingEmail: string | null } } } };

export type ChangeNumberMutationVariables = Exact<{
  p: Scalars['String']['input'];
}>;


export type ChangeNumberMutation = { v1: { loginAndSecurity: { changeNumber: { firstName: string, lastName: string, feedbackName: string, email: string, phoneNumber: string, phoneNumberDisplay: string, pendingEmail: string | null } } } };

export type ChangeFeedbackNameMutationVariables = Exact<{
  n: Scalars['String']['input'];
}>;


export type ChangeFeedbackNameMutation = { v1: { loginAndSecurity: { changeFeedbackName: { firstName: string, lastName: string, feedbackName: string, email: string, phoneNumber: string, phoneNumberDisplay: string, pendingEmail: string | null } } } };

export type SetMailPreferencesMutationVariables = Exact<{
  o: InputMaybe<Scalars['Boolean']['input']>;
  s: InputMaybe<Scalars['Boolean']['input']>;
  b: InputMaybe<Scalars['Boolean']['input']>;
  m: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type SetMailPreferencesMutation = { v1: { notifications: { setPreferences: { orderUpdates: boolean, shippingUpdates: boolean, backInStock: boolean, marketing: boolean } } } };

export type DeleteStockAlertMutationVariables = Exact<{
  p: Scalars['ID']['input'];
}>;


export type DeleteStockAlertMutation = { v1: { stockAlert: { delete: boolean } } };

export type PaymentMethodFieldsFragment = { id: string, paymentType: PaymentMethodType, creditCardType: string, creditCardLast4: string, creditCardExp: string, cardholderName: string, accountNameOrEmail: string, isDefault: boolean, address: { id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null } };

export type AccountPaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountPaymentMethodsQuery = { v1: { paymentMethods: Array<{ isExpired: boolean, id: string, paymentType: PaymentMethodType, creditCardType: string, creditCardLast4: string, creditCardExp: string, cardholderName: string, accountNameOrEmail: string, isDefault: boolean, validShippingAddresses: Array<{ id: string }>, address: { id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null } }>, addresses: Array<{ id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null }>, paymentSetup: { gateway: string, clientToken: string, fieldsUrl: string | null, environment: string } } };

export type AddPaymentMethodMutationVariables = Exact<{
  a: AddressInput;
  nonce: Scalars['String']['input'];
  deviceData: InputMaybe<Scalars['String']['input']>;
}>;


export type AddPaymentMethodMutation = { v1: { paymentMethod: { add: { id: string, paymentType: PaymentMethodType, creditCardType: string, creditCardLast4: string, creditCardExp: string, cardholderName: string, accountNameOrEmail: string, isDefault: boolean, address: { id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null } } } } };

export type EditPaymentMethodMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  a: AddressInput;
  nonce: InputMaybe<Scalars['String']['input']>;
}>;


export type EditPaymentMethodMutation = { v1: { paymentMethod: { edit: { id: string, paymentType: PaymentMethodType, creditCardType: string, creditCardLast4: string, creditCardExp: string, cardholderName: string, accountNameOrEmail: string, isDefault: boolean, address: { id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null } } } } };

export type DeletePaymentMethodMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeletePaymentMethodMutation = { v1: { paymentMethod: { delete: boolean } } };

export type SetDefaultPaymentMethodMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SetDefaultPaymentMethodMutation = { v1: { paymentMethod: { setDefault: { id: string, isDefault: boolean } } } };

export type AdminAuditQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  person: InputMaybe<Scalars['String']['input']>;
  recordType: InputMaybe<Scalars['String']['input']>;
  recordId: InputMaybe<Scalars['String']['input']>;
  from: InputMaybe<Scalars['String']['input']>;
  to: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminAuditQuery = { v1: { admin: { auditRecordTypes: Array<string>, auditLog: { totalCount: number, hasNextPage: boolean, endCursor: string | null, nodes: Array<{ id: string, at: string, action: string, recordType: string | null, recordId: string | null, impersonating: boolean, ip: string | null, detail: string, actor: { id: string, email: string | null, name: string } | null, subject: { id: string, email: string | null, name: string } | null, changes: Array<{ field: string, before: string | null, after: string | null }> }> } } } };

export type AdminCustomersQueryVariables = Exact<{
  search: InputMaybe<Scalars['String']['input']>;
  guests: InputMaybe<Scalars['Boolean']['input']>;
  staffOnly: InputMaybe<Scalars['Boolean']['input']>;
  sort: InputMaybe<AdminCustomerSort>;
  page: InputMaybe<Scalars['Int']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminCustomersQuery = { v1: { admin: { customers: { totalCount: number, page: number, pageSize: number, nodes: Array<{ id: string, email: string | null, name: string, phoneNumber: string, role: string, isGuest: boolean, signInLocked: boolean, createdOnUtc: string, lastSignInOnUtc: string | null }> } } } };

export type AdminCustomerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminCustomerQuery = { v1: { admin: { customer: { id: string, email: string | null, firstName: string, lastName: string, name: string, phoneNumber: string, role: string, isGuest: boolean, signInLocked: boolean, signInLockedOnUtc: string | null, failedSignInAttempts: number, createdOnUtc: string, lastSignInOnUtc: string | null, orders: { totalCount: number, nodes: Array<{ id: string, customOrderNumber: string, createdOnUtc: string, orderStatus: string, shippingStatus: string, orderTotal: number, itemCount: number }> }, returns: Array<{ id: string, returnNumber: string, orderId: string, status: string, createdOnUtc: string, units: number }>, machines: Array<{ id: string, name: string, year: number | null, serialNumber: string, hours: number | null, machineStatus: string, machineModel: { name: string, manufacturer: string } | null }>, addresses: Array<{ id: string | null, firstName: string, lastName: string, company: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, isDefault: boolean, stateProvince: { abbreviation: string } | null, country: { name: string } | null }> } | null } } };

export type AdminLockSignInMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminLockSignInMutation = { v1: { admin: { customers: { lockSignIn: { id: string, signInLocked: boolean } } } } };

export type AdminUnlockSignInMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminUnlockSignInMutation = { v1: { admin: { customers: { unlockSignIn: { id: string, signInLocked: boolean } } } } };

export type AdminSendPasswordResetMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminSendPasswordResetMutation = { v1: { admin: { customers: { sendPasswordReset: { mailed: boolean } } } } };

export type AdminSetCustomerRoleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  role: AdminCustomerRole;
}>;


export type AdminSetCustomerRoleMutation = { v1: { admin: { customers: { setRole: { id: string, role: string } } } } };

export type AdminFeedbackQueryVariables = Exact<{
  filter: InputMaybe<AdminFeedbackFilter>;
  first: InputMaybe<Scalars['Int']['input']>;
  page: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminFeedbackQuery = { v1: { admin: { orderFeedback: { totalCount: number, page: number, hasNextPage: boolean, nodes: Array<{ id: string, orderId: string, customOrderNumber: string, email: string, rating: number, asDescribed: boolean | null, arrivedOnTime: boolean | null, promptService: boolean | null, wellPackaged: boolean | null, suggestion: string, text: string, createdOnUtc: string, replyText: string, repliedOnUtc: string | null }> } } } };

export type AdminFeedbackReplyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
}>;


export type AdminFeedbackReplyMutation = { v1: { admin: { feedback: { reply: { id: string, replyText: string, customOrderNumber: string } } } } };

export type AdminCatalogImportsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminCatalogImportsQuery = { v1: { admin: { catalogImports: { totalCount: number, hasNextPage: boolean, endCursor: string | null, nodes: Array<{ id: string, fileName: string, status: CatalogImportStatus, checkedAt: string, checkedBy: string | null, appliedAt: string | null, appliedBy: string | null, error: string | null, counts: { lines: number, accepted: number, refused: number, unchanged: number } }> }, catalogExportChoices: { brands: Array<{ id: string, name: string }>, vendors: Array<{ id: string, name: string }> } } } };

export type AdminCatalogImportQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  afterLine: InputMaybe<Scalars['Int']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminCatalogImportQuery = { v1: { admin: { catalogImport: { id: string, fileName: string, status: CatalogImportStatus, checkedAt: string, checkedBy: string | null, appliedAt: string | null, appliedBy: string | null, error: string | null, columns: Array<string>, ignoredColumns: Array<string>, checkMs: number, applyMs: number | null, counts: { lines: number, accepted: number, refused: number, unchanged: number, price: number, oldPrice: number, stock: number, status: number, orderMinimumQuantity: number, orderMaximumQuantity: number }, sample: Array<{ line: number, sku: string, changes: Array<{ field: string, before: string | null, after: string | null }> }>, refusedLines: Array<{ line: number, part: string, reason: string }>, progress: { done: number, total: number } | null } | null } } };

export type AdminCatalogImportProgressQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminCatalogImportProgressQuery = { v1: { admin: { catalogImportProgress: { done: number, total: number } | null } } };

export type AdminCatalogImportApplyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminCatalogImportApplyMutation = { v1: { admin: { catalogImports: { apply: { done: number, total: number } } } } };

export type AdminMessagesQueryVariables = Exact<{
  kind: InputMaybe<AdminMessageKind>;
  status: InputMaybe<AdminMessageStatus>;
  oldestFirst: InputMaybe<Scalars['Boolean']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  page: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminMessagesQuery = { v1: { admin: { messages: { totalCount: number, page: number, hasNextPage: boolean, nodes: Array<{ reference: string, kind: AdminMessageKind, status: AdminMessageStatus, senderName: string, email: string, subject: string, preview: string, createdOnUtc: string }> } } } };

export type AdminMessageQueryVariables = Exact<{
  reference: Scalars['String']['input'];
}>;


export type AdminMessageQuery = { v1: { admin: { message: { reference: string, kind: AdminMessageKind, status: AdminMessageStatus, senderName: string, email: string, subject: string, body: string, createdOnUtc: string, closedOnUtc: string | null, details: Array<{ label: string, value: string }>, replies: Array<{ id: string, staffName: string, staffEmail: string, body: string, sentOnUtc: string }> } | null } } };

export type AdminReplyMessageMutationVariables = Exact<{
  reference: Scalars['String']['input'];
  text: Scalars['String']['input'];
}>;


export type AdminReplyMessageMutation = { v1: { admin: { messages: { reply: { reference: string, status: AdminMessageStatus } } } } };

export type AdminCloseMessageMutationVariables = Exact<{
  reference: Scalars['String']['input'];
}>;


export type AdminCloseMessageMutation = { v1: { admin: { messages: { close: { reference: string, status: AdminMessageStatus } } } } };

export type AdminReopenMessageMutationVariables = Exact<{
  reference: Scalars['String']['input'];
}>;


export type AdminReopenMessageMutation = { v1: { admin: { messages: { reopen: { reference: string, status: AdminMessageStatus } } } } };

export type AdminRigListingsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  page: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminRigListingsQuery = { v1: { admin: { rigListings: { totalCount: number, hiddenCount: number, page: number, hasNextPage: boolean, nodes: Array<{ id: string, price: number, contactName: string, contactPhone: string, contactEmail: string, location: string, description: string, createdOnUtc: string, hidden: boolean, machine: { name: string, year: number | null, machineModel: { name: string, manufacturer: string } } }> } } } };

export type AdminHideRigListingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminHideRigListingMutation = { v1: { admin: { rigListings: { hide: { id: string, hidden: boolean } } } } };

export type AdminShowRigListingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminShowRigListingMutation = { v1: { admin: { rigListings: { unhide: { id: string, hidden: boolean } } } } };

export type AdminOrdersQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<AdminOrderFilter>;
  placedFrom: InputMaybe<Scalars['String']['input']>;
  placedTo: InputMaybe<Scalars['String']['input']>;
  vendorId: InputMaybe<Scalars['ID']['input']>;
  warehouseId: InputMaybe<Scalars['ID']['input']>;
  machineDown: InputMaybe<Scalars['Boolean']['input']>;
  sort: InputMaybe<AdminOrderSort>;
}>;


export type AdminOrdersQuery = { v1: { admin: { orders: { totalCount: number, hasNextPage: boolean, endCursor: string | null, nodes: Array<{ id: string, customOrderNumber: string, createdOnUtc: string, email: string, orderStatus: OrderStatus, paymentStatus: PaymentStatus, shippingStatus: ShippingStatus, orderTotal: number, purchaseOrder: string, shippingMethod: string, billingAddress: { firstName: string, lastName: string } }> }, orderListChoices: { vendors: Array<{ id: string, name: string }>, warehouses: Array<{ id: string, name: string }> } } } };

export type AdminOrderQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminOrderQuery = { v1: { admin: { order: { id: string, customOrderNumber: string, createdOnUtc: string, email: string, purchaseOrder: string, orderStatus: OrderStatus, paymentStatus: PaymentStatus, shippingStatus: ShippingStatus, shippingMethod: string, orderSubtotalExclTax: number, orderShippingExclTax: number, orderTax: number, orderTotal: number, refundedAmount: number, cardType: string, maskedCreditCardNumber: string, billingAddress: { firstName: string, lastName: string, company: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, stateProvince: { abbreviation: string } | null, country: { name: string } | null }, shippingAddress: { firstName: string, lastName: string, company: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, stateProvince: { abbreviation: string } | null, country: { name: string } | null }, items: Array<{ id: string, productName: string, sku: string, quantity: number, unitPriceExclTax: number, priceExclTax: number }>, lineQuantities: Array<{ orderItemId: string, ordered: number, shipped: number, delivered: number, returned: number }>, shipments: Array<{ id: string, carrierName: string, trackingNumber: string, trackingNumberUrl: string, status: TrackingEventType, shippedDateUtc: string | null, deliveryDateUtc: string | null, shipmentItems: Array<{ orderItemId: string, quantity: number }> }> } | null, orderPayments: Array<{ id: string, kind: string, amount: number, gateway: string, transactionId: string, reason: string, createdOnUtc: string }>, orderTimeline: Array<{ at: string, kind: AdminOrderEventKind, title: string, detail: string, actor: string | null }> } } };

export type AdminShipOrderMutationVariables = Exact<{
  orderId: Scalars['ID']['input'];
  lines: InputMaybe<Array<AdminShipLineInput> | AdminShipLineInput>;
  carrier: InputMaybe<Scalars['String']['input']>;
  trackingNumber: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminShipOrderMutation = { v1: { admin: { orders: { ship: Array<{ id: string, carrierName: string, trackingNumber: string }> } } } };

export type AdminMarkDeliveredMutationVariables = Exact<{
  orderId: Scalars['ID']['input'];
  shipmentId: InputMaybe<Scalars['ID']['input']>;
}>;


export type AdminMarkDeliveredMutation = { v1: { admin: { orders: { markDelivered: { id: string, orderStatus: OrderStatus, shippingStatus: ShippingStatus } } } } };

export type AdminCancelOrderMutationVariables = Exact<{
  orderId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type AdminCancelOrderMutation = { v1: { admin: { orders: { cancel: { id: string, orderStatus: OrderStatus, paymentStatus: PaymentStatus, refundedAmount: number } } } } };

export type AdminRefundOrderMutationVariables = Exact<{
  orderId: Scalars['ID']['input'];
  amount: Scalars['String']['input'];
  reason: Scalars['String']['input'];
}>;


export type AdminRefundOrderMutation = { v1: { admin: { orders: { refund: { id: string, paymentStatus: PaymentStatus, refundedAmount: number } } } } };

export type AdminOrderNoteMutationVariables = Exact<{
  orderId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
}>;


export type AdminOrderNoteMutation = { v1: { admin: { orders: { addNote: boolean } } } };

export type AdminProductsQueryVariables = Exact<{
  filter: InputMaybe<AdminProductFilterInput>;
  first: InputMaybe<Scalars['Int']['input']>;
  page: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminProductsQuery = { v1: { admin: { products: { totalCount: number, page: number, hasNextPage: boolean, nodes: Array<{ id: string, sku: string, name: string, seoName: string, manufacturerPartNumber: string, brand: string | null, vendor: string | null, warehouse: string | null, price: string | null, oldPrice: string | null, stock: number, status: string, published: boolean }> }, productListChoices: { brands: Array<{ id: string, name: string }>, categories: Array<{ id: string, name: string }>, vendors: Array<{ id: string, name: string }>, warehouses: Array<{ id: string, name: string }> } } } };

export type AdminProductQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminProductQuery = { v1: { admin: { product: { id: string, sku: string, seoName: string, manufacturerPartNumber: string, brand: string | null, vendor: string | null, warehouse: string | null, version: string, name: string, shortDescription: string, fullDescription: string, price: string | null, oldPrice: string | null, stock: number, status: string, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number>, published: boolean, specifications: Array<{ attribute: string, value: string }>, interchanges: Array<{ partNumber: string, brand: string, kind: string }>, fitments: Array<{ machineModelId: string, model: string | null, serialFrom: string | null, serialTo: string | null, engine: string | null, attachment: string | null }> } | null } } };

export type AdminProductFieldsFragment = { id: string, sku: string, seoName: string, manufacturerPartNumber: string, brand: string | null, vendor: string | null, warehouse: string | null, version: string, name: string, shortDescription: string, fullDescription: string, price: string | null, oldPrice: string | null, stock: number, status: string, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number>, published: boolean, specifications: Array<{ attribute: string, value: string }>, interchanges: Array<{ partNumber: string, brand: string, kind: string }>, fitments: Array<{ machineModelId: string, model: string | null, serialFrom: string | null, serialTo: string | null, engine: string | null, attachment: string | null }> };

export type AdminProductEditPreviewQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  input: AdminProductInput;
}>;


export type AdminProductEditPreviewQuery = { v1: { admin: { productEditPreview: { fieldErrors: Array<{ field: string, message: string }>, changes: Array<{ field: string, label: string, before: string, after: string }> } } } };

export type AdminUpdateProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: AdminProductInput;
  version: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminUpdateProductMutation = { v1: { admin: { products: { update: { saved: boolean, fieldErrors: Array<{ field: string, message: string }>, changes: Array<{ field: string, label: string, before: string, after: string }> } } } } };

export type AdminProductBulkPreviewQueryVariables = Exact<{
  selection: AdminProductSelection;
  action: AdminProductBulkAction;
  value: Scalars['String']['input'];
}>;


export type AdminProductBulkPreviewQuery = { v1: { admin: { productBulkPreview: { actionError: string | null, selected: number, changed: number, unchanged: number, applied: boolean, sample: Array<{ id: string, sku: string, name: string, before: string, after: string }>, refused: Array<{ id: string, sku: string, name: string, reason: string }> } } } };

export type AdminProductBulkApplyMutationVariables = Exact<{
  selection: AdminProductSelection;
  action: AdminProductBulkAction;
  value: Scalars['String']['input'];
}>;


export type AdminProductBulkApplyMutation = { v1: { admin: { products: { bulkApply: { actionError: string | null, selected: number, changed: number, unchanged: number, applied: boolean, sample: Array<{ id: string, sku: string, name: string, before: string, after: string }>, refused: Array<{ id: string, sku: string, name: string, reason: string }> } } } } };

export type AdminProductBulkFieldsFragment = { actionError: string | null, selected: number, changed: number, unchanged: number, applied: boolean, sample: Array<{ id: string, sku: string, name: string, before: string, after: string }>, refused: Array<{ id: string, sku: string, name: string, reason: string }> };

export type AdminQuoteRequestsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  page: InputMaybe<Scalars['Int']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<AdminQuoteFilter>;
  sort: InputMaybe<AdminQuoteSort>;
}>;


export type AdminQuoteRequestsQuery = { v1: { admin: { quoteRequests: { totalCount: number, page: number, pageCount: number, nodes: Array<{ id: string, requestNumber: string, status: QuoteRequestStatus, source: string, email: string, query: string, poNumber: string, createdOnUtc: string, expirationDate: string | null, items: Array<{ id: string }> }> } } } };

export type AdminQuoteRequestQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminQuoteRequestQuery = { v1: { admin: { quoteRequest: { id: string, requestNumber: string, status: QuoteRequestStatus, source: string, email: string, customerId: string | null, query: string, note: string, poNumber: string, machine: string, createdOnUtc: string, sentOnUtc: string | null, expirationDate: string | null, orderedOnUtc: string | null, quoteGuid: string | null, items: Array<{ id: string, partNumber: string, quantity: number, product: { id: string, name: string, sku: string, manufacturerPartNumber: string, priceAndAvailability: { price: number | null } } | null }>, quote: { id: string, title: string, items: Array<{ id: string, quantity: number, price: number, shippingPrice: number, product: { id: string, name: string, sku: string } | null }> } | null } | null } } };

export type AdminQuotePartsQueryVariables = Exact<{
  partNumber: Scalars['String']['input'];
}>;


export type AdminQuotePartsQuery = { v1: { admin: { quoteParts: Array<{ productId: string, sku: string, name: string, manufacturerPartNumber: string, brand: string, price: number | null }> } } };

export type AdminSendQuoteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  pricing: QuotePricingInput;
}>;


export type AdminSendQuoteMutation = { v1: { admin: { quotes: { send: { id: string, requestNumber: string, status: QuoteRequestStatus, email: string, quoteGuid: string | null } } } } };

export type AdminReturnsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<AdminReturnFilter>;
}>;


export type AdminReturnsQuery = { v1: { admin: { returns: { totalCount: number, hasNextPage: boolean, endCursor: string | null, nodes: Array<{ id: string, returnNumber: string, status: ReturnStatus, reasonLabel: string, createdOnUtc: string, items: Array<{ id: string, orderItemId: string, quantity: number }>, order: { id: string, customOrderNumber: string, email: string, items: Array<{ id: string, productName: string, sku: string }> } }> } } } };

export type AdminReturnQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminReturnQuery = { v1: { admin: { returnRequest: { id: string, returnNumber: string, status: ReturnStatus, reasonLabel: string, reasonText: string, comments: string, storeNote: string, storeAtFault: boolean, createdOnUtc: string, approvedOnUtc: string | null, rejectedOnUtc: string | null, receivedOnUtc: string | null, refundedOnUtc: string | null, items: Array<{ id: string, orderItemId: string, quantity: number, receivedQuantity: number, damagedQuantity: number }>, refund: { items: number, tax: number, shipping: number, total: number }, order: { id: string, customOrderNumber: string, email: string, items: Array<{ id: string, productName: string, sku: string }> } } | null } } };

export type AdminApproveReturnMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminApproveReturnMutation = { v1: { admin: { returns: { approve: { id: string, status: ReturnStatus } } } } };

export type AdminRejectReturnMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  note: Scalars['String']['input'];
}>;


export type AdminRejectReturnMutation = { v1: { admin: { returns: { reject: { id: string, status: ReturnStatus } } } } };

export type AdminReceiveReturnMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  lines: InputMaybe<Array<AdminReceiveLineInput> | AdminReceiveLineInput>;
}>;


export type AdminReceiveReturnMutation = { v1: { admin: { returns: { receive: { id: string, status: ReturnStatus } } } } };

export type AdminRefundReturnMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminRefundReturnMutation = { v1: { admin: { returns: { refund: { id: string, status: ReturnStatus, refund: { total: number } } } } } };

export type AdminReviewsQueryVariables = Exact<{
  filter: InputMaybe<AdminReviewFilter>;
  first: InputMaybe<Scalars['Int']['input']>;
  page: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminReviewsQuery = { v1: { admin: { reviews: { totalCount: number, page: number, hasNextPage: boolean, nodes: Array<{ id: string, rating: number, title: string, reviewText: string, replyText: string | null, customerName: string, createdOnUtc: string, status: ReviewStatus, product: { id: string, name: string, seoName: string } | null }> } } } };

export type AdminApproveReviewsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type AdminApproveReviewsMutation = { v1: { admin: { reviews: { approve: Array<{ id: string }> } } } };

export type AdminReplyReviewMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
}>;


export type AdminReplyReviewMutation = { v1: { admin: { reviews: { reply: { id: string, replyText: string | null } } } } };

export type AdminRejectReviewMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminRejectReviewMutation = { v1: { admin: { reviews: { reject: { id: string, title: string } } } } };

export type AdminStoreSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStoreSettingsQuery = { v1: { admin: { storeSettings: { phone: string, hours: string, returnName: string, returnLine1: string, returnLine2: string, returnCity: string, returnState: string, returnZip: string, originName: string, originLine1: string, originCity: string, originState: string, originZip: string, updatedOnUtc: string | null, updatedBy: string | null } } } };

export type AdminUpdateStoreSettingsMutationVariables = Exact<{
  input: StoreSettingsInput;
}>;


export type AdminUpdateStoreSettingsMutation = { v1: { admin: { settings: { update: { changedFields: Array<string>, fieldErrors: Array<{ field: string, message: string }> } } } } };

export type CartItemFieldsFragment = { id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null };

export type CartFieldsFragment = { errors: Array<string>, warnings: Array<string>, estimatedItemTaxRate: number, estimatedShippingTaxRate: number, itemCount: number, poNumber: string, canOrder: boolean, quoteGuid: string | null, destination: { city: string, countryId: string | null, postalCode: string, provinceId: string | null }, appliedDiscounts: Array<{ name: string, couponCode: string, discountAmount: number, discountType: string }>, productGroups: Array<{ shippingProfileId: string, vendorId: string, warehouseId: string, backordered: boolean, shoppingCartItemId: string, items: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, shippingMethods: Array<{ id: string, name: string, price: number, eta: string, selected: boolean }> }>, savedForLaterItems: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, quote: { id: string, guid: string, title: string, expirationDate: string, canOrder: boolean } | null };

export type CartQueryVariables = Exact<{
  quoteGuid: InputMaybe<Scalars['String']['input']>;
}>;


export type CartQuery = { v1: { shoppingCart: { errors: Array<string>, warnings: Array<string>, estimatedItemTaxRate: number, estimatedShippingTaxRate: number, itemCount: number, poNumber: string, canOrder: boolean, quoteGuid: string | null, destination: { city: string, countryId: string | null, postalCode: string, provinceId: string | null }, appliedDiscounts: Array<{ name: string, couponCode: string, discountAmount: number, discountType: string }>, productGroups: Array<{ shippingProfileId: string, vendorId: string, warehouseId: string, backordered: boolean, shoppingCartItemId: string, items: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, shippingMethods: Array<{ id: string, name: string, price: number, eta: string, selected: boolean }> }>, savedForLaterItems: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, quote: { id: string, guid: string, title: string, expirationDate: string, canOrder: boolean } | null } } };

export type CartCountQueryVariables = Exact<{ [key: string]: never; }>;


export type CartCountQuery = { v1: { shoppingCart: { itemCount: number } } };

export type CartAddMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
  shoppingCartTypeId: InputMaybe<Scalars['Int']['input']>;
  qty: InputMaybe<Scalars['Int']['input']>;
}>;


export type CartAddMutation = { v1: { cart: { add: { errors: Array<string>, warnings: Array<string>, estimatedItemTaxRate: number, estimatedShippingTaxRate: number, itemCount: number, poNumber: string, canOrder: boolean, quoteGuid: string | null, destination: { city: string, countryId: string | null, postalCode: string, provinceId: string | null }, appliedDiscounts: Array<{ name: string, couponCode: string, discountAmount: number, discountType: string }>, productGroups: Array<{ shippingProfileId: string, vendorId: string, warehouseId: string, backordered: boolean, shoppingCartItemId: string, items: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, shippingMethods: Array<{ id: string, name: string, price: number, eta: string, selected: boolean }> }>, savedForLaterItems: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, quote: { id: string, guid: string, title: string, expirationDate: string, canOrder: boolean } | null } } } };

export type CartRemoveMutationVariables = Exact<{
  shoppingCartItemId: Scalars['ID']['input'];
  shoppingCartTypeId: InputMaybe<Scalars['Int']['input']>;
}>;


export type CartRemoveMutation = { v1: { cart: { remove: { errors: Array<string>, warnings: Array<string>, estimatedItemTaxRate: number, estimatedShippingTaxRate: number, itemCount: number, poNumber: string, canOrder: boolean, quoteGuid: string | null, destination: { city: string, countryId: string | null, postalCode: string, provinceId: string | null }, appliedDiscounts: Array<{ name: string, couponCode: string, discountAmount: number, discountType: string }>, productGroups: Array<{ shippingProfileId: string, vendorId: string, warehouseId: string, backordered: boolean, shoppingCartItemId: string, items: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, shippingMethods: Array<{ id: string, name: string, price: number, eta: string, selected: boolean }> }>, savedForLaterItems: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, quote: { id: string, guid: string, title: string, expirationDate: string, canOrder: boolean } | null } } } };

export type CartChangeQuantityMutationVariables = Exact<{
  shoppingCartItemId: Scalars['ID']['input'];
  shoppingCartTypeId: InputMaybe<Scalars['Int']['input']>;
  qty: Scalars['Int']['input'];
}>;


export type CartChangeQuantityMutation = { v1: { cart: { changeQuantity: { errors: Array<string>, warnings: Array<string>, estimatedItemTaxRate: number, estimatedShippingTaxRate: number, itemCount: number, poNumber: string, canOrder: boolean, quoteGuid: string | null, destination: { city: string, countryId: string | null, postalCode: string, provinceId: string | null }, appliedDiscounts: Array<{ name: string, couponCode: string, discountAmount: number, discountType: string }>, productGroups: Array<{ shippingProfileId: string, vendorId: string, warehouseId: string, backordered: boolean, shoppingCartItemId: string, items: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, shippingMethods: Array<{ id: string, name: string, price: number, eta: string, selected: boolean }> }>, savedForLaterItems: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, quote: { id: string, guid: string, title: string, expirationDate: string, canOrder: boolean } | null } } } };

export type CartSaveForLaterMutationVariables = Exact<{
  shoppingCartItemId: Scalars['ID']['input'];
}>;


export type CartSaveForLaterMutation = { v1: { cart: { saveForLater: { errors: Array<string>, warnings: Array<string>, estimatedItemTaxRate: number, estimatedShippingTaxRate: number, itemCount: number, poNumber: string, canOrder: boolean, quoteGuid: string | null, destination: { city: string, countryId: string | null, postalCode: string, provinceId: string | null }, appliedDiscounts: Array<{ name: string, couponCode: string, discountAmount: number, discountType: string }>, productGroups: Array<{ shippingProfileId: string, vendorId: string, warehouseId: string, backordered: boolean, shoppingCartItemId: string, items: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, shippingMethods: Array<{ id: string, name: string, price: number, eta: string, selected: boolean }> }>, savedForLaterItems: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, quote: { id: string, guid: string, title: string, expirationDate: string, canOrder: boolean } | null } } } };

export type CartMoveToCartMutationVariables = Exact<{
  shoppingCartItemId: Scalars['ID']['input'];
}>;


export type CartMoveToCartMutation = { v1: { cart: { moveToCart: { errors: Array<string>, warnings: Array<string>, estimatedItemTaxRate: number, estimatedShippingTaxRate: number, itemCount: number, poNumber: string, canOrder: boolean, quoteGuid: string | null, destination: { city: string, countryId: string | null, postalCode: string, provinceId: string | null }, appliedDiscounts: Array<{ name: string, couponCode: string, discountAmount: number, discountType: string }>, productGroups: Array<{ shippingProfileId: string, vendorId: string, warehouseId: string, backordered: boolean, shoppingCartItemId: string, items: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, shippingMethods: Array<{ id: string, name: string, price: number, eta: string, selected: boolean }> }>, savedForLaterItems: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, quote: { id: string, guid: string, title: string, expirationDate: string, canOrder: boolean } | null } } } };

export type CartSetLineReferenceMutationVariables = Exact<{
  shoppingCartItemId: Scalars['ID']['input'];
  reference: InputMaybe<Scalars['String']['input']>;
  shoppingCartTypeId: InputMaybe<Scalars['Int']['input']>;
  quoteGuid: InputMaybe<Scalars['String']['input']>;
}>;


export type CartSetLineReferenceMutation = { v1: { cart: { setLineReference: { errors: Array<string>, warnings: Array<string>, estimatedItemTaxRate: number, estimatedShippingTaxRate: number, itemCount: number, poNumber: string, canOrder: boolean, quoteGuid: string | null, destination: { city: string, countryId: string | null, postalCode: string, provinceId: string | null }, appliedDiscounts: Array<{ name: string, couponCode: string, discountAmount: number, discountType: string }>, productGroups: Array<{ shippingProfileId: string, vendorId: string, warehouseId: string, backordered: boolean, shoppingCartItemId: string, items: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, shippingMethods: Array<{ id: string, name: string, price: number, eta: string, selected: boolean }> }>, savedForLaterItems: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, quote: { id: string, guid: string, title: string, expirationDate: string, canOrder: boolean } | null } } } };

export type CartSetDestinationMutationVariables = Exact<{
  countryId: InputMaybe<Scalars['ID']['input']>;
  stateProvinceId: InputMaybe<Scalars['ID']['input']>;
  postalCode: InputMaybe<Scalars['String']['input']>;
  quoteGuid: InputMaybe<Scalars['String']['input']>;
}>;


export type CartSetDestinationMutation = { v1: { cart: { setDestination: { errors: Array<string>, warnings: Array<string>, estimatedItemTaxRate: number, estimatedShippingTaxRate: number, itemCount: number, poNumber: string, canOrder: boolean, quoteGuid: string | null, destination: { city: string, countryId: string | null, postalCode: string, provinceId: string | null }, appliedDiscounts: Array<{ name: string, couponCode: string, discountAmount: number, discountType: string }>, productGroups: Array<{ shippingProfileId: string, vendorId: string, warehouseId: string, backordered: boolean, shoppingCartItemId: string, items: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, shippingMethods: Array<{ id: string, name: string, price: number, eta: string, selected: boolean }> }>, savedForLaterItems: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, quote: { id: string, guid: string, title: string, expirationDate: string, canOrder: boolean } | null } } } };

export type CartAddCouponMutationVariables = Exact<{
  couponCode: InputMaybe<Scalars['String']['input']>;
  quoteGuid: InputMaybe<Scalars['String']['input']>;
}>;


export type CartAddCouponMutation = { v1: { cart: { addCoupon: { errors: Array<string>, warnings: Array<string>, estimatedItemTaxRate: number, estimatedShippingTaxRate: number, itemCount: number, poNumber: string, canOrder: boolean, quoteGuid: string | null, destination: { city: string, countryId: string | null, postalCode: string, provinceId: string | null }, appliedDiscounts: Array<{ name: string, couponCode: string, discountAmount: number, discountType: string }>, productGroups: Array<{ shippingProfileId: string, vendorId: string, warehouseId: string, backordered: boolean, shoppingCartItemId: string, items: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, shippingMethods: Array<{ id: string, name: string, price: number, eta: string, selected: boolean }> }>, savedForLaterItems: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, quote: { id: string, guid: string, title: string, expirationDate: string, canOrder: boolean } | null } } } };

export type CartRemoveCouponMutationVariables = Exact<{
  couponCode: InputMaybe<Scalars['String']['input']>;
  quoteGuid: InputMaybe<Scalars['String']['input']>;
}>;


export type CartRemoveCouponMutation = { v1: { cart: { removeCoupon: { errors: Array<string>, warnings: Array<string>, estimatedItemTaxRate: number, estimatedShippingTaxRate: number, itemCount: number, poNumber: string, canOrder: boolean, quoteGuid: string | null, destination: { city: string, countryId: string | null, postalCode: string, provinceId: string | null }, appliedDiscounts: Array<{ name: string, couponCode: string, discountAmount: number, discountType: string }>, productGroups: Array<{ shippingProfileId: string, vendorId: string, warehouseId: string, backordered: boolean, shoppingCartItemId: string, items: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, shippingMethods: Array<{ id: string, name: string, price: number, eta: string, selected: boolean }> }>, savedForLaterItems: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, quote: { id: string, guid: string, title: string, expirationDate: string, canOrder: boolean } | null } } } };

export type CartSetSelectedShippingMethodMutationVariables = Exact<{
  countryId: InputMaybe<Scalars['ID']['input']>;
  provinceId: InputMaybe<Scalars['ID']['input']>;
  postalCode: InputMaybe<Scalars['String']['input']>;
  warehouseId: InputMaybe<Scalars['ID']['input']>;
  vendorId: InputMaybe<Scalars['ID']['input']>;
  shippingProfileId: InputMaybe<Scalars['ID']['input']>;
  backordered: InputMaybe<Scalars['Boolean']['input']>;
  selectedShippingMethodId: InputMaybe<Scalars['ID']['input']>;
  shoppingCartItemId: InputMaybe<Scalars['ID']['input']>;
  quoteGuid: InputMaybe<Scalars['String']['input']>;
}>;


export type CartSetSelectedShippingMethodMutation = { v1: { cart: { setSelectedShippingMethod: { errors: Array<string>, warnings: Array<string>, estimatedItemTaxRate: number, estimatedShippingTaxRate: number, itemCount: number, poNumber: string, canOrder: boolean, quoteGuid: string | null, destination: { city: string, countryId: string | null, postalCode: string, provinceId: string | null }, appliedDiscounts: Array<{ name: string, couponCode: string, discountAmount: number, discountType: string }>, productGroups: Array<{ shippingProfileId: string, vendorId: string, warehouseId: string, backordered: boolean, shoppingCartItemId: string, items: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, shippingMethods: Array<{ id: string, name: string, price: number, eta: string, selected: boolean }> }>, savedForLaterItems: Array<{ id: string, quantity: number, reference: string, backordered: boolean, price: number | null, quoteId: string | null, shoppingCartTypeId: number, warnings: Array<string>, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, isTaxExempt: boolean, pictures: Array<{ thumbnailUrl: string, altAttribute: string }>, priceAndAvailability: { price: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number> } } | null }>, quote: { id: string, guid: string, title: string, expirationDate: string, canOrder: boolean } | null } } } };

export type CategoryPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CategoryPageQuery = { v1: { category: { id: string, name: string, seoName: string, description: string, numberOfProducts: number, breadcrumb: Array<{ id: string, name: string, seoName: string }>, children: Array<{ id: string, name: string, seoName: string, numberOfProducts: number, picture: { thumbnailUrl: string } }> } | null } };

export type CategoryProductsQueryVariables = Exact<{
  q: InputMaybe<Scalars['String']['input']>;
  filters: InputMaybe<Array<SearchFilterInput> | SearchFilterInput>;
  first: InputMaybe<Scalars['Int']['input']>;
}>;


export type CategoryProductsQuery = { v1: { searchResults: { totalCount: number, pageInfo: { hasNextPage: boolean }, nodes: Array<{ id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, price: number | null, status: string, brand: string, city: string, state: string, picture: { imageUrl: string } }>, filters: Array<{ id: string, name: string, attribute: string, values: Array<{ value: string, count: number }> }> } } };

export type ProductShippingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  zip: Scalars['String']['input'];
  country: InputMaybe<Scalars['String']['input']>;
  countryId: InputMaybe<Scalars['ID']['input']>;
  stateProvinceId: InputMaybe<Scalars['ID']['input']>;
}>;


export type ProductShippingQuery = { v1: { product: { shippingOptions: Array<{ id: string, name: string, price: number, eta: string }> } | null } };

export type ProductAlternativesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProductAlternativesQuery = { v1: { product: { alternatives: Array<{ relation: ProductAlternativeRelation, partNumber: string, product: { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, priceAndAvailability: { price: number | null, status: string, stock: number }, pictures: Array<{ thumbnailUrl: string }>, manufacturers: Array<{ name: string }> } | null }> } | null } };

export type ProductPageCartDestinationQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductPageCartDestinationQuery = { v1: { shoppingCart: { destination: { countryId: string | null, provinceId: string | null, postalCode: string } } } };

export type ProductPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProductPageQuery = { v1: { product: { id: string, sku: string, name: string, seoName: string, manufacturerPartNumber: string, gtin: string, shortDescription: string, fullDescription: string, metaTitle: string, metaDescription: string, length: number, width: number, height: number, weight: number, youtubeEmbedCode: string | null, isFreeShipping: boolean, shipSeparately: boolean, allowCustomerReviews: boolean, approvedRatingSum: number, approvedTotalReviews: number, priceAndAvailability: { price: number | null, oldPrice: number | null, status: string, stock: number, orderMinimumQuantity: number, orderMaximumQuantity: number, allowedQuantities: Array<number>, backorderAvailabilityRange: string, buildToOrderRange: string, preorderAvailabilityStartDateTime: string | null, canNotify: boolean }, pictures: Array<{ thumbnailUrl: string, imageUrl: string, fullSizeImageUrl: string, altAttribute: string }>, manufacturers: Array<{ id: string, name: string }>, vendor: { name: string } | null, warehouse: { address: { city: string, stateProvince: { abbreviation: string } | null } } | null, categories: Array<{ id: string, name: string, seoName: string, parentCategoryId: number | null }>, specificationAttributes: Array<{ name: string, value: string }>, partInterchange: Array<{ partNumber: string, brand: string, kind: string }>, machineModelFitment: Array<{ id: string, name: string, baseName: string, manufacturer: string, type: string, serialFrom: string | null, serialTo: string | null, engine: string | null, attachment: string | null }>, relatedProducts: Array<{ id: string, name: string, seoName: string, sku: string, priceAndAvailability: { price: number | null, status: string }, pictures: Array<{ imageUrl: string }> }>, alsoPurchasedProducts: Array<{ id: string, name: string, seoName: string, sku: string, priceAndAvailability: { price: number | null, status: string }, pictures: Array<{ imageUrl: string }> }>, reviews: { totalCount: number, nodes: Array<{ id: string, rating: number, title: string, reviewText: string, replyText: string | null, customerName: string, createdOnUtc: string, helpfulYesTotal: number, helpfulNoTotal: number }> } } | null } };

export type CardFragment = { id: string, name: string, seoName: string, sku: string, priceAndAvailability: { price: number | null, status: string }, pictures: Array<{ imageUrl: string }> };

export type SearchHitFieldsFragment = { id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, price: number | null, status: string, brand: string, city: string, state: string, picture: { imageUrl: string } };

export type NotifyMeMutationVariables = Exact<{
  p: Scalars['ID']['input'];
}>;


export type NotifyMeMutation = { v1: { stockAlert: { add: { id: string } } } };

export type OrderFieldsFragment = { id: string, isGuestOrder: boolean, canRegister: boolean, email: string, customOrderNumber: string, clubOrderGuid: string, createdOnUtc: string, estArrivalDate: string | null, purchaseOrder: string, orderStatus: OrderStatus, paymentStatus: PaymentStatus, shippingStatus: ShippingStatus, shippingMethod: string, orderSubtotalExclTax: number, orderSubTotalDiscountExclTax: number, orderShippingExclTax: number, orderShippingDiscount: number, orderTax: number, orderTotal: number, cardName: string, cardType: string, maskedCreditCardNumber: string, paymentType: PaymentMethodType, shippingAddress: { id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null }, billingAddress: { id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null }, items: Array<{ id: string, productId: string, productName: string, sku: string, quantity: number, unitPriceExclTax: number, priceExclTax: number, reference: string, backorderedWhenOrdered: boolean }> };

export type OrderQueryVariables = Exact<{
  clubOrderGuid: Scalars['String']['input'];
}>;


export type OrderQuery = { v1: { order: { id: string, isGuestOrder: boolean, canRegister: boolean, email: string, customOrderNumber: string, clubOrderGuid: string, createdOnUtc: string, estArrivalDate: string | null, purchaseOrder: string, orderStatus: OrderStatus, paymentStatus: PaymentStatus, shippingStatus: ShippingStatus, shippingMethod: string, orderSubtotalExclTax: number, orderSubTotalDiscountExclTax: number, orderShippingExclTax: number, orderShippingDiscount: number, orderTax: number, orderTotal: number, cardName: string, cardType: string, maskedCreditCardNumber: string, paymentType: PaymentMethodType, shippingAddress: { id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null }, billingAddress: { id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null }, items: Array<{ id: string, productId: string, productName: string, sku: string, quantity: number, unitPriceExclTax: number, priceExclTax: number, reference: string, backorderedWhenOrdered: boolean }> } | null } };

export type CheckoutAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutAccountQuery = { v1: { addresses: Array<{ id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null }>, paymentMethods: Array<{ id: string, paymentType: PaymentMethodType, creditCardType: string, creditCardLast4: string, creditCardExp: string, cardholderName: string, accountNameOrEmail: string, isDefault: boolean, address: { id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null } }>, defaultPaymentAndShipping: { paymentMethod: { id: string } | null, shippingAddress: { id: string | null } | null } } };

export type CheckoutPaymentSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutPaymentSetupQuery = { v1: { paymentSetup: { gateway: string, clientToken: string, fieldsUrl: string | null, environment: string } } };

export type PlaceMutationVariables = Exact<{
  shippingAddressId: Scalars['ID']['input'];
  paymentMethodId: Scalars['ID']['input'];
  cart: InputMaybe<CheckoutCartInput>;
  deviceData: InputMaybe<Scalars['String']['input']>;
  idempotencyKey: InputMaybe<Scalars['String']['input']>;
}>;


export type PlaceMutation = { v1: { cart: { placeOrder: { id: string, isGuestOrder: boolean, canRegister: boolean, email: string, customOrderNumber: string, clubOrderGuid: string, createdOnUtc: string, estArrivalDate: string | null, purchaseOrder: string, orderStatus: OrderStatus, paymentStatus: PaymentStatus, shippingStatus: ShippingStatus, shippingMethod: string, orderSubtotalExclTax: number, orderSubTotalDiscountExclTax: number, orderShippingExclTax: number, orderShippingDiscount: number, orderTax: number, orderTotal: number, cardName: string, cardType: string, maskedCreditCardNumber: string, paymentType: PaymentMethodType, shippingAddress: { id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null }, billingAddress: { id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null }, items: Array<{ id: string, productId: string, productName: string, sku: string, quantity: number, unitPriceExclTax: number, priceExclTax: number, reference: string, backorderedWhenOrdered: boolean }> } } } };

export type PlaceExternalMutationVariables = Exact<{
  email: InputMaybe<Scalars['String']['input']>;
  nonce: Scalars['String']['input'];
  paymentType: InputMaybe<PaymentMethodType>;
  shippingAddress: AddressInput;
  billingAddress: InputMaybe<AddressInput>;
  cart: InputMaybe<CheckoutCartInput>;
  deviceData: InputMaybe<Scalars['String']['input']>;
  idempotencyKey: InputMaybe<Scalars['String']['input']>;
}>;


export type PlaceExternalMutation = { v1: { cart: { placeOrderExternalPayment: { id: string, isGuestOrder: boolean, canRegister: boolean, email: string, customOrderNumber: string, clubOrderGuid: string, createdOnUtc: string, estArrivalDate: string | null, purchaseOrder: string, orderStatus: OrderStatus, paymentStatus: PaymentStatus, shippingStatus: ShippingStatus, shippingMethod: string, orderSubtotalExclTax: number, orderSubTotalDiscountExclTax: number, orderShippingExclTax: number, orderShippingDiscount: number, orderTax: number, orderTotal: number, cardName: string, cardType: string, maskedCreditCardNumber: string, paymentType: PaymentMethodType, shippingAddress: { id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null }, billingAddress: { id: string | null, firstName: string, lastName: string, company: string, email: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, country: { id: string, name: string, twoLetterIsoCode: string } | null, stateProvince: { id: string, name: string, abbreviation: string } | null }, items: Array<{ id: string, productId: string, productName: string, sku: string, quantity: number, unitPriceExclTax: number, priceExclTax: number, reference: string, backorderedWhenOrdered: boolean }> } } } };

export type SetMachinePictureMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  data: InputMaybe<Scalars['String']['input']>;
  mime: InputMaybe<Scalars['String']['input']>;
}>;


export type SetMachinePictureMutation = { v1: { garage: { setPicture: { id: string } } } };

export type ClearMachinePictureMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ClearMachinePictureMutation = { v1: { garage: { clearPicture: { id: string } } } };

export type FleetModelFieldsFragment = { id: string, name: string, baseName: string, manufacturer: string, manufacturerId: string, type: string, diagramCount: number, picture: { imageUrl: string } };

export type FleetItemFieldsFragment = { id: string, name: string, hours: number | null, notes: string, serialNumber: string, stockNumber: string, year: number | null, sortOrder: number, machineStatus: RigStatus, engine: string, attachment: string, machineEngine: { id: string, name: string } | null, machineAttachment: { id: string, name: string } | null, machineModel: { id: string, name: string, baseName: string, manufacturer: string, manufacturerId: string, type: string, diagramCount: number, engines: Array<{ id: string, name: string }>, attachments: Array<{ id: string, name: string }>, picture: { imageUrl: string } }, picture: { id: string, imageUrl: string, thumbnailUrl: string, fullSizeImageUrl: string } | null, listing: { id: string, price: number } | null };

export type GarageQueryVariables = Exact<{ [key: string]: never; }>;


export type GarageQuery = { v1: { garage: { selectedGarageItemId: string | null, items: Array<{ id: string, name: string, hours: number | null, notes: string, serialNumber: string, stockNumber: string, year: number | null, sortOrder: number, machineStatus: RigStatus, engine: string, attachment: string, machineEngine: { id: string, name: string } | null, machineAttachment: { id: string, name: string } | null, machineModel: { id: string, name: string, baseName: string, manufacturer: string, manufacturerId: string, type: string, diagramCount: number, engines: Array<{ id: string, name: string }>, attachments: Array<{ id: string, name: string }>, picture: { imageUrl: string } }, picture: { id: string, imageUrl: string, thumbnailUrl: string, fullSizeImageUrl: string } | null, listing: { id: string, price: number } | null }> } } };

export type AddMachineMutationVariables = Exact<{
  item: GarageItemInput;
  sel: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type AddMachineMutation = { v1: { garage: { add: { id: string, machineModel: { id: string } } } } };

export type EditMachineMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  item: GarageItemInput;
}>;


export type EditMachineMutation = { v1: { garage: { edit: { id: string, machineModel: { id: string } } } } };

export type MoveMachineMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  item: GarageItemInput;
}>;


export type MoveMachineMutation = { v1: { garage: { edit: { id: string } } } };

export type DeleteMachineMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteMachineMutation = { v1: { garage: { delete: boolean } } };

export type SelectMachineMutationVariables = Exact<{
  id: InputMaybe<Scalars['ID']['input']>;
}>;


export type SelectMachineMutation = { v1: { garage: { setSelected: { id: string } | null } } };

export type SellMachineMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  l: RigListingInput;
}>;


export type SellMachineMutation = { v1: { garage: { sell: { id: string } } } };

export type UnlistMachineMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UnlistMachineMutation = { v1: { garage: { unlist: boolean } } };

export type FitmentAnswerMutationVariables = Exact<{
  id: InputMaybe<Scalars['ID']['input']>;
  p: Scalars['ID']['input'];
}>;


export type FitmentAnswerMutation = { v1: { garage: { fitmentAnswer: { kind: FitKind, text: string } } } };

export type GarageOrderedPartsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GarageOrderedPartsQuery = { v1: { garageItem: { orderedParts: Array<{ productId: string, name: string, sku: string, seoName: string, quantity: number, lastOrderedOnUtc: string, clubOrderGuid: string }> } | null } };

export type ContentPageQueryVariables = Exact<{
  path: Scalars['String']['input'];
}>;


export type ContentPageQuery = { v1: { contentPage: { path: string, title: string, description: string, html: string, data: string, toc: Array<{ id: string, text: string, depth: number }> } | null } };

export type ContentPagesQueryVariables = Exact<{
  section: Scalars['String']['input'];
}>;


export type ContentPagesQuery = { v1: { contentPages: Array<{ path: string, title: string, description: string, data: string }> } };

export type HelpSearchQueryVariables = Exact<{
  query: Scalars['String']['input'];
}>;


export type HelpSearchQuery = { v1: { helpSearch: Array<{ path: string, anchor: string, pageTitle: string, heading: string, excerpt: string }> } };

export type HomeSectionsQueryVariables = Exact<{
  seats: InputMaybe<Array<SearchFilterInput> | SearchFilterInput>;
  belts: InputMaybe<Array<SearchFilterInput> | SearchFilterInput>;
  radiators: InputMaybe<Array<SearchFilterInput> | SearchFilterInput>;
  first: InputMaybe<Scalars['Int']['input']>;
}>;


export type HomeSectionsQuery = { v1: { seats: { nodes: Array<{ id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, price: number | null, status: string, brand: string, city: string, state: string, picture: { imageUrl: string } }> }, belts: { nodes: Array<{ id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, price: number | null, status: string, brand: string, city: string, state: string, picture: { imageUrl: string } }> }, radiators: { nodes: Array<{ id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, price: number | null, status: string, brand: string, city: string, state: string, picture: { imageUrl: string } }> } } };

export type OrderAddressFieldsFragment = { firstName: string, lastName: string, company: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, email: string, country: { name: string } | null, stateProvince: { abbreviation: string, name: string } | null };

export type ShipmentFieldsFragment = { id: string, carrier: ShipmentCarrier, carrierName: string, trackingNumber: string, trackingNumberUrl: string, status: TrackingEventType, totalWeight: number, shippedDateUtc: string | null, deliveryDateUtc: string | null, estimatedDeliveryDateUtc: string | null, orderId: string, shipmentItems: Array<{ id: string, quantity: number, orderItemId: string }>, trackingEvents: Array<{ id: string, type: TrackingEventType, label: string, description: string, location: string, occurredOnUtc: string }> };

export type OrderSummaryFieldsFragment = { id: string, clubOrderGuid: string, customOrderNumber: string, createdOnUtc: string, orderTotal: number, refundedAmount: number, orderStatus: OrderStatus, paymentStatus: PaymentStatus, shippingStatus: ShippingStatus, canCancelOrder: boolean, canRequestReturn: boolean, canLeaveFeedback: boolean, items: Array<{ id: string, productId: string, productName: string, quantity: number, product: { id: string, seoName: string, pictures: Array<{ thumbnailUrl: string, altAttribute: string }> } | null }>, shipments: Array<{ id: string, status: TrackingEventType, trackingNumber: string, carrierName: string }>, returnRequests: Array<{ id: string, returnNumber: string, status: ReturnStatus }> };

export type OrderDetailFieldsFragment = { email: string, purchaseOrder: string, cardName: string, cardType: string, maskedCreditCardNumber: string, paymentType: PaymentMethodType, shippingMethod: string, orderSubtotalExclTax: number, orderSubTotalDiscountExclTax: number, orderShippingExclTax: number, orderShippingDiscount: number, orderTax: number, cancelledOnUtc: string | null, completedOnUtc: string | null, returnWindowEndsUtc: string | null, estArrivalDate: string | null, id: string, clubOrderGuid: string, customOrderNumber: string, createdOnUtc: string, orderTotal: number, refundedAmount: number, orderStatus: OrderStatus, paymentStatus: PaymentStatus, shippingStatus: ShippingStatus, canCancelOrder: boolean, canRequestReturn: boolean, canLeaveFeedback: boolean, invoice: { invoiceNumber: string, issuedOnUtc: string, seller: { name: string, addressLines: Array<string>, phone: string, email: string } }, billingAddress: { firstName: string, lastName: string, company: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, email: string, country: { name: string } | null, stateProvince: { abbreviation: string, name: string } | null }, shippingAddress: { firstName: string, lastName: string, company: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, email: string, country: { name: string } | null, stateProvince: { abbreviation: string, name: string } | null }, items: Array<{ id: string, productId: string, productName: string, sku: string, quantity: number, unitPriceExclTax: number, priceExclTax: number, reference: string, product: { id: string, name: string, seoName: string, pictures: Array<{ thumbnailUrl: string, imageUrl: string, altAttribute: string }> } | null }>, lineQuantities: Array<{ orderItemId: string, ordered: number, shipped: number, delivered: number, returned: number, returnable: number }>, shipments: Array<{ id: string, status: TrackingEventType, trackingNumber: string, carrierName: string, carrier: ShipmentCarrier, trackingNumberUrl: string, totalWeight: number, shippedDateUtc: string | null, deliveryDateUtc: string | null, estimatedDeliveryDateUtc: string | null, orderId: string, shipmentItems: Array<{ id: string, quantity: number, orderItemId: string }>, trackingEvents: Array<{ id: string, type: TrackingEventType, label: string, description: string, location: string, occurredOnUtc: string }> }>, returnRequests: Array<{ id: string, returnNumber: string, status: ReturnStatus, createdOnUtc: string }>, feedback: { id: string, rating: number } | null };

export type ReturnDetailFieldsFragment = { id: string, returnNumber: string, status: ReturnStatus, reason: ReturnReason, reasonLabel: string, reasonText: string, comments: string, storeNote: string, storeAtFault: boolean, outsideReturnWindow: boolean, createdOnUtc: string, approvedOnUtc: string | null, rejectedOnUtc: string | null, receivedOnUtc: string | null, refundedOnUtc: string | null, photos: Array<{ id: string, fileName: string, thumbnailUrl: string, imageUrl: string }>, items: Array<{ id: string, orderItemId: string, quantity: number, receivedQuantity: number, damagedQuantity: number }>, refund: { items: number, tax: number, shipping: number, total: number }, order: { id: string, customOrderNumber: string, clubOrderGuid: string, items: Array<{ id: string, productName: string, sku: string }> }, authorization: { returnNumber: string, customOrderNumber: string, issuedOnUtc: string, shipByUtc: string, prepaidLabel: boolean, instructions: Array<string>, returnTo: { name: string, addressLines: Array<string>, phone: string, email: string }, shipFrom: { firstName: string, lastName: string, company: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, email: string, country: { name: string } | null, stateProvince: { abbreviation: string, name: string } | null }, packingSlip: Array<{ sku: string, productName: string, quantity: number }> } | null };

export type MyOrdersQueryVariables = Exact<{
  period: InputMaybe<OrderListPeriod>;
  status: InputMaybe<OrderListStatus>;
  year: InputMaybe<Scalars['Int']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type MyOrdersQuery = { v1: { myOrderYears: Array<number>, myOrders: { totalCount: number, hasNextPage: boolean, endCursor: string | null, nodes: Array<{ id: string, clubOrderGuid: string, customOrderNumber: string, createdOnUtc: string, orderTotal: number, refundedAmount: number, orderStatus: OrderStatus, paymentStatus: PaymentStatus, shippingStatus: ShippingStatus, canCancelOrder: boolean, canRequestReturn: boolean, canLeaveFeedback: boolean, items: Array<{ id: string, productId: string, productName: string, quantity: number, product: { id: string, seoName: string, pictures: Array<{ thumbnailUrl: string, altAttribute: string }> } | null }>, shipments: Array<{ id: string, status: TrackingEventType, trackingNumber: string, carrierName: string }>, returnRequests: Array<{ id: string, returnNumber: string, status: ReturnStatus }> }> } } };

export type MyOrderQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MyOrderQuery = { v1: { myOrder: { email: string, purchaseOrder: string, cardName: string, cardType: string, maskedCreditCardNumber: string, paymentType: PaymentMethodType, shippingMethod: string, orderSubtotalExclTax: number, orderSubTotalDiscountExclTax: number, orderShippingExclTax: number, orderShippingDiscount: number, orderTax: number, cancelledOnUtc: string | null, completedOnUtc: string | null, returnWindowEndsUtc: string | null, estArrivalDate: string | null, id: string, clubOrderGuid: string, customOrderNumber: string, createdOnUtc: string, orderTotal: number, refundedAmount: number, orderStatus: OrderStatus, paymentStatus: PaymentStatus, shippingStatus: ShippingStatus, canCancelOrder: boolean, canRequestReturn: boolean, canLeaveFeedback: boolean, invoice: { invoiceNumber: string, issuedOnUtc: string, seller: { name: string, addressLines: Array<string>, phone: string, email: string } }, billingAddress: { firstName: string, lastName: string, company: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, email: string, country: { name: string } | null, stateProvince: { abbreviation: string, name: string } | null }, shippingAddress: { firstName: string, lastName: string, company: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, email: string, country: { name: string } | null, stateProvince: { abbreviation: string, name: string } | null }, items: Array<{ id: string, productId: string, productName: string, sku: string, quantity: number, unitPriceExclTax: number, priceExclTax: number, reference: string, product: { id: string, name: string, seoName: string, pictures: Array<{ thumbnailUrl: string, imageUrl: string, altAttribute: string }> } | null }>, lineQuantities: Array<{ orderItemId: string, ordered: number, shipped: number, delivered: number, returned: number, returnable: number }>, shipments: Array<{ id: string, status: TrackingEventType, trackingNumber: string, carrierName: string, carrier: ShipmentCarrier, trackingNumberUrl: string, totalWeight: number, shippedDateUtc: string | null, deliveryDateUtc: string | null, estimatedDeliveryDateUtc: string | null, orderId: string, shipmentItems: Array<{ id: string, quantity: number, orderItemId: string }>, trackingEvents: Array<{ id: string, type: TrackingEventType, label: string, description: string, location: string, occurredOnUtc: string }> }>, returnRequests: Array<{ id: string, returnNumber: string, status: ReturnStatus, createdOnUtc: string }>, feedback: { id: string, rating: number } | null } | null } };

export type CancelPreviewQueryVariables = Exact<{
  orderId: Scalars['ID']['input'];
}>;


export type CancelPreviewQuery = { v1: { cancelPreview: { canCancel: boolean, reason: string, refundAmount: number, refundMethod: RefundMethod, order: { email: string, purchaseOrder: string, cardName: string, cardType: string, maskedCreditCardNumber: string, paymentType: PaymentMethodType, shippingMethod: string, orderSubtotalExclTax: number, orderSubTotalDiscountExclTax: number, orderShippingExclTax: number, orderShippingDiscount: number, orderTax: number, cancelledOnUtc: string | null, completedOnUtc: string | null, returnWindowEndsUtc: string | null, estArrivalDate: string | null, id: string, clubOrderGuid: string, customOrderNumber: string, createdOnUtc: string, orderTotal: number, refundedAmount: number, orderStatus: OrderStatus, paymentStatus: PaymentStatus, shippingStatus: ShippingStatus, canCancelOrder: boolean, canRequestReturn: boolean, canLeaveFeedback: boolean, invoice: { invoiceNumber: string, issuedOnUtc: string, seller: { name: string, addressLines: Array<string>, phone: string, email: string } }, billingAddress: { firstName: string, lastName: string, company: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, email: string, country: { name: string } | null, stateProvince: { abbreviation: string, name: string } | null }, shippingAddress: { firstName: string, lastName: string, company: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, email: string, country: { name: string } | null, stateProvince: { abbreviation: string, name: string } | null }, items: Array<{ id: string, productId: string, productName: string, sku: string, quantity: number, unitPriceExclTax: number, priceExclTax: number, reference: string, product: { id: string, name: string, seoName: string, pictures: Array<{ thumbnailUrl: string, imageUrl: string, altAttribute: string }> } | null }>, lineQuantities: Array<{ orderItemId: string, ordered: number, shipped: number, delivered: number, returned: number, returnable: number }>, shipments: Array<{ id: string, status: TrackingEventType, trackingNumber: string, carrierName: string, carrier: ShipmentCarrier, trackingNumberUrl: string, totalWeight: number, shippedDateUtc: string | null, deliveryDateUtc: string | null, estimatedDeliveryDateUtc: string | null, orderId: string, shipmentItems: Array<{ id: string, quantity: number, orderItemId: string }>, trackingEvents: Array<{ id: string, type: TrackingEventType, label: string, description: string, location: string, occurredOnUtc: string }> }>, returnRequests: Array<{ id: string, returnNumber: string, status: ReturnStatus, createdOnUtc: string }>, feedback: { id: string, rating: number } | null } } } };

export type CancelOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelOrderMutation = { v1: { order: { cancelOrder: { email: string, purchaseOrder: string, cardName: string, cardType: string, maskedCreditCardNumber: string, paymentType: PaymentMethodType, shippingMethod: string, orderSubtotalExclTax: number, orderSubTotalDiscountExclTax: number, orderShippingExclTax: number, orderShippingDiscount: number, orderTax: number, cancelledOnUtc: string | null, completedOnUtc: string | null, returnWindowEndsUtc: string | null, estArrivalDate: string | null, id: string, clubOrderGuid: string, customOrderNumber: string, createdOnUtc: string, orderTotal: number, refundedAmount: number, orderStatus: OrderStatus, paymentStatus: PaymentStatus, shippingStatus: ShippingStatus, canCancelOrder: boolean, canRequestReturn: boolean, canLeaveFeedback: boolean, invoice: { invoiceNumber: string, issuedOnUtc: string, seller: { name: string, addressLines: Array<string>, phone: string, email: string } }, billingAddress: { firstName: string, lastName: string, company: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, email: string, country: { name: string } | null, stateProvince: { abbreviation: string, name: string } | null }, shippingAddress: { firstName: string, lastName: string, company: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, email: string, country: { name: string } | null, stateProvince: { abbreviation: string, name: string } | null }, items: Array<{ id: string, productId: string, productName: string, sku: string, quantity: number, unitPriceExclTax: number, priceExclTax: number, reference: string, product: { id: string, name: string, seoName: string, pictures: Array<{ thumbnailUrl: string, imageUrl: string, altAttribute: string }> } | null }>, lineQuantities: Array<{ orderItemId: string, ordered: number, shipped: number, delivered: number, returned: number, returnable: number }>, shipments: Array<{ id: string, status: TrackingEventType, trackingNumber: string, carrierName: string, carrier: ShipmentCarrier, trackingNumberUrl: string, totalWeight: number, shippedDateUtc: string | null, deliveryDateUtc: string | null, estimatedDeliveryDateUtc: string | null, orderId: string, shipmentItems: Array<{ id: string, quantity: number, orderItemId: string }>, trackingEvents: Array<{ id: string, type: TrackingEventType, label: string, description: string, location: string, occurredOnUtc: string }> }>, returnRequests: Array<{ id: string, returnNumber: string, status: ReturnStatus, createdOnUtc: string }>, feedback: { id: string, rating: number } | null } } } };

export type ReturnFormQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReturnFormQuery = { v1: { returnWindowDays: number, myOrder: { email: string, purchaseOrder: string, cardName: string, cardType: string, maskedCreditCardNumber: string, paymentType: PaymentMethodType, shippingMethod: string, orderSubtotalExclTax: number, orderSubTotalDiscountExclTax: number, orderShippingExclTax: number, orderShippingDiscount: number, orderTax: number, cancelledOnUtc: string | null, completedOnUtc: string | null, returnWindowEndsUtc: string | null, estArrivalDate: string | null, id: string, clubOrderGuid: string, customOrderNumber: string, createdOnUtc: string, orderTotal: number, refundedAmount: number, orderStatus: OrderStatus, paymentStatus: PaymentStatus, shippingStatus: ShippingStatus, canCancelOrder: boolean, canRequestReturn: boolean, canLeaveFeedback: boolean, invoice: { invoiceNumber: string, issuedOnUtc: string, seller: { name: string, addressLines: Array<string>, phone: string, email: string } }, billingAddress: { firstName: string, lastName: string, company: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, email: string, country: { name: string } | null, stateProvince: { abbreviation: string, name: string } | null }, shippingAddress: { firstName: string, lastName: string, company: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, email: string, country: { name: string } | null, stateProvince: { abbreviation: string, name: string } | null }, items: Array<{ id: string, productId: string, productName: string, sku: string, quantity: number, unitPriceExclTax: number, priceExclTax: number, reference: string, product: { id: string, name: string, seoName: string, pictures: Array<{ thumbnailUrl: string, imageUrl: string, altAttribute: string }> } | null }>, lineQuantities: Array<{ orderItemId: string, ordered: number, shipped: number, delivered: number, returned: number, returnable: number }>, shipments: Array<{ id: string, status: TrackingEventType, trackingNumber: string, carrierName: string, carrier: ShipmentCarrier, trackingNumberUrl: string, totalWeight: number, shippedDateUtc: string | null, deliveryDateUtc: string | null, estimatedDeliveryDateUtc: string | null, orderId: string, shipmentItems: Array<{ id: string, quantity: number, orderItemId: string }>, trackingEvents: Array<{ id: string, type: TrackingEventType, label: string, description: string, location: string, occurredOnUtc: string }> }>, returnRequests: Array<{ id: string, returnNumber: string, status: ReturnStatus, createdOnUtc: string }>, feedback: { id: string, rating: number } | null } | null, returnReasons: Array<{ code: ReturnReason, label: string, needsText: boolean }> } };

export type MyReturnQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MyReturnQuery = { v1: { myReturn: { id: string, returnNumber: string, status: ReturnStatus, reason: ReturnReason, reasonLabel: string, reasonText: string, comments: string, storeNote: string, storeAtFault: boolean, outsideReturnWindow: boolean, createdOnUtc: string, approvedOnUtc: string | null, rejectedOnUtc: string | null, receivedOnUtc: string | null, refundedOnUtc: string | null, photos: Array<{ id: string, fileName: string, thumbnailUrl: string, imageUrl: string }>, items: Array<{ id: string, orderItemId: string, quantity: number, receivedQuantity: number, damagedQuantity: number }>, refund: { items: number, tax: number, shipping: number, total: number }, order: { id: string, customOrderNumber: string, clubOrderGuid: string, items: Array<{ id: string, productName: string, sku: string }> }, authorization: { returnNumber: string, customOrderNumber: string, issuedOnUtc: string, shipByUtc: string, prepaidLabel: boolean, instructions: Array<string>, returnTo: { name: string, addressLines: Array<string>, phone: string, email: string }, shipFrom: { firstName: string, lastName: string, company: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, email: string, country: { name: string } | null, stateProvince: { abbreviation: string, name: string } | null }, packingSlip: Array<{ sku: string, productName: string, quantity: number }> } | null } | null } };

export type MyReturnsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type MyReturnsQuery = { v1: { myReturns: { totalCount: number, hasNextPage: boolean, endCursor: string | null, nodes: Array<{ id: string, returnNumber: string, status: ReturnStatus, reasonLabel: string, createdOnUtc: string, refund: { total: number }, order: { id: string, customOrderNumber: string } }> } } };

export type SubmitReturnMutationVariables = Exact<{
  orderId: Scalars['ID']['input'];
  reason: ReturnReason;
  reasonText: InputMaybe<Scalars['String']['input']>;
  comments: InputMaybe<Scalars['String']['input']>;
  items: InputMaybe<Array<ReturnLineInput> | ReturnLineInput>;
}>;


export type SubmitReturnMutation = { v1: { order: { submitReturnRequest: { id: string, returnNumber: string, status: ReturnStatus, reason: ReturnReason, reasonLabel: string, reasonText: string, comments: string, storeNote: string, storeAtFault: boolean, outsideReturnWindow: boolean, createdOnUtc: string, approvedOnUtc: string | null, rejectedOnUtc: string | null, receivedOnUtc: string | null, refundedOnUtc: string | null, photos: Array<{ id: string, fileName: string, thumbnailUrl: string, imageUrl: string }>, items: Array<{ id: string, orderItemId: string, quantity: number, receivedQuantity: number, damagedQuantity: number }>, refund: { items: number, tax: number, shipping: number, total: number }, order: { id: string, customOrderNumber: string, clubOrderGuid: string, items: Array<{ id: string, productName: string, sku: string }> }, authorization: { returnNumber: string, customOrderNumber: string, issuedOnUtc: string, shipByUtc: string, prepaidLabel: boolean, instructions: Array<string>, returnTo: { name: string, addressLines: Array<string>, phone: string, email: string }, shipFrom: { firstName: string, lastName: string, company: string, address1: string, address2: string, city: string, zipPostalCode: string, phoneNumber: string, email: string, country: { name: string } | null, stateProvince: { abbreviation: string, name: string } | null }, packingSlip: Array<{ sku: string, productName: string, quantity: number }> } | null } } } };

export type MyShipmentQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MyShipmentQuery = { v1: { myShipment: { id: string, carrier: ShipmentCarrier, carrierName: string, trackingNumber: string, trackingNumberUrl: string, status: TrackingEventType, totalWeight: number, shippedDateUtc: string | null, deliveryDateUtc: string | null, estimatedDeliveryDateUtc: string | null, orderId: string, order: { id: string, customOrderNumber: string, clubOrderGuid: string } | null, shipmentItems: Array<{ id: string, quantity: number, orderItemId: string }>, trackingEvents: Array<{ id: string, type: TrackingEventType, label: string, description: string, location: string, occurredOnUtc: string }> } | null } };

export type FeedbackFormQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type FeedbackFormQuery = { v1: { myOrder: { id: string, clubOrderGuid: string, customOrderNumber: string, createdOnUtc: string, orderTotal: number, refundedAmount: number, orderStatus: OrderStatus, paymentStatus: PaymentStatus, shippingStatus: ShippingStatus, canCancelOrder: boolean, canRequestReturn: boolean, canLeaveFeedback: boolean, feedback: { id: string, rating: number, asDescribed: boolean | null, arrivedOnTime: boolean | null, promptService: boolean | null, wellPackaged: boolean | null, suggestion: string, text: string, createdOnUtc: string, replyText: string, repliedOnUtc: string | null } | null, items: Array<{ id: string, productId: string, productName: string, quantity: number, product: { id: string, seoName: string, pictures: Array<{ thumbnailUrl: string, altAttribute: string }> } | null }>, shipments: Array<{ id: string, status: TrackingEventType, trackingNumber: string, carrierName: string }>, returnRequests: Array<{ id: string, returnNumber: string, status: ReturnStatus }> } | null } };

export type MyFeedbackQueryVariables = Exact<{ [key: string]: never; }>;


export type MyFeedbackQuery = { v1: { myFeedback: Array<{ id: string, orderId: string, rating: number, text: string, createdOnUtc: string, replyText: string }> } };

export type AddFeedbackMutationVariables = Exact<{
  feedback: FeedbackInput;
}>;


export type AddFeedbackMutation = { v1: { leaveFeedback: { add: { id: string, rating: number } } } };

export type ReviewFormQueryVariables = Exact<{
  productId: Scalars['ID']['input'];
}>;


export type ReviewFormQuery = { v1: { product: { id: string, name: string, seoName: string, pictures: Array<{ thumbnailUrl: string, altAttribute: string }> } | null, review: { id: string, rating: number, title: string, reviewText: string, status: ReviewStatus, replyText: string | null } | null, reviewEligibility: { canReview: boolean, reason: string } } };

export type AwaitingReviewQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
}>;


export type AwaitingReviewQuery = { v1: { productsAwaitingReview: Array<{ id: string, name: string, seoName: string, pictures: Array<{ thumbnailUrl: string, altAttribute: string }> }>, myReviews: { totalCount: number, nodes: Array<{ id: string, rating: number, title: string, status: ReviewStatus, productId: string, product: { id: string, name: string, seoName: string } | null }> } } };

export type AddReviewMutationVariables = Exact<{
  review: ReviewInput;
}>;


export type AddReviewMutation = { v1: { productReview: { add: { id: string, status: ReviewStatus } } } };

export type EditReviewMutationVariables = Exact<{
  review: ReviewInput;
}>;


export type EditReviewMutation = { v1: { productReview: { edit: { id: string, status: ReviewStatus } } } };

export type VoteReviewMutationVariables = Exact<{
  reviewId: Scalars['ID']['input'];
  helpful: Scalars['Boolean']['input'];
}>;


export type VoteReviewMutation = { v1: { productReview: { vote: { id: string, helpfulYesTotal: number, helpfulNoTotal: number, myHelpfulVote: HelpfulVote | null } } } };

export type MyOrderGuidQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MyOrderGuidQuery = { v1: { myOrder: { id: string, clubOrderGuid: string } | null } };

export type ExtendedReturnFieldsFragment = { id: string, orderNumber: string, email: string, orderPlacedOnUtc: string, returnWindowEndsUtc: string | null, outsideReturnWindow: boolean, refusal: string, reason: ReturnReason | null, reasonLabel: string | null, reasonText: string, comments: string, maxPhotos: number, estimatedRefund: number | null, expiresOnUtc: string, orderStatusUrl: string | null, lines: Array<{ orderItemId: string, productId: string, productName: string, sku: string, unitPriceInclTax: number, ordered: number, returnable: number, quantity: number }>, photos: Array<{ id: string, fileName: string, thumbnailUrl: string }>, submittedReturn: { id: string, returnNumber: string, status: ReturnStatus, createdOnUtc: string } | null };

export type ExtendedReturnDraftQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ExtendedReturnDraftQuery = { v1: { extendedReturn: { id: string, orderNumber: string, email: string, orderPlacedOnUtc: string, returnWindowEndsUtc: string | null, outsideReturnWindow: boolean, refusal: string, reason: ReturnReason | null, reasonLabel: string | null, reasonText: string, comments: string, maxPhotos: number, estimatedRefund: number | null, expiresOnUtc: string, orderStatusUrl: string | null, lines: Array<{ orderItemId: string, productId: string, productName: string, sku: string, unitPriceInclTax: number, ordered: number, returnable: number, quantity: number }>, photos: Array<{ id: string, fileName: string, thumbnailUrl: string }>, submittedReturn: { id: string, returnNumber: string, status: ReturnStatus, createdOnUtc: string } | null } | null, returnReasons: Array<{ code: ReturnReason, label: string, needsText: boolean }> } };

export type ExtendedReturnStartMutationVariables = Exact<{
  orderNumber: Scalars['String']['input'];
  email: Scalars['String']['input'];
  draftId: InputMaybe<Scalars['ID']['input']>;
}>;


export type ExtendedReturnStartMutation = { v1: { extendedReturn: { start: { id: string } } } };

export type ExtendedReturnSetLinesMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  items: Array<ExtendedReturnLineInput> | ExtendedReturnLineInput;
}>;


export type ExtendedReturnSetLinesMutation = { v1: { extendedReturn: { setLines: { id: string } } } };

export type ExtendedReturnSetReasonMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason: ReturnReason;
  reasonText: InputMaybe<Scalars['String']['input']>;
  comments: InputMaybe<Scalars['String']['input']>;
}>;


export type ExtendedReturnSetReasonMutation = { v1: { extendedReturn: { setReason: { id: string } } } };

export type ExtendedReturnAddPhotoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  data: Scalars['String']['input'];
  mime: Scalars['String']['input'];
  fileName: InputMaybe<Scalars['String']['input']>;
}>;


export type ExtendedReturnAddPhotoMutation = { v1: { extendedReturn: { addPhoto: { id: string } } } };

export type ExtendedReturnRemovePhotoMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  photoId: Scalars['ID']['input'];
}>;


export type ExtendedReturnRemovePhotoMutation = { v1: { extendedReturn: { removePhoto: { id: string } } } };

export type ExtendedReturnSubmitMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ExtendedReturnSubmitMutation = { v1: { extendedReturn: { submit: { id: string, submittedReturn: { returnNumber: string } | null } } } };

export type DiagramSummaryFieldsFragment = { id: string, title: string, imageUrl: string, sectionId: string, width: number, height: number };

export type DiagramDetailFieldsFragment = { id: string, title: string, imageUrl: string, sectionId: string, width: number, height: number, sectionPath: Array<{ id: string, title: string }>, lineItems: Array<{ id: string, partDrawingIdentifier: string, partNumber: string, quantity: number, comment: string, calloutX: number, calloutY: number, products: Array<{ id: string, name: string, seoName: string, sku: string, vendor: { name: string } | null, priceAndAvailability: { price: number | null, status: string, buildToOrderRange: string, backorderAvailabilityRange: string, preorderAvailabilityStartDateTime: string | null, orderMinimumQuantity: number, orderMaximumQuantity: number } }> }> };

export type PartsBookQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PartsBookQuery = { v1: { machineModel: { id: string, name: string, seoName: string, manufacturer: string, manufacturerId: string, type: string, diagramCount: number } | null, machineSections: Array<{ id: string, parentSectionId: string | null, title: string, seoName: string, diagramCount: number }>, diagrams: Array<{ id: string, title: string, imageUrl: string, sectionId: string, width: number, height: number }> } };

export type DiagramQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DiagramQuery = { v1: { diagram: { machineModelId: string, id: string, title: string, imageUrl: string, sectionId: string, width: number, height: number, sectionPath: Array<{ id: string, title: string }>, lineItems: Array<{ id: string, partDrawingIdentifier: string, partNumber: string, quantity: number, comment: string, calloutX: number, calloutY: number, products: Array<{ id: string, name: string, seoName: string, sku: string, vendor: { name: string } | null, priceAndAvailability: { price: number | null, status: string, buildToOrderRange: string, backorderAvailabilityRange: string, preorderAvailabilityStartDateTime: string | null, orderMinimumQuantity: number, orderMaximumQuantity: number } }> }> } | null } };

export type MyDiagramsQueryVariables = Exact<{
  f: InputMaybe<FavoriteFilter>;
}>;


export type MyDiagramsQuery = { v1: { myCustomerDiagrams: Array<{ id: string, relationType: FavoriteFilter, diagram: { id: string, title: string, imageUrl: string, machineModel: { id: string, name: string, seoName: string } | null } | null }> } };

export type DiagramFavoriteQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DiagramFavoriteQuery = { v1: { diagram: { isFavorite: boolean } | null } };

export type FavoriteDiagramMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  f: Scalars['Boolean']['input'];
}>;


export type FavoriteDiagramMutation = { v1: { diagram: { favoriteDiagram: boolean } } };

export type LogDiagramMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LogDiagramMutation = { v1: { diagram: { logDiagram: boolean } } };

export type QuotePartQueryVariables = Exact<{
  partNumber: Scalars['String']['input'];
}>;


export type QuotePartQuery = { v1: { admin: { quoteParts: Array<{ productId: string, sku: string, name: string, price: number | null }> } } };

export type AddQuoteMutationVariables = Exact<{
  q: QuoteInput;
}>;


export type AddQuoteMutation = { v1: { quote: { add: { guid: string, title: string, expirationDate: string } } } };

export type RequestQuoteMutationVariables = Exact<{
  input: QuoteRequestInput;
}>;


export type RequestQuoteMutation = { v1: { quote: { request: { id: string, requestNumber: string, email: string, status: QuoteRequestStatus } } } };

export type MyQuoteRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyQuoteRequestsQuery = { v1: { myQuoteRequests: Array<{ id: string, requestNumber: string, status: QuoteRequestStatus, createdOnUtc: string, expirationDate: string | null, quoteGuid: string | null, query: string, items: Array<{ id: string }> }> } };

export type SearchCategoryHintQueryVariables = Exact<{
  q: Scalars['String']['input'];
}>;


export type SearchCategoryHintQuery = { v1: { searchResults: { categoryHint: { name: string, value: string } | null } } };

export type SearchAlternativesQueryVariables = Exact<{
  q: Scalars['String']['input'];
}>;


export type SearchAlternativesQuery = { v1: { searchAlternatives: { didYouMean: { query: string, totalCount: number } | null, categories: Array<{ id: string, name: string, seoName: string }>, machines: Array<{ id: string, name: string, manufacturer: string }> } } };

export type SearchResultsPageQueryVariables = Exact<{
  q: InputMaybe<Scalars['String']['input']>;
  filters: InputMaybe<Array<SearchFilterInput> | SearchFilterInput>;
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  sortMethod: InputMaybe<SortMethod>;
  analytics: InputMaybe<Scalars['Boolean']['input']>;
  withFacets: Scalars['Boolean']['input'];
  garageId: InputMaybe<Scalars['ID']['input']>;
  onlyFitting: InputMaybe<Scalars['Boolean']['input']>;
  anyCategory: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type SearchResultsPageQuery = { v1: { searchResults: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, price: number | null, status: string, brand: string, city: string, state: string, fit: { kind: FitKind, text: string, machine: string } | null, picture: { imageUrl: string } }>, filters?: Array<{ id: string, name: string, attribute: string, values: Array<{ value: string, count: number }> }> } } };

export type BrowserLogMutationVariables = Exact<{
  browserHeight: Scalars['Int']['input'];
  browserWidth: Scalars['Int']['input'];
  timeFromLoad: Scalars['Int']['input'];
  url: Scalars['String']['input'];
  sessionId: Scalars['String']['input'];
}>;


export type BrowserLogMutation = { v1: { browserLog: { log: boolean } } };

export type CountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CountriesQuery = { v1: { countries: Array<{ id: string, name: string, twoLetterIsoCode: string, stateProvinces: Array<{ id: string, name: string, abbreviation: string }> }> } };

export type RootQueryVariables = Exact<{ [key: string]: never; }>;


export type RootQuery = { v1: { categories: Array<{ id: string, name: string, seoName: string, parentCategoryId: number | null, displayOrder: number, showOnHomePage: boolean }>, manufacturers: Array<{ id: string, name: string, displayOrder: number }> } };

export type CategoryIndexQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoryIndexQuery = { v1: { categories: Array<{ id: string, name: string, seoName: string, parentCategoryId: number | null, numberOfProducts: number, picture: { thumbnailUrl: string } }> } };

export type MachineTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type MachineTypesQuery = { v1: { machineTypes: Array<{ id: string, name: string }> } };

export type MachineManufacturersQueryVariables = Exact<{
  t: InputMaybe<Scalars['ID']['input']>;
}>;


export type MachineManufacturersQuery = { v1: { machineManufacturers: Array<{ id: string, name: string, modelCount: number }> } };

export type MachineModelsQueryVariables = Exact<{
  m: InputMaybe<Scalars['ID']['input']>;
  t: InputMaybe<Scalars['ID']['input']>;
}>;


export type MachineModelsQuery = { v1: { machineModels: Array<{ id: string, name: string, baseName: string, manufacturer: string, manufacturerId: string, type: string, diagramCount: number, picture: { imageUrl: string } }> } };

export type ModelOptionsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ModelOptionsQuery = { v1: { machineModel: { id: string, engines: Array<{ id: string, name: string }>, attachments: Array<{ id: string, name: string }> } | null } };

export type RigListingsQueryVariables = Exact<{ [key: string]: never; }>;


export type RigListingsQuery = { v1: { rigListings: Array<{ id: string, price: number, contactName: string, contactPhone: string, contactEmail: string, location: string, description: string, createdOnUtc: string, machine: { name: string, hours: number | null, year: number | null, machineStatus: RigStatus, machineModel: { id: string, name: string, type: string, picture: { imageUrl: string } }, picture: { imageUrl: string } | null } }> } };

export type GoSkuQueryVariables = Exact<{
  sku: Scalars['String']['input'];
}>;


export type GoSkuQuery = { v1: { product: { id: string, seoName: string } | null } };

export type ContactUsMutationVariables = Exact<{
  input: ContactMessageInput;
  guard: FormGuardInput;
}>;


export type ContactUsMutation = { v1: { support: { contactUs: { reference: string | null, fieldErrors: Array<{ field: string, message: string }> } } } };

export type MachineModelPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type MachineModelPageQuery = { v1: { machineModel: { id: string, name: string, manufacturer: string, manufacturerId: string, type: string, yearFrom: number | null, yearTo: number | null, horsepower: number | null, description: string, diagramCount: number, picture: { imageUrl: string }, engines: Array<{ id: string, name: string }>, attachments: Array<{ id: string, name: string }>, products: { totalCount: number, hasNextPage: boolean, endCursor: string | null, nodes: Array<{ id: string, name: string, seoName: string, sku: string, manufacturerPartNumber: string, pictures: Array<{ thumbnailUrl: string }>, vendor: { name: string } | null, priceAndAvailability: { price: number | null, status: string, buildToOrderRange: string, backorderAvailabilityRange: string, preorderAvailabilityStartDateTime: string | null } }> } } | null } };

export type ManufacturersQueryVariables = Exact<{ [key: string]: never; }>;


export type ManufacturersQuery = { v1: { manufacturers: Array<{ id: string, name: string, makesMachines: boolean }> } };

export type ManufacturerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ManufacturerQuery = { v1: { manufacturer: { id: string, name: string, makesMachines: boolean } | null, machineModels: Array<{ id: string, name: string, type: string, yearFrom: number | null, yearTo: number | null, picture: { imageUrl: string } }> } };

export type OrderStatusAfterSaleQueryVariables = Exact<{
  clubOrderGuid: Scalars['String']['input'];
}>;


export type OrderStatusAfterSaleQuery = { v1: { order: { orderStatus: OrderStatus, items: Array<{ id: string, productName: string }>, lineQuantities: Array<{ delivered: number, returned: number }>, returnRequests: Array<{ id: string, returnNumber: string, status: ReturnStatus, reasonLabel: string, createdOnUtc: string, items: Array<{ orderItemId: string, quantity: number }> }> } | null } };

export type PartsBookBrandQueryVariables = Exact<{
  m: InputMaybe<Scalars['ID']['input']>;
}>;


export type PartsBookBrandQuery = { v1: { machineModels: Array<{ id: string, name: string, seoName: string, manufacturer: string, type: string, diagramCount: number, picture: { imageUrl: string } }> } };

export type PartsBooksQueryVariables = Exact<{ [key: string]: never; }>;


export type PartsBooksQuery = { v1: { machineModels: Array<{ id: string, manufacturer: string, manufacturerId: string }> } };

export type AllReviewsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type AllReviewsQuery = { v1: { product: { id: string, name: string, seoName: string, approvedRatingSum: number, approvedTotalReviews: number } | null, productReviews: { totalCount: number, hasNextPage: boolean, endCursor: string | null, nodes: Array<{ id: string, rating: number, title: string, reviewText: string, replyText: string | null, customerName: string, createdOnUtc: string, helpfulYesTotal: number, helpfulNoTotal: number }> } | null } };

export type SuggestQueryVariables = Exact<{
  q: Scalars['String']['input'];
}>;


export type SuggestQuery = { v1: { searchSuggestions: Array<{ searchTerm: string, category: string, part: string, interchange: string, fitment: string }> } };

export type ApplyAsVendorMutationVariables = Exact<{
  input: VendorApplicationInput;
  guard: FormGuardInput;
}>;


export type ApplyAsVendorMutation = { v1: { support: { applyAsVendor: { reference: string | null, fieldErrors: Array<{ field: string, message: string }> } } } };

export const AccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumberDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}}]} as unknown as DocumentNode<AccountFieldsFragment, unknown>;
export const AddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipPostalCode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"twoLetterIsoCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stateProvince"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}}]}}]}}]} as unknown as DocumentNode<AddressFieldsFragment, unknown>;
export const PaymentMethodFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"creditCardType"}},{"kind":"Field","name":{"kind":"Name","value":"creditCardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"creditCardExp"}},{"kind":"Field","name":{"kind":"Name","value":"cardholderName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNameOrEmail"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipPostalCode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"twoLetterIsoCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stateProvince"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}}]}}]}}]} as unknown as DocumentNode<PaymentMethodFieldsFragment, unknown>;
export const AdminProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"seoName"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerPartNumber"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"}},{"kind":"Field","name":{"kind":"Name","value":"warehouse"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"fullDescription"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"oldPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"orderMinimumQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderMaximumQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"specifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attribute"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"interchanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fitments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"machineModelId"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"serialFrom"}},{"kind":"Field","name":{"kind":"Name","value":"serialTo"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"attachment"}}]}}]}}]} as unknown as DocumentNode<AdminProductFieldsFragment, unknown>;
export const AdminProductBulkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductBulkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductBulkResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionError"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"sample"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<AdminProductBulkFieldsFragment, unknown>;
export const CartItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShoppingCartItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"backordered"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"shoppingCartTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerPartNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isTaxExempt"}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altAttribute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceAndAvailability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"orderMinimumQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderMaximumQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}}]}}]}}]} as unknown as DocumentNode<CartItemFieldsFragment, unknown>;
export const CartFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShoppingCart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedItemTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedShippingTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"poNumber"}},{"kind":"Field","name":{"kind":"Name","value":"appliedDiscounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingProfileId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"warehouseId"}},{"kind":"Field","name":{"kind":"Name","value":"backordered"}},{"kind":"Field","name":{"kind":"Name","value":"shoppingCartItemId"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"eta"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedForLaterItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canOrder"}},{"kind":"Field","name":{"kind":"Name","value":"quoteGuid"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guid"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"canOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShoppingCartItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"backordered"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quoteId"}},{"kind":"Field","name":{"kind":"Name","value":"shoppingCartTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerPartNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isTaxExempt"}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altAttribute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceAndAvailability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"orderMinimumQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderMaximumQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"allowedQuantities"}}]}}]}}]}}]} as unknown as DocumentNode<CartFieldsFragment, unknown>;
export const CardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"priceAndAvailability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]} as unknown as DocumentNode<CardFragment, unknown>;
export const SearchHitFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchHitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerPartNumber"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]} as unknown as DocumentNode<SearchHitFieldsFragment, unknown>;
export const OrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isGuestOrder"}},{"kind":"Field","name":{"kind":"Name","value":"canRegister"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clubOrderGuid"}},{"kind":"Field","name":{"kind":"Name","value":"createdOnUtc"}},{"kind":"Field","name":{"kind":"Name","value":"estArrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"}},{"kind":"Field","name":{"kind":"Name","value":"orderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"shippingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"orderSubtotalExclTax"}},{"kind":"Field","name":{"kind":"Name","value":"orderSubTotalDiscountExclTax"}},{"kind":"Field","name":{"kind":"Name","value":"orderShippingExclTax"}},{"kind":"Field","name":{"kind":"Name","value":"orderShippingDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"orderTax"}},{"kind":"Field","name":{"kind":"Name","value":"orderTotal"}},{"kind":"Field","name":{"kind":"Name","value":"cardName"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"maskedCreditCardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceExclTax"}},{"kind":"Field","name":{"kind":"Name","value":"priceExclTax"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"backorderedWhenOrdered"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipPostalCode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"twoLetterIsoCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stateProvince"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}}]}}]}}]} as unknown as DocumentNode<OrderFieldsFragment, unknown>;
export const FleetModelFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FleetModelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MachineModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"baseName"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"diagramCount"}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]} as unknown as DocumentNode<FleetModelFieldsFragment, unknown>;
export const FleetItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FleetItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GarageItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"stockNumber"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"machineStatus"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"attachment"}},{"kind":"Field","name":{"kind":"Name","value":"machineEngine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"machineAttachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"machineModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FleetModelFields"}},{"kind":"Field","name":{"kind":"Name","value":"engines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fullSizeImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FleetModelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MachineModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"baseName"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"diagramCount"}},{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]} as unknown as DocumentNode<FleetItemFieldsFragment, unknown>;
export const OrderSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clubOrderGuid"}},{"kind":"Field","name":{"kind":"Name","value":"customOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdOnUtc"}},{"kind":"Field","name":{"kind":"Name","value":"orderTotal"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"orderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"shippingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canCancelOrder"}},{"kind":"Field","name":{"kind":"Name","value":"canRequestReturn"}},{"kind":"Field","name":{"kind":"Name","value":"canLeaveFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seoName"}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altAttribute"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returnRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"returnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<OrderSummaryFieldsFragment, unknown>;
export const OrderAddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipPostalCode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stateProvince"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OrderAddressFieldsFragment, unknown>;
export const ShipmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumberUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalWeight"}},{"kind":"Field","name":{"kind":"Name","value":"shippedDateUtc"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDateUtc"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDeliveryDateUtc"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderItemId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackingEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"occurredOnUtc"}}]}}]}}]} as unknown as DocumentNode<ShipmentFieldsFragment, unknown>;
export const OrderDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"}},{"kind":"Field","name":{"kind":"Name","value":"cardName"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"maskedCreditCardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"shippingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"orderSubtotalExclTax"}},{"kind":"Field","name":{"kind":"Name","value":"orderSubTotalDiscountExclTax"}},{"kind":"Field","name":{"kind":"Name","value":"orderShippingExclTax"}},{"kind":"Field","name":{"kind":"Name","value":"orderShippingDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"orderTax"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledOnUtc"}},{"kind":"Field","name":{"kind":"Name","value":"completedOnUtc"}},{"kind":"Field","name":{"kind":"Name","value":"returnWindowEndsUtc"}},{"kind":"Field","name":{"kind":"Name","value":"estArrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOnUtc"}},{"kind":"Field","name":{"kind":"Name","value":"seller"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"addressLines"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceExclTax"}},{"kind":"Field","name":{"kind":"Name","value":"priceExclTax"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoName"}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altAttribute"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineQuantities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderItemId"}},{"kind":"Field","name":{"kind":"Name","value":"ordered"}},{"kind":"Field","name":{"kind":"Name","value":"shipped"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"returned"}},{"kind":"Field","name":{"kind":"Name","value":"returnable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShipmentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returnRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"returnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdOnUtc"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clubOrderGuid"}},{"kind":"Field","name":{"kind":"Name","value":"customOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdOnUtc"}},{"kind":"Field","name":{"kind":"Name","value":"orderTotal"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"orderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"shippingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"canCancelOrder"}},{"kind":"Field","name":{"kind":"Name","value":"canRequestReturn"}},{"kind":"Field","name":{"kind":"Name","value":"canLeaveFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seoName"}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altAttribute"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returnRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"returnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipPostalCode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stateProvince"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"carrierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumberUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalWeight"}},{"kind":"Field","name":{"kind":"Name","value":"shippedDateUtc"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDateUtc"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDeliveryDateUtc"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"shipmentItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderItemId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackingEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"occurredOnUtc"}}]}}]}}]} as unknown as DocumentNode<OrderDetailFieldsFragment, unknown>;
export const ReturnDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReturnDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"returnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reasonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reasonText"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"storeNote"}},{"kind":"Field","name":{"kind":"Name","value":"storeAtFault"}},{"kind":"Field","name":{"kind":"Name","value":"outsideReturnWindow"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdOnUtc"}},{"kind":"Field","name":{"kind":"Name","value":"approvedOnUtc"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedOnUtc"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOnUtc"}},{"kind":"Field","name":{"kind":"Name","value":"refundedOnUtc"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"receivedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"damagedQuantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clubOrderGuid"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"authorization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issuedOnUtc"}},{"kind":"Field","name":{"kind":"Name","value":"shipByUtc"}},{"kind":"Field","name":{"kind":"Name","value":"prepaidLabel"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"returnTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"addressLines"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipPostalCode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stateProvince"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ReturnDetailFieldsFragment, unknown>;
export const ExtendedReturnFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExtendedReturnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExtendedReturn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"orderPlacedOnUtc"}},{"kind":"Field","name":{"kind":"Name","value":"returnWindowEndsUtc"}},{"kind":"Field","name":{"kind":"Name","value":"outsideReturnWindow"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderItemId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceInclTax"}},{"kind":"Field","name":{"kind":"Name","value":"ordered"}},{"kind":"Field","name":{"kind":"Name","value":"returnable"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"reasonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reasonText"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxPhotos"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedRefund"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOnUtc"}},{"kind":"Field","name":{"kind":"Name","value":"orderStatusUrl"}},{"kind":"Field","name":{"kind":"Name","value":"submittedReturn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"returnNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdOnUtc"}}]}}]}}]} as unknown as DocumentNode<ExtendedReturnFieldsFragment, unknown>;
export const DiagramSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiagramSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Diagram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<DiagramSummaryFieldsFragment, unknown>;
export const DiagramDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiagramDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Diagram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DiagramSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"sectionPath"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partDrawingIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"partNumber"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"calloutX"}},{"kind":"Field","name":{"kind":"Name","value":"calloutY"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seoName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceAndAvailability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"buildToOrderRange"}},{"kind":"Field","name":{"kind":"Name","value":"backorderAvailabilityRange"}},{"kind":"Field","name":{"kind":"Name","value":"preorderAvailabilityStartDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"orderMinimumQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderMaximumQuantity"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DiagramSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Diagram"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<DiagramDetailFieldsFragment, unknown>;
export const HelpPhoneClickDocument = {"__meta__":{"hash":"7a65550c00c97e9e8031c1e9828451a494abc2f5d9bb7b468a9e38aa4fa68f21"}} as unknown as DocumentNode<HelpPhoneClickMutation, HelpPhoneClickMutationVariables>;
export const SuggestProductsDocument = {"__meta__":{"hash":"51e79d2cadb566e0fde72673af323c731c3caa1c9168dccd3001d9024639736b"}} as unknown as DocumentNode<SuggestProductsQuery, SuggestProductsQueryVariables>;
export const AccountAddressBookDocument = {"__meta__":{"hash":"dea246476fb9a5d3f9447981eb9c7c16bcecc15a34977f9c3a796c503fe20b42"}} as unknown as DocumentNode<AccountAddressBookQuery, AccountAddressBookQueryVariables>;
export const AddShippingAddressDocument = {"__meta__":{"hash":"ed98d2ad27cd279e77953a26c79fcfc72aaef43d6f7f14c14a6bf8362f2c6d81"}} as unknown as DocumentNode<AddShippingAddressMutation, AddShippingAddressMutationVariables>;
export const EditShippingAddressDocument = {"__meta__":{"hash":"6ed2c5c4a8208d61357024f52cec52c132adbf8c61dc617837ad13eea0276e79"}} as unknown as DocumentNode<EditShippingAddressMutation, EditShippingAddressMutationVariables>;
export const DeleteShippingAddressDocument = {"__meta__":{"hash":"65be816c6ab61b44027a522f78a4b1a65138425528d19f98e8dd4d011b21a28b"}} as unknown as DocumentNode<DeleteShippingAddressMutation, DeleteShippingAddressMutationVariables>;
export const SetDefaultShippingAddressDocument = {"__meta__":{"hash":"3b2b984f6c828824d224d23b674e774d2d259da2f815a5d099ca3dd9feded372"}} as unknown as DocumentNode<SetDefaultShippingAddressMutation, SetDefaultShippingAddressMutationVariables>;
export const AccountOverviewDocument = {"__meta__":{"hash":"bb85dfc70eff9e7637a45d51dafab8560e593d3dffd11e7f113e663e1c326fe2"}} as unknown as DocumentNode<AccountOverviewQuery, AccountOverviewQueryVariables>;
export const AccountSecurityDocument = {"__meta__":{"hash":"39c2c217e00e09bf5e948df20f110a25fec357ccae6f78d6c8c5bcc0bb1e096b"}} as unknown as DocumentNode<AccountSecurityQuery, AccountSecurityQueryVariables>;
export const AccountNotificationsDocument = {"__meta__":{"hash":"da5a70edb134ca8114b1a744e76a6dad22752b928754fe66d65463de885ca3d4"}} as unknown as DocumentNode<AccountNotificationsQuery, AccountNotificationsQueryVariables>;
export const ChangeNameDocument = {"__meta__":{"hash":"5c6f48c7fbfbc4bf4b3557ca0afc94b5207095469c4ecf8d1786dd71ef21a9f9"}} as unknown as DocumentNode<ChangeNameMutation, ChangeNameMutationVariables>;
export const ChangeNumberDocument = {"__meta__":{"hash":"e8c2aeb7945c1a1119aee2d671e20a93ebb4fd2200c529654e77fa9ee478f32c"}} as unknown as DocumentNode<ChangeNumberMutation, ChangeNumberMutationVariables>;
export const ChangeFeedbackNameDocument = {"__meta__":{"hash":"3591cc8eb6bb2942df24a6d09c79d05a8bfbb3eafcf0cc5cdd1a4bd57c72d54a"}} as unknown as DocumentNode<ChangeFeedbackNameMutation, ChangeFeedbackNameMutationVariables>;
export const SetMailPreferencesDocument = {"__meta__":{"hash":"a13daabfbfdc6170ca1bff0ce226329beda930a4062a1b797376371358d4334e"}} as unknown as DocumentNode<SetMailPreferencesMutation, SetMailPreferencesMutationVariables>;
export const DeleteStockAlertDocument = {"__meta__":{"hash":"4a25a19cf03567e6517bf65d7d924aa06f90ad7a480eed37d8fb184d8dfdbc36"}} as unknown as DocumentNode<DeleteStockAlertMutation, DeleteStockAlertMutationVariables>;
export const AccountPaymentMethodsDocument = {"__meta__":{"hash":"3c0e4be1bb58470b0cd7916b23b13ed92f081121a3f720c9519bb1db03546d2d"}} as unknown as DocumentNode<AccountPaymentMethodsQuery, AccountPaymentMethodsQueryVariables>;
export const AddPaymentMethodDocument = {"__meta__":{"hash":"a5b9d224e0f9f859cb755c050ac8454f5b1b9406714c3bb0b7e810fe1bd03f19"}} as unknown as DocumentNode<AddPaymentMethodMutation, AddPaymentMethodMutationVariables>;
export const EditPaymentMethodDocument = {"__meta__":{"hash":"e3104bad20134095bafe6bd00d29cd91b35a2cc44380d95f661d944a6468388c"}} as unknown as DocumentNode<EditPaymentMethodMutation, EditPaymentMethodMutationVariables>;
export const DeletePaymentMethodDocument = {"__meta__":{"hash":"77343d690272b3a43a97a0d052f48198ead999939924bfdc64f293d12ddb983e"}} as unknown as DocumentNode<DeletePaymentMethodMutation, DeletePaymentMethodMutationVariables>;
export const SetDefaultPaymentMethodDocument = {"__meta__":{"hash":"22959c4ca5b81cc33e3a009a50b33bb9d04d8e0c60453f60f8394f2b7d2b0151"}} as unknown as DocumentNode<SetDefaultPaymentMethodMutation, SetDefaultPaymentMethodMutationVariables>;
export const AdminAuditDocument = {"__meta__":{"hash":"bb4c941313f23f613187e549313f56ddaaad7ef23e1c01968e1f0c931cde4d00"}} as unknown as DocumentNode<AdminAuditQuery, AdminAuditQueryVariables>;
export const AdminCustomersDocument = {"__meta__":{"hash":"a099e482865f19043858b2f70f34b303cca16c74fc2e95fe61c065946ce6521c"}} as unknown as DocumentNode<AdminCustomersQuery, AdminCustomersQueryVariables>;
export const AdminCustomerDocument = {"__meta__":{"hash":"c196264ad57a17fe615ec76aa6d00140d24bf2398a120ca3257d71724471a264"}} as unknown as DocumentNode<AdminCustomerQuery, AdminCustomerQueryVariables>;
export const AdminLockSignInDocument = {"__meta__":{"hash":"d49622e5d20c0cd129336dd4e752268a3e5fda6494e44dda1ca4cfd5bde5c200"}} as unknown as DocumentNode<AdminLockSignInMutation, AdminLockSignInMutationVariables>;
export const AdminUnlockSignInDocument = {"__meta__":{"hash":"a73ea0be9ed60ae4f82968103ac8e6f9c61c3d569e0d1532a6c787dfc5bed315"}} as unknown as DocumentNode<AdminUnlockSignInMutation, AdminUnlockSignInMutationVariables>;
export const AdminSendPasswordResetDocument = {"__meta__":{"hash":"3705286c00443d86f34f917509e1e566a0f000bc8f5a9547c23b2908aa464ffb"}} as unknown as DocumentNode<AdminSendPasswordResetMutation, AdminSendPasswordResetMutationVariables>;
export const AdminSetCustomerRoleDocument = {"__meta__":{"hash":"42cb4243bb65f6f68a702d3d9219f5fca05172833bc6f6f6e659a5f8c007a51f"}} as unknown as DocumentNode<AdminSetCustomerRoleMutation, AdminSetCustomerRoleMutationVariables>;
export const AdminFeedbackDocument = {"__meta__":{"hash":"960dd193c3b4cba50ab0033a62c9129396fb9dd04ada995430d482b58472f891"}} as unknown as DocumentNode<AdminFeedbackQuery, AdminFeedbackQueryVariables>;
export const AdminFeedbackReplyDocument = {"__meta__":{"hash":"7084e59e28a48f0c1c74f1319a94b7aa60a12bca91213be2ad65814bfb84da7c"}} as unknown as DocumentNode<AdminFeedbackReplyMutation, AdminFeedbackReplyMutationVariables>;
export const AdminCatalogImportsDocument = {"__meta__":{"hash":"890f0bb605fb05acf3131689eb32b2912f3f67896f24d94d35fe4a3cc4f2e1fc"}} as unknown as DocumentNode<AdminCatalogImportsQuery, AdminCatalogImportsQueryVariables>;
export const AdminCatalogImportDocument = {"__meta__":{"hash":"6d5bf406f1bc2972f892f04a9a66ef92c3e5b6083b87afd08eee24488666aa39"}} as unknown as DocumentNode<AdminCatalogImportQuery, AdminCatalogImportQueryVariables>;
export const AdminCatalogImportProgressDocument = {"__meta__":{"hash":"d53384f1445cee8c1fac60499a5751b3aaea6a100d2a7a7f85621ccc50913848"}} as unknown as DocumentNode<AdminCatalogImportProgressQuery, AdminCatalogImportProgressQueryVariables>;
export const AdminCatalogImportApplyDocument = {"__meta__":{"hash":"c1e68c4d017def0a101726c04353725f964d303cc1282a7e871dc55b1aae5f85"}} as unknown as DocumentNode<AdminCatalogImportApplyMutation, AdminCatalogImportApplyMutationVariables>;
export const AdminMessagesDocument = {"__meta__":{"hash":"6b6576610e8a0ad637bb8989998bf79d4ae4677c6202e65a1bd051f310dbd051"}} as unknown as DocumentNode<AdminMessagesQuery, AdminMessagesQueryVariables>;
export const AdminMessageDocument = {"__meta__":{"hash":"31e9706598d22e55c77f6ad97d49d30d0e9c1a9d106e1d112919bb89b460bd1c"}} as unknown as DocumentNode<AdminMessageQuery, AdminMessageQueryVariables>;
export const AdminReplyMessageDocument = {"__meta__":{"hash":"4618082cdddd179c02491ab632e83c4a9df2de4f8a7684cedcb24e43ff439926"}} as unknown as DocumentNode<AdminReplyMessageMutation, AdminReplyMessageMutationVariables>;
export const AdminCloseMessageDocument = {"__meta__":{"hash":"8c5876f8c4d0dcb0985f9d419d615e2d2659c6f5856524afcf361f1d79ed4588"}} as unknown as DocumentNode<AdminCloseMessageMutation, AdminCloseMessageMutationVariables>;
export const AdminReopenMessageDocument = {"__meta__":{"hash":"581064d55a03f5372f1b0a400389b4e43583f5fa13e9025b2d57b78ab6185bb6"}} as unknown as DocumentNode<AdminReopenMessageMutation, AdminReopenMessageMutationVariables>;
export const AdminRigListingsDocument = {"__meta__":{"hash":"d4771abf857ed810049d6aa141f99f4b21b7ec6e7cf453cb396417101413aa50"}} as unknown as DocumentNode<AdminRigListingsQuery, AdminRigListingsQueryVariables>;
export const AdminHideRigListingDocument = {"__meta__":{"hash":"a32a105661f591fa673685fba4428aa0e8cdffdb8b9c735c522e753a5569e730"}} as unknown as DocumentNode<AdminHideRigListingMutation, AdminHideRigListingMutationVariables>;
export const AdminShowRigListingDocument = {"__meta__":{"hash":"87f722c176cbbe83ef812bce3e4aa5464cfc01d9c0db45ec25ae0c617e445cf1"}} as unknown as DocumentNode<AdminShowRigListingMutation, AdminShowRigListingMutationVariables>;
export const AdminOrdersDocument = {"__meta__":{"hash":"31630cedbea505baa86cc294f67daf44ce35a04dfac7465e0a0447300edd2cd5"}} as unknown as DocumentNode<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const AdminOrderDocument = {"__meta__":{"hash":"0e93d2bdc1771051f7f15f3e5d6430764b8e14471cb206c82b01bc0a9d0455ba"}} as unknown as DocumentNode<AdminOrderQuery, AdminOrderQueryVariables>;
export const AdminShipOrderDocument = {"__meta__":{"hash":"ec496516c8ab64ed7267d54b99c582abd27b224094809cf21c7ec3f23aa4fdb4"}} as unknown as DocumentNode<AdminShipOrderMutation, AdminShipOrderMutationVariables>;
export const AdminMarkDeliveredDocument = {"__meta__":{"hash":"6894e48bd7099e7d3aad1c2900f75a92b3ea8d3d6f1e7509969939c9c4b5ba09"}} as unknown as DocumentNode<AdminMarkDeliveredMutation, AdminMarkDeliveredMutationVariables>;
export const AdminCancelOrderDocument = {"__meta__":{"hash":"35dd3e3e00e0685f53b10610d0f41a259e34d5c0c366ba367c86289bbd912865"}} as unknown as DocumentNode<AdminCancelOrderMutation, AdminCancelOrderMutationVariables>;
export const AdminRefundOrderDocument = {"__meta__":{"hash":"d3eff41c5026247228022ce71bf3d3ca457a628f810a4c25f201aef3030b56d2"}} as unknown as DocumentNode<AdminRefundOrderMutation, AdminRefundOrderMutationVariables>;
export const AdminOrderNoteDocument = {"__meta__":{"hash":"517f218d03c43f12201d3f1a001298bdb4918287763448f10c4c9b52eb441d7c"}} as unknown as DocumentNode<AdminOrderNoteMutation, AdminOrderNoteMutationVariables>;
export const AdminProductsDocument = {"__meta__":{"hash":"08970ef435f31fe14d2f98d71b4ba9eaf3816c10b8721b178f79590da3f3351d"}} as unknown as DocumentNode<AdminProductsQuery, AdminProductsQueryVariables>;
export const AdminProductDocument = {"__meta__":{"hash":"a30e5b624dab0bf5adc33411fdc2aaa2ec8fe102fc79bb2a3058321079a9b285"}} as unknown as DocumentNode<AdminProductQuery, AdminProductQueryVariables>;
export const AdminProductEditPreviewDocument = {"__meta__":{"hash":"f04e8d4b56eae0f2395bda6b938c5393fa1558d33c85fc54e32dba036ae420c6"}} as unknown as DocumentNode<AdminProductEditPreviewQuery, AdminProductEditPreviewQueryVariables>;
export const AdminUpdateProductDocument = {"__meta__":{"hash":"65ebb632eb0a25e734876bed7c067e8d54e377d284dc7c08ba397d1b3ada5bd2"}} as unknown as DocumentNode<AdminUpdateProductMutation, AdminUpdateProductMutationVariables>;
export const AdminProductBulkPreviewDocument = {"__meta__":{"hash":"c74e5055455c448abe7e0f4da73e18627080a151bbd202fd977fd9e2cb9630f5"}} as unknown as DocumentNode<AdminProductBulkPreviewQuery, AdminProductBulkPreviewQueryVariables>;
export const AdminProductBulkApplyDocument = {"__meta__":{"hash":"96d9bf7d363ead09ea32d44cb2389a6f6ad2e3b073efb1d31ec04d58d5efbd18"}} as unknown as DocumentNode<AdminProductBulkApplyMutation, AdminProductBulkApplyMutationVariables>;
export const AdminQuoteRequestsDocument = {"__meta__":{"hash":"afa0cd9ef725af6f30ad228c9f13bedbd37d07a15c41877885233c618176e5f5"}} as unknown as DocumentNode<AdminQuoteRequestsQuery, AdminQuoteRequestsQueryVariables>;
export const AdminQuoteRequestDocument = {"__meta__":{"hash":"37e283eb508d5585d30be003c11e1447d40cc27132fb8d8c8e8ac306397d62f0"}} as unknown as DocumentNode<AdminQuoteRequestQuery, AdminQuoteRequestQueryVariables>;
export const AdminQuotePartsDocument = {"__meta__":{"hash":"80fda84afecd4f84818ce486ebae48b0e59ee0dc30f3065e87afaf8ef667c458"}} as unknown as DocumentNode<AdminQuotePartsQuery, AdminQuotePartsQueryVariables>;
export const AdminSendQuoteDocument = {"__meta__":{"hash":"8c65b37bc332e38f35e79d264902bdb6428b599e9720613f379e3da5c78fa266"}} as unknown as DocumentNode<AdminSendQuoteMutation, AdminSendQuoteMutationVariables>;
export const AdminReturnsDocument = {"__meta__":{"hash":"9c2fd92891c7eb20fc2ec1300bfad7eead15e8df8becb8ce9dfe9ecc4657a9a7"}} as unknown as DocumentNode<AdminReturnsQuery, AdminReturnsQueryVariables>;
export const AdminReturnDocument = {"__meta__":{"hash":"327d9013e9e81f60f4001eb81379a96e544b99882de84af05881c3892851f105"}} as unknown as DocumentNode<AdminReturnQuery, AdminReturnQueryVariables>;
export const AdminApproveReturnDocument = {"__meta__":{"hash":"029ee4963fe16ebd9c223439102bbf21eddcfbe10ed45b3c41079ce219720892"}} as unknown as DocumentNode<AdminApproveReturnMutation, AdminApproveReturnMutationVariables>;
export const AdminRejectReturnDocument = {"__meta__":{"hash":"ac54fe56211c1a0f2432bf9be0fe55f451d6c641814568a8ee75d78c65b5611c"}} as unknown as DocumentNode<AdminRejectReturnMutation, AdminRejectReturnMutationVariables>;
export const AdminReceiveReturnDocument = {"__meta__":{"hash":"e86650e855791b0dca94758a2c721aba68ec8ade40c4ace84ece04fb4ceb4cf3"}} as unknown as DocumentNode<AdminReceiveReturnMutation, AdminReceiveReturnMutationVariables>;
export const AdminRefundReturnDocument = {"__meta__":{"hash":"4a94e2a08b6405cbd0d3cc7ebe0ec186ba464f8fae67b8116ed76deadc4f213e"}} as unknown as DocumentNode<AdminRefundReturnMutation, AdminRefundReturnMutationVariables>;
export const AdminReviewsDocument = {"__meta__":{"hash":"7974c1f1a116e29aef791c2d1c01e3f474c3b54216f11be16380c8fcdca24ca8"}} as unknown as DocumentNode<AdminReviewsQuery, AdminReviewsQueryVariables>;
export const AdminApproveReviewsDocument = {"__meta__":{"hash":"7c6299a0fa94567d1812d0f187ba204f537da3e2ba1ea040408d1ff74f2e1e96"}} as unknown as DocumentNode<AdminApproveReviewsMutation, AdminApproveReviewsMutationVariables>;
export const AdminReplyReviewDocument = {"__meta__":{"hash":"4042e183981b953f6f59937450af2bcf9f0eb57103ee2e85d72b433331f166c2"}} as unknown as DocumentNode<AdminReplyReviewMutation, AdminReplyReviewMutationVariables>;
export const AdminRejectReviewDocument = {"__meta__":{"hash":"796718efba845e0847e4903030e24712d738a674f7f017b6063a2b64f56f8253"}} as unknown as DocumentNode<AdminRejectReviewMutation, AdminRejectReviewMutationVariables>;
export const AdminStoreSettingsDocument = {"__meta__":{"hash":"fdad2fd3d9a0326796561741c6e6fd9cb86f283003b0f93fee5d64a3aa2138f2"}} as unknown as DocumentNode<AdminStoreSettingsQuery, AdminStoreSettingsQueryVariables>;
export const AdminUpdateStoreSettingsDocument = {"__meta__":{"hash":"a7a41a53c0cd1caa33f0fc39a2876c15281bbcb2d4ec4fc81ec2a09cb06f02ae"}} as unknown as DocumentNode<AdminUpdateStoreSettingsMutation, AdminUpdateStoreSettingsMutationVariables>;
export const CartDocument = {"__meta__":{"hash":"602558795ed84b6a9fb88a9fccb7a44546b3284f158a9f9606754d30da6ac910"}} as unknown as DocumentNode<CartQuery, CartQueryVariables>;
export const CartCountDocument = {"__meta__":{"hash":"0ecf9fed309344ce3980f2e6aa3eff0fcbe0f310635e873b2f8804fcb04e3060"}} as unknown as DocumentNode<CartCountQuery, CartCountQueryVariables>;
export const CartAddDocument = {"__meta__":{"hash":"98daa1108f32e0fd37426e0f795fd8937429aa1c3b47dd61cfe4327f6526b6be"}} as unknown as DocumentNode<CartAddMutation, CartAddMutationVariables>;
export const CartRemoveDocument = {"__meta__":{"hash":"0d5ddbecedc76758eabd86e0ba87d8c0b6f808faa8301da374ef4c7b76eef2e9"}} as unknown as DocumentNode<CartRemoveMutation, CartRemoveMutationVariables>;
export const CartChangeQuantityDocument = {"__meta__":{"hash":"6d881ed40c578c40cfb65ef00d5420ae27d5fbdf1c2c2ce8f9ca71b69ec5cf53"}} as unknown as DocumentNode<CartChangeQuantityMutation, CartChangeQuantityMutationVariables>;
export const CartSaveForLaterDocument = {"__meta__":{"hash":"400f82b51267b2ade97fb51c5500ab66ffda5237e2882c70d2a8e960970b70f3"}} as unknown as DocumentNode<CartSaveForLaterMutation, CartSaveForLaterMutationVariables>;
export const CartMoveToCartDocument = {"__meta__":{"hash":"0a8d116cb3e136b6a423393a147e8a42e37f94a94f00a0d3ac6599e387fff13d"}} as unknown as DocumentNode<CartMoveToCartMutation, CartMoveToCartMutationVariables>;
export const CartSetLineReferenceDocument = {"__meta__":{"hash":"f1e4c0cbcc94c3fa01ecc24879a0209127dadb3a03475830f5180b96dc7e7bdd"}} as unknown as DocumentNode<CartSetLineReferenceMutation, CartSetLineReferenceMutationVariables>;
export const CartSetDestinationDocument = {"__meta__":{"hash":"de2ae3318ac816dbfe19bd2011cb7a23fcea4be3c66dc598d42334b5c46436e6"}} as unknown as DocumentNode<CartSetDestinationMutation, CartSetDestinationMutationVariables>;
export const CartAddCouponDocument = {"__meta__":{"hash":"6897c9a9d292a5c4ae633b2298e99a3048f39c2a9813ae7405b7b014434df1eb"}} as unknown as DocumentNode<CartAddCouponMutation, CartAddCouponMutationVariables>;
export const CartRemoveCouponDocument = {"__meta__":{"hash":"071790cd7c0ccc1e1772b4726c1dfcfe452c48b98f396223162edf86b40e81b1"}} as unknown as DocumentNode<CartRemoveCouponMutation, CartRemoveCouponMutationVariables>;
export const CartSetSelectedShippingMethodDocument = {"__meta__":{"hash":"5f8b3ad831a292608fb03b2a92906ef8c0feb74bdf88799f411434ad1d3fdc60"}} as unknown as DocumentNode<CartSetSelectedShippingMethodMutation, CartSetSelectedShippingMethodMutationVariables>;
export const CategoryPageDocument = {"__meta__":{"hash":"6369d454c6b56a1f4ed6215cebede00b8de05efb0fb9fcdc23c9af36c41eac64"}} as unknown as DocumentNode<CategoryPageQuery, CategoryPageQueryVariables>;
export const CategoryProductsDocument = {"__meta__":{"hash":"e9e53f32f3d7a8e1ecedc7fd21b111a4d6a22a0fe2d2a5d74916461bcf68dc37"}} as unknown as DocumentNode<CategoryProductsQuery, CategoryProductsQueryVariables>;
export const ProductShippingDocument = {"__meta__":{"hash":"8ee58f1f9a0b806427a8145aaf36118b48278367c56111e5c8d4e04cd11fa0e5"}} as unknown as DocumentNode<ProductShippingQuery, ProductShippingQueryVariables>;
export const ProductAlternativesDocument = {"__meta__":{"hash":"f175416d0c1b7bafdc3b228444951b9989bbcefe51235fc909cfa1d34cac92de"}} as unknown as DocumentNode<ProductAlternativesQuery, ProductAlternativesQueryVariables>;
export const ProductPageCartDestinationDocument = {"__meta__":{"hash":"80d9cac9a305d53395f268bf65b631d5534007ce5fc9b53ad4277d1c48c4ec55"}} as unknown as DocumentNode<ProductPageCartDestinationQuery, ProductPageCartDestinationQueryVariables>;
export const ProductPageDocument = {"__meta__":{"hash":"3d8f44bae6c04acb2e0c7f0414588fd61e8930f5522484ce68b6606c67d701c0"}} as unknown as DocumentNode<ProductPageQuery, ProductPageQueryVariables>;
export const NotifyMeDocument = {"__meta__":{"hash":"2862b7926efd7d681fb7ef9af4057dea031f3d5a91be3c3d238a30208ff55c61"}} as unknown as DocumentNode<NotifyMeMutation, NotifyMeMutationVariables>;
export const OrderDocument = {"__meta__":{"hash":"b1b1c5fc167fb2cacee2bae9ee35ff48bfaf9e68b67266e891d809ff16358fef"}} as unknown as DocumentNode<OrderQuery, OrderQueryVariables>;
export const CheckoutAccountDocument = {"__meta__":{"hash":"b4f0178049dbb341a583d1ccbbb81d757df0b4eb1b97c82093586b85efdcd053"}} as unknown as DocumentNode<CheckoutAccountQuery, CheckoutAccountQueryVariables>;
export const CheckoutPaymentSetupDocument = {"__meta__":{"hash":"21162f22a58efe6cdfa51b5dfda00571ce20b9ca5246b6d6e9c5726fb8a17ba4"}} as unknown as DocumentNode<CheckoutPaymentSetupQuery, CheckoutPaymentSetupQueryVariables>;
export const PlaceDocument = {"__meta__":{"hash":"97c1be054ecf66cda22c7752a6b1d35923645d33aa85903e70efcc2dcca780bb"}} as unknown as DocumentNode<PlaceMutation, PlaceMutationVariables>;
export const PlaceExternalDocument = {"__meta__":{"hash":"02f4d211915a6fbcbbf29b7e8c57626bcf665733bafd96c0c5b261e390640e89"}} as unknown as DocumentNode<PlaceExternalMutation, PlaceExternalMutationVariables>;
export const SetMachinePictureDocument = {"__meta__":{"hash":"964da9d34f6dde5800436793fe0a16a81af0fcbf3abcac10fcbe30d63cfcf7fe"}} as unknown as DocumentNode<SetMachinePictureMutation, SetMachinePictureMutationVariables>;
export const ClearMachinePictureDocument = {"__meta__":{"hash":"c624144205562f493fe5a42b9e1d7c534b729cea61362f7d610f815f9c012abd"}} as unknown as DocumentNode<ClearMachinePictureMutation, ClearMachinePictureMutationVariables>;
export const GarageDocument = {"__meta__":{"hash":"5492be0e47844f289b64c89c683c200843dded1e6ced8f842fa9c4167918c463"}} as unknown as DocumentNode<GarageQuery, GarageQueryVariables>;
export const AddMachineDocument = {"__meta__":{"hash":"ea2c7e98ef6cace90ed8cd09a7e3265d5c1f0cdf90acb7d718e0e60af73d76b6"}} as unknown as DocumentNode<AddMachineMutation, AddMachineMutationVariables>;
export const EditMachineDocument = {"__meta__":{"hash":"9983a08f840e57dc472d54d6f723d65e94bad8b50adc1fc66e38d401776cbd30"}} as unknown as DocumentNode<EditMachineMutation, EditMachineMutationVariables>;
export const MoveMachineDocument = {"__meta__":{"hash":"db9a7435fd5b6eacd47f56cced555ea5e37d094a7816040dd82acdfdd85234ed"}} as unknown as DocumentNode<MoveMachineMutation, MoveMachineMutationVariables>;
export const DeleteMachineDocument = {"__meta__":{"hash":"68451f4a841f6799562b49bf96458da2f81e64f6f174c25a96af6378e752963a"}} as unknown as DocumentNode<DeleteMachineMutation, DeleteMachineMutationVariables>;
export const SelectMachineDocument = {"__meta__":{"hash":"79d78e92ab4da35e3b82f65eb3e58feaee310d8bac9b3d51b95f2c68503b493b"}} as unknown as DocumentNode<SelectMachineMutation, SelectMachineMutationVariables>;
export const SellMachineDocument = {"__meta__":{"hash":"38fcf18afbd2f0caf0309e803781a0681f0fc8784e148fd97a6a199286920fcc"}} as unknown as DocumentNode<SellMachineMutation, SellMachineMutationVariables>;
export const UnlistMachineDocument = {"__meta__":{"hash":"d14ec41f1daf26578ec7e6aaec5b6c4655299acdf5aec1a49c2b49bca0959e28"}} as unknown as DocumentNode<UnlistMachineMutation, UnlistMachineMutationVariables>;
export const FitmentAnswerDocument = {"__meta__":{"hash":"abbf37732c7f585eba4827000383d90dc3821b71287d05e59bbeaee0876b778c"}} as unknown as DocumentNode<FitmentAnswerMutation, FitmentAnswerMutationVariables>;
export const GarageOrderedPartsDocument = {"__meta__":{"hash":"77ffb00c4360215359d5de6e02a3d6f0100043965d3e8eccdc6a9b00c15293d4"}} as unknown as DocumentNode<GarageOrderedPartsQuery, GarageOrderedPartsQueryVariables>;
export const ContentPageDocument = {"__meta__":{"hash":"e23e34c10bb15bf5d823c3d111659c29ca95a0af3abb1150abdf8e91fa477a21"}} as unknown as DocumentNode<ContentPageQuery, ContentPageQueryVariables>;
export const ContentPagesDocument = {"__meta__":{"hash":"4da7f81c5df2ce90797fcec0ecff5cdee31ea4e12612f2676732e16dd7f7a4c9"}} as unknown as DocumentNode<ContentPagesQuery, ContentPagesQueryVariables>;
export const HelpSearchDocument = {"__meta__":{"hash":"727b06f41de705b7d5234f185977b4149fc5629e4389f5a1a86f3e1e2711c9ae"}} as unknown as DocumentNode<HelpSearchQuery, HelpSearchQueryVariables>;
export const HomeSectionsDocument = {"__meta__":{"hash":"431b8b471f72d20a21c6bf1fdb4a5fe52e6ac23d817d5e33ad96577a5f71f54b"}} as unknown as DocumentNode<HomeSectionsQuery, HomeSectionsQueryVariables>;
export const MyOrdersDocument = {"__meta__":{"hash":"15e9c5f2245fbf212a7007700e1f8164bf62d398593d9a9874be6a239cd2bf7c"}} as unknown as DocumentNode<MyOrdersQuery, MyOrdersQueryVariables>;
export const MyOrderDocument = {"__meta__":{"hash":"7818bc587cdb4c39cc25b5a16478d9d41ff328a69f0e56618159626a1c034759"}} as unknown as DocumentNode<MyOrderQuery, MyOrderQueryVariables>;
export const CancelPreviewDocument = {"__meta__":{"hash":"fa137d9ea80779106ce4cee31e6e226ecd2ec11f9808849b3571ba93db5fbe1c"}} as unknown as DocumentNode<CancelPreviewQuery, CancelPreviewQueryVariables>;
export const CancelOrderDocument = {"__meta__":{"hash":"1db070beaa104403921f45538352d6f91781f3f1864ec84b157fd5af202766d2"}} as unknown as DocumentNode<CancelOrderMutation, CancelOrderMutationVariables>;
export const ReturnFormDocument = {"__meta__":{"hash":"bc33a46e3384cb7ab8ccd0e88bd6a1e89ff9400d437c1a1a8d5a885d5e13cdbb"}} as unknown as DocumentNode<ReturnFormQuery, ReturnFormQueryVariables>;
export const MyReturnDocument = {"__meta__":{"hash":"914b0103ee10a5cca6bc041a25b813fff0d40f6a205c624242976e7830733c09"}} as unknown as DocumentNode<MyReturnQuery, MyReturnQueryVariables>;
export const MyReturnsDocument = {"__meta__":{"hash":"6f0d08480aaa50deaa2d3a713221017f7ffdf262c87ff84f3d8249b1304f4feb"}} as unknown as DocumentNode<MyReturnsQuery, MyReturnsQueryVariables>;
export const SubmitReturnDocument = {"__meta__":{"hash":"50f9814b8097fc0a8301c9f5d3c4f446f42f2aaeeab224e4c3c757675f795ec4"}} as unknown as DocumentNode<SubmitReturnMutation, SubmitReturnMutationVariables>;
export const MyShipmentDocument = {"__meta__":{"hash":"a8abbbfa24f50b23c0e5287c929f88d8003765bbf625f5b75ea0f95bda8a30c1"}} as unknown as DocumentNode<MyShipmentQuery, MyShipmentQueryVariables>;
export const FeedbackFormDocument = {"__meta__":{"hash":"07978bc8db618a33b808d326f71a7b84986c9da278ee61d82694433eda6a22d0"}} as unknown as DocumentNode<FeedbackFormQuery, FeedbackFormQueryVariables>;
export const MyFeedbackDocument = {"__meta__":{"hash":"fd3eb819a8ea4b7474f4bf9a034267736cce1f20e11bdc515ab9c0f6af1daac2"}} as unknown as DocumentNode<MyFeedbackQuery, MyFeedbackQueryVariables>;
export const AddFeedbackDocument = {"__meta__":{"hash":"63412fcb82e9216eb871b340960fdedb40e291610fa81f9adc827529216bd644"}} as unknown as DocumentNode<AddFeedbackMutation, AddFeedbackMutationVariables>;
export const ReviewFormDocument = {"__meta__":{"hash":"27d06e6d8819655c22e5ff0c506357bfb63fd660843dc29d975997ac664d2017"}} as unknown as DocumentNode<ReviewFormQuery, ReviewFormQueryVariables>;
export const AwaitingReviewDocument = {"__meta__":{"hash":"f7936f551bd42e8e2ff34a0d466c3b15f6bfecb614e7f07cae6c3d8b65a8ade3"}} as unknown as DocumentNode<AwaitingReviewQuery, AwaitingReviewQueryVariables>;
export const AddReviewDocument = {"__meta__":{"hash":"61a96e43901e2ff70d581b79323dd5a28a1403968673eefd9e78872859d50d58"}} as unknown as DocumentNode<AddReviewMutation, AddReviewMutationVariables>;
export const EditReviewDocument = {"__meta__":{"hash":"21c7c3a78d01fc7163d33294a9dc1e238c189394b1045de1f780f5fdf1e6433d"}} as unknown as DocumentNode<EditReviewMutation, EditReviewMutationVariables>;
export const VoteReviewDocument = {"__meta__":{"hash":"bd34a255b9097e0a7ce379937510819f4fafb4d0616310f42b79e962f9733e39"}} as unknown as DocumentNode<VoteReviewMutation, VoteReviewMutationVariables>;
export const MyOrderGuidDocument = {"__meta__":{"hash":"ad6959861e74c374270f2fde51d70e8b5e2a884032cfb889d271eb0fa17f810d"}} as unknown as DocumentNode<MyOrderGuidQuery, MyOrderGuidQueryVariables>;
export const ExtendedReturnDraftDocument = {"__meta__":{"hash":"e427153ae15fddbd3cee86d74203b221437abfccc0eda264e3278176b984ae3f"}} as unknown as DocumentNode<ExtendedReturnDraftQuery, ExtendedReturnDraftQueryVariables>;
export const ExtendedReturnStartDocument = {"__meta__":{"hash":"87d4a05700206827c67656b65561c558f4a305b21510cf3bd3bf44ed68716a59"}} as unknown as DocumentNode<ExtendedReturnStartMutation, ExtendedReturnStartMutationVariables>;
export const ExtendedReturnSetLinesDocument = {"__meta__":{"hash":"ee520db302e4d1a5c9997b9e2e3ec163f7057ab57cf76b234284a57dead2b1d6"}} as unknown as DocumentNode<ExtendedReturnSetLinesMutation, ExtendedReturnSetLinesMutationVariables>;
export const ExtendedReturnSetReasonDocument = {"__meta__":{"hash":"24c0663453ebada2fb41528f92f6b66e20101e2ad0ae8baff676ffbd2522c4e9"}} as unknown as DocumentNode<ExtendedReturnSetReasonMutation, ExtendedReturnSetReasonMutationVariables>;
export const ExtendedReturnAddPhotoDocument = {"__meta__":{"hash":"83474c76f5fccdd94ea074370cd9514afdd08ea0b336318eed2f9dd7e2eac59c"}} as unknown as DocumentNode<ExtendedReturnAddPhotoMutation, ExtendedReturnAddPhotoMutationVariables>;
export const ExtendedReturnRemovePhotoDocument = {"__meta__":{"hash":"0e725bf624892f34cc777b6a0ffdaa284f9bca642678adbaf29fd34abb8edffe"}} as unknown as DocumentNode<ExtendedReturnRemovePhotoMutation, ExtendedReturnRemovePhotoMutationVariables>;
export const ExtendedReturnSubmitDocument = {"__meta__":{"hash":"7e751eee7da0301d1c8766027f0bba3d93556d73d72b16392d3362a5d9964727"}} as unknown as DocumentNode<ExtendedReturnSubmitMutation, ExtendedReturnSubmitMutationVariables>;
export const PartsBookDocument = {"__meta__":{"hash":"0b07dba436ee0a4ddd45577a9e304d8ea3827136f2f280c034ef5bc424102ccb"}} as unknown as DocumentNode<PartsBookQuery, PartsBookQueryVariables>;
export const DiagramDocument = {"__meta__":{"hash":"9434849966e18b775033e7416f094db66992cc300703e1a9a0995895304a7bd4"}} as unknown as DocumentNode<DiagramQuery, DiagramQueryVariables>;
export const MyDiagramsDocument = {"__meta__":{"hash":"b07e835fb202bf93f2b0bd9fed65be54f184ef2d58bb03376acfff651d594dc6"}} as unknown as DocumentNode<MyDiagramsQuery, MyDiagramsQueryVariables>;
export const DiagramFavoriteDocument = {"__meta__":{"hash":"1916cf589599b98ab34ba26aa98ad71e772dc301cf9a80e3cd8a692b8243ecc7"}} as unknown as DocumentNode<DiagramFavoriteQuery, DiagramFavoriteQueryVariables>;
export const FavoriteDiagramDocument = {"__meta__":{"hash":"c0458fdc8657f036d6c1005497fa9e7a9e90177fd51be373783922bf21eb4b95"}} as unknown as DocumentNode<FavoriteDiagramMutation, FavoriteDiagramMutationVariables>;
export const LogDiagramDocument = {"__meta__":{"hash":"a7ebe904c21b10d3f1d9ad29e40126ee8b5f252e4f6cd33587bdf3154bbaeb6c"}} as unknown as DocumentNode<LogDiagramMutation, LogDiagramMutationVariables>;
export const QuotePartDocument = {"__meta__":{"hash":"fc3b6ddf287a034e2aa9816f44c8d4708275e05948070ddef214a28bc0ab0b70"}} as unknown as DocumentNode<QuotePartQuery, QuotePartQueryVariables>;
export const AddQuoteDocument = {"__meta__":{"hash":"4507a2375c4f1bf0cca391fd022a915d7eac54cff19922c778b31002cc458f55"}} as unknown as DocumentNode<AddQuoteMutation, AddQuoteMutationVariables>;
export const RequestQuoteDocument = {"__meta__":{"hash":"dee82c724b451849b66c52468bd3149b4f9bb6c1b15db070f548406c85d0056b"}} as unknown as DocumentNode<RequestQuoteMutation, RequestQuoteMutationVariables>;
export const MyQuoteRequestsDocument = {"__meta__":{"hash":"207331385e97df6c8e9b01d3c8bafa25eb4bce8c9cb74e4641424f884356f7a8"}} as unknown as DocumentNode<MyQuoteRequestsQuery, MyQuoteRequestsQueryVariables>;
export const SearchCategoryHintDocument = {"__meta__":{"hash":"363ca432292301b8b40295fe5786bf4630e5bba15db94db689351dc812ba7c39"}} as unknown as DocumentNode<SearchCategoryHintQuery, SearchCategoryHintQueryVariables>;
export const SearchAlternativesDocument = {"__meta__":{"hash":"6766903a02f683619207e41d0b68aed6e1b9b5ae891295ee392b90c2de3cf2b6"}} as unknown as DocumentNode<SearchAlternativesQuery, SearchAlternativesQueryVariables>;
export const SearchResultsPageDocument = {"__meta__":{"hash":"da74ba39e26d45a46e6d3530cd8ac2e5cc941b8d1f63cea7bb5572661c9792ec"}} as unknown as DocumentNode<SearchResultsPageQuery, SearchResultsPageQueryVariables>;
export const BrowserLogDocument = {"__meta__":{"hash":"0a4564e9b5456f1769dcd1644293d0680515e177eaf950db5a5c75008908e1cf"}} as unknown as DocumentNode<BrowserLogMutation, BrowserLogMutationVariables>;
export const CountriesDocument = {"__meta__":{"hash":"b6ec4f668d1f89fe629cf804531fe213d91b207d61f55ac7c4b34c6699d0667b"}} as unknown as DocumentNode<CountriesQuery, CountriesQueryVariables>;
export const RootDocument = {"__meta__":{"hash":"e9ba43ee1cea8ba056ea19248059aafe4e08f9dd006cf9b44d03b3e309900f60"}} as unknown as DocumentNode<RootQuery, RootQueryVariables>;
export const CategoryIndexDocument = {"__meta__":{"hash":"1b8a6c14cf58f3dd0bb2aeff63e4a65d69827722b80100044566c2f97caf8669"}} as unknown as DocumentNode<CategoryIndexQuery, CategoryIndexQueryVariables>;
export const MachineTypesDocument = {"__meta__":{"hash":"749706eac6aab6eec569284b5884cd952dbaadc1f4a5a18720fc57855e118917"}} as unknown as DocumentNode<MachineTypesQuery, MachineTypesQueryVariables>;
export const MachineManufacturersDocument = {"__meta__":{"hash":"0e8e32f8d3c11f029d0bd48c0e58d3e2728a9e65ab8cd36973a905f29c94588f"}} as unknown as DocumentNode<MachineManufacturersQuery, MachineManufacturersQueryVariables>;
export const MachineModelsDocument = {"__meta__":{"hash":"216350020f72969a95f36742c82323b5f306ae33dbddcdf00e82fc3c803113d1"}} as unknown as DocumentNode<MachineModelsQuery, MachineModelsQueryVariables>;
export const ModelOptionsDocument = {"__meta__":{"hash":"09b17934b065c0b91080067cf0314189df9450dad99ee3d604214178995955d7"}} as unknown as DocumentNode<ModelOptionsQuery, ModelOptionsQueryVariables>;
export const RigListingsDocument = {"__meta__":{"hash":"efd45d59d61917a7ea25bf4b7194af95d0b0f24e686a294aa82456e7c0b0caf8"}} as unknown as DocumentNode<RigListingsQuery, RigListingsQueryVariables>;
export const GoSkuDocument = {"__meta__":{"hash":"902cd1ecb2ff41052012954db09180d7b1597225059c6d9a1bf81e4f7548ccce"}} as unknown as DocumentNode<GoSkuQuery, GoSkuQueryVariables>;
export const ContactUsDocument = {"__meta__":{"hash":"48f8e7bebf0b3f1c63a92f1693415918758872fcbc27a4d01c7644230145f440"}} as unknown as DocumentNode<ContactUsMutation, ContactUsMutationVariables>;
export const MachineModelPageDocument = {"__meta__":{"hash":"4cae97a26dc93f590d2f76dbce6ecbdd9ee4a1226d43f3f2bc28b117d63887a7"}} as unknown as DocumentNode<MachineModelPageQuery, MachineModelPageQueryVariables>;
export const ManufacturersDocument = {"__meta__":{"hash":"825177680b18e2d1f729207119187845e849f02c69237c45498616b912a83ba3"}} as unknown as DocumentNode<ManufacturersQuery, ManufacturersQueryVariables>;
export const ManufacturerDocument = {"__meta__":{"hash":"80eb30e7886166b45a7b8d9d1742b3ba31e349c27792e19de8c122e3e7ac802a"}} as unknown as DocumentNode<ManufacturerQuery, ManufacturerQueryVariables>;
export const OrderStatusAfterSaleDocument = {"__meta__":{"hash":"0215100041510f589aafcb686c7943b24f8c6163e11460d78f61aa9215f0354e"}} as unknown as DocumentNode<OrderStatusAfterSaleQuery, OrderStatusAfterSaleQueryVariables>;
export const PartsBookBrandDocument = {"__meta__":{"hash":"ecc0d66ac1fb51e96b526c683c51f9b5a6e0668be78434e91c7aa355b06bde57"}} as unknown as DocumentNode<PartsBookBrandQuery, PartsBookBrandQueryVariables>;
export const PartsBooksDocument = {"__meta__":{"hash":"c7ac3be20ed775bf4d8ac4784ef243c87d00424a0a10b1f19fb28a9ce5041c55"}} as unknown as DocumentNode<PartsBooksQuery, PartsBooksQueryVariables>;
export const AllReviewsDocument = {"__meta__":{"hash":"a947949df4877c12615d394dc2f5517e1b0eaecb8efb488f129ce8df9671982b"}} as unknown as DocumentNode<AllReviewsQuery, AllReviewsQueryVariables>;
export const SuggestDocument = {"__meta__":{"hash":"3506a7a08b1e72c8ef1b3de289897bef654d98ff67a3d2e3d568124adcce1666"}} as unknown as DocumentNode<SuggestQuery, SuggestQueryVariables>;
export const ApplyAsVendorDocument = {"__meta__":{"hash":"8994163500c9b9825c375ac86c2a465ec7c41f85cc97501d333c88a65e54511c"}} as unknown as DocumentNode<ApplyAsVendorMutation, ApplyAsVendorMutationVariables>;