// How many items each list field of the schema answers at most, for the query cost (cost-limit.ts).
// A list whose size a client chooses names its arguments and the resolver's default and maximum;
// a fixed list gives the largest size it reaches on a real catalogue. A connection (searchResults,
// myOrders…) takes the page size and passes it to its `nodes`/`edges`, which say `PAGE`.
// `cost-limit.int.test.ts` fails when a list field of the schema is missing here.

/** A list whose length a client picks with an argument (clamped by the resolver), or a fixed bound. */
export interface ListSize {
  /** Items when no size argument is given (or the list has none). */
  size: number;
  /** Arguments that set the size (`first`, `last`); the largest given counts, up to `max`. */
  args?: readonly string[];
  /** The most the resolver answers, whatever the argument says. */
  max?: number;
  /**
   * `size` is the total over every item of the list right above, which this list divides among them
   * (a cart's lines among its shipping groups, the provinces among the countries).
   */
  shared?: boolean;
}

/** The list takes the page size of the connection field above it. */
export const PAGE = 'page' as const;

const page = (size: number, max: number): ListSize => ({ size, args: ['first', 'last'], max });

/** `Type.field` → its size. */
export const LIST_SIZES: Readonly<Record<string, ListSize | typeof PAGE>> = {
  // Catalogue. Linked products: 12 at most (MAX_LINKED in catalog-product.service.ts).
  'Product.relatedProducts': { size: 12 },
  'Product.alsoPurchasedProducts': { size: 12 },
  'Product.categories': { size: 10 },
  'Product.machineModelFitment': { size: 100 },
  'Product.manufacturers': { size: 1 },
  'Product.partInterchange': { size: 30 },
  'Product.pictures': { size: 5 },
  'Product.specificationAttributes': { size: 30 },
  'Product.reviews': page(10, 50),
  'PriceAndAvailability.allowedQuantities': { size: 20 },
  'ReviewConnection.nodes': PAGE,
  'MyReviewConnection.nodes': PAGE,
  'V1Query.productReviews': page(10, 50),
  'V1Query.myReviews': page(10, 50),
  'V1Query.productsAwaitingReview': page(20, 50),
  'Category.breadcrumb': { size: 8 },
  'Category.children': { size: 500, shared: true },
  'V1Query.categories': { size: 500 },
  'V1Query.manufacturers': { size: 300 },
  'MachineModel.attachments': { size: 20 },
  'MachineModel.engines': { size: 20 },
  'MachineModel.products': page(24, 100),
  'MachineModelProducts.nodes': PAGE,
  'V1Query.machineAttachments': { size: 20 },
  'V1Query.machineEngines': { size: 20 },
  'V1Query.machineManufacturers': { size: 200 },
  'V1Query.machineModels': { size: 500 },
  'V1Query.machineTypes': { size: 50 },

  // Search: 100 hits a page at most (search-graphql.ts), 12 facets of at most 100 values each.
  'V1Query.searchResults': page(20, 100),
  'SearchResults.nodes': PAGE,
  'SearchResults.edges': PAGE,
  'SearchResults.filters': { size: 12 },
  'SearchFilter.values': { size: 100 },
  'SearchProduct.fitment': { size: 50 },
  'SearchProduct.interchange': { size: 30 },
  'V1Query.searchFilters': { size: 12 },
  'V1Query.emptySearchFilters': { size: 12 },
  'V1Query.recentlyViewed': { size: 100 },
  'V1Query.searchSuggestions': { size: 10, args: ['first'], max: 50 },
  'V1Query.similarItems': { size: 12, args: ['first'], max: 50 },

  // Parts books.
  'Diagram.lineItems': { size: 100 },
  'Diagram.sectionPath': { size: 8 },
  'DiagramLineItem.products': { size: 5 },
  'V1Query.diagrams': { size: 100 },
  'V1Query.machineSections': { size: 200 },
  'V1Query.myCustomerDiagrams': { size: 100 },

  // Fleet.
  'Garage.items': { size: 50 },
  'GarageItem.orderItems': { size: 50 },
  'GarageItem.orderedParts': { size: 50 },
  'V1Query.rigListings': { size: 100 },

  // Cart, quotes, checkout.
  'ShoppingCart.appliedDiscounts': { size: 10 },
  'ShoppingCart.errors': { size: 10 },
  'ShoppingCart.productGroups': { size: 10 },
  'ShoppingCart.savedForLaterItems': { size: 100 },
  'ShoppingCart.warnings': { size: 10 },
  'ShoppingCartItem.warnings': { size: 5 },
  'ShoppingCartProductGroup.items': { size: 100, shared: true },
  'ShoppingCartProductGroup.shippingMethods': { size: 10 },
  'Quote.items': { size: 100 },
  'V1Query.quotes': { size: 20, args: ['first'], max: 100 },
  // Quote requests (quotes-requests.service.ts): a customer's own, 10 unless asked, 50 at most; the
  // staff's list 25 a page, 50 at most; a request holds at most 100 lines; 5 part matches.
  'V1Query.myQuoteRequests': { size: 10, args: ['first'], max: 50 },
  'QuoteRequest.items': { size: 100 },
  'AdminQueries.quoteRequests': page(25, 50),
  'AdminQuoteRequestConnection.nodes': PAGE,
  'AdminQueries.quoteParts': { size: 5 },
  'V1Query.appliedDiscounts': { size: 10 },
  'V1Query.shippingMethods': { size: 10 },

  // Orders and returns: pages of 10, 50 at most (orders.service.ts).
  'V1Query.myOrders': page(10, 50),
  'OrderConnection.nodes': PAGE,
  'V1Query.myReturns': page(10, 50),
  'ReturnRequestConnection.nodes': PAGE,
  // The back office's queues (orders-admin.schema.ts, orders-returns-admin.schema.ts,
  // catalog-reviews-admin.schema.ts): the same pages; reviews 25 by default.
  'AdminQueries.orders': page(10, 50),
  'AdminOrderConnection.nodes': PAGE,
  'AdminQueries.returns': page(10, 50),
  'AdminQueries.reviews': page(25, 50),
  'AdminReviewConnection.nodes': PAGE,
  'AdminQueries.orderFeedback': page(20, 50),
  'AdminFeedbackConnection.nodes': PAGE,
  // An order's payment movements: the capture, and a refund or void per return or cancellation.
  'AdminQueries.orderPayments': { size: 20 },
  // An order's timeline (orders-admin-work.ts): placement, payments, shipments, returns, notes, staff actions.
  'AdminQueries.orderTimeline': { size: 300 },
  // The order queue's vendor and warehouse choices: 200 each at most (orders-admin-work.repository.ts).
  'AdminOrderListChoices.vendors': { size: 200 },
  'AdminOrderListChoices.warehouses': { size: 200 },
  // Customers (auth-admin-customers.schema.ts): 25 a page, 100 at most; a customer's page lists
  // their latest 50 orders and returns, their fleet (as Garage.items) and address book (as V1Query.addresses).
  'AdminQueries.customers': { size: 25, args: ['first'], max: 100 },
  'AdminCustomerConnection.nodes': PAGE,
  'AdminCustomerOrders.nodes': { size: 50 },
  'AdminCustomer.returns': { size: 50 },
  'AdminCustomer.machines': { size: 50 },
  'AdminCustomer.addresses': { size: 50 },
  'AdminQueries.auditLog': page(30, 100),
  'AuditConnection.nodes': PAGE,
  'AuditEntry.changes': { size: 30 },
  'AdminQueries.auditRecordTypes': { size: 20 },
  // One shipment per warehouse the order ships from, as Order.shipments.
  'OrderAdminMutations.ship': { size: 10 },
  // Approving at most 100 reviews at once (catalog-reviews-admin.schema.ts).
  'ReviewAdminMutations.approve': { size: 100 },
  // Contact messages and vendor applications (support-admin.schema.ts): 25 a page, 50 at most; a
  // message's form fields (8 at most) and its replies; the store settings' refused and changed fields.
  'AdminQueries.messages': page(25, 50),
  'AdminQueries.rigListings': page(25, 50),
  'AdminRigListingConnection.nodes': PAGE,
  'AdminMessageConnection.nodes': PAGE,
  'AdminMessage.details': { size: 10 },
  'AdminMessage.replies': { size: 50 },
  'StoreSettingsUpdateResult.fieldErrors': { size: 13 },
  'StoreSettingsUpdateResult.changedFields': { size: 13 },
  // Products (catalog-admin.schema.ts): 25 a page, 100 at most; the filter's choices; one product's
  // lists at most as long as shared/product-edit.ts lets an edit make them; a bulk change's sample and refusals.
  'AdminQueries.products': { size: 25, args: ['first'], max: 100 },
  'AdminProductConnection.nodes': PAGE,
  'AdminProductListChoices.brands': { size: 500 },
  'AdminProductListChoices.categories': { size: 1000 },
  'AdminProductListChoices.vendors': { size: 200 },
  'AdminProductListChoices.warehouses': { size: 200 },
  'AdminProduct.allowedQuantities': { size: 50 },
  'AdminProduct.specifications': { size: 60 },
  'AdminProduct.interchanges': { size: 200 },
  'AdminProduct.fitments': { size: 1000 },
  'AdminProductEditResult.fieldErrors': { size: 14 },
  'AdminProductEditResult.changes': { size: 14 },
  'AdminProductBulkResult.sample': { size: 10 },
  'AdminProductBulkResult.refused': { size: 200 },
  // Price and stock files (catalog-import.schema.ts): 20 a page of history, 100 at most; a file's
  // columns (at most 8 known and what else its header has), a sample of 20 lines of at most six changes,
  // its refused lines 100 a page, 500 at most; the export filter's choices.
  'AdminQueries.catalogImports': page(20, 100),
  'CatalogImportConnection.nodes': PAGE,
  'CatalogImport.columns': { size: 8 },
  'CatalogImport.ignoredColumns': { size: 20 },
  'CatalogImport.sample': { size: 20 },
  'CatalogImportSample.changes': { size: 6 },
  'CatalogImport.refusedLines': { size: 100, args: ['first'], max: 500 },
  'CatalogExportChoices.brands': { size: 500 },
  'CatalogExportChoices.vendors': { size: 200 },
  // A product page's alternatives (MAX_ALTERNATIVES) and shipping options (the carrier's services).
  'Product.alternatives': { size: 8 },
  'Product.shippingOptions': { size: 10 },
  // A search that found nothing: the categories and machines its words name (MAX_NAMED).
  'SearchAlternatives.categories': { size: 6 },
  'SearchAlternatives.machines': { size: 6 },
  'Order.items': { size: 100 },
  'Order.orderItems': { size: 100 },
  'Order.lineQuantities': { size: 100 },
  'Order.returnRequests': { size: 10 },
  'Order.shipments': { size: 10 },
  'Order.shippingMethods': { size: 10 },
  'Order.usedDiscounts': { size: 10 },
  'Shipment.shipmentItems': { size: 100 },
  'Shipment.trackingEvents': { size: 30 },
  'ReturnRequest.items': { size: 100 },
  'ReturnRequest.photos': { size: 5 },
  'ReturnAuthorization.instructions': { size: 10 },
  'ReturnAuthorization.packingSlip': { size: 100 },
  'ExtendedReturn.lines': { size: 100 },
  'ExtendedReturn.photos': { size: 5 },
  'V1Query.myFeedback': { size: 50 },
  'V1Query.myOrderYears': { size: 20 },
  'V1Query.returnReasons': { size: 20 },

  // Account, content, directory.
  'CurrentCustomer.roles': { size: 5 },
  'V1Query.addresses': { size: 50 },
  'V1Query.paymentMethods': { size: 20 },
  'PaymentMethod.validShippingAddresses': { size: 50 },
  'V1Query.stockAlerts': { size: 100 },
  'V1Query.countries': { size: 250 },
  'Country.stateProvinces': { size: 200, shared: true },
  'V1Query.contentPages': { size: 100 },
  'ContentPage.toc': { size: 50 },
  'V1Query.helpSearch': { size: 10, args: ['first'], max: 50 },
  'FormSubmitResult.fieldErrors': { size: 10 },
  'StoreParty.addressLines': { size: 5 },
};

/** The size of a list field missing from LIST_SIZES (none today; the test keeps it so). */
export const UNKNOWN_LIST_SIZE = 100;

/**
 * What one object of these types costs on top of its fields: a product is read from several tables and
 * decoded row by row (docs/benchmarks.md, "Request cost": the largest accepted product graphs held the
 * event loop longest, in row decoding and garbage collection, not in SQL). With 8, the web client's
 * costliest operation (MyOrders: 10 orders of up to 100 lines) is 32,055 of the 50,000, the margin the cost test keeps.
 */
export const OBJECT_WEIGHTS: Readonly<Record<string, number>> = { Product: 8 };

/**
 * What these fields cost on top of 1: a product's full description is its longest value (kilobytes of
 * HTML), and graphs of products with their descriptions held the event loop longest per product.
 */
export const FIELD_WEIGHTS: Readonly<Record<string, number>> = { 'Product.fullDescription': 8 };
