/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query SuggestProducts($q: String!, $first: Int!) {\n    v1 { searchResults(searchString: $q, first: $first) { nodes { id name seoName price picture { thumbnailUrl } } } }\n  }\n": typeof types.SuggestProductsDocument,
    "\n  fragment AddressFields on Address {\n    id firstName lastName company email address1 address2 city zipPostalCode phoneNumber\n    country { id name twoLetterIsoCode } stateProvince { id name abbreviation }\n  }\n": typeof types.AddressFieldsFragmentDoc,
    "query AccountAddressBook { v1 { addresses { ...AddressFields isDefault } } }": typeof types.AccountAddressBookDocument,
    "mutation AddShippingAddress($a: AddressInput!) { v1 { shippingAddress { add(address: $a) { ...AddressFields } } } }": typeof types.AddShippingAddressDocument,
    "mutation EditShippingAddress($id: ID!, $a: AddressInput!) { v1 { shippingAddress { edit(id: $id, address: $a) { ...AddressFields } } } }": typeof types.EditShippingAddressDocument,
    "mutation DeleteShippingAddress($id: ID!) { v1 { shippingAddress { delete(id: $id) } } }": typeof types.DeleteShippingAddressDocument,
    "mutation SetDefaultShippingAddress($id: ID!) { v1 { shippingAddress { setDefault(id: $id) { id isDefault } } } }": typeof types.SetDefaultShippingAddressDocument,
    "fragment AccountFields on Account { firstName lastName feedbackName email phoneNumber phoneNumberDisplay pendingEmail }": typeof types.AccountFieldsFragmentDoc,
    "\n  query AccountOverview {\n    v1 {\n      account { ...AccountFields }\n      defaultPaymentAndShipping {\n        paymentMethod { ...PaymentMethodFields isExpired }\n        shippingAddress { ...AddressFields }\n      }\n      garage { selectedGarageItemId items { id name year machineStatus } }\n      myOrders(period: ANY, status: ALL, first: 3) { nodes { id customOrderNumber createdOnUtc orderTotal orderStatus paymentStatus shippingStatus } }\n      productsAwaitingReview(first: 20) { id }\n    }\n  }\n": typeof types.AccountOverviewDocument,
    "query AccountSecurity { v1 { loginAndSecurity { ...AccountFields } } }": typeof types.AccountSecurityDocument,
    "\n  query AccountNotifications {\n    v1 {\n      mailPreferences { orderUpdates shippingUpdates backInStock marketing }\n      stockAlerts { id productId createdOnUtc notifiedOnUtc product { id name sku seoName available } }\n    }\n  }\n": typeof types.AccountNotificationsDocument,
    "mutation ChangeName($f: String!, $l: String!) { v1 { loginAndSecurity { changeName(firstName: $f, lastName: $l) { ...AccountFields } } } }": typeof types.ChangeNameDocument,
    "mutation ChangeNumber($p: String!) { v1 { loginAndSecurity { changeNumber(phoneNumber: $p) { ...AccountFields } } } }": typeof types.ChangeNumberDocument,
    "mutation ChangeFeedbackName($n: String!) { v1 { loginAndSecurity { changeFeedbackName(feedbackName: $n) { ...AccountFields } } } }": typeof types.ChangeFeedbackNameDocument,
    "\n    mutation SetMailPreferences($o: Boolean, $s: Boolean, $b: Boolean, $m: Boolean) {\n      v1 { notifications { setPreferences(orderUpdates: $o, shippingUpdates: $s, backInStock: $b, marketing: $m) { orderUpdates shippingUpdates backInStock marketing } } }\n    }\n  ": typeof types.SetMailPreferencesDocument,
    "mutation DeleteStockAlert($p: ID!) { v1 { stockAlert { delete(productId: $p) } } }": typeof types.DeleteStockAlertDocument,
    "\n  fragment PaymentMethodFields on PaymentMethod {\n    id paymentType creditCardType creditCardLast4 creditCardExp cardholderName accountNameOrEmail isDefault address { ...AddressFields }\n  }\n": typeof types.PaymentMethodFieldsFragmentDoc,
    "\n  query AccountPaymentMethods {\n    v1 {\n      paymentMethods { ...PaymentMethodFields isExpired validShippingAddresses { id } }\n      addresses { ...AddressFields }\n      paymentSetup { gateway clientToken fieldsUrl environment }\n    }\n  }\n": typeof types.AccountPaymentMethodsDocument,
    "\n    mutation AddPaymentMethod($a: AddressInput!, $nonce: String!, $deviceData: String) {\n      v1 { paymentMethod { add(address: $a, nonce: $nonce, deviceData: $deviceData) { ...PaymentMethodFields } } }\n    }\n  ": typeof types.AddPaymentMethodDocument,
    "\n    mutation EditPaymentMethod($id: ID!, $a: AddressInput!, $nonce: String) {\n      v1 { paymentMethod { edit(id: $id, address: $a, nonce: $nonce) { ...PaymentMethodFields } } }\n    }\n  ": typeof types.EditPaymentMethodDocument,
    "mutation DeletePaymentMethod($id: ID!) { v1 { paymentMethod { delete(id: $id) } } }": typeof types.DeletePaymentMethodDocument,
    "mutation SetDefaultPaymentMethod($id: ID!) { v1 { paymentMethod { setDefault(id: $id) { id isDefault } } } }": typeof types.SetDefaultPaymentMethodDocument,
    "\n  query AdminAudit($first: Int, $after: String, $person: String, $recordType: String, $recordId: String, $from: String, $to: String) {\n    v1 {\n      admin {\n        auditRecordTypes\n        auditLog(first: $first, after: $after, person: $person, recordType: $recordType, recordId: $recordId, from: $from, to: $to) {\n          totalCount hasNextPage endCursor\n          nodes {\n            id at action recordType recordId impersonating ip detail\n            actor { id email name }\n            subject { id email name }\n            changes { field before after }\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminAuditDocument,
    "\n  query AdminCustomers($search: String, $guests: Boolean, $staffOnly: Boolean, $sort: AdminCustomerSort, $page: Int, $first: Int) {\n    v1 {\n      admin {\n        customers(search: $search, guests: $guests, staffOnly: $staffOnly, sort: $sort, page: $page, first: $first) {\n          totalCount page pageSize\n          nodes { id email name phoneNumber role isGuest signInLocked createdOnUtc lastSignInOnUtc }\n        }\n      }\n    }\n  }\n": typeof types.AdminCustomersDocument,
    "\n  query AdminCustomer($id: ID!) {\n    v1 {\n      admin {\n        customer(id: $id) {\n          id email firstName lastName name phoneNumber role isGuest signInLocked signInLockedOnUtc failedSignInAttempts createdOnUtc lastSignInOnUtc\n          orders { totalCount nodes { id customOrderNumber createdOnUtc orderStatus shippingStatus orderTotal itemCount } }\n          returns { id returnNumber orderId status createdOnUtc units }\n          machines { id name year serialNumber hours machineStatus machineModel { name manufacturer } }\n          addresses { id firstName lastName company address1 address2 city zipPostalCode phoneNumber isDefault stateProvince { abbreviation } country { name } }\n        }\n      }\n    }\n  }\n": typeof types.AdminCustomerDocument,
    "\n  mutation AdminLockSignIn($id: ID!) {\n    v1 { admin { customers { lockSignIn(id: $id) { id signInLocked } } } }\n  }\n": typeof types.AdminLockSignInDocument,
    "\n  mutation AdminUnlockSignIn($id: ID!) {\n    v1 { admin { customers { unlockSignIn(id: $id) { id signInLocked } } } }\n  }\n": typeof types.AdminUnlockSignInDocument,
    "\n  mutation AdminSendPasswordReset($id: ID!) {\n    v1 { admin { customers { sendPasswordReset(id: $id) { mailed } } } }\n  }\n": typeof types.AdminSendPasswordResetDocument,
    "\n  mutation AdminSetCustomerRole($id: ID!, $role: AdminCustomerRole!) {\n    v1 { admin { customers { setRole(id: $id, role: $role) { id role } } } }\n  }\n": typeof types.AdminSetCustomerRoleDocument,
    "\n  query AdminMessages($kind: AdminMessageKind, $status: AdminMessageStatus, $oldestFirst: Boolean, $first: Int, $page: Int) {\n    v1 {\n      admin {\n        messages(kind: $kind, status: $status, oldestFirst: $oldestFirst, first: $first, page: $page) {\n          totalCount page hasNextPage\n          nodes { reference kind status senderName email subject preview createdOnUtc }\n        }\n      }\n    }\n  }\n": typeof types.AdminMessagesDocument,
    "\n  query AdminMessage($reference: String!) {\n    v1 {\n      admin {\n        message(reference: $reference) {\n          reference kind status senderName email subject body createdOnUtc closedOnUtc\n          details { label value }\n          replies { id staffName staffEmail body sentOnUtc }\n        }\n      }\n    }\n  }\n": typeof types.AdminMessageDocument,
    "\n  mutation AdminReplyMessage($reference: String!, $text: String!) {\n    v1 { admin { messages { reply(reference: $reference, text: $text) { reference status } } } }\n  }\n": typeof types.AdminReplyMessageDocument,
    "\n  mutation AdminCloseMessage($reference: String!) {\n    v1 { admin { messages { close(reference: $reference) { reference status } } } }\n  }\n": typeof types.AdminCloseMessageDocument,
    "\n  mutation AdminReopenMessage($reference: String!) {\n    v1 { admin { messages { reopen(reference: $reference) { reference status } } } }\n  }\n": typeof types.AdminReopenMessageDocument,
    "\n  query AdminRigListings {\n    v1 {\n      rigListings(includeHidden: true) {\n        id price contactName contactPhone contactEmail location description createdOnUtc hidden\n        machine { name year machineModel { name manufacturer } }\n      }\n    }\n  }\n": typeof types.AdminRigListingsDocument,
    "\n  mutation AdminHideRigListing($id: ID!) {\n    v1 { admin { rigListings { hide(id: $id) { id hidden } } } }\n  }\n": typeof types.AdminHideRigListingDocument,
    "\n  mutation AdminShowRigListing($id: ID!) {\n    v1 { admin { rigListings { unhide(id: $id) { id hidden } } } }\n  }\n": typeof types.AdminShowRigListingDocument,
    "\n  query AdminOrders(\n    $first: Int\n    $after: String\n    $search: String\n    $status: AdminOrderFilter\n    $placedFrom: String\n    $placedTo: String\n    $vendorId: ID\n    $warehouseId: ID\n    $machineDown: Boolean\n    $sort: AdminOrderSort\n  ) {\n    v1 {\n      admin {\n        orders(\n          first: $first\n          after: $after\n          search: $search\n          status: $status\n          placedFrom: $placedFrom\n          placedTo: $placedTo\n          vendorId: $vendorId\n          warehouseId: $warehouseId\n          machineDown: $machineDown\n          sort: $sort\n        ) {\n          totalCount hasNextPage endCursor\n          nodes {\n            id customOrderNumber createdOnUtc email orderStatus paymentStatus shippingStatus orderTotal purchaseOrder shippingMethod\n            billingAddress { firstName lastName }\n          }\n        }\n        orderListChoices { vendors { id name } warehouses { id name } }\n      }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  query AdminOrder($id: ID!) {\n    v1 {\n      admin {\n        order(id: $id) {\n          id customOrderNumber createdOnUtc email purchaseOrder orderStatus paymentStatus shippingStatus shippingMethod\n          orderSubtotalExclTax orderShippingExclTax orderTax orderTotal refundedAmount\n          cardType maskedCreditCardNumber\n          billingAddress { firstName lastName company address1 address2 city zipPostalCode phoneNumber stateProvince { abbreviation } country { name } }\n          shippingAddress { firstName lastName company address1 address2 city zipPostalCode phoneNumber stateProvince { abbreviation } country { name } }\n          items { id productName sku quantity unitPriceExclTax priceExclTax }\n          lineQuantities { orderItemId ordered shipped delivered returned }\n          shipments {\n            id carrierName trackingNumber trackingNumberUrl status shippedDateUtc deliveryDateUtc\n            shipmentItems { orderItemId quantity }\n          }\n        }\n        orderPayments(orderId: $id) { id kind amount gateway transactionId reason createdOnUtc }\n        orderTimeline(orderId: $id) { at kind title detail actor }\n      }\n    }\n  }\n": typeof types.AdminOrderDocument,
    "\n  mutation AdminShipOrder($orderId: ID!, $lines: [AdminShipLineInput!], $carrier: String, $trackingNumber: String) {\n    v1 { admin { orders { ship(orderId: $orderId, lines: $lines, carrier: $carrier, trackingNumber: $trackingNumber) { id carrierName trackingNumber } } } }\n  }\n": typeof types.AdminShipOrderDocument,
    "\n  mutation AdminMarkDelivered($orderId: ID!, $shipmentId: ID) {\n    v1 { admin { orders { markDelivered(orderId: $orderId, shipmentId: $shipmentId) { id orderStatus shippingStatus } } } }\n  }\n": typeof types.AdminMarkDeliveredDocument,
    "\n  mutation AdminCancelOrder($orderId: ID!, $reason: String!) {\n    v1 { admin { orders { cancel(orderId: $orderId, reason: $reason) { id orderStatus paymentStatus refundedAmount } } } }\n  }\n": typeof types.AdminCancelOrderDocument,
    "\n  mutation AdminRefundOrder($orderId: ID!, $amount: String!, $reason: String!) {\n    v1 { admin { orders { refund(orderId: $orderId, amount: $amount, reason: $reason) { id paymentStatus refundedAmount } } } }\n  }\n": typeof types.AdminRefundOrderDocument,
    "\n  mutation AdminOrderNote($orderId: ID!, $text: String!) {\n    v1 { admin { orders { addNote(orderId: $orderId, text: $text) } } }\n  }\n": typeof types.AdminOrderNoteDocument,
    "\n  query AdminQuoteRequests($first: Int, $page: Int, $search: String, $status: AdminQuoteFilter) {\n    v1 {\n      admin {\n        quoteRequests(first: $first, page: $page, search: $search, status: $status) {\n          totalCount page pageCount\n          nodes { id number status source email query poNumber createdOnUtc expirationDate items { id } }\n        }\n      }\n    }\n  }\n": typeof types.AdminQuoteRequestsDocument,
    "\n  query AdminQuoteRequest($id: ID!) {\n    v1 {\n      admin {\n        quoteRequest(id: $id) {\n          id number status source email customerId query note poNumber machine createdOnUtc sentOnUtc expirationDate orderedOnUtc quoteGuid\n          items { id partNumber quantity product { id name sku manufacturerPartNumber priceAndAvailability { price } } }\n          quote { id title items { id quantity price shippingPrice product { id name sku } } }\n        }\n      }\n    }\n  }\n": typeof types.AdminQuoteRequestDocument,
    "\n  query AdminQuoteParts($partNumber: String!) { v1 { admin { quoteParts(partNumber: $partNumber) { productId sku name manufacturerPartNumber brand price } } } }\n": typeof types.AdminQuotePartsDocument,
    "\n  mutation AdminSendQuote($id: ID!, $pricing: QuotePricingInput!) { v1 { admin { quotes { send(requestId: $id, pricing: $pricing) { id number status email quoteGuid } } } } }\n": typeof types.AdminSendQuoteDocument,
    "\n  query AdminReturns($first: Int, $after: String, $status: AdminReturnFilter) {\n    v1 {\n      admin {\n        returns(first: $first, after: $after, status: $status) {\n          totalCount hasNextPage endCursor\n          nodes {\n            id returnNumber status reasonLabel createdOnUtc\n            items { id orderItemId quantity }\n            order { id customOrderNumber email items { id productName sku } }\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminReturnsDocument,
    "\n  query AdminReturn($id: ID!) {\n    v1 {\n      admin {\n        returnRequest(id: $id) {\n          id returnNumber status reasonLabel reasonText comments storeNote storeAtFault\n          createdOnUtc approvedOnUtc rejectedOnUtc receivedOnUtc refundedOnUtc\n          items { id orderItemId quantity receivedQuantity damagedQuantity }\n          refund { items tax shipping total }\n          order { id customOrderNumber email items { id productName sku } }\n        }\n      }\n    }\n  }\n": typeof types.AdminReturnDocument,
    "\n  mutation AdminApproveReturn($id: ID!) { v1 { admin { returns { approve(id: $id) { id status } } } } }\n": typeof types.AdminApproveReturnDocument,
    "\n  mutation AdminRejectReturn($id: ID!, $note: String!) { v1 { admin { returns { reject(id: $id, note: $note) { id status } } } } }\n": typeof types.AdminRejectReturnDocument,
    "\n  mutation AdminReceiveReturn($id: ID!, $lines: [AdminReceiveLineInput!]) { v1 { admin { returns { receive(id: $id, lines: $lines) { id status } } } } }\n": typeof types.AdminReceiveReturnDocument,
    "\n  mutation AdminRefundReturn($id: ID!) { v1 { admin { returns { refund(id: $id) { id status refund { total } } } } } }\n": typeof types.AdminRefundReturnDocument,
    "\n  query AdminReviews($filter: AdminReviewFilter, $first: Int, $page: Int) {\n    v1 {\n      admin {\n        reviews(filter: $filter, first: $first, page: $page) {\n          totalCount page hasNextPage\n          nodes { id rating title reviewText replyText customerName createdOnUtc status product { id name seoName } }\n        }\n      }\n    }\n  }\n": typeof types.AdminReviewsDocument,
    "\n  mutation AdminApproveReviews($ids: [ID!]!) {\n    v1 { admin { reviews { approve(ids: $ids) { id } } } }\n  }\n": typeof types.AdminApproveReviewsDocument,
    "\n  mutation AdminReplyReview($id: ID!, $text: String!) {\n    v1 { admin { reviews { reply(id: $id, text: $text) { id replyText } } } }\n  }\n": typeof types.AdminReplyReviewDocument,
    "\n  mutation AdminRejectReview($id: ID!) {\n    v1 { admin { reviews { reject(id: $id) { id title } } } }\n  }\n": typeof types.AdminRejectReviewDocument,
    "\n  query AdminStoreSettings {\n    v1 {\n      admin {\n        storeSettings {\n          phone hours returnName returnLine1 returnLine2 returnCity returnState returnZip\n          originName originLine1 originCity originState originZip updatedOnUtc updatedBy\n        }\n      }\n    }\n  }\n": typeof types.AdminStoreSettingsDocument,
    "\n  mutation AdminUpdateStoreSettings($input: StoreSettingsInput!) {\n    v1 {\n      admin {\n        settings {\n          update(input: $input) {\n            changedFields\n            fieldErrors { field message }\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminUpdateStoreSettingsDocument,
    "\n  fragment CartItemFields on ShoppingCartItem {\n    id quantity reference backordered price quoteId shoppingCartTypeId warnings\n    product { id name seoName sku manufacturerPartNumber isTaxExempt pictures { thumbnailUrl altAttribute }\n      priceAndAvailability { price status stock orderMinimumQuantity orderMaximumQuantity allowedQuantities } }\n  }\n": typeof types.CartItemFieldsFragmentDoc,
    "\n  fragment CartFields on ShoppingCart {\n    destination { city countryId postalCode provinceId }\n    errors warnings estimatedItemTaxRate estimatedShippingTaxRate itemCount poNumber\n    appliedDiscounts { name couponCode discountAmount discountType }\n    productGroups { shippingProfileId vendorId warehouseId backordered shoppingCartItemId\n      items { ...CartItemFields }\n      shippingMethods { id name price eta selected } }\n    savedForLaterItems { ...CartItemFields }\n    canOrder quoteGuid\n    quote { id guid title expirationDate canOrder }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "query Cart($quoteGuid: String) { v1 { shoppingCart(quoteGuid: $quoteGuid) { ...CartFields } } }": typeof types.CartDocument,
    "query CartCount { v1 { shoppingCart { itemCount } } }": typeof types.CartCountDocument,
    "\n    mutation CartAdd($productId: ID!, $shoppingCartTypeId: Int, $qty: Int) {\n      v1 { cart { add(productId: $productId, shoppingCartTypeId: $shoppingCartTypeId, qty: $qty) { ...CartFields } } }\n    }\n  ": typeof types.CartAddDocument,
    "\n    mutation CartRemove($shoppingCartItemId: ID!, $shoppingCartTypeId: Int) {\n      v1 { cart { remove(shoppingCartItemId: $shoppingCartItemId, shoppingCartTypeId: $shoppingCartTypeId) { ...CartFields } } }\n    }\n  ": typeof types.CartRemoveDocument,
    "\n    mutation CartChangeQuantity($shoppingCartItemId: ID!, $shoppingCartTypeId: Int, $qty: Int!) {\n      v1 { cart { changeQuantity(shoppingCartItemId: $shoppingCartItemId, shoppingCartTypeId: $shoppingCartTypeId, qty: $qty) { ...CartFields } } }\n    }\n  ": typeof types.CartChangeQuantityDocument,
    "\n    mutation CartSaveForLater($shoppingCartItemId: ID!) { v1 { cart { saveForLater(shoppingCartItemId: $shoppingCartItemId) { ...CartFields } } } }\n  ": typeof types.CartSaveForLaterDocument,
    "\n    mutation CartMoveToCart($shoppingCartItemId: ID!) { v1 { cart { moveToCart(shoppingCartItemId: $shoppingCartItemId) { ...CartFields } } } }\n  ": typeof types.CartMoveToCartDocument,
    "\n    mutation CartSetLineReference($shoppingCartItemId: ID!, $reference: String, $shoppingCartTypeId: Int, $quoteGuid: String) {\n      v1 {\n        cart {\n          setLineReference(shoppingCartItemId: $shoppingCartItemId, reference: $reference, shoppingCartTypeId: $shoppingCartTypeId, quoteGuid: $quoteGuid) {\n            ...CartFields\n          }\n        }\n      }\n    }\n  ": typeof types.CartSetLineReferenceDocument,
    "\n    mutation CartSetDestination($countryId: ID, $stateProvinceId: ID, $postalCode: String, $quoteGuid: String) {\n      v1 {\n        cart {\n          setDestination(countryId: $countryId, stateProvinceId: $stateProvinceId, postalCode: $postalCode, quoteGuid: $quoteGuid) { ...CartFields }\n        }\n      }\n    }\n  ": typeof types.CartSetDestinationDocument,
    "\n    mutation CartAddCoupon($couponCode: String, $quoteGuid: String) { v1 { cart { addCoupon(couponCode: $couponCode, quoteGuid: $quoteGuid) { ...CartFields } } } }\n  ": typeof types.CartAddCouponDocument,
    "\n    mutation CartRemoveCoupon($couponCode: String, $quoteGuid: String) {\n      v1 { cart { removeCoupon(couponCode: $couponCode, quoteGuid: $quoteGuid) { ...CartFields } } }\n    }\n  ": typeof types.CartRemoveCouponDocument,
    "\n    mutation CartSetSelectedShippingMethod(\n      $countryId: ID, $provinceId: ID, $postalCode: String, $warehouseId: ID, $vendorId: ID, $shippingProfileId: ID,\n      $backordered: Boolean, $selectedShippingMethodId: ID, $shoppingCartItemId: ID, $quoteGuid: String\n    ) {\n      v1 {\n        cart {\n          setSelectedShippingMethod(\n            countryId: $countryId, provinceId: $provinceId, postalCode: $postalCode, warehouseId: $warehouseId, vendorId: $vendorId,\n            shippingProfileId: $shippingProfileId, backordered: $backordered, selectedShippingMethodId: $selectedShippingMethodId,\n            shoppingCartItemId: $shoppingCartItemId, quoteGuid: $quoteGuid\n          ) { ...CartFields }\n        }\n      }\n    }\n  ": typeof types.CartSetSelectedShippingMethodDocument,
    "\n  query CategoryPage($id: ID!) {\n    v1 {\n      category(id: $id) {\n        id name seoName description numberOfProducts\n        breadcrumb { id name seoName }\n        children { id name seoName numberOfProducts picture { thumbnailUrl } }\n      }\n    }\n  }\n": typeof types.CategoryPageDocument,
    "\n  query CategoryProducts($q: String, $filters: [SearchFilterInput!], $first: Int) {\n    v1 {\n      searchResults(searchString: $q, filters: $filters, first: $first) {\n        totalCount\n        pageInfo { hasNextPage }\n        nodes { ...SearchHitFields }\n        filters { id name attribute values { value count } }\n      }\n    }\n  }\n": typeof types.CategoryProductsDocument,
    "\n  query ProductPage($id: ID!) {\n    v1 {\n      product(id: $id) {\n        id sku name seoName manufacturerPartNumber gtin\n        shortDescription fullDescription metaTitle metaDescription\n        length width height weight youtubeEmbedCode\n        isFreeShipping shipSeparately allowCustomerReviews\n        approvedRatingSum approvedTotalReviews\n        priceAndAvailability {\n          price oldPrice status stock orderMinimumQuantity orderMaximumQuantity allowedQuantities\n          backorderAvailabilityRange buildToOrderRange preorderAvailabilityStartDateTime canNotify\n        }\n        pictures { thumbnailUrl imageUrl fullSizeImageUrl altAttribute }\n        manufacturers { id name }\n        vendor { name }\n        warehouse { address { city stateProvince { abbreviation } } }\n        categories { id name seoName parentCategoryId }\n        specificationAttributes { name value }\n        partInterchange { partNumber brand kind }\n        machineModelFitment { id name baseName manufacturer type serialFrom serialTo engine attachment }\n        relatedProducts { ...Card }\n        alsoPurchasedProducts { ...Card }\n        reviews(first: 5) { totalCount nodes { id rating title reviewText replyText customerName createdOnUtc helpfulYesTotal helpfulNoTotal } }\n      }\n    }\n  }\n  fragment Card on Product {\n    id name seoName sku\n    priceAndAvailability { price status }\n    pictures { imageUrl }\n  }\n": typeof types.ProductPageDocument,
    "fragment SearchHitFields on SearchProduct { id name seoName sku manufacturerPartNumber price status brand city state picture { imageUrl } }": typeof types.SearchHitFieldsFragmentDoc,
    "mutation NotifyMe($p: ID!) { v1 { stockAlert { add(productId: $p) { id } } } }": typeof types.NotifyMeDocument,
    "\n  fragment OrderFields on Order {\n    id isGuestOrder canRegister email customOrderNumber clubOrderGuid createdOnUtc estArrivalDate purchaseOrder\n    orderStatus paymentStatus shippingStatus shippingMethod\n    orderSubtotalExclTax orderSubTotalDiscountExclTax orderShippingExclTax orderShippingDiscount orderTax orderTotal\n    cardName cardType maskedCreditCardNumber paymentType\n    shippingAddress { ...AddressFields } billingAddress { ...AddressFields }\n    items { id productId productName sku quantity unitPriceExclTax priceExclTax reference backorderedWhenOrdered }\n  }\n": typeof types.OrderFieldsFragmentDoc,
    "query Order($clubOrderGuid: String!) { v1 { order(clubOrderGuid: $clubOrderGuid) { ...OrderFields } } }": typeof types.OrderDocument,
    "\n  query CheckoutAccount {\n    v1 {\n      addresses { ...AddressFields }\n      paymentMethods { ...PaymentMethodFields }\n      defaultPaymentAndShipping { paymentMethod { id } shippingAddress { id } }\n    }\n  }\n": typeof types.CheckoutAccountDocument,
    "query CheckoutPaymentSetup { v1 { paymentSetup { gateway clientToken fieldsUrl environment } } }": typeof types.CheckoutPaymentSetupDocument,
    "\n  mutation Place($shippingAddressId: ID!, $paymentMethodId: ID!, $cart: CheckoutCartInput, $deviceData: String, $idempotencyKey: String) {\n    v1 {\n      cart {\n        placeOrder(\n          shippingAddressId: $shippingAddressId, paymentMethodId: $paymentMethodId, cart: $cart, deviceData: $deviceData, idempotencyKey: $idempotencyKey\n        ) { ...OrderFields }\n      }\n    }\n  }\n": typeof types.PlaceDocument,
    "\n  mutation PlaceExternal(\n    $email: String, $nonce: String!, $paymentType: PaymentMethodType, $shippingAddress: AddressInput!, $billingAddress: AddressInput,\n    $cart: CheckoutCartInput, $deviceData: String, $idempotencyKey: String\n  ) {\n    v1 {\n      cart {\n        placeOrderExternalPayment(\n          email: $email, nonce: $nonce, paymentType: $paymentType, shippingAddress: $shippingAddress, billingAddress: $billingAddress,\n          cart: $cart, deviceData: $deviceData, idempotencyKey: $idempotencyKey\n        ) { ...OrderFields }\n      }\n    }\n  }\n": typeof types.PlaceExternalDocument,
    "\n    mutation SetMachinePicture($id: ID!, $data: String, $mime: String) {\n      v1 { garage { setPicture(garageId: $id, base64PictureData: $data, mimeType: $mime) { id } } }\n    }\n  ": typeof types.SetMachinePictureDocument,
    "mutation ClearMachinePicture($id: ID!) { v1 { garage { clearPicture(garageId: $id) { id } } } }": typeof types.ClearMachinePictureDocument,
    "fragment FleetModelFields on MachineModel { id name baseName manufacturer manufacturerId type diagramCount picture { imageUrl } }": typeof types.FleetModelFieldsFragmentDoc,
    "\n  fragment FleetItemFields on GarageItem {\n    id name hours notes serialNumber stockNumber year sortOrder machineStatus engine attachment\n    machineEngine { id name } machineAttachment { id name }\n    machineModel { ...FleetModelFields engines { id name } attachments { id name } }\n    picture { id imageUrl thumbnailUrl fullSizeImageUrl }\n    listing { id price }\n  }\n": typeof types.FleetItemFieldsFragmentDoc,
    "query Garage { v1 { garage { selectedGarageItemId items { ...FleetItemFields } } } }": typeof types.GarageDocument,
    "mutation AddMachine($item: GarageItemInput!, $sel: Boolean) { v1 { garage { add(garageItem: $item, setSelected: $sel) { id machineModel { id } } } } }": typeof types.AddMachineDocument,
    "mutation EditMachine($id: ID!, $item: GarageItemInput!) { v1 { garage { edit(garageId: $id, garageItem: $item) { id machineModel { id } } } } }": typeof types.EditMachineDocument,
    "mutation MoveMachine($id: ID!, $item: GarageItemInput!) { v1 { garage { edit(garageId: $id, garageItem: $item) { id } } } }": typeof types.MoveMachineDocument,
    "mutation DeleteMachine($id: ID!) { v1 { garage { delete(garageId: $id) } } }": typeof types.DeleteMachineDocument,
    "mutation SelectMachine($id: ID) { v1 { garage { setSelected(garageId: $id) { id } } } }": typeof types.SelectMachineDocument,
    "mutation SellMachine($id: ID!, $l: RigListingInput!) { v1 { garage { sell(garageId: $id, listing: $l) { id } } } }": typeof types.SellMachineDocument,
    "mutation UnlistMachine($id: ID!) { v1 { garage { unlist(garageId: $id) } } }": typeof types.UnlistMachineDocument,
    "mutation FitmentCheck($id: ID, $p: ID!) { v1 { garage { fitmentCheck(garageId: $id, productId: $p) } } }": typeof types.FitmentCheckDocument,
    "query GarageOrderedParts($id: ID!) { v1 { garageItem(garageId: $id) { orderedParts { productId name sku seoName quantity lastOrderedOnUtc clubOrderGuid } } } }": typeof types.GarageOrderedPartsDocument,
    "\n  query ContentPage($path: String!) {\n    v1 {\n      contentPage(path: $path) {\n        path\n        title\n        description\n        html\n        toc {\n          id\n          text\n          depth\n        }\n        data\n      }\n    }\n  }\n": typeof types.ContentPageDocument,
    "\n  query ContentPages($section: String!) {\n    v1 {\n      contentPages(section: $section) {\n        path\n        title\n        description\n        data\n      }\n    }\n  }\n": typeof types.ContentPagesDocument,
    "\n  query HelpSearch($query: String!) {\n    v1 {\n      helpSearch(query: $query, first: 12) {\n        path\n        anchor\n        pageTitle\n        heading\n        excerpt\n      }\n    }\n  }\n": typeof types.HelpSearchDocument,
    "\n  query HomeSections($seats: [SearchFilterInput!], $belts: [SearchFilterInput!], $radiators: [SearchFilterInput!], $first: Int) {\n    v1 {\n      seats: searchResults(searchString: \"Seats\", filters: $seats, first: $first) { nodes { ...SearchHitFields } }\n      belts: searchResults(searchString: \"Belts\", filters: $belts, first: $first) { nodes { ...SearchHitFields } }\n      radiators: searchResults(searchString: \"Radiators\", filters: $radiators, first: $first) { nodes { ...SearchHitFields } }\n    }\n  }\n": typeof types.HomeSectionsDocument,
    "\n  fragment OrderAddressFields on Address {\n    firstName lastName company address1 address2 city zipPostalCode phoneNumber email\n    country { name }\n    stateProvince { abbreviation name }\n  }\n": typeof types.OrderAddressFieldsFragmentDoc,
    "\n  fragment ShipmentFields on Shipment {\n    id carrier carrierName trackingNumber trackingNumberUrl status totalWeight\n    shippedDateUtc deliveryDateUtc estimatedDeliveryDateUtc orderId\n    shipmentItems { id quantity orderItemId }\n    trackingEvents { id type label description location occurredOnUtc }\n  }\n": typeof types.ShipmentFieldsFragmentDoc,
    "\n  fragment OrderSummaryFields on Order {\n    id clubOrderGuid customOrderNumber createdOnUtc orderTotal refundedAmount\n    orderStatus paymentStatus shippingStatus\n    canCancelOrder canRequestReturn canLeaveFeedback\n    items { id productId productName quantity product { id seoName pictures { thumbnailUrl altAttribute } } }\n    shipments { id status trackingNumber carrierName }\n    returnRequests { id returnNumber status }\n  }\n": typeof types.OrderSummaryFieldsFragmentDoc,
    "\n  fragment OrderDetailFields on Order {\n    ...OrderSummaryFields\n    email purchaseOrder cardName cardType maskedCreditCardNumber paymentType shippingMethod\n    orderSubtotalExclTax orderSubTotalDiscountExclTax orderShippingExclTax orderShippingDiscount orderTax\n    cancelledOnUtc completedOnUtc returnWindowEndsUtc estArrivalDate\n    invoice { invoiceNumber issuedOnUtc seller { name addressLines phone email } }\n    billingAddress { ...OrderAddressFields }\n    shippingAddress { ...OrderAddressFields }\n    items {\n      id productId productName sku quantity unitPriceExclTax priceExclTax reference\n      product { id name seoName pictures { thumbnailUrl imageUrl altAttribute } }\n    }\n    lineQuantities { orderItemId ordered shipped delivered returned returnable }\n    shipments { ...ShipmentFields }\n    returnRequests { id returnNumber status createdOnUtc }\n    feedback { id rating }\n  }\n": typeof types.OrderDetailFieldsFragmentDoc,
    "\n  fragment ReturnDetailFields on ReturnRequest {\n    id returnNumber status reason reasonLabel reasonText comments storeNote storeAtFault outsideReturnWindow\n    photos { id fileName thumbnailUrl imageUrl }\n    createdOnUtc approvedOnUtc rejectedOnUtc receivedOnUtc refundedOnUtc\n    items { id orderItemId quantity receivedQuantity damagedQuantity }\n    refund { items tax shipping total }\n    order { id customOrderNumber clubOrderGuid items { id productName sku } }\n    authorization {\n      returnNumber customOrderNumber issuedOnUtc shipByUtc prepaidLabel instructions\n      returnTo { name addressLines phone email }\n      shipFrom { ...OrderAddressFields }\n      packingSlip { sku productName quantity }\n    }\n  }\n": typeof types.ReturnDetailFieldsFragmentDoc,
    "\n  query MyOrders($period: OrderListPeriod, $status: OrderListStatus, $year: Int, $first: Int, $after: String) {\n    v1 {\n      myOrders(period: $period, status: $status, year: $year, first: $first, after: $after) {\n        totalCount hasNextPage endCursor\n        nodes { ...OrderSummaryFields }\n      }\n      myOrderYears\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query MyOrder($id: ID!) {\n    v1 { myOrder(id: $id) { ...OrderDetailFields } }\n  }\n": typeof types.MyOrderDocument,
    "\n  query CancelPreview($orderId: ID!) {\n    v1 {\n      cancelPreview(orderId: $orderId) {\n        canCancel reason refundAmount refundMethod\n        order { ...OrderDetailFields }\n      }\n    }\n  }\n": typeof types.CancelPreviewDocument,
    "\n  mutation CancelOrder($id: ID!) {\n    v1 { order { cancelOrder(id: $id) { ...OrderDetailFields } } }\n  }\n": typeof types.CancelOrderDocument,
    "\n  query ReturnForm($id: ID!) {\n    v1 {\n      myOrder(id: $id) { ...OrderDetailFields }\n      returnReasons { code label needsText }\n      returnWindowDays\n    }\n  }\n": typeof types.ReturnFormDocument,
    "\n  query MyReturn($id: ID!) {\n    v1 { myReturn(id: $id) { ...ReturnDetailFields } }\n  }\n": typeof types.MyReturnDocument,
    "\n  query MyReturns($first: Int, $after: String) {\n    v1 {\n      myReturns(first: $first, after: $after) {\n        totalCount hasNextPage endCursor\n        nodes { id returnNumber status reasonLabel createdOnUtc refund { total } order { id customOrderNumber } }\n      }\n    }\n  }\n": typeof types.MyReturnsDocument,
    "\n  mutation SubmitReturn($orderId: ID!, $reason: ReturnReason!, $reasonText: String, $comments: String, $items: [ReturnLineInput!]) {\n    v1 { order { submitReturnRequest(orderId: $orderId, reason: $reason, reasonText: $reasonText, comments: $comments, items: $items) { ...ReturnDetailFields } } }\n  }\n": typeof types.SubmitReturnDocument,
    "\n  query MyShipment($id: ID!) {\n    v1 { myShipment(id: $id) { ...ShipmentFields order { id customOrderNumber clubOrderGuid } } }\n  }\n": typeof types.MyShipmentDocument,
    "\n  query FeedbackForm($id: ID!) {\n    v1 {\n      myOrder(id: $id) { ...OrderSummaryFields feedback { id rating asDescribed arrivedOnTime promptService wellPackaged suggestion text createdOnUtc } }\n    }\n  }\n": typeof types.FeedbackFormDocument,
    "\n  query MyFeedback {\n    v1 { myFeedback { id orderId rating text createdOnUtc } }\n  }\n": typeof types.MyFeedbackDocument,
    "\n  mutation AddFeedback($feedback: FeedbackInput!) {\n    v1 { leaveFeedback { add(feedback: $feedback) { id rating } } }\n  }\n": typeof types.AddFeedbackDocument,
    "\n  query ReviewForm($productId: ID!) {\n    v1 {\n      product(id: $productId) { id name seoName pictures { thumbnailUrl altAttribute } }\n      review(productId: $productId) { id rating title reviewText status replyText }\n      reviewEligibility(productId: $productId) { canReview reason }\n    }\n  }\n": typeof types.ReviewFormDocument,
    "\n  query AwaitingReview($first: Int) {\n    v1 {\n      productsAwaitingReview(first: $first) { id name seoName pictures { thumbnailUrl altAttribute } }\n      myReviews(first: 50) { totalCount nodes { id rating title status productId product { id name seoName } } }\n    }\n  }\n": typeof types.AwaitingReviewDocument,
    "\n  mutation AddReview($review: ReviewInput!) {\n    v1 { productReview { add(review: $review) { id status } } }\n  }\n": typeof types.AddReviewDocument,
    "\n  mutation EditReview($review: ReviewInput!) {\n    v1 { productReview { edit(review: $review) { id status } } }\n  }\n": typeof types.EditReviewDocument,
    "\n  mutation VoteReview($reviewId: ID!, $helpful: Boolean!) {\n    v1 { productReview { vote(reviewId: $reviewId, helpful: $helpful) { id helpfulYesTotal helpfulNoTotal myHelpfulVote } } }\n  }\n": typeof types.VoteReviewDocument,
    "\n  query MyOrderGuid($id: ID!) {\n    v1 { myOrder(id: $id) { id clubOrderGuid } }\n  }\n": typeof types.MyOrderGuidDocument,
    "\n  fragment ExtendedReturnFields on ExtendedReturn {\n    id\n    orderNumber\n    email\n    orderPlacedOnUtc\n    returnWindowEndsUtc\n    outsideReturnWindow\n    refusal\n    lines {\n      orderItemId\n      productId\n      productName\n      sku\n      unitPriceInclTax\n      ordered\n      returnable\n      quantity\n    }\n    reason\n    reasonLabel\n    reasonText\n    comments\n    photos {\n      id\n      fileName\n      thumbnailUrl\n    }\n    maxPhotos\n    estimatedRefund\n    expiresOnUtc\n    orderStatusUrl\n    submittedReturn {\n      id\n      returnNumber\n      status\n      createdOnUtc\n    }\n  }\n": typeof types.ExtendedReturnFieldsFragmentDoc,
    "\n  query ExtendedReturnDraft($id: ID!) {\n    v1 {\n      extendedReturn(id: $id) {\n        ...ExtendedReturnFields\n      }\n      returnReasons {\n        code\n        label\n        needsText\n      }\n    }\n  }\n": typeof types.ExtendedReturnDraftDocument,
    "\n  mutation ExtendedReturnStart($orderNumber: String!, $email: String!, $draftId: ID) {\n    v1 {\n      extendedReturn {\n        start(orderNumber: $orderNumber, email: $email, draftId: $draftId) {\n          id\n        }\n      }\n    }\n  }\n": typeof types.ExtendedReturnStartDocument,
    "\n  mutation ExtendedReturnSetLines($id: ID!, $items: [ExtendedReturnLineInput!]!) {\n    v1 {\n      extendedReturn {\n        setLines(id: $id, items: $items) {\n          id\n        }\n      }\n    }\n  }\n": typeof types.ExtendedReturnSetLinesDocument,
    "\n  mutation ExtendedReturnSetReason($id: ID!, $reason: ReturnReason!, $reasonText: String, $comments: String) {\n    v1 {\n      extendedReturn {\n        setReason(id: $id, reason: $reason, reasonText: $reasonText, comments: $comments) {\n          id\n        }\n      }\n    }\n  }\n": typeof types.ExtendedReturnSetReasonDocument,
    "\n  mutation ExtendedReturnAddPhoto($id: ID!, $data: String!, $mime: String!, $fileName: String) {\n    v1 {\n      extendedReturn {\n        addPhoto(id: $id, base64PictureData: $data, mimeType: $mime, fileName: $fileName) {\n          id\n        }\n      }\n    }\n  }\n": typeof types.ExtendedReturnAddPhotoDocument,
    "\n  mutation ExtendedReturnRemovePhoto($id: ID!, $photoId: ID!) {\n    v1 {\n      extendedReturn {\n        removePhoto(id: $id, photoId: $photoId) {\n          id\n        }\n      }\n    }\n  }\n": typeof types.ExtendedReturnRemovePhotoDocument,
    "\n  mutation ExtendedReturnSubmit($id: ID!) {\n    v1 {\n      extendedReturn {\n        submit(id: $id) {\n          id\n          submittedReturn {\n            returnNumber\n          }\n        }\n      }\n    }\n  }\n": typeof types.ExtendedReturnSubmitDocument,
    "fragment DiagramSummaryFields on Diagram { id title imageUrl sectionId width height }": typeof types.DiagramSummaryFieldsFragmentDoc,
    "\n  fragment DiagramDetailFields on Diagram {\n    ...DiagramSummaryFields\n    sectionPath { id title }\n    lineItems { id partDrawingIdentifier partNumber quantity comment calloutX calloutY\n      products { id name seoName sku vendor { name }\n        priceAndAvailability { price status buildToOrderRange backorderAvailabilityRange preorderAvailabilityStartDateTime orderMinimumQuantity orderMaximumQuantity } } }\n  }\n": typeof types.DiagramDetailFieldsFragmentDoc,
    "\n  query PartsBook($id: ID!) {\n    v1 {\n      machineModel(id: $id) { id name seoName manufacturer manufacturerId type diagramCount }\n      machineSections(machineModelId: $id) { id parentSectionId title seoName diagramCount }\n      diagrams(machineModelId: $id) { ...DiagramSummaryFields }\n    }\n  }\n": typeof types.PartsBookDocument,
    "query Diagram($id: ID!) { v1 { diagram(id: $id) { machineModelId ...DiagramDetailFields } } }": typeof types.DiagramDocument,
    "query MyDiagrams($f: FavoriteFilter) { v1 { myCustomerDiagrams(filter: $f) { id relationType diagram { id title imageUrl machineModel { id name seoName } } } } }": typeof types.MyDiagramsDocument,
    "query DiagramFavorite($id: ID!) { v1 { diagram(id: $id) { isFavorite } } }": typeof types.DiagramFavoriteDocument,
    "mutation FavoriteDiagram($id: ID!, $f: Boolean!) { v1 { diagram { favoriteDiagram(diagramId: $id, favorite: $f) } } }": typeof types.FavoriteDiagramDocument,
    "mutation LogDiagram($id: ID!) { v1 { diagram { logDiagram(diagramId: $id) } } }": typeof types.LogDiagramDocument,
    "query QuotePart($partNumber: String!) { v1 { admin { quoteParts(partNumber: $partNumber) { productId sku name price } } } }": typeof types.QuotePartDocument,
    "mutation AddQuote($q: QuoteInput!) { v1 { quote { add(quote: $q) { guid title expirationDate } } } }": typeof types.AddQuoteDocument,
    "\n  mutation RequestQuote($input: QuoteRequestInput!) { v1 { quote { request(input: $input) { id number email status } } } }\n": typeof types.RequestQuoteDocument,
    "\n  query MyQuoteRequests { v1 { myQuoteRequests(first: 5) { id number status createdOnUtc expirationDate quoteGuid items { id } query } } }\n": typeof types.MyQuoteRequestsDocument,
    "\n  mutation BrowserLog($browserHeight: Int!, $browserWidth: Int!, $timeFromLoad: Int!, $url: String!, $sessionId: String!) {\n    v1 { browserLog { log(browserHeight: $browserHeight, browserWidth: $browserWidth, timeFromLoad: $timeFromLoad, url: $url, sessionId: $sessionId) } }\n  }\n": typeof types.BrowserLogDocument,
    "query Countries { v1 { countries { id name twoLetterIsoCode stateProvinces { id name abbreviation } } } }": typeof types.CountriesDocument,
    "\n  query Root {\n    v1 {\n      categories { id name seoName parentCategoryId displayOrder showOnHomePage }\n      manufacturers { id name displayOrder }\n    }\n  }\n": typeof types.RootDocument,
    "query CategoryIndex { v1 { categories { id name seoName parentCategoryId numberOfProducts picture { thumbnailUrl } } } }": typeof types.CategoryIndexDocument,
    "query MachineTypes { v1 { machineTypes { id name } } }": typeof types.MachineTypesDocument,
    "query MachineManufacturers($t: ID) { v1 { machineManufacturers(machineTypeId: $t) { id name modelCount } } }": typeof types.MachineManufacturersDocument,
    "query MachineModels($m: ID, $t: ID) { v1 { machineModels(manufacturerId: $m, machineTypeId: $t) { ...FleetModelFields } } }": typeof types.MachineModelsDocument,
    "query ModelOptions($id: ID!) { v1 { machineModel(id: $id) { id engines { id name } attachments { id name } } } }": typeof types.ModelOptionsDocument,
    "query RigListings { v1 { rigListings { id price contactName contactPhone contactEmail location description createdOnUtc\n  machine { name hours year machineStatus machineModel { id name type picture { imageUrl } } picture { imageUrl } } } } }": typeof types.RigListingsDocument,
    "query GoSku($sku: String!) { v1 { product(sku: $sku) { id seoName } } }": typeof types.GoSkuDocument,
    "\n  mutation ContactUs($input: ContactMessageInput!, $guard: FormGuardInput!) {\n    v1 {\n      support {\n        contactUs(input: $input, guard: $guard) {\n          reference\n          fieldErrors {\n            field\n            message\n          }\n        }\n      }\n    }\n  }\n": typeof types.ContactUsDocument,
    "query MachineModelPage($id: ID!, $after: String) { v1 { machineModel(id: $id) {\n  id name manufacturer manufacturerId type yearFrom yearTo horsepower description diagramCount picture { imageUrl }\n  engines { id name } attachments { id name }\n  products(first: 24, after: $after) { totalCount hasNextPage endCursor nodes { id name seoName sku manufacturerPartNumber pictures { thumbnailUrl } vendor { name }\n    priceAndAvailability { price status buildToOrderRange backorderAvailabilityRange preorderAvailabilityStartDateTime } } } } } }": typeof types.MachineModelPageDocument,
    "query Manufacturers { v1 { manufacturers { id name makesMachines } } }": typeof types.ManufacturersDocument,
    "\n  query Manufacturer($id: ID!) {\n    v1 {\n      manufacturer(id: $id) { id name makesMachines }\n      machineModels(manufacturerId: $id) { id name type yearFrom yearTo picture { imageUrl } }\n    }\n  }\n": typeof types.ManufacturerDocument,
    "\n  query ManufacturerProducts($filters: [SearchFilterInput!], $first: Int) {\n    v1 { searchResults(filters: $filters, first: $first, sortMethod: BEST_SELLING) { totalCount pageInfo { hasNextPage } nodes { ...SearchHitFields } } }\n  }\n": typeof types.ManufacturerProductsDocument,
    "\n  query OrderStatusAfterSale($clubOrderGuid: String!) {\n    v1 {\n      order(clubOrderGuid: $clubOrderGuid) {\n        orderStatus\n        items {\n          id\n          productName\n        }\n        lineQuantities {\n          delivered\n          returned\n        }\n        returnRequests {\n          id\n          returnNumber\n          status\n          reasonLabel\n          createdOnUtc\n          items {\n            orderItemId\n            quantity\n          }\n        }\n      }\n    }\n  }\n": typeof types.OrderStatusAfterSaleDocument,
    "query PartsBookBrand($m: ID) { v1 { machineModels(manufacturerId: $m, withDiagrams: true) { id name seoName manufacturer type diagramCount picture { imageUrl } } } }": typeof types.PartsBookBrandDocument,
    "query PartsBooks { v1 { machineModels(withDiagrams: true) { id manufacturer manufacturerId } } }": typeof types.PartsBooksDocument,
    "\n  query AllReviews($id: ID!, $first: Int, $after: String) {\n    v1 {\n      product(id: $id) { id name seoName approvedRatingSum approvedTotalReviews }\n      productReviews(productId: $id, first: $first, after: $after) {\n        totalCount hasNextPage endCursor\n        nodes { id rating title reviewText replyText customerName createdOnUtc helpfulYesTotal helpfulNoTotal }\n      }\n    }\n  }\n": typeof types.AllReviewsDocument,
    "query Suggest($q: String!) { v1 { searchSuggestions(searchString: $q, first: 30) { searchTerm category part interchange fitment } } }": typeof types.SuggestDocument,
    "\n  query SearchPage($q: String, $filters: [SearchFilterInput!], $first: Int, $analytics: Boolean) {\n    v1 {\n      searchResults(searchString: $q, filters: $filters, first: $first, analytics: $analytics) {\n        totalCount\n        pageInfo { hasNextPage }\n        nodes { id name seoName sku manufacturerPartNumber price status brand city state picture { imageUrl } }\n        filters { id name attribute values { value count } }\n      }\n    }\n  }\n": typeof types.SearchPageDocument,
    "\n  mutation ApplyAsVendor($input: VendorApplicationInput!, $guard: FormGuardInput!) {\n    v1 {\n      support {\n        applyAsVendor(input: $input, guard: $guard) {\n          reference\n          fieldErrors {\n            field\n            message\n          }\n        }\n      }\n    }\n  }\n": typeof types.ApplyAsVendorDocument,
};
const documents: Documents = {
    "\n  query SuggestProducts($q: String!, $first: Int!) {\n    v1 { searchResults(searchString: $q, first: $first) { nodes { id name seoName price picture { thumbnailUrl } } } }\n  }\n": types.SuggestProductsDocument,
    "\n  fragment AddressFields on Address {\n    id firstName lastName company email address1 address2 city zipPostalCode phoneNumber\n    country { id name twoLetterIsoCode } stateProvince { id name abbreviation }\n  }\n": types.AddressFieldsFragmentDoc,
    "query AccountAddressBook { v1 { addresses { ...AddressFields isDefault } } }": types.AccountAddressBookDocument,
    "mutation AddShippingAddress($a: AddressInput!) { v1 { shippingAddress { add(address: $a) { ...AddressFields } } } }": types.AddShippingAddressDocument,
    "mutation EditShippingAddress($id: ID!, $a: AddressInput!) { v1 { shippingAddress { edit(id: $id, address: $a) { ...AddressFields } } } }": types.EditShippingAddressDocument,
    "mutation DeleteShippingAddress($id: ID!) { v1 { shippingAddress { delete(id: $id) } } }": types.DeleteShippingAddressDocument,
    "mutation SetDefaultShippingAddress($id: ID!) { v1 { shippingAddress { setDefault(id: $id) { id isDefault } } } }": types.SetDefaultShippingAddressDocument,
    "fragment AccountFields on Account { firstName lastName feedbackName email phoneNumber phoneNumberDisplay pendingEmail }": types.AccountFieldsFragmentDoc,
    "\n  query AccountOverview {\n    v1 {\n      account { ...AccountFields }\n      defaultPaymentAndShipping {\n        paymentMethod { ...PaymentMethodFields isExpired }\n        shippingAddress { ...AddressFields }\n      }\n      garage { selectedGarageItemId items { id name year machineStatus } }\n      myOrders(period: ANY, status: ALL, first: 3) { nodes { id customOrderNumber createdOnUtc orderTotal orderStatus paymentStatus shippingStatus } }\n      productsAwaitingReview(first: 20) { id }\n    }\n  }\n": types.AccountOverviewDocument,
    "query AccountSecurity { v1 { loginAndSecurity { ...AccountFields } } }": types.AccountSecurityDocument,
    "\n  query AccountNotifications {\n    v1 {\n      mailPreferences { orderUpdates shippingUpdates backInStock marketing }\n      stockAlerts { id productId createdOnUtc notifiedOnUtc product { id name sku seoName available } }\n    }\n  }\n": types.AccountNotificationsDocument,
    "mutation ChangeName($f: String!, $l: String!) { v1 { loginAndSecurity { changeName(firstName: $f, lastName: $l) { ...AccountFields } } } }": types.ChangeNameDocument,
    "mutation ChangeNumber($p: String!) { v1 { loginAndSecurity { changeNumber(phoneNumber: $p) { ...AccountFields } } } }": types.ChangeNumberDocument,
    "mutation ChangeFeedbackName($n: String!) { v1 { loginAndSecurity { changeFeedbackName(feedbackName: $n) { ...AccountFields } } } }": types.ChangeFeedbackNameDocument,
    "\n    mutation SetMailPreferences($o: Boolean, $s: Boolean, $b: Boolean, $m: Boolean) {\n      v1 { notifications { setPreferences(orderUpdates: $o, shippingUpdates: $s, backInStock: $b, marketing: $m) { orderUpdates shippingUpdates backInStock marketing } } }\n    }\n  ": types.SetMailPreferencesDocument,
    "mutation DeleteStockAlert($p: ID!) { v1 { stockAlert { delete(productId: $p) } } }": types.DeleteStockAlertDocument,
    "\n  fragment PaymentMethodFields on PaymentMethod {\n    id paymentType creditCardType creditCardLast4 creditCardExp cardholderName accountNameOrEmail isDefault address { ...AddressFields }\n  }\n": types.PaymentMethodFieldsFragmentDoc,
    "\n  query AccountPaymentMethods {\n    v1 {\n      paymentMethods { ...PaymentMethodFields isExpired validShippingAddresses { id } }\n      addresses { ...AddressFields }\n      paymentSetup { gateway clientToken fieldsUrl environment }\n    }\n  }\n": types.AccountPaymentMethodsDocument,
    "\n    mutation AddPaymentMethod($a: AddressInput!, $nonce: String!, $deviceData: String) {\n      v1 { paymentMethod { add(address: $a, nonce: $nonce, deviceData: $deviceData) { ...PaymentMethodFields } } }\n    }\n  ": types.AddPaymentMethodDocument,
    "\n    mutation EditPaymentMethod($id: ID!, $a: AddressInput!, $nonce: String) {\n      v1 { paymentMethod { edit(id: $id, address: $a, nonce: $nonce) { ...PaymentMethodFields } } }\n    }\n  ": types.EditPaymentMethodDocument,
    "mutation DeletePaymentMethod($id: ID!) { v1 { paymentMethod { delete(id: $id) } } }": types.DeletePaymentMethodDocument,
    "mutation SetDefaultPaymentMethod($id: ID!) { v1 { paymentMethod { setDefault(id: $id) { id isDefault } } } }": types.SetDefaultPaymentMethodDocument,
    "\n  query AdminAudit($first: Int, $after: String, $person: String, $recordType: String, $recordId: String, $from: String, $to: String) {\n    v1 {\n      admin {\n        auditRecordTypes\n        auditLog(first: $first, after: $after, person: $person, recordType: $recordType, recordId: $recordId, from: $from, to: $to) {\n          totalCount hasNextPage endCursor\n          nodes {\n            id at action recordType recordId impersonating ip detail\n            actor { id email name }\n            subject { id email name }\n            changes { field before after }\n          }\n        }\n      }\n    }\n  }\n": types.AdminAuditDocument,
    "\n  query AdminCustomers($search: String, $guests: Boolean, $staffOnly: Boolean, $sort: AdminCustomerSort, $page: Int, $first: Int) {\n    v1 {\n      admin {\n        customers(search: $search, guests: $guests, staffOnly: $staffOnly, sort: $sort, page: $page, first: $first) {\n          totalCount page pageSize\n          nodes { id email name phoneNumber role isGuest signInLocked createdOnUtc lastSignInOnUtc }\n        }\n      }\n    }\n  }\n": types.AdminCustomersDocument,
    "\n  query AdminCustomer($id: ID!) {\n    v1 {\n      admin {\n        customer(id: $id) {\n          id email firstName lastName name phoneNumber role isGuest signInLocked signInLockedOnUtc failedSignInAttempts createdOnUtc lastSignInOnUtc\n          orders { totalCount nodes { id customOrderNumber createdOnUtc orderStatus shippingStatus orderTotal itemCount } }\n          returns { id returnNumber orderId status createdOnUtc units }\n          machines { id name year serialNumber hours machineStatus machineModel { name manufacturer } }\n          addresses { id firstName lastName company address1 address2 city zipPostalCode phoneNumber isDefault stateProvince { abbreviation } country { name } }\n        }\n      }\n    }\n  }\n": types.AdminCustomerDocument,
    "\n  mutation AdminLockSignIn($id: ID!) {\n    v1 { admin { customers { lockSignIn(id: $id) { id signInLocked } } } }\n  }\n": types.AdminLockSignInDocument,
    "\n  mutation AdminUnlockSignIn($id: ID!) {\n    v1 { admin { customers { unlockSignIn(id: $id) { id signInLocked } } } }\n  }\n": types.AdminUnlockSignInDocument,
    "\n  mutation AdminSendPasswordReset($id: ID!) {\n    v1 { admin { customers { sendPasswordReset(id: $id) { mailed } } } }\n  }\n": types.AdminSendPasswordResetDocument,
    "\n  mutation AdminSetCustomerRole($id: ID!, $role: AdminCustomerRole!) {\n    v1 { admin { customers { setRole(id: $id, role: $role) { id role } } } }\n  }\n": types.AdminSetCustomerRoleDocument,
    "\n  query AdminMessages($kind: AdminMessageKind, $status: AdminMessageStatus, $oldestFirst: Boolean, $first: Int, $page: Int) {\n    v1 {\n      admin {\n        messages(kind: $kind, status: $status, oldestFirst: $oldestFirst, first: $first, page: $page) {\n          totalCount page hasNextPage\n          nodes { reference kind status senderName email subject preview createdOnUtc }\n        }\n      }\n    }\n  }\n": types.AdminMessagesDocument,
    "\n  query AdminMessage($reference: String!) {\n    v1 {\n      admin {\n        message(reference: $reference) {\n          reference kind status senderName email subject body createdOnUtc closedOnUtc\n          details { label value }\n          replies { id staffName staffEmail body sentOnUtc }\n        }\n      }\n    }\n  }\n": types.AdminMessageDocument,
    "\n  mutation AdminReplyMessage($reference: String!, $text: String!) {\n    v1 { admin { messages { reply(reference: $reference, text: $text) { reference status } } } }\n  }\n": types.AdminReplyMessageDocument,
    "\n  mutation AdminCloseMessage($reference: String!) {\n    v1 { admin { messages { close(reference: $reference) { reference status } } } }\n  }\n": types.AdminCloseMessageDocument,
    "\n  mutation AdminReopenMessage($reference: String!) {\n    v1 { admin { messages { reopen(reference: $reference) { reference status } } } }\n  }\n": types.AdminReopenMessageDocument,
    "\n  query AdminRigListings {\n    v1 {\n      rigListings(includeHidden: true) {\n        id price contactName contactPhone contactEmail location description createdOnUtc hidden\n        machine { name year machineModel { name manufacturer } }\n      }\n    }\n  }\n": types.AdminRigListingsDocument,
    "\n  mutation AdminHideRigListing($id: ID!) {\n    v1 { admin { rigListings { hide(id: $id) { id hidden } } } }\n  }\n": types.AdminHideRigListingDocument,
    "\n  mutation AdminShowRigListing($id: ID!) {\n    v1 { admin { rigListings { unhide(id: $id) { id hidden } } } }\n  }\n": types.AdminShowRigListingDocument,
    "\n  query AdminOrders(\n    $first: Int\n    $after: String\n    $search: String\n    $status: AdminOrderFilter\n    $placedFrom: String\n    $placedTo: String\n    $vendorId: ID\n    $warehouseId: ID\n    $machineDown: Boolean\n    $sort: AdminOrderSort\n  ) {\n    v1 {\n      admin {\n        orders(\n          first: $first\n          after: $after\n          search: $search\n          status: $status\n          placedFrom: $placedFrom\n          placedTo: $placedTo\n          vendorId: $vendorId\n          warehouseId: $warehouseId\n          machineDown: $machineDown\n          sort: $sort\n        ) {\n          totalCount hasNextPage endCursor\n          nodes {\n            id customOrderNumber createdOnUtc email orderStatus paymentStatus shippingStatus orderTotal purchaseOrder shippingMethod\n            billingAddress { firstName lastName }\n          }\n        }\n        orderListChoices { vendors { id name } warehouses { id name } }\n      }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  query AdminOrder($id: ID!) {\n    v1 {\n      admin {\n        order(id: $id) {\n          id customOrderNumber createdOnUtc email purchaseOrder orderStatus paymentStatus shippingStatus shippingMethod\n          orderSubtotalExclTax orderShippingExclTax orderTax orderTotal refundedAmount\n          cardType maskedCreditCardNumber\n          billingAddress { firstName lastName company address1 address2 city zipPostalCode phoneNumber stateProvince { abbreviation } country { name } }\n          shippingAddress { firstName lastName company address1 address2 city zipPostalCode phoneNumber stateProvince { abbreviation } country { name } }\n          items { id productName sku quantity unitPriceExclTax priceExclTax }\n          lineQuantities { orderItemId ordered shipped delivered returned }\n          shipments {\n            id carrierName trackingNumber trackingNumberUrl status shippedDateUtc deliveryDateUtc\n            shipmentItems { orderItemId quantity }\n          }\n        }\n        orderPayments(orderId: $id) { id kind amount gateway transactionId reason createdOnUtc }\n        orderTimeline(orderId: $id) { at kind title detail actor }\n      }\n    }\n  }\n": types.AdminOrderDocument,
    "\n  mutation AdminShipOrder($orderId: ID!, $lines: [AdminShipLineInput!], $carrier: String, $trackingNumber: String) {\n    v1 { admin { orders { ship(orderId: $orderId, lines: $lines, carrier: $carrier, trackingNumber: $trackingNumber) { id carrierName trackingNumber } } } }\n  }\n": types.AdminShipOrderDocument,
    "\n  mutation AdminMarkDelivered($orderId: ID!, $shipmentId: ID) {\n    v1 { admin { orders { markDelivered(orderId: $orderId, shipmentId: $shipmentId) { id orderStatus shippingStatus } } } }\n  }\n": types.AdminMarkDeliveredDocument,
    "\n  mutation AdminCancelOrder($orderId: ID!, $reason: String!) {\n    v1 { admin { orders { cancel(orderId: $orderId, reason: $reason) { id orderStatus paymentStatus refundedAmount } } } }\n  }\n": types.AdminCancelOrderDocument,
    "\n  mutation AdminRefundOrder($orderId: ID!, $amount: String!, $reason: String!) {\n    v1 { admin { orders { refund(orderId: $orderId, amount: $amount, reason: $reason) { id paymentStatus refundedAmount } } } }\n  }\n": types.AdminRefundOrderDocument,
    "\n  mutation AdminOrderNote($orderId: ID!, $text: String!) {\n    v1 { admin { orders { addNote(orderId: $orderId, text: $text) } } }\n  }\n": types.AdminOrderNoteDocument,
    "\n  query AdminQuoteRequests($first: Int, $page: Int, $search: String, $status: AdminQuoteFilter) {\n    v1 {\n      admin {\n        quoteRequests(first: $first, page: $page, search: $search, status: $status) {\n          totalCount page pageCount\n          nodes { id number status source email query poNumber createdOnUtc expirationDate items { id } }\n        }\n      }\n    }\n  }\n": types.AdminQuoteRequestsDocument,
    "\n  query AdminQuoteRequest($id: ID!) {\n    v1 {\n      admin {\n        quoteRequest(id: $id) {\n          id number status source email customerId query note poNumber machine createdOnUtc sentOnUtc expirationDate orderedOnUtc quoteGuid\n          items { id partNumber quantity product { id name sku manufacturerPartNumber priceAndAvailability { price } } }\n          quote { id title items { id quantity price shippingPrice product { id name sku } } }\n        }\n      }\n    }\n  }\n": types.AdminQuoteRequestDocument,
    "\n  query AdminQuoteParts($partNumber: String!) { v1 { admin { quoteParts(partNumber: $partNumber) { productId sku name manufacturerPartNumber brand price } } } }\n": types.AdminQuotePartsDocument,
    "\n  mutation AdminSendQuote($id: ID!, $pricing: QuotePricingInput!) { v1 { admin { quotes { send(requestId: $id, pricing: $pricing) { id number status email quoteGuid } } } } }\n": types.AdminSendQuoteDocument,
    "\n  query AdminReturns($first: Int, $after: String, $status: AdminReturnFilter) {\n    v1 {\n      admin {\n        returns(first: $first, after: $after, status: $status) {\n          totalCount hasNextPage endCursor\n          nodes {\n            id returnNumber status reasonLabel createdOnUtc\n            items { id orderItemId quantity }\n            order { id customOrderNumber email items { id productName sku } }\n          }\n        }\n      }\n    }\n  }\n": types.AdminReturnsDocument,
    "\n  query AdminReturn($id: ID!) {\n    v1 {\n      admin {\n        returnRequest(id: $id) {\n          id returnNumber status reasonLabel reasonText comments storeNote storeAtFault\n          createdOnUtc approvedOnUtc rejectedOnUtc receivedOnUtc refundedOnUtc\n          items { id orderItemId quantity receivedQuantity damagedQuantity }\n          refund { items tax shipping total }\n          order { id customOrderNumber email items { id productName sku } }\n        }\n      }\n    }\n  }\n": types.AdminReturnDocument,
    "\n  mutation AdminApproveReturn($id: ID!) { v1 { admin { returns { approve(id: $id) { id status } } } } }\n": types.AdminApproveReturnDocument,
    "\n  mutation AdminRejectReturn($id: ID!, $note: String!) { v1 { admin { returns { reject(id: $id, note: $note) { id status } } } } }\n": types.AdminRejectReturnDocument,
    "\n  mutation AdminReceiveReturn($id: ID!, $lines: [AdminReceiveLineInput!]) { v1 { admin { returns { receive(id: $id, lines: $lines) { id status } } } } }\n": types.AdminReceiveReturnDocument,
    "\n  mutation AdminRefundReturn($id: ID!) { v1 { admin { returns { refund(id: $id) { id status refund { total } } } } } }\n": types.AdminRefundReturnDocument,
    "\n  query AdminReviews($filter: AdminReviewFilter, $first: Int, $page: Int) {\n    v1 {\n      admin {\n        reviews(filter: $filter, first: $first, page: $page) {\n          totalCount page hasNextPage\n          nodes { id rating title reviewText replyText customerName createdOnUtc status product { id name seoName } }\n        }\n      }\n    }\n  }\n": types.AdminReviewsDocument,
    "\n  mutation AdminApproveReviews($ids: [ID!]!) {\n    v1 { admin { reviews { approve(ids: $ids) { id } } } }\n  }\n": types.AdminApproveReviewsDocument,
    "\n  mutation AdminReplyReview($id: ID!, $text: String!) {\n    v1 { admin { reviews { reply(id: $id, text: $text) { id replyText } } } }\n  }\n": types.AdminReplyReviewDocument,
    "\n  mutation AdminRejectReview($id: ID!) {\n    v1 { admin { reviews { reject(id: $id) { id title } } } }\n  }\n": types.AdminRejectReviewDocument,
    "\n  query AdminStoreSettings {\n    v1 {\n      admin {\n        storeSettings {\n          phone hours returnName returnLine1 returnLine2 returnCity returnState returnZip\n          originName originLine1 originCity originState originZip updatedOnUtc updatedBy\n        }\n      }\n    }\n  }\n": types.AdminStoreSettingsDocument,
    "\n  mutation AdminUpdateStoreSettings($input: StoreSettingsInput!) {\n    v1 {\n      admin {\n        settings {\n          update(input: $input) {\n            changedFields\n            fieldErrors { field message }\n          }\n        }\n      }\n    }\n  }\n": types.AdminUpdateStoreSettingsDocument,
    "\n  fragment CartItemFields on ShoppingCartItem {\n    id quantity reference backordered price quoteId shoppingCartTypeId warnings\n    product { id name seoName sku manufacturerPartNumber isTaxExempt pictures { thumbnailUrl altAttribute }\n      priceAndAvailability { price status stock orderMinimumQuantity orderMaximumQuantity allowedQuantities } }\n  }\n": types.CartItemFieldsFragmentDoc,
    "\n  fragment CartFields on ShoppingCart {\n    destination { city countryId postalCode provinceId }\n    errors warnings estimatedItemTaxRate estimatedShippingTaxRate itemCount poNumber\n    appliedDiscounts { name couponCode discountAmount discountType }\n    productGroups { shippingProfileId vendorId warehouseId backordered shoppingCartItemId\n      items { ...CartItemFields }\n      shippingMethods { id name price eta selected } }\n    savedForLaterItems { ...CartItemFields }\n    canOrder quoteGuid\n    quote { id guid title expirationDate canOrder }\n  }\n": types.CartFieldsFragmentDoc,
    "query Cart($quoteGuid: String) { v1 { shoppingCart(quoteGuid: $quoteGuid) { ...CartFields } } }": types.CartDocument,
    "query CartCount { v1 { shoppingCart { itemCount } } }": types.CartCountDocument,
    "\n    mutation CartAdd($productId: ID!, $shoppingCartTypeId: Int, $qty: Int) {\n      v1 { cart { add(productId: $productId, shoppingCartTypeId: $shoppingCartTypeId, qty: $qty) { ...CartFields } } }\n    }\n  ": types.CartAddDocument,
    "\n    mutation CartRemove($shoppingCartItemId: ID!, $shoppingCartTypeId: Int) {\n      v1 { cart { remove(shoppingCartItemId: $shoppingCartItemId, shoppingCartTypeId: $shoppingCartTypeId) { ...CartFields } } }\n    }\n  ": types.CartRemoveDocument,
    "\n    mutation CartChangeQuantity($shoppingCartItemId: ID!, $shoppingCartTypeId: Int, $qty: Int!) {\n      v1 { cart { changeQuantity(shoppingCartItemId: $shoppingCartItemId, shoppingCartTypeId: $shoppingCartTypeId, qty: $qty) { ...CartFields } } }\n    }\n  ": types.CartChangeQuantityDocument,
    "\n    mutation CartSaveForLater($shoppingCartItemId: ID!) { v1 { cart { saveForLater(shoppingCartItemId: $shoppingCartItemId) { ...CartFields } } } }\n  ": types.CartSaveForLaterDocument,
    "\n    mutation CartMoveToCart($shoppingCartItemId: ID!) { v1 { cart { moveToCart(shoppingCartItemId: $shoppingCartItemId) { ...CartFields } } } }\n  ": types.CartMoveToCartDocument,
    "\n    mutation CartSetLineReference($shoppingCartItemId: ID!, $reference: String, $shoppingCartTypeId: Int, $quoteGuid: String) {\n      v1 {\n        cart {\n          setLineReference(shoppingCartItemId: $shoppingCartItemId, reference: $reference, shoppingCartTypeId: $shoppingCartTypeId, quoteGuid: $quoteGuid) {\n            ...CartFields\n          }\n        }\n      }\n    }\n  ": types.CartSetLineReferenceDocument,
    "\n    mutation CartSetDestination($countryId: ID, $stateProvinceId: ID, $postalCode: String, $quoteGuid: String) {\n      v1 {\n        cart {\n          setDestination(countryId: $countryId, stateProvinceId: $stateProvinceId, postalCode: $postalCode, quoteGuid: $quoteGuid) { ...CartFields }\n        }\n      }\n    }\n  ": types.CartSetDestinationDocument,
    "\n    mutation CartAddCoupon($couponCode: String, $quoteGuid: String) { v1 { cart { addCoupon(couponCode: $couponCode, quoteGuid: $quoteGuid) { ...CartFields } } } }\n  ": types.CartAddCouponDocument,
    "\n    mutation CartRemoveCoupon($couponCode: String, $quoteGuid: String) {\n      v1 { cart { removeCoupon(couponCode: $couponCode, quoteGuid: $quoteGuid) { ...CartFields } } }\n    }\n  ": types.CartRemoveCouponDocument,
    "\n    mutation CartSetSelectedShippingMethod(\n      $countryId: ID, $provinceId: ID, $postalCode: String, $warehouseId: ID, $vendorId: ID, $shippingProfileId: ID,\n      $backordered: Boolean, $selectedShippingMethodId: ID, $shoppingCartItemId: ID, $quoteGuid: String\n    ) {\n      v1 {\n        cart {\n          setSelectedShippingMethod(\n            countryId: $countryId, provinceId: $provinceId, postalCode: $postalCode, warehouseId: $warehouseId, vendorId: $vendorId,\n            shippingProfileId: $shippingProfileId, backordered: $backordered, selectedShippingMethodId: $selectedShippingMethodId,\n            shoppingCartItemId: $shoppingCartItemId, quoteGuid: $quoteGuid\n          ) { ...CartFields }\n        }\n      }\n    }\n  ": types.CartSetSelectedShippingMethodDocument,
    "\n  query CategoryPage($id: ID!) {\n    v1 {\n      category(id: $id) {\n        id name seoName description numberOfProducts\n        breadcrumb { id name seoName }\n        children { id name seoName numberOfProducts picture { thumbnailUrl } }\n      }\n    }\n  }\n": types.CategoryPageDocument,
    "\n  query CategoryProducts($q: String, $filters: [SearchFilterInput!], $first: Int) {\n    v1 {\n      searchResults(searchString: $q, filters: $filters, first: $first) {\n        totalCount\n        pageInfo { hasNextPage }\n        nodes { ...SearchHitFields }\n        filters { id name attribute values { value count } }\n      }\n    }\n  }\n": types.CategoryProductsDocument,
    "\n  query ProductPage($id: ID!) {\n    v1 {\n      product(id: $id) {\n        id sku name seoName manufacturerPartNumber gtin\n        shortDescription fullDescription metaTitle metaDescription\n        length width height weight youtubeEmbedCode\n        isFreeShipping shipSeparately allowCustomerReviews\n        approvedRatingSum approvedTotalReviews\n        priceAndAvailability {\n          price oldPrice status stock orderMinimumQuantity orderMaximumQuantity allowedQuantities\n          backorderAvailabilityRange buildToOrderRange preorderAvailabilityStartDateTime canNotify\n        }\n        pictures { thumbnailUrl imageUrl fullSizeImageUrl altAttribute }\n        manufacturers { id name }\n        vendor { name }\n        warehouse { address { city stateProvince { abbreviation } } }\n        categories { id name seoName parentCategoryId }\n        specificationAttributes { name value }\n        partInterchange { partNumber brand kind }\n        machineModelFitment { id name baseName manufacturer type serialFrom serialTo engine attachment }\n        relatedProducts { ...Card }\n        alsoPurchasedProducts { ...Card }\n        reviews(first: 5) { totalCount nodes { id rating title reviewText replyText customerName createdOnUtc helpfulYesTotal helpfulNoTotal } }\n      }\n    }\n  }\n  fragment Card on Product {\n    id name seoName sku\n    priceAndAvailability { price status }\n    pictures { imageUrl }\n  }\n": types.ProductPageDocument,
    "fragment SearchHitFields on SearchProduct { id name seoName sku manufacturerPartNumber price status brand city state picture { imageUrl } }": types.SearchHitFieldsFragmentDoc,
    "mutation NotifyMe($p: ID!) { v1 { stockAlert { add(productId: $p) { id } } } }": types.NotifyMeDocument,
    "\n  fragment OrderFields on Order {\n    id isGuestOrder canRegister email customOrderNumber clubOrderGuid createdOnUtc estArrivalDate purchaseOrder\n    orderStatus paymentStatus shippingStatus shippingMethod\n    orderSubtotalExclTax orderSubTotalDiscountExclTax orderShippingExclTax orderShippingDiscount orderTax orderTotal\n    cardName cardType maskedCreditCardNumber paymentType\n    shippingAddress { ...AddressFields } billingAddress { ...AddressFields }\n    items { id productId productName sku quantity unitPriceExclTax priceExclTax reference backorderedWhenOrdered }\n  }\n": types.OrderFieldsFragmentDoc,
    "query Order($clubOrderGuid: String!) { v1 { order(clubOrderGuid: $clubOrderGuid) { ...OrderFields } } }": types.OrderDocument,
    "\n  query CheckoutAccount {\n    v1 {\n      addresses { ...AddressFields }\n      paymentMethods { ...PaymentMethodFields }\n      defaultPaymentAndShipping { paymentMethod { id } shippingAddress { id } }\n    }\n  }\n": types.CheckoutAccountDocument,
    "query CheckoutPaymentSetup { v1 { paymentSetup { gateway clientToken fieldsUrl environment } } }": types.CheckoutPaymentSetupDocument,
    "\n  mutation Place($shippingAddressId: ID!, $paymentMethodId: ID!, $cart: CheckoutCartInput, $deviceData: String, $idempotencyKey: String) {\n    v1 {\n      cart {\n        placeOrder(\n          shippingAddressId: $shippingAddressId, paymentMethodId: $paymentMethodId, cart: $cart, deviceData: $deviceData, idempotencyKey: $idempotencyKey\n        ) { ...OrderFields }\n      }\n    }\n  }\n": types.PlaceDocument,
    "\n  mutation PlaceExternal(\n    $email: String, $nonce: String!, $paymentType: PaymentMethodType, $shippingAddress: AddressInput!, $billingAddress: AddressInput,\n    $cart: CheckoutCartInput, $deviceData: String, $idempotencyKey: String\n  ) {\n    v1 {\n      cart {\n        placeOrderExternalPayment(\n          email: $email, nonce: $nonce, paymentType: $paymentType, shippingAddress: $shippingAddress, billingAddress: $billingAddress,\n          cart: $cart, deviceData: $deviceData, idempotencyKey: $idempotencyKey\n        ) { ...OrderFields }\n      }\n    }\n  }\n": types.PlaceExternalDocument,
    "\n    mutation SetMachinePicture($id: ID!, $data: String, $mime: String) {\n      v1 { garage { setPicture(garageId: $id, base64PictureData: $data, mimeType: $mime) { id } } }\n    }\n  ": types.SetMachinePictureDocument,
    "mutation ClearMachinePicture($id: ID!) { v1 { garage { clearPicture(garageId: $id) { id } } } }": types.ClearMachinePictureDocument,
    "fragment FleetModelFields on MachineModel { id name baseName manufacturer manufacturerId type diagramCount picture { imageUrl } }": types.FleetModelFieldsFragmentDoc,
    "\n  fragment FleetItemFields on GarageItem {\n    id name hours notes serialNumber stockNumber year sortOrder machineStatus engine attachment\n    machineEngine { id name } machineAttachment { id name }\n    machineModel { ...FleetModelFields engines { id name } attachments { id name } }\n    picture { id imageUrl thumbnailUrl fullSizeImageUrl }\n    listing { id price }\n  }\n": types.FleetItemFieldsFragmentDoc,
    "query Garage { v1 { garage { selectedGarageItemId items { ...FleetItemFields } } } }": types.GarageDocument,
    "mutation AddMachine($item: GarageItemInput!, $sel: Boolean) { v1 { garage { add(garageItem: $item, setSelected: $sel) { id machineModel { id } } } } }": types.AddMachineDocument,
    "mutation EditMachine($id: ID!, $item: GarageItemInput!) { v1 { garage { edit(garageId: $id, garageItem: $item) { id machineModel { id } } } } }": types.EditMachineDocument,
    "mutation MoveMachine($id: ID!, $item: GarageItemInput!) { v1 { garage { edit(garageId: $id, garageItem: $item) { id } } } }": types.MoveMachineDocument,
    "mutation DeleteMachine($id: ID!) { v1 { garage { delete(garageId: $id) } } }": types.DeleteMachineDocument,
    "mutation SelectMachine($id: ID) { v1 { garage { setSelected(garageId: $id) { id } } } }": types.SelectMachineDocument,
    "mutation SellMachine($id: ID!, $l: RigListingInput!) { v1 { garage { sell(garageId: $id, listing: $l) { id } } } }": types.SellMachineDocument,
    "mutation UnlistMachine($id: ID!) { v1 { garage { unlist(garageId: $id) } } }": types.UnlistMachineDocument,
    "mutation FitmentCheck($id: ID, $p: ID!) { v1 { garage { fitmentCheck(garageId: $id, productId: $p) } } }": types.FitmentCheckDocument,
    "query GarageOrderedParts($id: ID!) { v1 { garageItem(garageId: $id) { orderedParts { productId name sku seoName quantity lastOrderedOnUtc clubOrderGuid } } } }": types.GarageOrderedPartsDocument,
    "\n  query ContentPage($path: String!) {\n    v1 {\n      contentPage(path: $path) {\n        path\n        title\n        description\n        html\n        toc {\n          id\n          text\n          depth\n        }\n        data\n      }\n    }\n  }\n": types.ContentPageDocument,
    "\n  query ContentPages($section: String!) {\n    v1 {\n      contentPages(section: $section) {\n        path\n        title\n        description\n        data\n      }\n    }\n  }\n": types.ContentPagesDocument,
    "\n  query HelpSearch($query: String!) {\n    v1 {\n      helpSearch(query: $query, first: 12) {\n        path\n        anchor\n        pageTitle\n        heading\n        excerpt\n      }\n    }\n  }\n": types.HelpSearchDocument,
    "\n  query HomeSections($seats: [SearchFilterInput!], $belts: [SearchFilterInput!], $radiators: [SearchFilterInput!], $first: Int) {\n    v1 {\n      seats: searchResults(searchString: \"Seats\", filters: $seats, first: $first) { nodes { ...SearchHitFields } }\n      belts: searchResults(searchString: \"Belts\", filters: $belts, first: $first) { nodes { ...SearchHitFields } }\n      radiators: searchResults(searchString: \"Radiators\", filters: $radiators, first: $first) { nodes { ...SearchHitFields } }\n    }\n  }\n": types.HomeSectionsDocument,
    "\n  fragment OrderAddressFields on Address {\n    firstName lastName company address1 address2 city zipPostalCode phoneNumber email\n    country { name }\n    stateProvince { abbreviation name }\n  }\n": types.OrderAddressFieldsFragmentDoc,
    "\n  fragment ShipmentFields on Shipment {\n    id carrier carrierName trackingNumber trackingNumberUrl status totalWeight\n    shippedDateUtc deliveryDateUtc estimatedDeliveryDateUtc orderId\n    shipmentItems { id quantity orderItemId }\n    trackingEvents { id type label description location occurredOnUtc }\n  }\n": types.ShipmentFieldsFragmentDoc,
    "\n  fragment OrderSummaryFields on Order {\n    id clubOrderGuid customOrderNumber createdOnUtc orderTotal refundedAmount\n    orderStatus paymentStatus shippingStatus\n    canCancelOrder canRequestReturn canLeaveFeedback\n    items { id productId productName quantity product { id seoName pictures { thumbnailUrl altAttribute } } }\n    shipments { id status trackingNumber carrierName }\n    returnRequests { id returnNumber status }\n  }\n": types.OrderSummaryFieldsFragmentDoc,
    "\n  fragment OrderDetailFields on Order {\n    ...OrderSummaryFields\n    email purchaseOrder cardName cardType maskedCreditCardNumber paymentType shippingMethod\n    orderSubtotalExclTax orderSubTotalDiscountExclTax orderShippingExclTax orderShippingDiscount orderTax\n    cancelledOnUtc completedOnUtc returnWindowEndsUtc estArrivalDate\n    invoice { invoiceNumber issuedOnUtc seller { name addressLines phone email } }\n    billingAddress { ...OrderAddressFields }\n    shippingAddress { ...OrderAddressFields }\n    items {\n      id productId productName sku quantity unitPriceExclTax priceExclTax reference\n      product { id name seoName pictures { thumbnailUrl imageUrl altAttribute } }\n    }\n    lineQuantities { orderItemId ordered shipped delivered returned returnable }\n    shipments { ...ShipmentFields }\n    returnRequests { id returnNumber status createdOnUtc }\n    feedback { id rating }\n  }\n": types.OrderDetailFieldsFragmentDoc,
    "\n  fragment ReturnDetailFields on ReturnRequest {\n    id returnNumber status reason reasonLabel reasonText comments storeNote storeAtFault outsideReturnWindow\n    photos { id fileName thumbnailUrl imageUrl }\n    createdOnUtc approvedOnUtc rejectedOnUtc receivedOnUtc refundedOnUtc\n    items { id orderItemId quantity receivedQuantity damagedQuantity }\n    refund { items tax shipping total }\n    order { id customOrderNumber clubOrderGuid items { id productName sku } }\n    authorization {\n      returnNumber customOrderNumber issuedOnUtc shipByUtc prepaidLabel instructions\n      returnTo { name addressLines phone email }\n      shipFrom { ...OrderAddressFields }\n      packingSlip { sku productName quantity }\n    }\n  }\n": types.ReturnDetailFieldsFragmentDoc,
    "\n  query MyOrders($period: OrderListPeriod, $status: OrderListStatus, $year: Int, $first: Int, $after: String) {\n    v1 {\n      myOrders(period: $period, status: $status, year: $year, first: $first, after: $after) {\n        totalCount hasNextPage endCursor\n        nodes { ...OrderSummaryFields }\n      }\n      myOrderYears\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query MyOrder($id: ID!) {\n    v1 { myOrder(id: $id) { ...OrderDetailFields } }\n  }\n": types.MyOrderDocument,
    "\n  query CancelPreview($orderId: ID!) {\n    v1 {\n      cancelPreview(orderId: $orderId) {\n        canCancel reason refundAmount refundMethod\n        order { ...OrderDetailFields }\n      }\n    }\n  }\n": types.CancelPreviewDocument,
    "\n  mutation CancelOrder($id: ID!) {\n    v1 { order { cancelOrder(id: $id) { ...OrderDetailFields } } }\n  }\n": types.CancelOrderDocument,
    "\n  query ReturnForm($id: ID!) {\n    v1 {\n      myOrder(id: $id) { ...OrderDetailFields }\n      returnReasons { code label needsText }\n      returnWindowDays\n    }\n  }\n": types.ReturnFormDocument,
    "\n  query MyReturn($id: ID!) {\n    v1 { myReturn(id: $id) { ...ReturnDetailFields } }\n  }\n": types.MyReturnDocument,
    "\n  query MyReturns($first: Int, $after: String) {\n    v1 {\n      myReturns(first: $first, after: $after) {\n        totalCount hasNextPage endCursor\n        nodes { id returnNumber status reasonLabel createdOnUtc refund { total } order { id customOrderNumber } }\n      }\n    }\n  }\n": types.MyReturnsDocument,
    "\n  mutation SubmitReturn($orderId: ID!, $reason: ReturnReason!, $reasonText: String, $comments: String, $items: [ReturnLineInput!]) {\n    v1 { order { submitReturnRequest(orderId: $orderId, reason: $reason, reasonText: $reasonText, comments: $comments, items: $items) { ...ReturnDetailFields } } }\n  }\n": types.SubmitReturnDocument,
    "\n  query MyShipment($id: ID!) {\n    v1 { myShipment(id: $id) { ...ShipmentFields order { id customOrderNumber clubOrderGuid } } }\n  }\n": types.MyShipmentDocument,
    "\n  query FeedbackForm($id: ID!) {\n    v1 {\n      myOrder(id: $id) { ...OrderSummaryFields feedback { id rating asDescribed arrivedOnTime promptService wellPackaged suggestion text createdOnUtc } }\n    }\n  }\n": types.FeedbackFormDocument,
    "\n  query MyFeedback {\n    v1 { myFeedback { id orderId rating text createdOnUtc } }\n  }\n": types.MyFeedbackDocument,
    "\n  mutation AddFeedback($feedback: FeedbackInput!) {\n    v1 { leaveFeedback { add(feedback: $feedback) { id rating } } }\n  }\n": types.AddFeedbackDocument,
    "\n  query ReviewForm($productId: ID!) {\n    v1 {\n      product(id: $productId) { id name seoName pictures { thumbnailUrl altAttribute } }\n      review(productId: $productId) { id rating title reviewText status replyText }\n      reviewEligibility(productId: $productId) { canReview reason }\n    }\n  }\n": types.ReviewFormDocument,
    "\n  query AwaitingReview($first: Int) {\n    v1 {\n      productsAwaitingReview(first: $first) { id name seoName pictures { thumbnailUrl altAttribute } }\n      myReviews(first: 50) { totalCount nodes { id rating title status productId product { id name seoName } } }\n    }\n  }\n": types.AwaitingReviewDocument,
    "\n  mutation AddReview($review: ReviewInput!) {\n    v1 { productReview { add(review: $review) { id status } } }\n  }\n": types.AddReviewDocument,
    "\n  mutation EditReview($review: ReviewInput!) {\n    v1 { productReview { edit(review: $review) { id status } } }\n  }\n": types.EditReviewDocument,
    "\n  mutation VoteReview($reviewId: ID!, $helpful: Boolean!) {\n    v1 { productReview { vote(reviewId: $reviewId, helpful: $helpful) { id helpfulYesTotal helpfulNoTotal myHelpfulVote } } }\n  }\n": types.VoteReviewDocument,
    "\n  query MyOrderGuid($id: ID!) {\n    v1 { myOrder(id: $id) { id clubOrderGuid } }\n  }\n": types.MyOrderGuidDocument,
    "\n  fragment ExtendedReturnFields on ExtendedReturn {\n    id\n    orderNumber\n    email\n    orderPlacedOnUtc\n    returnWindowEndsUtc\n    outsideReturnWindow\n    refusal\n    lines {\n      orderItemId\n      productId\n      productName\n      sku\n      unitPriceInclTax\n      ordered\n      returnable\n      quantity\n    }\n    reason\n    reasonLabel\n    reasonText\n    comments\n    photos {\n      id\n      fileName\n      thumbnailUrl\n    }\n    maxPhotos\n    estimatedRefund\n    expiresOnUtc\n    orderStatusUrl\n    submittedReturn {\n      id\n      returnNumber\n      status\n      createdOnUtc\n    }\n  }\n": types.ExtendedReturnFieldsFragmentDoc,
    "\n  query ExtendedReturnDraft($id: ID!) {\n    v1 {\n      extendedReturn(id: $id) {\n        ...ExtendedReturnFields\n      }\n      returnReasons {\n        code\n        label\n        needsText\n      }\n    }\n  }\n": types.ExtendedReturnDraftDocument,
    "\n  mutation ExtendedReturnStart($orderNumber: String!, $email: String!, $draftId: ID) {\n    v1 {\n      extendedReturn {\n        start(orderNumber: $orderNumber, email: $email, draftId: $draftId) {\n          id\n        }\n      }\n    }\n  }\n": types.ExtendedReturnStartDocument,
    "\n  mutation ExtendedReturnSetLines($id: ID!, $items: [ExtendedReturnLineInput!]!) {\n    v1 {\n      extendedReturn {\n        setLines(id: $id, items: $items) {\n          id\n        }\n      }\n    }\n  }\n": types.ExtendedReturnSetLinesDocument,
    "\n  mutation ExtendedReturnSetReason($id: ID!, $reason: ReturnReason!, $reasonText: String, $comments: String) {\n    v1 {\n      extendedReturn {\n        setReason(id: $id, reason: $reason, reasonText: $reasonText, comments: $comments) {\n          id\n        }\n      }\n    }\n  }\n": types.ExtendedReturnSetReasonDocument,
    "\n  mutation ExtendedReturnAddPhoto($id: ID!, $data: String!, $mime: String!, $fileName: String) {\n    v1 {\n      extendedReturn {\n        addPhoto(id: $id, base64PictureData: $data, mimeType: $mime, fileName: $fileName) {\n          id\n        }\n      }\n    }\n  }\n": types.ExtendedReturnAddPhotoDocument,
    "\n  mutation ExtendedReturnRemovePhoto($id: ID!, $photoId: ID!) {\n    v1 {\n      extendedReturn {\n        removePhoto(id: $id, photoId: $photoId) {\n          id\n        }\n      }\n    }\n  }\n": types.ExtendedReturnRemovePhotoDocument,
    "\n  mutation ExtendedReturnSubmit($id: ID!) {\n    v1 {\n      extendedReturn {\n        submit(id: $id) {\n          id\n          submittedReturn {\n            returnNumber\n          }\n        }\n      }\n    }\n  }\n": types.ExtendedReturnSubmitDocument,
    "fragment DiagramSummaryFields on Diagram { id title imageUrl sectionId width height }": types.DiagramSummaryFieldsFragmentDoc,
    "\n  fragment DiagramDetailFields on Diagram {\n    ...DiagramSummaryFields\n    sectionPath { id title }\n    lineItems { id partDrawingIdentifier partNumber quantity comment calloutX calloutY\n      products { id name seoName sku vendor { name }\n        priceAndAvailability { price status buildToOrderRange backorderAvailabilityRange preorderAvailabilityStartDateTime orderMinimumQuantity orderMaximumQuantity } } }\n  }\n": types.DiagramDetailFieldsFragmentDoc,
    "\n  query PartsBook($id: ID!) {\n    v1 {\n      machineModel(id: $id) { id name seoName manufacturer manufacturerId type diagramCount }\n      machineSections(machineModelId: $id) { id parentSectionId title seoName diagramCount }\n      diagrams(machineModelId: $id) { ...DiagramSummaryFields }\n    }\n  }\n": types.PartsBookDocument,
    "query Diagram($id: ID!) { v1 { diagram(id: $id) { machineModelId ...DiagramDetailFields } } }": types.DiagramDocument,
    "query MyDiagrams($f: FavoriteFilter) { v1 { myCustomerDiagrams(filter: $f) { id relationType diagram { id title imageUrl machineModel { id name seoName } } } } }": types.MyDiagramsDocument,
    "query DiagramFavorite($id: ID!) { v1 { diagram(id: $id) { isFavorite } } }": types.DiagramFavoriteDocument,
    "mutation FavoriteDiagram($id: ID!, $f: Boolean!) { v1 { diagram { favoriteDiagram(diagramId: $id, favorite: $f) } } }": types.FavoriteDiagramDocument,
    "mutation LogDiagram($id: ID!) { v1 { diagram { logDiagram(diagramId: $id) } } }": types.LogDiagramDocument,
    "query QuotePart($partNumber: String!) { v1 { admin { quoteParts(partNumber: $partNumber) { productId sku name price } } } }": types.QuotePartDocument,
    "mutation AddQuote($q: QuoteInput!) { v1 { quote { add(quote: $q) { guid title expirationDate } } } }": types.AddQuoteDocument,
    "\n  mutation RequestQuote($input: QuoteRequestInput!) { v1 { quote { request(input: $input) { id number email status } } } }\n": types.RequestQuoteDocument,
    "\n  query MyQuoteRequests { v1 { myQuoteRequests(first: 5) { id number status createdOnUtc expirationDate quoteGuid items { id } query } } }\n": types.MyQuoteRequestsDocument,
    "\n  mutation BrowserLog($browserHeight: Int!, $browserWidth: Int!, $timeFromLoad: Int!, $url: String!, $sessionId: String!) {\n    v1 { browserLog { log(browserHeight: $browserHeight, browserWidth: $browserWidth, timeFromLoad: $timeFromLoad, url: $url, sessionId: $sessionId) } }\n  }\n": types.BrowserLogDocument,
    "query Countries { v1 { countries { id name twoLetterIsoCode stateProvinces { id name abbreviation } } } }": types.CountriesDocument,
    "\n  query Root {\n    v1 {\n      categories { id name seoName parentCategoryId displayOrder showOnHomePage }\n      manufacturers { id name displayOrder }\n    }\n  }\n": types.RootDocument,
    "query CategoryIndex { v1 { categories { id name seoName parentCategoryId numberOfProducts picture { thumbnailUrl } } } }": types.CategoryIndexDocument,
    "query MachineTypes { v1 { machineTypes { id name } } }": types.MachineTypesDocument,
    "query MachineManufacturers($t: ID) { v1 { machineManufacturers(machineTypeId: $t) { id name modelCount } } }": types.MachineManufacturersDocument,
    "query MachineModels($m: ID, $t: ID) { v1 { machineModels(manufacturerId: $m, machineTypeId: $t) { ...FleetModelFields } } }": types.MachineModelsDocument,
    "query ModelOptions($id: ID!) { v1 { machineModel(id: $id) { id engines { id name } attachments { id name } } } }": types.ModelOptionsDocument,
    "query RigListings { v1 { rigListings { id price contactName contactPhone contactEmail location description createdOnUtc\n  machine { name hours year machineStatus machineModel { id name type picture { imageUrl } } picture { imageUrl } } } } }": types.RigListingsDocument,
    "query GoSku($sku: String!) { v1 { product(sku: $sku) { id seoName } } }": types.GoSkuDocument,
    "\n  mutation ContactUs($input: ContactMessageInput!, $guard: FormGuardInput!) {\n    v1 {\n      support {\n        contactUs(input: $input, guard: $guard) {\n          reference\n          fieldErrors {\n            field\n            message\n          }\n        }\n      }\n    }\n  }\n": types.ContactUsDocument,
    "query MachineModelPage($id: ID!, $after: String) { v1 { machineModel(id: $id) {\n  id name manufacturer manufacturerId type yearFrom yearTo horsepower description diagramCount picture { imageUrl }\n  engines { id name } attachments { id name }\n  products(first: 24, after: $after) { totalCount hasNextPage endCursor nodes { id name seoName sku manufacturerPartNumber pictures { thumbnailUrl } vendor { name }\n    priceAndAvailability { price status buildToOrderRange backorderAvailabilityRange preorderAvailabilityStartDateTime } } } } } }": types.MachineModelPageDocument,
    "query Manufacturers { v1 { manufacturers { id name makesMachines } } }": types.ManufacturersDocument,
    "\n  query Manufacturer($id: ID!) {\n    v1 {\n      manufacturer(id: $id) { id name makesMachines }\n      machineModels(manufacturerId: $id) { id name type yearFrom yearTo picture { imageUrl } }\n    }\n  }\n": types.ManufacturerDocument,
    "\n  query ManufacturerProducts($filters: [SearchFilterInput!], $first: Int) {\n    v1 { searchResults(filters: $filters, first: $first, sortMethod: BEST_SELLING) { totalCount pageInfo { hasNextPage } nodes { ...SearchHitFields } } }\n  }\n": types.ManufacturerProductsDocument,
    "\n  query OrderStatusAfterSale($clubOrderGuid: String!) {\n    v1 {\n      order(clubOrderGuid: $clubOrderGuid) {\n        orderStatus\n        items {\n          id\n          productName\n        }\n        lineQuantities {\n          delivered\n          returned\n        }\n        returnRequests {\n          id\n          returnNumber\n          status\n          reasonLabel\n          createdOnUtc\n          items {\n            orderItemId\n            quantity\n          }\n        }\n      }\n    }\n  }\n": types.OrderStatusAfterSaleDocument,
    "query PartsBookBrand($m: ID) { v1 { machineModels(manufacturerId: $m, withDiagrams: true) { id name seoName manufacturer type diagramCount picture { imageUrl } } } }": types.PartsBookBrandDocument,
    "query PartsBooks { v1 { machineModels(withDiagrams: true) { id manufacturer manufacturerId } } }": types.PartsBooksDocument,
    "\n  query AllReviews($id: ID!, $first: Int, $after: String) {\n    v1 {\n      product(id: $id) { id name seoName approvedRatingSum approvedTotalReviews }\n      productReviews(productId: $id, first: $first, after: $after) {\n        totalCount hasNextPage endCursor\n        nodes { id rating title reviewText replyText customerName createdOnUtc helpfulYesTotal helpfulNoTotal }\n      }\n    }\n  }\n": types.AllReviewsDocument,
    "query Suggest($q: String!) { v1 { searchSuggestions(searchString: $q, first: 30) { searchTerm category part interchange fitment } } }": types.SuggestDocument,
    "\n  query SearchPage($q: String, $filters: [SearchFilterInput!], $first: Int, $analytics: Boolean) {\n    v1 {\n      searchResults(searchString: $q, filters: $filters, first: $first, analytics: $analytics) {\n        totalCount\n        pageInfo { hasNextPage }\n        nodes { id name seoName sku manufacturerPartNumber price status brand city state picture { imageUrl } }\n        filters { id name attribute values { value count } }\n      }\n    }\n  }\n": types.SearchPageDocument,
    "\n  mutation ApplyAsVendor($input: VendorApplicationInput!, $guard: FormGuardInput!) {\n    v1 {\n      support {\n        applyAsVendor(input: $input, guard: $guard) {\n          reference\n          fieldErrors {\n            field\n            message\n          }\n        }\n      }\n    }\n  }\n": types.ApplyAsVendorDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuggestProducts($q: String!, $first: Int!) {\n    v1 { searchResults(searchString: $q, first: $first) { nodes { id name seoName price picture { thumbnailUrl } } } }\n  }\n"): (typeof documents)["\n  query SuggestProducts($q: String!, $first: Int!) {\n    v1 { searchResults(searchString: $q, first: $first) { nodes { id name seoName price picture { thumbnailUrl } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressFields on Address {\n    id firstName lastName company email address1 address2 city zipPostalCode phoneNumber\n    country { id name twoLetterIsoCode } stateProvince { id name abbreviation }\n  }\n"): (typeof documents)["\n  fragment AddressFields on Address {\n    id firstName lastName company email address1 address2 city zipPostalCode phoneNumber\n    country { id name twoLetterIsoCode } stateProvince { id name abbreviation }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountAddressBook { v1 { addresses { ...AddressFields isDefault } } }"): (typeof documents)["query AccountAddressBook { v1 { addresses { ...AddressFields isDefault } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddShippingAddress($a: AddressInput!) { v1 { shippingAddress { add(address: $a) { ...AddressFields } } } }"): (typeof documents)["mutation AddShippingAddress($a: AddressInput!) { v1 { shippingAddress { add(address: $a) { ...AddressFields } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EditShippingAddress($id: ID!, $a: AddressInput!) { v1 { shippingAddress { edit(id: $id, address: $a) { ...AddressFields } } } }"): (typeof documents)["mutation EditShippingAddress($id: ID!, $a: AddressInput!) { v1 { shippingAddress { edit(id: $id, address: $a) { ...AddressFields } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteShippingAddress($id: ID!) { v1 { shippingAddress { delete(id: $id) } } }"): (typeof documents)["mutation DeleteShippingAddress($id: ID!) { v1 { shippingAddress { delete(id: $id) } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetDefaultShippingAddress($id: ID!) { v1 { shippingAddress { setDefault(id: $id) { id isDefault } } } }"): (typeof documents)["mutation SetDefaultShippingAddress($id: ID!) { v1 { shippingAddress { setDefault(id: $id) { id isDefault } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AccountFields on Account { firstName lastName feedbackName email phoneNumber phoneNumberDisplay pendingEmail }"): (typeof documents)["fragment AccountFields on Account { firstName lastName feedbackName email phoneNumber phoneNumberDisplay pendingEmail }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountOverview {\n    v1 {\n      account { ...AccountFields }\n      defaultPaymentAndShipping {\n        paymentMethod { ...PaymentMethodFields isExpired }\n        shippingAddress { ...AddressFields }\n      }\n      garage { selectedGarageItemId items { id name year machineStatus } }\n      myOrders(period: ANY, status: ALL, first: 3) { nodes { id customOrderNumber createdOnUtc orderTotal orderStatus paymentStatus shippingStatus } }\n      productsAwaitingReview(first: 20) { id }\n    }\n  }\n"): (typeof documents)["\n  query AccountOverview {\n    v1 {\n      account { ...AccountFields }\n      defaultPaymentAndShipping {\n        paymentMethod { ...PaymentMethodFields isExpired }\n        shippingAddress { ...AddressFields }\n      }\n      garage { selectedGarageItemId items { id name year machineStatus } }\n      myOrders(period: ANY, status: ALL, first: 3) { nodes { id customOrderNumber createdOnUtc orderTotal orderStatus paymentStatus shippingStatus } }\n      productsAwaitingReview(first: 20) { id }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountSecurity { v1 { loginAndSecurity { ...AccountFields } } }"): (typeof documents)["query AccountSecurity { v1 { loginAndSecurity { ...AccountFields } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountNotifications {\n    v1 {\n      mailPreferences { orderUpdates shippingUpdates backInStock marketing }\n      stockAlerts { id productId createdOnUtc notifiedOnUtc product { id name sku seoName available } }\n    }\n  }\n"): (typeof documents)["\n  query AccountNotifications {\n    v1 {\n      mailPreferences { orderUpdates shippingUpdates backInStock marketing }\n      stockAlerts { id productId createdOnUtc notifiedOnUtc product { id name sku seoName available } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeName($f: String!, $l: String!) { v1 { loginAndSecurity { changeName(firstName: $f, lastName: $l) { ...AccountFields } } } }"): (typeof documents)["mutation ChangeName($f: String!, $l: String!) { v1 { loginAndSecurity { changeName(firstName: $f, lastName: $l) { ...AccountFields } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeNumber($p: String!) { v1 { loginAndSecurity { changeNumber(phoneNumber: $p) { ...AccountFields } } } }"): (typeof documents)["mutation ChangeNumber($p: String!) { v1 { loginAndSecurity { changeNumber(phoneNumber: $p) { ...AccountFields } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeFeedbackName($n: String!) { v1 { loginAndSecurity { changeFeedbackName(feedbackName: $n) { ...AccountFields } } } }"): (typeof documents)["mutation ChangeFeedbackName($n: String!) { v1 { loginAndSecurity { changeFeedbackName(feedbackName: $n) { ...AccountFields } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation SetMailPreferences($o: Boolean, $s: Boolean, $b: Boolean, $m: Boolean) {\n      v1 { notifications { setPreferences(orderUpdates: $o, shippingUpdates: $s, backInStock: $b, marketing: $m) { orderUpdates shippingUpdates backInStock marketing } } }\n    }\n  "): (typeof documents)["\n    mutation SetMailPreferences($o: Boolean, $s: Boolean, $b: Boolean, $m: Boolean) {\n      v1 { notifications { setPreferences(orderUpdates: $o, shippingUpdates: $s, backInStock: $b, marketing: $m) { orderUpdates shippingUpdates backInStock marketing } } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteStockAlert($p: ID!) { v1 { stockAlert { delete(productId: $p) } } }"): (typeof documents)["mutation DeleteStockAlert($p: ID!) { v1 { stockAlert { delete(productId: $p) } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentMethodFields on PaymentMethod {\n    id paymentType creditCardType creditCardLast4 creditCardExp cardholderName accountNameOrEmail isDefault address { ...AddressFields }\n  }\n"): (typeof documents)["\n  fragment PaymentMethodFields on PaymentMethod {\n    id paymentType creditCardType creditCardLast4 creditCardExp cardholderName accountNameOrEmail isDefault address { ...AddressFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountPaymentMethods {\n    v1 {\n      paymentMethods { ...PaymentMethodFields isExpired validShippingAddresses { id } }\n      addresses { ...AddressFields }\n      paymentSetup { gateway clientToken fieldsUrl environment }\n    }\n  }\n"): (typeof documents)["\n  query AccountPaymentMethods {\n    v1 {\n      paymentMethods { ...PaymentMethodFields isExpired validShippingAddresses { id } }\n      addresses { ...AddressFields }\n      paymentSetup { gateway clientToken fieldsUrl environment }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AddPaymentMethod($a: AddressInput!, $nonce: String!, $deviceData: String) {\n      v1 { paymentMethod { add(address: $a, nonce: $nonce, deviceData: $deviceData) { ...PaymentMethodFields } } }\n    }\n  "): (typeof documents)["\n    mutation AddPaymentMethod($a: AddressInput!, $nonce: String!, $deviceData: String) {\n      v1 { paymentMethod { add(address: $a, nonce: $nonce, deviceData: $deviceData) { ...PaymentMethodFields } } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation EditPaymentMethod($id: ID!, $a: AddressInput!, $nonce: String) {\n      v1 { paymentMethod { edit(id: $id, address: $a, nonce: $nonce) { ...PaymentMethodFields } } }\n    }\n  "): (typeof documents)["\n    mutation EditPaymentMethod($id: ID!, $a: AddressInput!, $nonce: String) {\n      v1 { paymentMethod { edit(id: $id, address: $a, nonce: $nonce) { ...PaymentMethodFields } } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeletePaymentMethod($id: ID!) { v1 { paymentMethod { delete(id: $id) } } }"): (typeof documents)["mutation DeletePaymentMethod($id: ID!) { v1 { paymentMethod { delete(id: $id) } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetDefaultPaymentMethod($id: ID!) { v1 { paymentMethod { setDefault(id: $id) { id isDefault } } } }"): (typeof documents)["mutation SetDefaultPaymentMethod($id: ID!) { v1 { paymentMethod { setDefault(id: $id) { id isDefault } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAudit($first: Int, $after: String, $person: String, $recordType: String, $recordId: String, $from: String, $to: String) {\n    v1 {\n      admin {\n        auditRecordTypes\n        auditLog(first: $first, after: $after, person: $person, recordType: $recordType, recordId: $recordId, from: $from, to: $to) {\n          totalCount hasNextPage endCursor\n          nodes {\n            id at action recordType recordId impersonating ip detail\n            actor { id email name }\n            subject { id email name }\n            changes { field before after }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAudit($first: Int, $after: String, $person: String, $recordType: String, $recordId: String, $from: String, $to: String) {\n    v1 {\n      admin {\n        auditRecordTypes\n        auditLog(first: $first, after: $after, person: $person, recordType: $recordType, recordId: $recordId, from: $from, to: $to) {\n          totalCount hasNextPage endCursor\n          nodes {\n            id at action recordType recordId impersonating ip detail\n            actor { id email name }\n            subject { id email name }\n            changes { field before after }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomers($search: String, $guests: Boolean, $staffOnly: Boolean, $sort: AdminCustomerSort, $page: Int, $first: Int) {\n    v1 {\n      admin {\n        customers(search: $search, guests: $guests, staffOnly: $staffOnly, sort: $sort, page: $page, first: $first) {\n          totalCount page pageSize\n          nodes { id email name phoneNumber role isGuest signInLocked createdOnUtc lastSignInOnUtc }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomers($search: String, $guests: Boolean, $staffOnly: Boolean, $sort: AdminCustomerSort, $page: Int, $first: Int) {\n    v1 {\n      admin {\n        customers(search: $search, guests: $guests, staffOnly: $staffOnly, sort: $sort, page: $page, first: $first) {\n          totalCount page pageSize\n          nodes { id email name phoneNumber role isGuest signInLocked createdOnUtc lastSignInOnUtc }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomer($id: ID!) {\n    v1 {\n      admin {\n        customer(id: $id) {\n          id email firstName lastName name phoneNumber role isGuest signInLocked signInLockedOnUtc failedSignInAttempts createdOnUtc lastSignInOnUtc\n          orders { totalCount nodes { id customOrderNumber createdOnUtc orderStatus shippingStatus orderTotal itemCount } }\n          returns { id returnNumber orderId status createdOnUtc units }\n          machines { id name year serialNumber hours machineStatus machineModel { name manufacturer } }\n          addresses { id firstName lastName company address1 address2 city zipPostalCode phoneNumber isDefault stateProvince { abbreviation } country { name } }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomer($id: ID!) {\n    v1 {\n      admin {\n        customer(id: $id) {\n          id email firstName lastName name phoneNumber role isGuest signInLocked signInLockedOnUtc failedSignInAttempts createdOnUtc lastSignInOnUtc\n          orders { totalCount nodes { id customOrderNumber createdOnUtc orderStatus shippingStatus orderTotal itemCount } }\n          returns { id returnNumber orderId status createdOnUtc units }\n          machines { id name year serialNumber hours machineStatus machineModel { name manufacturer } }\n          addresses { id firstName lastName company address1 address2 city zipPostalCode phoneNumber isDefault stateProvince { abbreviation } country { name } }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLockSignIn($id: ID!) {\n    v1 { admin { customers { lockSignIn(id: $id) { id signInLocked } } } }\n  }\n"): (typeof documents)["\n  mutation AdminLockSignIn($id: ID!) {\n    v1 { admin { customers { lockSignIn(id: $id) { id signInLocked } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUnlockSignIn($id: ID!) {\n    v1 { admin { customers { unlockSignIn(id: $id) { id signInLocked } } } }\n  }\n"): (typeof documents)["\n  mutation AdminUnlockSignIn($id: ID!) {\n    v1 { admin { customers { unlockSignIn(id: $id) { id signInLocked } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSendPasswordReset($id: ID!) {\n    v1 { admin { customers { sendPasswordReset(id: $id) { mailed } } } }\n  }\n"): (typeof documents)["\n  mutation AdminSendPasswordReset($id: ID!) {\n    v1 { admin { customers { sendPasswordReset(id: $id) { mailed } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetCustomerRole($id: ID!, $role: AdminCustomerRole!) {\n    v1 { admin { customers { setRole(id: $id, role: $role) { id role } } } }\n  }\n"): (typeof documents)["\n  mutation AdminSetCustomerRole($id: ID!, $role: AdminCustomerRole!) {\n    v1 { admin { customers { setRole(id: $id, role: $role) { id role } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMessages($kind: AdminMessageKind, $status: AdminMessageStatus, $oldestFirst: Boolean, $first: Int, $page: Int) {\n    v1 {\n      admin {\n        messages(kind: $kind, status: $status, oldestFirst: $oldestFirst, first: $first, page: $page) {\n          totalCount page hasNextPage\n          nodes { reference kind status senderName email subject preview createdOnUtc }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMessages($kind: AdminMessageKind, $status: AdminMessageStatus, $oldestFirst: Boolean, $first: Int, $page: Int) {\n    v1 {\n      admin {\n        messages(kind: $kind, status: $status, oldestFirst: $oldestFirst, first: $first, page: $page) {\n          totalCount page hasNextPage\n          nodes { reference kind status senderName email subject preview createdOnUtc }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMessage($reference: String!) {\n    v1 {\n      admin {\n        message(reference: $reference) {\n          reference kind status senderName email subject body createdOnUtc closedOnUtc\n          details { label value }\n          replies { id staffName staffEmail body sentOnUtc }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMessage($reference: String!) {\n    v1 {\n      admin {\n        message(reference: $reference) {\n          reference kind status senderName email subject body createdOnUtc closedOnUtc\n          details { label value }\n          replies { id staffName staffEmail body sentOnUtc }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReplyMessage($reference: String!, $text: String!) {\n    v1 { admin { messages { reply(reference: $reference, text: $text) { reference status } } } }\n  }\n"): (typeof documents)["\n  mutation AdminReplyMessage($reference: String!, $text: String!) {\n    v1 { admin { messages { reply(reference: $reference, text: $text) { reference status } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCloseMessage($reference: String!) {\n    v1 { admin { messages { close(reference: $reference) { reference status } } } }\n  }\n"): (typeof documents)["\n  mutation AdminCloseMessage($reference: String!) {\n    v1 { admin { messages { close(reference: $reference) { reference status } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReopenMessage($reference: String!) {\n    v1 { admin { messages { reopen(reference: $reference) { reference status } } } }\n  }\n"): (typeof documents)["\n  mutation AdminReopenMessage($reference: String!) {\n    v1 { admin { messages { reopen(reference: $reference) { reference status } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRigListings {\n    v1 {\n      rigListings(includeHidden: true) {\n        id price contactName contactPhone contactEmail location description createdOnUtc hidden\n        machine { name year machineModel { name manufacturer } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRigListings {\n    v1 {\n      rigListings(includeHidden: true) {\n        id price contactName contactPhone contactEmail location description createdOnUtc hidden\n        machine { name year machineModel { name manufacturer } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminHideRigListing($id: ID!) {\n    v1 { admin { rigListings { hide(id: $id) { id hidden } } } }\n  }\n"): (typeof documents)["\n  mutation AdminHideRigListing($id: ID!) {\n    v1 { admin { rigListings { hide(id: $id) { id hidden } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminShowRigListing($id: ID!) {\n    v1 { admin { rigListings { unhide(id: $id) { id hidden } } } }\n  }\n"): (typeof documents)["\n  mutation AdminShowRigListing($id: ID!) {\n    v1 { admin { rigListings { unhide(id: $id) { id hidden } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders(\n    $first: Int\n    $after: String\n    $search: String\n    $status: AdminOrderFilter\n    $placedFrom: String\n    $placedTo: String\n    $vendorId: ID\n    $warehouseId: ID\n    $machineDown: Boolean\n    $sort: AdminOrderSort\n  ) {\n    v1 {\n      admin {\n        orders(\n          first: $first\n          after: $after\n          search: $search\n          status: $status\n          placedFrom: $placedFrom\n          placedTo: $placedTo\n          vendorId: $vendorId\n          warehouseId: $warehouseId\n          machineDown: $machineDown\n          sort: $sort\n        ) {\n          totalCount hasNextPage endCursor\n          nodes {\n            id customOrderNumber createdOnUtc email orderStatus paymentStatus shippingStatus orderTotal purchaseOrder shippingMethod\n            billingAddress { firstName lastName }\n          }\n        }\n        orderListChoices { vendors { id name } warehouses { id name } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders(\n    $first: Int\n    $after: String\n    $search: String\n    $status: AdminOrderFilter\n    $placedFrom: String\n    $placedTo: String\n    $vendorId: ID\n    $warehouseId: ID\n    $machineDown: Boolean\n    $sort: AdminOrderSort\n  ) {\n    v1 {\n      admin {\n        orders(\n          first: $first\n          after: $after\n          search: $search\n          status: $status\n          placedFrom: $placedFrom\n          placedTo: $placedTo\n          vendorId: $vendorId\n          warehouseId: $warehouseId\n          machineDown: $machineDown\n          sort: $sort\n        ) {\n          totalCount hasNextPage endCursor\n          nodes {\n            id customOrderNumber createdOnUtc email orderStatus paymentStatus shippingStatus orderTotal purchaseOrder shippingMethod\n            billingAddress { firstName lastName }\n          }\n        }\n        orderListChoices { vendors { id name } warehouses { id name } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrder($id: ID!) {\n    v1 {\n      admin {\n        order(id: $id) {\n          id customOrderNumber createdOnUtc email purchaseOrder orderStatus paymentStatus shippingStatus shippingMethod\n          orderSubtotalExclTax orderShippingExclTax orderTax orderTotal refundedAmount\n          cardType maskedCreditCardNumber\n          billingAddress { firstName lastName company address1 address2 city zipPostalCode phoneNumber stateProvince { abbreviation } country { name } }\n          shippingAddress { firstName lastName company address1 address2 city zipPostalCode phoneNumber stateProvince { abbreviation } country { name } }\n          items { id productName sku quantity unitPriceExclTax priceExclTax }\n          lineQuantities { orderItemId ordered shipped delivered returned }\n          shipments {\n            id carrierName trackingNumber trackingNumberUrl status shippedDateUtc deliveryDateUtc\n            shipmentItems { orderItemId quantity }\n          }\n        }\n        orderPayments(orderId: $id) { id kind amount gateway transactionId reason createdOnUtc }\n        orderTimeline(orderId: $id) { at kind title detail actor }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrder($id: ID!) {\n    v1 {\n      admin {\n        order(id: $id) {\n          id customOrderNumber createdOnUtc email purchaseOrder orderStatus paymentStatus shippingStatus shippingMethod\n          orderSubtotalExclTax orderShippingExclTax orderTax orderTotal refundedAmount\n          cardType maskedCreditCardNumber\n          billingAddress { firstName lastName company address1 address2 city zipPostalCode phoneNumber stateProvince { abbreviation } country { name } }\n          shippingAddress { firstName lastName company address1 address2 city zipPostalCode phoneNumber stateProvince { abbreviation } country { name } }\n          items { id productName sku quantity unitPriceExclTax priceExclTax }\n          lineQuantities { orderItemId ordered shipped delivered returned }\n          shipments {\n            id carrierName trackingNumber trackingNumberUrl status shippedDateUtc deliveryDateUtc\n            shipmentItems { orderItemId quantity }\n          }\n        }\n        orderPayments(orderId: $id) { id kind amount gateway transactionId reason createdOnUtc }\n        orderTimeline(orderId: $id) { at kind title detail actor }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminShipOrder($orderId: ID!, $lines: [AdminShipLineInput!], $carrier: String, $trackingNumber: String) {\n    v1 { admin { orders { ship(orderId: $orderId, lines: $lines, carrier: $carrier, trackingNumber: $trackingNumber) { id carrierName trackingNumber } } } }\n  }\n"): (typeof documents)["\n  mutation AdminShipOrder($orderId: ID!, $lines: [AdminShipLineInput!], $carrier: String, $trackingNumber: String) {\n    v1 { admin { orders { ship(orderId: $orderId, lines: $lines, carrier: $carrier, trackingNumber: $trackingNumber) { id carrierName trackingNumber } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMarkDelivered($orderId: ID!, $shipmentId: ID) {\n    v1 { admin { orders { markDelivered(orderId: $orderId, shipmentId: $shipmentId) { id orderStatus shippingStatus } } } }\n  }\n"): (typeof documents)["\n  mutation AdminMarkDelivered($orderId: ID!, $shipmentId: ID) {\n    v1 { admin { orders { markDelivered(orderId: $orderId, shipmentId: $shipmentId) { id orderStatus shippingStatus } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCancelOrder($orderId: ID!, $reason: String!) {\n    v1 { admin { orders { cancel(orderId: $orderId, reason: $reason) { id orderStatus paymentStatus refundedAmount } } } }\n  }\n"): (typeof documents)["\n  mutation AdminCancelOrder($orderId: ID!, $reason: String!) {\n    v1 { admin { orders { cancel(orderId: $orderId, reason: $reason) { id orderStatus paymentStatus refundedAmount } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRefundOrder($orderId: ID!, $amount: String!, $reason: String!) {\n    v1 { admin { orders { refund(orderId: $orderId, amount: $amount, reason: $reason) { id paymentStatus refundedAmount } } } }\n  }\n"): (typeof documents)["\n  mutation AdminRefundOrder($orderId: ID!, $amount: String!, $reason: String!) {\n    v1 { admin { orders { refund(orderId: $orderId, amount: $amount, reason: $reason) { id paymentStatus refundedAmount } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminOrderNote($orderId: ID!, $text: String!) {\n    v1 { admin { orders { addNote(orderId: $orderId, text: $text) } } }\n  }\n"): (typeof documents)["\n  mutation AdminOrderNote($orderId: ID!, $text: String!) {\n    v1 { admin { orders { addNote(orderId: $orderId, text: $text) } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminQuoteRequests($first: Int, $page: Int, $search: String, $status: AdminQuoteFilter) {\n    v1 {\n      admin {\n        quoteRequests(first: $first, page: $page, search: $search, status: $status) {\n          totalCount page pageCount\n          nodes { id number status source email query poNumber createdOnUtc expirationDate items { id } }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminQuoteRequests($first: Int, $page: Int, $search: String, $status: AdminQuoteFilter) {\n    v1 {\n      admin {\n        quoteRequests(first: $first, page: $page, search: $search, status: $status) {\n          totalCount page pageCount\n          nodes { id number status source email query poNumber createdOnUtc expirationDate items { id } }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminQuoteRequest($id: ID!) {\n    v1 {\n      admin {\n        quoteRequest(id: $id) {\n          id number status source email customerId query note poNumber machine createdOnUtc sentOnUtc expirationDate orderedOnUtc quoteGuid\n          items { id partNumber quantity product { id name sku manufacturerPartNumber priceAndAvailability { price } } }\n          quote { id title items { id quantity price shippingPrice product { id name sku } } }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminQuoteRequest($id: ID!) {\n    v1 {\n      admin {\n        quoteRequest(id: $id) {\n          id number status source email customerId query note poNumber machine createdOnUtc sentOnUtc expirationDate orderedOnUtc quoteGuid\n          items { id partNumber quantity product { id name sku manufacturerPartNumber priceAndAvailability { price } } }\n          quote { id title items { id quantity price shippingPrice product { id name sku } } }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminQuoteParts($partNumber: String!) { v1 { admin { quoteParts(partNumber: $partNumber) { productId sku name manufacturerPartNumber brand price } } } }\n"): (typeof documents)["\n  query AdminQuoteParts($partNumber: String!) { v1 { admin { quoteParts(partNumber: $partNumber) { productId sku name manufacturerPartNumber brand price } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSendQuote($id: ID!, $pricing: QuotePricingInput!) { v1 { admin { quotes { send(requestId: $id, pricing: $pricing) { id number status email quoteGuid } } } } }\n"): (typeof documents)["\n  mutation AdminSendQuote($id: ID!, $pricing: QuotePricingInput!) { v1 { admin { quotes { send(requestId: $id, pricing: $pricing) { id number status email quoteGuid } } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReturns($first: Int, $after: String, $status: AdminReturnFilter) {\n    v1 {\n      admin {\n        returns(first: $first, after: $after, status: $status) {\n          totalCount hasNextPage endCursor\n          nodes {\n            id returnNumber status reasonLabel createdOnUtc\n            items { id orderItemId quantity }\n            order { id customOrderNumber email items { id productName sku } }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReturns($first: Int, $after: String, $status: AdminReturnFilter) {\n    v1 {\n      admin {\n        returns(first: $first, after: $after, status: $status) {\n          totalCount hasNextPage endCursor\n          nodes {\n            id returnNumber status reasonLabel createdOnUtc\n            items { id orderItemId quantity }\n            order { id customOrderNumber email items { id productName sku } }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReturn($id: ID!) {\n    v1 {\n      admin {\n        returnRequest(id: $id) {\n          id returnNumber status reasonLabel reasonText comments storeNote storeAtFault\n          createdOnUtc approvedOnUtc rejectedOnUtc receivedOnUtc refundedOnUtc\n          items { id orderItemId quantity receivedQuantity damagedQuantity }\n          refund { items tax shipping total }\n          order { id customOrderNumber email items { id productName sku } }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReturn($id: ID!) {\n    v1 {\n      admin {\n        returnRequest(id: $id) {\n          id returnNumber status reasonLabel reasonText comments storeNote storeAtFault\n          createdOnUtc approvedOnUtc rejectedOnUtc receivedOnUtc refundedOnUtc\n          items { id orderItemId quantity receivedQuantity damagedQuantity }\n          refund { items tax shipping total }\n          order { id customOrderNumber email items { id productName sku } }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveReturn($id: ID!) { v1 { admin { returns { approve(id: $id) { id status } } } } }\n"): (typeof documents)["\n  mutation AdminApproveReturn($id: ID!) { v1 { admin { returns { approve(id: $id) { id status } } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectReturn($id: ID!, $note: String!) { v1 { admin { returns { reject(id: $id, note: $note) { id status } } } } }\n"): (typeof documents)["\n  mutation AdminRejectReturn($id: ID!, $note: String!) { v1 { admin { returns { reject(id: $id, note: $note) { id status } } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReceiveReturn($id: ID!, $lines: [AdminReceiveLineInput!]) { v1 { admin { returns { receive(id: $id, lines: $lines) { id status } } } } }\n"): (typeof documents)["\n  mutation AdminReceiveReturn($id: ID!, $lines: [AdminReceiveLineInput!]) { v1 { admin { returns { receive(id: $id, lines: $lines) { id status } } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRefundReturn($id: ID!) { v1 { admin { returns { refund(id: $id) { id status refund { total } } } } } }\n"): (typeof documents)["\n  mutation AdminRefundReturn($id: ID!) { v1 { admin { returns { refund(id: $id) { id status refund { total } } } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReviews($filter: AdminReviewFilter, $first: Int, $page: Int) {\n    v1 {\n      admin {\n        reviews(filter: $filter, first: $first, page: $page) {\n          totalCount page hasNextPage\n          nodes { id rating title reviewText replyText customerName createdOnUtc status product { id name seoName } }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReviews($filter: AdminReviewFilter, $first: Int, $page: Int) {\n    v1 {\n      admin {\n        reviews(filter: $filter, first: $first, page: $page) {\n          totalCount page hasNextPage\n          nodes { id rating title reviewText replyText customerName createdOnUtc status product { id name seoName } }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveReviews($ids: [ID!]!) {\n    v1 { admin { reviews { approve(ids: $ids) { id } } } }\n  }\n"): (typeof documents)["\n  mutation AdminApproveReviews($ids: [ID!]!) {\n    v1 { admin { reviews { approve(ids: $ids) { id } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReplyReview($id: ID!, $text: String!) {\n    v1 { admin { reviews { reply(id: $id, text: $text) { id replyText } } } }\n  }\n"): (typeof documents)["\n  mutation AdminReplyReview($id: ID!, $text: String!) {\n    v1 { admin { reviews { reply(id: $id, text: $text) { id replyText } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectReview($id: ID!) {\n    v1 { admin { reviews { reject(id: $id) { id title } } } }\n  }\n"): (typeof documents)["\n  mutation AdminRejectReview($id: ID!) {\n    v1 { admin { reviews { reject(id: $id) { id title } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStoreSettings {\n    v1 {\n      admin {\n        storeSettings {\n          phone hours returnName returnLine1 returnLine2 returnCity returnState returnZip\n          originName originLine1 originCity originState originZip updatedOnUtc updatedBy\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminStoreSettings {\n    v1 {\n      admin {\n        storeSettings {\n          phone hours returnName returnLine1 returnLine2 returnCity returnState returnZip\n          originName originLine1 originCity originState originZip updatedOnUtc updatedBy\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateStoreSettings($input: StoreSettingsInput!) {\n    v1 {\n      admin {\n        settings {\n          update(input: $input) {\n            changedFields\n            fieldErrors { field message }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateStoreSettings($input: StoreSettingsInput!) {\n    v1 {\n      admin {\n        settings {\n          update(input: $input) {\n            changedFields\n            fieldErrors { field message }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartItemFields on ShoppingCartItem {\n    id quantity reference backordered price quoteId shoppingCartTypeId warnings\n    product { id name seoName sku manufacturerPartNumber isTaxExempt pictures { thumbnailUrl altAttribute }\n      priceAndAvailability { price status stock orderMinimumQuantity orderMaximumQuantity allowedQuantities } }\n  }\n"): (typeof documents)["\n  fragment CartItemFields on ShoppingCartItem {\n    id quantity reference backordered price quoteId shoppingCartTypeId warnings\n    product { id name seoName sku manufacturerPartNumber isTaxExempt pictures { thumbnailUrl altAttribute }\n      priceAndAvailability { price status stock orderMinimumQuantity orderMaximumQuantity allowedQuantities } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on ShoppingCart {\n    destination { city countryId postalCode provinceId }\n    errors warnings estimatedItemTaxRate estimatedShippingTaxRate itemCount poNumber\n    appliedDiscounts { name couponCode discountAmount discountType }\n    productGroups { shippingProfileId vendorId warehouseId backordered shoppingCartItemId\n      items { ...CartItemFields }\n      shippingMethods { id name price eta selected } }\n    savedForLaterItems { ...CartItemFields }\n    canOrder quoteGuid\n    quote { id guid title expirationDate canOrder }\n  }\n"): (typeof documents)["\n  fragment CartFields on ShoppingCart {\n    destination { city countryId postalCode provinceId }\n    errors warnings estimatedItemTaxRate estimatedShippingTaxRate itemCount poNumber\n    appliedDiscounts { name couponCode discountAmount discountType }\n    productGroups { shippingProfileId vendorId warehouseId backordered shoppingCartItemId\n      items { ...CartItemFields }\n      shippingMethods { id name price eta selected } }\n    savedForLaterItems { ...CartItemFields }\n    canOrder quoteGuid\n    quote { id guid title expirationDate canOrder }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Cart($quoteGuid: String) { v1 { shoppingCart(quoteGuid: $quoteGuid) { ...CartFields } } }"): (typeof documents)["query Cart($quoteGuid: String) { v1 { shoppingCart(quoteGuid: $quoteGuid) { ...CartFields } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CartCount { v1 { shoppingCart { itemCount } } }"): (typeof documents)["query CartCount { v1 { shoppingCart { itemCount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CartAdd($productId: ID!, $shoppingCartTypeId: Int, $qty: Int) {\n      v1 { cart { add(productId: $productId, shoppingCartTypeId: $shoppingCartTypeId, qty: $qty) { ...CartFields } } }\n    }\n  "): (typeof documents)["\n    mutation CartAdd($productId: ID!, $shoppingCartTypeId: Int, $qty: Int) {\n      v1 { cart { add(productId: $productId, shoppingCartTypeId: $shoppingCartTypeId, qty: $qty) { ...CartFields } } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CartRemove($shoppingCartItemId: ID!, $shoppingCartTypeId: Int) {\n      v1 { cart { remove(shoppingCartItemId: $shoppingCartItemId, shoppingCartTypeId: $shoppingCartTypeId) { ...CartFields } } }\n    }\n  "): (typeof documents)["\n    mutation CartRemove($shoppingCartItemId: ID!, $shoppingCartTypeId: Int) {\n      v1 { cart { remove(shoppingCartItemId: $shoppingCartItemId, shoppingCartTypeId: $shoppingCartTypeId) { ...CartFields } } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CartChangeQuantity($shoppingCartItemId: ID!, $shoppingCartTypeId: Int, $qty: Int!) {\n      v1 { cart { changeQuantity(shoppingCartItemId: $shoppingCartItemId, shoppingCartTypeId: $shoppingCartTypeId, qty: $qty) { ...CartFields } } }\n    }\n  "): (typeof documents)["\n    mutation CartChangeQuantity($shoppingCartItemId: ID!, $shoppingCartTypeId: Int, $qty: Int!) {\n      v1 { cart { changeQuantity(shoppingCartItemId: $shoppingCartItemId, shoppingCartTypeId: $shoppingCartTypeId, qty: $qty) { ...CartFields } } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CartSaveForLater($shoppingCartItemId: ID!) { v1 { cart { saveForLater(shoppingCartItemId: $shoppingCartItemId) { ...CartFields } } } }\n  "): (typeof documents)["\n    mutation CartSaveForLater($shoppingCartItemId: ID!) { v1 { cart { saveForLater(shoppingCartItemId: $shoppingCartItemId) { ...CartFields } } } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CartMoveToCart($shoppingCartItemId: ID!) { v1 { cart { moveToCart(shoppingCartItemId: $shoppingCartItemId) { ...CartFields } } } }\n  "): (typeof documents)["\n    mutation CartMoveToCart($shoppingCartItemId: ID!) { v1 { cart { moveToCart(shoppingCartItemId: $shoppingCartItemId) { ...CartFields } } } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CartSetLineReference($shoppingCartItemId: ID!, $reference: String, $shoppingCartTypeId: Int, $quoteGuid: String) {\n      v1 {\n        cart {\n          setLineReference(shoppingCartItemId: $shoppingCartItemId, reference: $reference, shoppingCartTypeId: $shoppingCartTypeId, quoteGuid: $quoteGuid) {\n            ...CartFields\n          }\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CartSetLineReference($shoppingCartItemId: ID!, $reference: String, $shoppingCartTypeId: Int, $quoteGuid: String) {\n      v1 {\n        cart {\n          setLineReference(shoppingCartItemId: $shoppingCartItemId, reference: $reference, shoppingCartTypeId: $shoppingCartTypeId, quoteGuid: $quoteGuid) {\n            ...CartFields\n          }\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CartSetDestination($countryId: ID, $stateProvinceId: ID, $postalCode: String, $quoteGuid: String) {\n      v1 {\n        cart {\n          setDestination(countryId: $countryId, stateProvinceId: $stateProvinceId, postalCode: $postalCode, quoteGuid: $quoteGuid) { ...CartFields }\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CartSetDestination($countryId: ID, $stateProvinceId: ID, $postalCode: String, $quoteGuid: String) {\n      v1 {\n        cart {\n          setDestination(countryId: $countryId, stateProvinceId: $stateProvinceId, postalCode: $postalCode, quoteGuid: $quoteGuid) { ...CartFields }\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CartAddCoupon($couponCode: String, $quoteGuid: String) { v1 { cart { addCoupon(couponCode: $couponCode, quoteGuid: $quoteGuid) { ...CartFields } } } }\n  "): (typeof documents)["\n    mutation CartAddCoupon($couponCode: String, $quoteGuid: String) { v1 { cart { addCoupon(couponCode: $couponCode, quoteGuid: $quoteGuid) { ...CartFields } } } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CartRemoveCoupon($couponCode: String, $quoteGuid: String) {\n      v1 { cart { removeCoupon(couponCode: $couponCode, quoteGuid: $quoteGuid) { ...CartFields } } }\n    }\n  "): (typeof documents)["\n    mutation CartRemoveCoupon($couponCode: String, $quoteGuid: String) {\n      v1 { cart { removeCoupon(couponCode: $couponCode, quoteGuid: $quoteGuid) { ...CartFields } } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CartSetSelectedShippingMethod(\n      $countryId: ID, $provinceId: ID, $postalCode: String, $warehouseId: ID, $vendorId: ID, $shippingProfileId: ID,\n      $backordered: Boolean, $selectedShippingMethodId: ID, $shoppingCartItemId: ID, $quoteGuid: String\n    ) {\n      v1 {\n        cart {\n          setSelectedShippingMethod(\n            countryId: $countryId, provinceId: $provinceId, postalCode: $postalCode, warehouseId: $warehouseId, vendorId: $vendorId,\n            shippingProfileId: $shippingProfileId, backordered: $backordered, selectedShippingMethodId: $selectedShippingMethodId,\n            shoppingCartItemId: $shoppingCartItemId, quoteGuid: $quoteGuid\n          ) { ...CartFields }\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation CartSetSelectedShippingMethod(\n      $countryId: ID, $provinceId: ID, $postalCode: String, $warehouseId: ID, $vendorId: ID, $shippingProfileId: ID,\n      $backordered: Boolean, $selectedShippingMethodId: ID, $shoppingCartItemId: ID, $quoteGuid: String\n    ) {\n      v1 {\n        cart {\n          setSelectedShippingMethod(\n            countryId: $countryId, provinceId: $provinceId, postalCode: $postalCode, warehouseId: $warehouseId, vendorId: $vendorId,\n            shippingProfileId: $shippingProfileId, backordered: $backordered, selectedShippingMethodId: $selectedShippingMethodId,\n            shoppingCartItemId: $shoppingCartItemId, quoteGuid: $quoteGuid\n          ) { ...CartFields }\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryPage($id: ID!) {\n    v1 {\n      category(id: $id) {\n        id name seoName description numberOfProducts\n        breadcrumb { id name seoName }\n        children { id name seoName numberOfProducts picture { thumbnailUrl } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryPage($id: ID!) {\n    v1 {\n      category(id: $id) {\n        id name seoName description numberOfProducts\n        breadcrumb { id name seoName }\n        children { id name seoName numberOfProducts picture { thumbnailUrl } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryProducts($q: String, $filters: [SearchFilterInput!], $first: Int) {\n    v1 {\n      searchResults(searchString: $q, filters: $filters, first: $first) {\n        totalCount\n        pageInfo { hasNextPage }\n        nodes { ...SearchHitFields }\n        filters { id name attribute values { value count } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryProducts($q: String, $filters: [SearchFilterInput!], $first: Int) {\n    v1 {\n      searchResults(searchString: $q, filters: $filters, first: $first) {\n        totalCount\n        pageInfo { hasNextPage }\n        nodes { ...SearchHitFields }\n        filters { id name attribute values { value count } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPage($id: ID!) {\n    v1 {\n      product(id: $id) {\n        id sku name seoName manufacturerPartNumber gtin\n        shortDescription fullDescription metaTitle metaDescription\n        length width height weight youtubeEmbedCode\n        isFreeShipping shipSeparately allowCustomerReviews\n        approvedRatingSum approvedTotalReviews\n        priceAndAvailability {\n          price oldPrice status stock orderMinimumQuantity orderMaximumQuantity allowedQuantities\n          backorderAvailabilityRange buildToOrderRange preorderAvailabilityStartDateTime canNotify\n        }\n        pictures { thumbnailUrl imageUrl fullSizeImageUrl altAttribute }\n        manufacturers { id name }\n        vendor { name }\n        warehouse { address { city stateProvince { abbreviation } } }\n        categories { id name seoName parentCategoryId }\n        specificationAttributes { name value }\n        partInterchange { partNumber brand kind }\n        machineModelFitment { id name baseName manufacturer type serialFrom serialTo engine attachment }\n        relatedProducts { ...Card }\n        alsoPurchasedProducts { ...Card }\n        reviews(first: 5) { totalCount nodes { id rating title reviewText replyText customerName createdOnUtc helpfulYesTotal helpfulNoTotal } }\n      }\n    }\n  }\n  fragment Card on Product {\n    id name seoName sku\n    priceAndAvailability { price status }\n    pictures { imageUrl }\n  }\n"): (typeof documents)["\n  query ProductPage($id: ID!) {\n    v1 {\n      product(id: $id) {\n        id sku name seoName manufacturerPartNumber gtin\n        shortDescription fullDescription metaTitle metaDescription\n        length width height weight youtubeEmbedCode\n        isFreeShipping shipSeparately allowCustomerReviews\n        approvedRatingSum approvedTotalReviews\n        priceAndAvailability {\n          price oldPrice status stock orderMinimumQuantity orderMaximumQuantity allowedQuantities\n          backorderAvailabilityRange buildToOrderRange preorderAvailabilityStartDateTime canNotify\n        }\n        pictures { thumbnailUrl imageUrl fullSizeImageUrl altAttribute }\n        manufacturers { id name }\n        vendor { name }\n        warehouse { address { city stateProvince { abbreviation } } }\n        categories { id name seoName parentCategoryId }\n        specificationAttributes { name value }\n        partInterchange { partNumber brand kind }\n        machineModelFitment { id name baseName manufacturer type serialFrom serialTo engine attachment }\n        relatedProducts { ...Card }\n        alsoPurchasedProducts { ...Card }\n        reviews(first: 5) { totalCount nodes { id rating title reviewText replyText customerName createdOnUtc helpfulYesTotal helpfulNoTotal } }\n      }\n    }\n  }\n  fragment Card on Product {\n    id name seoName sku\n    priceAndAvailability { price status }\n    pictures { imageUrl }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SearchHitFields on SearchProduct { id name seoName sku manufacturerPartNumber price status brand city state picture { imageUrl } }"): (typeof documents)["fragment SearchHitFields on SearchProduct { id name seoName sku manufacturerPartNumber price status brand city state picture { imageUrl } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotifyMe($p: ID!) { v1 { stockAlert { add(productId: $p) { id } } } }"): (typeof documents)["mutation NotifyMe($p: ID!) { v1 { stockAlert { add(productId: $p) { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFields on Order {\n    id isGuestOrder canRegister email customOrderNumber clubOrderGuid createdOnUtc estArrivalDate purchaseOrder\n    orderStatus paymentStatus shippingStatus shippingMethod\n    orderSubtotalExclTax orderSubTotalDiscountExclTax orderShippingExclTax orderShippingDiscount orderTax orderTotal\n    cardName cardType maskedCreditCardNumber paymentType\n    shippingAddress { ...AddressFields } billingAddress { ...AddressFields }\n    items { id productId productName sku quantity unitPriceExclTax priceExclTax reference backorderedWhenOrdered }\n  }\n"): (typeof documents)["\n  fragment OrderFields on Order {\n    id isGuestOrder canRegister email customOrderNumber clubOrderGuid createdOnUtc estArrivalDate purchaseOrder\n    orderStatus paymentStatus shippingStatus shippingMethod\n    orderSubtotalExclTax orderSubTotalDiscountExclTax orderShippingExclTax orderShippingDiscount orderTax orderTotal\n    cardName cardType maskedCreditCardNumber paymentType\n    shippingAddress { ...AddressFields } billingAddress { ...AddressFields }\n    items { id productId productName sku quantity unitPriceExclTax priceExclTax reference backorderedWhenOrdered }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Order($clubOrderGuid: String!) { v1 { order(clubOrderGuid: $clubOrderGuid) { ...OrderFields } } }"): (typeof documents)["query Order($clubOrderGuid: String!) { v1 { order(clubOrderGuid: $clubOrderGuid) { ...OrderFields } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutAccount {\n    v1 {\n      addresses { ...AddressFields }\n      paymentMethods { ...PaymentMethodFields }\n      defaultPaymentAndShipping { paymentMethod { id } shippingAddress { id } }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutAccount {\n    v1 {\n      addresses { ...AddressFields }\n      paymentMethods { ...PaymentMethodFields }\n      defaultPaymentAndShipping { paymentMethod { id } shippingAddress { id } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutPaymentSetup { v1 { paymentSetup { gateway clientToken fieldsUrl environment } } }"): (typeof documents)["query CheckoutPaymentSetup { v1 { paymentSetup { gateway clientToken fieldsUrl environment } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Place($shippingAddressId: ID!, $paymentMethodId: ID!, $cart: CheckoutCartInput, $deviceData: String, $idempotencyKey: String) {\n    v1 {\n      cart {\n        placeOrder(\n          shippingAddressId: $shippingAddressId, paymentMethodId: $paymentMethodId, cart: $cart, deviceData: $deviceData, idempotencyKey: $idempotencyKey\n        ) { ...OrderFields }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Place($shippingAddressId: ID!, $paymentMethodId: ID!, $cart: CheckoutCartInput, $deviceData: String, $idempotencyKey: String) {\n    v1 {\n      cart {\n        placeOrder(\n          shippingAddressId: $shippingAddressId, paymentMethodId: $paymentMethodId, cart: $cart, deviceData: $deviceData, idempotencyKey: $idempotencyKey\n        ) { ...OrderFields }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceExternal(\n    $email: String, $nonce: String!, $paymentType: PaymentMethodType, $shippingAddress: AddressInput!, $billingAddress: AddressInput,\n    $cart: CheckoutCartInput, $deviceData: String, $idempotencyKey: String\n  ) {\n    v1 {\n      cart {\n        placeOrderExternalPayment(\n          email: $email, nonce: $nonce, paymentType: $paymentType, shippingAddress: $shippingAddress, billingAddress: $billingAddress,\n          cart: $cart, deviceData: $deviceData, idempotencyKey: $idempotencyKey\n        ) { ...OrderFields }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceExternal(\n    $email: String, $nonce: String!, $paymentType: PaymentMethodType, $shippingAddress: AddressInput!, $billingAddress: AddressInput,\n    $cart: CheckoutCartInput, $deviceData: String, $idempotencyKey: String\n  ) {\n    v1 {\n      cart {\n        placeOrderExternalPayment(\n          email: $email, nonce: $nonce, paymentType: $paymentType, shippingAddress: $shippingAddress, billingAddress: $billingAddress,\n          cart: $cart, deviceData: $deviceData, idempotencyKey: $idempotencyKey\n        ) { ...OrderFields }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation SetMachinePicture($id: ID!, $data: String, $mime: String) {\n      v1 { garage { setPicture(garageId: $id, base64PictureData: $data, mimeType: $mime) { id } } }\n    }\n  "): (typeof documents)["\n    mutation SetMachinePicture($id: ID!, $data: String, $mime: String) {\n      v1 { garage { setPicture(garageId: $id, base64PictureData: $data, mimeType: $mime) { id } } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClearMachinePicture($id: ID!) { v1 { garage { clearPicture(garageId: $id) { id } } } }"): (typeof documents)["mutation ClearMachinePicture($id: ID!) { v1 { garage { clearPicture(garageId: $id) { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FleetModelFields on MachineModel { id name baseName manufacturer manufacturerId type diagramCount picture { imageUrl } }"): (typeof documents)["fragment FleetModelFields on MachineModel { id name baseName manufacturer manufacturerId type diagramCount picture { imageUrl } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FleetItemFields on GarageItem {\n    id name hours notes serialNumber stockNumber year sortOrder machineStatus engine attachment\n    machineEngine { id name } machineAttachment { id name }\n    machineModel { ...FleetModelFields engines { id name } attachments { id name } }\n    picture { id imageUrl thumbnailUrl fullSizeImageUrl }\n    listing { id price }\n  }\n"): (typeof documents)["\n  fragment FleetItemFields on GarageItem {\n    id name hours notes serialNumber stockNumber year sortOrder machineStatus engine attachment\n    machineEngine { id name } machineAttachment { id name }\n    machineModel { ...FleetModelFields engines { id name } attachments { id name } }\n    picture { id imageUrl thumbnailUrl fullSizeImageUrl }\n    listing { id price }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Garage { v1 { garage { selectedGarageItemId items { ...FleetItemFields } } } }"): (typeof documents)["query Garage { v1 { garage { selectedGarageItemId items { ...FleetItemFields } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddMachine($item: GarageItemInput!, $sel: Boolean) { v1 { garage { add(garageItem: $item, setSelected: $sel) { id machineModel { id } } } } }"): (typeof documents)["mutation AddMachine($item: GarageItemInput!, $sel: Boolean) { v1 { garage { add(garageItem: $item, setSelected: $sel) { id machineModel { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EditMachine($id: ID!, $item: GarageItemInput!) { v1 { garage { edit(garageId: $id, garageItem: $item) { id machineModel { id } } } } }"): (typeof documents)["mutation EditMachine($id: ID!, $item: GarageItemInput!) { v1 { garage { edit(garageId: $id, garageItem: $item) { id machineModel { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MoveMachine($id: ID!, $item: GarageItemInput!) { v1 { garage { edit(garageId: $id, garageItem: $item) { id } } } }"): (typeof documents)["mutation MoveMachine($id: ID!, $item: GarageItemInput!) { v1 { garage { edit(garageId: $id, garageItem: $item) { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteMachine($id: ID!) { v1 { garage { delete(garageId: $id) } } }"): (typeof documents)["mutation DeleteMachine($id: ID!) { v1 { garage { delete(garageId: $id) } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SelectMachine($id: ID) { v1 { garage { setSelected(garageId: $id) { id } } } }"): (typeof documents)["mutation SelectMachine($id: ID) { v1 { garage { setSelected(garageId: $id) { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SellMachine($id: ID!, $l: RigListingInput!) { v1 { garage { sell(garageId: $id, listing: $l) { id } } } }"): (typeof documents)["mutation SellMachine($id: ID!, $l: RigListingInput!) { v1 { garage { sell(garageId: $id, listing: $l) { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnlistMachine($id: ID!) { v1 { garage { unlist(garageId: $id) } } }"): (typeof documents)["mutation UnlistMachine($id: ID!) { v1 { garage { unlist(garageId: $id) } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FitmentCheck($id: ID, $p: ID!) { v1 { garage { fitmentCheck(garageId: $id, productId: $p) } } }"): (typeof documents)["mutation FitmentCheck($id: ID, $p: ID!) { v1 { garage { fitmentCheck(garageId: $id, productId: $p) } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GarageOrderedParts($id: ID!) { v1 { garageItem(garageId: $id) { orderedParts { productId name sku seoName quantity lastOrderedOnUtc clubOrderGuid } } } }"): (typeof documents)["query GarageOrderedParts($id: ID!) { v1 { garageItem(garageId: $id) { orderedParts { productId name sku seoName quantity lastOrderedOnUtc clubOrderGuid } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentPage($path: String!) {\n    v1 {\n      contentPage(path: $path) {\n        path\n        title\n        description\n        html\n        toc {\n          id\n          text\n          depth\n        }\n        data\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContentPage($path: String!) {\n    v1 {\n      contentPage(path: $path) {\n        path\n        title\n        description\n        html\n        toc {\n          id\n          text\n          depth\n        }\n        data\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentPages($section: String!) {\n    v1 {\n      contentPages(section: $section) {\n        path\n        title\n        description\n        data\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContentPages($section: String!) {\n    v1 {\n      contentPages(section: $section) {\n        path\n        title\n        description\n        data\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpSearch($query: String!) {\n    v1 {\n      helpSearch(query: $query, first: 12) {\n        path\n        anchor\n        pageTitle\n        heading\n        excerpt\n      }\n    }\n  }\n"): (typeof documents)["\n  query HelpSearch($query: String!) {\n    v1 {\n      helpSearch(query: $query, first: 12) {\n        path\n        anchor\n        pageTitle\n        heading\n        excerpt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeSections($seats: [SearchFilterInput!], $belts: [SearchFilterInput!], $radiators: [SearchFilterInput!], $first: Int) {\n    v1 {\n      seats: searchResults(searchString: \"Seats\", filters: $seats, first: $first) { nodes { ...SearchHitFields } }\n      belts: searchResults(searchString: \"Belts\", filters: $belts, first: $first) { nodes { ...SearchHitFields } }\n      radiators: searchResults(searchString: \"Radiators\", filters: $radiators, first: $first) { nodes { ...SearchHitFields } }\n    }\n  }\n"): (typeof documents)["\n  query HomeSections($seats: [SearchFilterInput!], $belts: [SearchFilterInput!], $radiators: [SearchFilterInput!], $first: Int) {\n    v1 {\n      seats: searchResults(searchString: \"Seats\", filters: $seats, first: $first) { nodes { ...SearchHitFields } }\n      belts: searchResults(searchString: \"Belts\", filters: $belts, first: $first) { nodes { ...SearchHitFields } }\n      radiators: searchResults(searchString: \"Radiators\", filters: $radiators, first: $first) { nodes { ...SearchHitFields } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderAddressFields on Address {\n    firstName lastName company address1 address2 city zipPostalCode phoneNumber email\n    country { name }\n    stateProvince { abbreviation name }\n  }\n"): (typeof documents)["\n  fragment OrderAddressFields on Address {\n    firstName lastName company address1 address2 city zipPostalCode phoneNumber email\n    country { name }\n    stateProvince { abbreviation name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShipmentFields on Shipment {\n    id carrier carrierName trackingNumber trackingNumberUrl status totalWeight\n    shippedDateUtc deliveryDateUtc estimatedDeliveryDateUtc orderId\n    shipmentItems { id quantity orderItemId }\n    trackingEvents { id type label description location occurredOnUtc }\n  }\n"): (typeof documents)["\n  fragment ShipmentFields on Shipment {\n    id carrier carrierName trackingNumber trackingNumberUrl status totalWeight\n    shippedDateUtc deliveryDateUtc estimatedDeliveryDateUtc orderId\n    shipmentItems { id quantity orderItemId }\n    trackingEvents { id type label description location occurredOnUtc }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderSummaryFields on Order {\n    id clubOrderGuid customOrderNumber createdOnUtc orderTotal refundedAmount\n    orderStatus paymentStatus shippingStatus\n    canCancelOrder canRequestReturn canLeaveFeedback\n    items { id productId productName quantity product { id seoName pictures { thumbnailUrl altAttribute } } }\n    shipments { id status trackingNumber carrierName }\n    returnRequests { id returnNumber status }\n  }\n"): (typeof documents)["\n  fragment OrderSummaryFields on Order {\n    id clubOrderGuid customOrderNumber createdOnUtc orderTotal refundedAmount\n    orderStatus paymentStatus shippingStatus\n    canCancelOrder canRequestReturn canLeaveFeedback\n    items { id productId productName quantity product { id seoName pictures { thumbnailUrl altAttribute } } }\n    shipments { id status trackingNumber carrierName }\n    returnRequests { id returnNumber status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetailFields on Order {\n    ...OrderSummaryFields\n    email purchaseOrder cardName cardType maskedCreditCardNumber paymentType shippingMethod\n    orderSubtotalExclTax orderSubTotalDiscountExclTax orderShippingExclTax orderShippingDiscount orderTax\n    cancelledOnUtc completedOnUtc returnWindowEndsUtc estArrivalDate\n    invoice { invoiceNumber issuedOnUtc seller { name addressLines phone email } }\n    billingAddress { ...OrderAddressFields }\n    shippingAddress { ...OrderAddressFields }\n    items {\n      id productId productName sku quantity unitPriceExclTax priceExclTax reference\n      product { id name seoName pictures { thumbnailUrl imageUrl altAttribute } }\n    }\n    lineQuantities { orderItemId ordered shipped delivered returned returnable }\n    shipments { ...ShipmentFields }\n    returnRequests { id returnNumber status createdOnUtc }\n    feedback { id rating }\n  }\n"): (typeof documents)["\n  fragment OrderDetailFields on Order {\n    ...OrderSummaryFields\n    email purchaseOrder cardName cardType maskedCreditCardNumber paymentType shippingMethod\n    orderSubtotalExclTax orderSubTotalDiscountExclTax orderShippingExclTax orderShippingDiscount orderTax\n    cancelledOnUtc completedOnUtc returnWindowEndsUtc estArrivalDate\n    invoice { invoiceNumber issuedOnUtc seller { name addressLines phone email } }\n    billingAddress { ...OrderAddressFields }\n    shippingAddress { ...OrderAddressFields }\n    items {\n      id productId productName sku quantity unitPriceExclTax priceExclTax reference\n      product { id name seoName pictures { thumbnailUrl imageUrl altAttribute } }\n    }\n    lineQuantities { orderItemId ordered shipped delivered returned returnable }\n    shipments { ...ShipmentFields }\n    returnRequests { id returnNumber status createdOnUtc }\n    feedback { id rating }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReturnDetailFields on ReturnRequest {\n    id returnNumber status reason reasonLabel reasonText comments storeNote storeAtFault outsideReturnWindow\n    photos { id fileName thumbnailUrl imageUrl }\n    createdOnUtc approvedOnUtc rejectedOnUtc receivedOnUtc refundedOnUtc\n    items { id orderItemId quantity receivedQuantity damagedQuantity }\n    refund { items tax shipping total }\n    order { id customOrderNumber clubOrderGuid items { id productName sku } }\n    authorization {\n      returnNumber customOrderNumber issuedOnUtc shipByUtc prepaidLabel instructions\n      returnTo { name addressLines phone email }\n      shipFrom { ...OrderAddressFields }\n      packingSlip { sku productName quantity }\n    }\n  }\n"): (typeof documents)["\n  fragment ReturnDetailFields on ReturnRequest {\n    id returnNumber status reason reasonLabel reasonText comments storeNote storeAtFault outsideReturnWindow\n    photos { id fileName thumbnailUrl imageUrl }\n    createdOnUtc approvedOnUtc rejectedOnUtc receivedOnUtc refundedOnUtc\n    items { id orderItemId quantity receivedQuantity damagedQuantity }\n    refund { items tax shipping total }\n    order { id customOrderNumber clubOrderGuid items { id productName sku } }\n    authorization {\n      returnNumber customOrderNumber issuedOnUtc shipByUtc prepaidLabel instructions\n      returnTo { name addressLines phone email }\n      shipFrom { ...OrderAddressFields }\n      packingSlip { sku productName quantity }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($period: OrderListPeriod, $status: OrderListStatus, $year: Int, $first: Int, $after: String) {\n    v1 {\n      myOrders(period: $period, status: $status, year: $year, first: $first, after: $after) {\n        totalCount hasNextPage endCursor\n        nodes { ...OrderSummaryFields }\n      }\n      myOrderYears\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($period: OrderListPeriod, $status: OrderListStatus, $year: Int, $first: Int, $after: String) {\n    v1 {\n      myOrders(period: $period, status: $status, year: $year, first: $first, after: $after) {\n        totalCount hasNextPage endCursor\n        nodes { ...OrderSummaryFields }\n      }\n      myOrderYears\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrder($id: ID!) {\n    v1 { myOrder(id: $id) { ...OrderDetailFields } }\n  }\n"): (typeof documents)["\n  query MyOrder($id: ID!) {\n    v1 { myOrder(id: $id) { ...OrderDetailFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancelPreview($orderId: ID!) {\n    v1 {\n      cancelPreview(orderId: $orderId) {\n        canCancel reason refundAmount refundMethod\n        order { ...OrderDetailFields }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CancelPreview($orderId: ID!) {\n    v1 {\n      cancelPreview(orderId: $orderId) {\n        canCancel reason refundAmount refundMethod\n        order { ...OrderDetailFields }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($id: ID!) {\n    v1 { order { cancelOrder(id: $id) { ...OrderDetailFields } } }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($id: ID!) {\n    v1 { order { cancelOrder(id: $id) { ...OrderDetailFields } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReturnForm($id: ID!) {\n    v1 {\n      myOrder(id: $id) { ...OrderDetailFields }\n      returnReasons { code label needsText }\n      returnWindowDays\n    }\n  }\n"): (typeof documents)["\n  query ReturnForm($id: ID!) {\n    v1 {\n      myOrder(id: $id) { ...OrderDetailFields }\n      returnReasons { code label needsText }\n      returnWindowDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReturn($id: ID!) {\n    v1 { myReturn(id: $id) { ...ReturnDetailFields } }\n  }\n"): (typeof documents)["\n  query MyReturn($id: ID!) {\n    v1 { myReturn(id: $id) { ...ReturnDetailFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReturns($first: Int, $after: String) {\n    v1 {\n      myReturns(first: $first, after: $after) {\n        totalCount hasNextPage endCursor\n        nodes { id returnNumber status reasonLabel createdOnUtc refund { total } order { id customOrderNumber } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyReturns($first: Int, $after: String) {\n    v1 {\n      myReturns(first: $first, after: $after) {\n        totalCount hasNextPage endCursor\n        nodes { id returnNumber status reasonLabel createdOnUtc refund { total } order { id customOrderNumber } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitReturn($orderId: ID!, $reason: ReturnReason!, $reasonText: String, $comments: String, $items: [ReturnLineInput!]) {\n    v1 { order { submitReturnRequest(orderId: $orderId, reason: $reason, reasonText: $reasonText, comments: $comments, items: $items) { ...ReturnDetailFields } } }\n  }\n"): (typeof documents)["\n  mutation SubmitReturn($orderId: ID!, $reason: ReturnReason!, $reasonText: String, $comments: String, $items: [ReturnLineInput!]) {\n    v1 { order { submitReturnRequest(orderId: $orderId, reason: $reason, reasonText: $reasonText, comments: $comments, items: $items) { ...ReturnDetailFields } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyShipment($id: ID!) {\n    v1 { myShipment(id: $id) { ...ShipmentFields order { id customOrderNumber clubOrderGuid } } }\n  }\n"): (typeof documents)["\n  query MyShipment($id: ID!) {\n    v1 { myShipment(id: $id) { ...ShipmentFields order { id customOrderNumber clubOrderGuid } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedbackForm($id: ID!) {\n    v1 {\n      myOrder(id: $id) { ...OrderSummaryFields feedback { id rating asDescribed arrivedOnTime promptService wellPackaged suggestion text createdOnUtc } }\n    }\n  }\n"): (typeof documents)["\n  query FeedbackForm($id: ID!) {\n    v1 {\n      myOrder(id: $id) { ...OrderSummaryFields feedback { id rating asDescribed arrivedOnTime promptService wellPackaged suggestion text createdOnUtc } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFeedback {\n    v1 { myFeedback { id orderId rating text createdOnUtc } }\n  }\n"): (typeof documents)["\n  query MyFeedback {\n    v1 { myFeedback { id orderId rating text createdOnUtc } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFeedback($feedback: FeedbackInput!) {\n    v1 { leaveFeedback { add(feedback: $feedback) { id rating } } }\n  }\n"): (typeof documents)["\n  mutation AddFeedback($feedback: FeedbackInput!) {\n    v1 { leaveFeedback { add(feedback: $feedback) { id rating } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewForm($productId: ID!) {\n    v1 {\n      product(id: $productId) { id name seoName pictures { thumbnailUrl altAttribute } }\n      review(productId: $productId) { id rating title reviewText status replyText }\n      reviewEligibility(productId: $productId) { canReview reason }\n    }\n  }\n"): (typeof documents)["\n  query ReviewForm($productId: ID!) {\n    v1 {\n      product(id: $productId) { id name seoName pictures { thumbnailUrl altAttribute } }\n      review(productId: $productId) { id rating title reviewText status replyText }\n      reviewEligibility(productId: $productId) { canReview reason }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AwaitingReview($first: Int) {\n    v1 {\n      productsAwaitingReview(first: $first) { id name seoName pictures { thumbnailUrl altAttribute } }\n      myReviews(first: 50) { totalCount nodes { id rating title status productId product { id name seoName } } }\n    }\n  }\n"): (typeof documents)["\n  query AwaitingReview($first: Int) {\n    v1 {\n      productsAwaitingReview(first: $first) { id name seoName pictures { thumbnailUrl altAttribute } }\n      myReviews(first: 50) { totalCount nodes { id rating title status productId product { id name seoName } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddReview($review: ReviewInput!) {\n    v1 { productReview { add(review: $review) { id status } } }\n  }\n"): (typeof documents)["\n  mutation AddReview($review: ReviewInput!) {\n    v1 { productReview { add(review: $review) { id status } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditReview($review: ReviewInput!) {\n    v1 { productReview { edit(review: $review) { id status } } }\n  }\n"): (typeof documents)["\n  mutation EditReview($review: ReviewInput!) {\n    v1 { productReview { edit(review: $review) { id status } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoteReview($reviewId: ID!, $helpful: Boolean!) {\n    v1 { productReview { vote(reviewId: $reviewId, helpful: $helpful) { id helpfulYesTotal helpfulNoTotal myHelpfulVote } } }\n  }\n"): (typeof documents)["\n  mutation VoteReview($reviewId: ID!, $helpful: Boolean!) {\n    v1 { productReview { vote(reviewId: $reviewId, helpful: $helpful) { id helpfulYesTotal helpfulNoTotal myHelpfulVote } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrderGuid($id: ID!) {\n    v1 { myOrder(id: $id) { id clubOrderGuid } }\n  }\n"): (typeof documents)["\n  query MyOrderGuid($id: ID!) {\n    v1 { myOrder(id: $id) { id clubOrderGuid } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExtendedReturnFields on ExtendedReturn {\n    id\n    orderNumber\n    email\n    orderPlacedOnUtc\n    returnWindowEndsUtc\n    outsideReturnWindow\n    refusal\n    lines {\n      orderItemId\n      productId\n      productName\n      sku\n      unitPriceInclTax\n      ordered\n      returnable\n      quantity\n    }\n    reason\n    reasonLabel\n    reasonText\n    comments\n    photos {\n      id\n      fileName\n      thumbnailUrl\n    }\n    maxPhotos\n    estimatedRefund\n    expiresOnUtc\n    orderStatusUrl\n    submittedReturn {\n      id\n      returnNumber\n      status\n      createdOnUtc\n    }\n  }\n"): (typeof documents)["\n  fragment ExtendedReturnFields on ExtendedReturn {\n    id\n    orderNumber\n    email\n    orderPlacedOnUtc\n    returnWindowEndsUtc\n    outsideReturnWindow\n    refusal\n    lines {\n      orderItemId\n      productId\n      productName\n      sku\n      unitPriceInclTax\n      ordered\n      returnable\n      quantity\n    }\n    reason\n    reasonLabel\n    reasonText\n    comments\n    photos {\n      id\n      fileName\n      thumbnailUrl\n    }\n    maxPhotos\n    estimatedRefund\n    expiresOnUtc\n    orderStatusUrl\n    submittedReturn {\n      id\n      returnNumber\n      status\n      createdOnUtc\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExtendedReturnDraft($id: ID!) {\n    v1 {\n      extendedReturn(id: $id) {\n        ...ExtendedReturnFields\n      }\n      returnReasons {\n        code\n        label\n        needsText\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExtendedReturnDraft($id: ID!) {\n    v1 {\n      extendedReturn(id: $id) {\n        ...ExtendedReturnFields\n      }\n      returnReasons {\n        code\n        label\n        needsText\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendedReturnStart($orderNumber: String!, $email: String!, $draftId: ID) {\n    v1 {\n      extendedReturn {\n        start(orderNumber: $orderNumber, email: $email, draftId: $draftId) {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendedReturnStart($orderNumber: String!, $email: String!, $draftId: ID) {\n    v1 {\n      extendedReturn {\n        start(orderNumber: $orderNumber, email: $email, draftId: $draftId) {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendedReturnSetLines($id: ID!, $items: [ExtendedReturnLineInput!]!) {\n    v1 {\n      extendedReturn {\n        setLines(id: $id, items: $items) {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendedReturnSetLines($id: ID!, $items: [ExtendedReturnLineInput!]!) {\n    v1 {\n      extendedReturn {\n        setLines(id: $id, items: $items) {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendedReturnSetReason($id: ID!, $reason: ReturnReason!, $reasonText: String, $comments: String) {\n    v1 {\n      extendedReturn {\n        setReason(id: $id, reason: $reason, reasonText: $reasonText, comments: $comments) {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendedReturnSetReason($id: ID!, $reason: ReturnReason!, $reasonText: String, $comments: String) {\n    v1 {\n      extendedReturn {\n        setReason(id: $id, reason: $reason, reasonText: $reasonText, comments: $comments) {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendedReturnAddPhoto($id: ID!, $data: String!, $mime: String!, $fileName: String) {\n    v1 {\n      extendedReturn {\n        addPhoto(id: $id, base64PictureData: $data, mimeType: $mime, fileName: $fileName) {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendedReturnAddPhoto($id: ID!, $data: String!, $mime: String!, $fileName: String) {\n    v1 {\n      extendedReturn {\n        addPhoto(id: $id, base64PictureData: $data, mimeType: $mime, fileName: $fileName) {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendedReturnRemovePhoto($id: ID!, $photoId: ID!) {\n    v1 {\n      extendedReturn {\n        removePhoto(id: $id, photoId: $photoId) {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendedReturnRemovePhoto($id: ID!, $photoId: ID!) {\n    v1 {\n      extendedReturn {\n        removePhoto(id: $id, photoId: $photoId) {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendedReturnSubmit($id: ID!) {\n    v1 {\n      extendedReturn {\n        submit(id: $id) {\n          id\n          submittedReturn {\n            returnNumber\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendedReturnSubmit($id: ID!) {\n    v1 {\n      extendedReturn {\n        submit(id: $id) {\n          id\n          submittedReturn {\n            returnNumber\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DiagramSummaryFields on Diagram { id title imageUrl sectionId width height }"): (typeof documents)["fragment DiagramSummaryFields on Diagram { id title imageUrl sectionId width height }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DiagramDetailFields on Diagram {\n    ...DiagramSummaryFields\n    sectionPath { id title }\n    lineItems { id partDrawingIdentifier partNumber quantity comment calloutX calloutY\n      products { id name seoName sku vendor { name }\n        priceAndAvailability { price status buildToOrderRange backorderAvailabilityRange preorderAvailabilityStartDateTime orderMinimumQuantity orderMaximumQuantity } } }\n  }\n"): (typeof documents)["\n  fragment DiagramDetailFields on Diagram {\n    ...DiagramSummaryFields\n    sectionPath { id title }\n    lineItems { id partDrawingIdentifier partNumber quantity comment calloutX calloutY\n      products { id name seoName sku vendor { name }\n        priceAndAvailability { price status buildToOrderRange backorderAvailabilityRange preorderAvailabilityStartDateTime orderMinimumQuantity orderMaximumQuantity } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartsBook($id: ID!) {\n    v1 {\n      machineModel(id: $id) { id name seoName manufacturer manufacturerId type diagramCount }\n      machineSections(machineModelId: $id) { id parentSectionId title seoName diagramCount }\n      diagrams(machineModelId: $id) { ...DiagramSummaryFields }\n    }\n  }\n"): (typeof documents)["\n  query PartsBook($id: ID!) {\n    v1 {\n      machineModel(id: $id) { id name seoName manufacturer manufacturerId type diagramCount }\n      machineSections(machineModelId: $id) { id parentSectionId title seoName diagramCount }\n      diagrams(machineModelId: $id) { ...DiagramSummaryFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Diagram($id: ID!) { v1 { diagram(id: $id) { machineModelId ...DiagramDetailFields } } }"): (typeof documents)["query Diagram($id: ID!) { v1 { diagram(id: $id) { machineModelId ...DiagramDetailFields } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyDiagrams($f: FavoriteFilter) { v1 { myCustomerDiagrams(filter: $f) { id relationType diagram { id title imageUrl machineModel { id name seoName } } } } }"): (typeof documents)["query MyDiagrams($f: FavoriteFilter) { v1 { myCustomerDiagrams(filter: $f) { id relationType diagram { id title imageUrl machineModel { id name seoName } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DiagramFavorite($id: ID!) { v1 { diagram(id: $id) { isFavorite } } }"): (typeof documents)["query DiagramFavorite($id: ID!) { v1 { diagram(id: $id) { isFavorite } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FavoriteDiagram($id: ID!, $f: Boolean!) { v1 { diagram { favoriteDiagram(diagramId: $id, favorite: $f) } } }"): (typeof documents)["mutation FavoriteDiagram($id: ID!, $f: Boolean!) { v1 { diagram { favoriteDiagram(diagramId: $id, favorite: $f) } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LogDiagram($id: ID!) { v1 { diagram { logDiagram(diagramId: $id) } } }"): (typeof documents)["mutation LogDiagram($id: ID!) { v1 { diagram { logDiagram(diagramId: $id) } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuotePart($partNumber: String!) { v1 { admin { quoteParts(partNumber: $partNumber) { productId sku name price } } } }"): (typeof documents)["query QuotePart($partNumber: String!) { v1 { admin { quoteParts(partNumber: $partNumber) { productId sku name price } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddQuote($q: QuoteInput!) { v1 { quote { add(quote: $q) { guid title expirationDate } } } }"): (typeof documents)["mutation AddQuote($q: QuoteInput!) { v1 { quote { add(quote: $q) { guid title expirationDate } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestQuote($input: QuoteRequestInput!) { v1 { quote { request(input: $input) { id number email status } } } }\n"): (typeof documents)["\n  mutation RequestQuote($input: QuoteRequestInput!) { v1 { quote { request(input: $input) { id number email status } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyQuoteRequests { v1 { myQuoteRequests(first: 5) { id number status createdOnUtc expirationDate quoteGuid items { id } query } } }\n"): (typeof documents)["\n  query MyQuoteRequests { v1 { myQuoteRequests(first: 5) { id number status createdOnUtc expirationDate quoteGuid items { id } query } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BrowserLog($browserHeight: Int!, $browserWidth: Int!, $timeFromLoad: Int!, $url: String!, $sessionId: String!) {\n    v1 { browserLog { log(browserHeight: $browserHeight, browserWidth: $browserWidth, timeFromLoad: $timeFromLoad, url: $url, sessionId: $sessionId) } }\n  }\n"): (typeof documents)["\n  mutation BrowserLog($browserHeight: Int!, $browserWidth: Int!, $timeFromLoad: Int!, $url: String!, $sessionId: String!) {\n    v1 { browserLog { log(browserHeight: $browserHeight, browserWidth: $browserWidth, timeFromLoad: $timeFromLoad, url: $url, sessionId: $sessionId) } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Countries { v1 { countries { id name twoLetterIsoCode stateProvinces { id name abbreviation } } } }"): (typeof documents)["query Countries { v1 { countries { id name twoLetterIsoCode stateProvinces { id name abbreviation } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Root {\n    v1 {\n      categories { id name seoName parentCategoryId displayOrder showOnHomePage }\n      manufacturers { id name displayOrder }\n    }\n  }\n"): (typeof documents)["\n  query Root {\n    v1 {\n      categories { id name seoName parentCategoryId displayOrder showOnHomePage }\n      manufacturers { id name displayOrder }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CategoryIndex { v1 { categories { id name seoName parentCategoryId numberOfProducts picture { thumbnailUrl } } } }"): (typeof documents)["query CategoryIndex { v1 { categories { id name seoName parentCategoryId numberOfProducts picture { thumbnailUrl } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MachineTypes { v1 { machineTypes { id name } } }"): (typeof documents)["query MachineTypes { v1 { machineTypes { id name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MachineManufacturers($t: ID) { v1 { machineManufacturers(machineTypeId: $t) { id name modelCount } } }"): (typeof documents)["query MachineManufacturers($t: ID) { v1 { machineManufacturers(machineTypeId: $t) { id name modelCount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MachineModels($m: ID, $t: ID) { v1 { machineModels(manufacturerId: $m, machineTypeId: $t) { ...FleetModelFields } } }"): (typeof documents)["query MachineModels($m: ID, $t: ID) { v1 { machineModels(manufacturerId: $m, machineTypeId: $t) { ...FleetModelFields } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ModelOptions($id: ID!) { v1 { machineModel(id: $id) { id engines { id name } attachments { id name } } } }"): (typeof documents)["query ModelOptions($id: ID!) { v1 { machineModel(id: $id) { id engines { id name } attachments { id name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RigListings { v1 { rigListings { id price contactName contactPhone contactEmail location description createdOnUtc\n  machine { name hours year machineStatus machineModel { id name type picture { imageUrl } } picture { imageUrl } } } } }"): (typeof documents)["query RigListings { v1 { rigListings { id price contactName contactPhone contactEmail location description createdOnUtc\n  machine { name hours year machineStatus machineModel { id name type picture { imageUrl } } picture { imageUrl } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GoSku($sku: String!) { v1 { product(sku: $sku) { id seoName } } }"): (typeof documents)["query GoSku($sku: String!) { v1 { product(sku: $sku) { id seoName } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactUs($input: ContactMessageInput!, $guard: FormGuardInput!) {\n    v1 {\n      support {\n        contactUs(input: $input, guard: $guard) {\n          reference\n          fieldErrors {\n            field\n            message\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ContactUs($input: ContactMessageInput!, $guard: FormGuardInput!) {\n    v1 {\n      support {\n        contactUs(input: $input, guard: $guard) {\n          reference\n          fieldErrors {\n            field\n            message\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MachineModelPage($id: ID!, $after: String) { v1 { machineModel(id: $id) {\n  id name manufacturer manufacturerId type yearFrom yearTo horsepower description diagramCount picture { imageUrl }\n  engines { id name } attachments { id name }\n  products(first: 24, after: $after) { totalCount hasNextPage endCursor nodes { id name seoName sku manufacturerPartNumber pictures { thumbnailUrl } vendor { name }\n    priceAndAvailability { price status buildToOrderRange backorderAvailabilityRange preorderAvailabilityStartDateTime } } } } } }"): (typeof documents)["query MachineModelPage($id: ID!, $after: String) { v1 { machineModel(id: $id) {\n  id name manufacturer manufacturerId type yearFrom yearTo horsepower description diagramCount picture { imageUrl }\n  engines { id name } attachments { id name }\n  products(first: 24, after: $after) { totalCount hasNextPage endCursor nodes { id name seoName sku manufacturerPartNumber pictures { thumbnailUrl } vendor { name }\n    priceAndAvailability { price status buildToOrderRange backorderAvailabilityRange preorderAvailabilityStartDateTime } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Manufacturers { v1 { manufacturers { id name makesMachines } } }"): (typeof documents)["query Manufacturers { v1 { manufacturers { id name makesMachines } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Manufacturer($id: ID!) {\n    v1 {\n      manufacturer(id: $id) { id name makesMachines }\n      machineModels(manufacturerId: $id) { id name type yearFrom yearTo picture { imageUrl } }\n    }\n  }\n"): (typeof documents)["\n  query Manufacturer($id: ID!) {\n    v1 {\n      manufacturer(id: $id) { id name makesMachines }\n      machineModels(manufacturerId: $id) { id name type yearFrom yearTo picture { imageUrl } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManufacturerProducts($filters: [SearchFilterInput!], $first: Int) {\n    v1 { searchResults(filters: $filters, first: $first, sortMethod: BEST_SELLING) { totalCount pageInfo { hasNextPage } nodes { ...SearchHitFields } } }\n  }\n"): (typeof documents)["\n  query ManufacturerProducts($filters: [SearchFilterInput!], $first: Int) {\n    v1 { searchResults(filters: $filters, first: $first, sortMethod: BEST_SELLING) { totalCount pageInfo { hasNextPage } nodes { ...SearchHitFields } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderStatusAfterSale($clubOrderGuid: String!) {\n    v1 {\n      order(clubOrderGuid: $clubOrderGuid) {\n        orderStatus\n        items {\n          id\n          productName\n        }\n        lineQuantities {\n          delivered\n          returned\n        }\n        returnRequests {\n          id\n          returnNumber\n          status\n          reasonLabel\n          createdOnUtc\n          items {\n            orderItemId\n            quantity\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderStatusAfterSale($clubOrderGuid: String!) {\n    v1 {\n      order(clubOrderGuid: $clubOrderGuid) {\n        orderStatus\n        items {\n          id\n          productName\n        }\n        lineQuantities {\n          delivered\n          returned\n        }\n        returnRequests {\n          id\n          returnNumber\n          status\n          reasonLabel\n          createdOnUtc\n          items {\n            orderItemId\n            quantity\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PartsBookBrand($m: ID) { v1 { machineModels(manufacturerId: $m, withDiagrams: true) { id name seoName manufacturer type diagramCount picture { imageUrl } } } }"): (typeof documents)["query PartsBookBrand($m: ID) { v1 { machineModels(manufacturerId: $m, withDiagrams: true) { id name seoName manufacturer type diagramCount picture { imageUrl } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PartsBooks { v1 { machineModels(withDiagrams: true) { id manufacturer manufacturerId } } }"): (typeof documents)["query PartsBooks { v1 { machineModels(withDiagrams: true) { id manufacturer manufacturerId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllReviews($id: ID!, $first: Int, $after: String) {\n    v1 {\n      product(id: $id) { id name seoName approvedRatingSum approvedTotalReviews }\n      productReviews(productId: $id, first: $first, after: $after) {\n        totalCount hasNextPage endCursor\n        nodes { id rating title reviewText replyText customerName createdOnUtc helpfulYesTotal helpfulNoTotal }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AllReviews($id: ID!, $first: Int, $after: String) {\n    v1 {\n      product(id: $id) { id name seoName approvedRatingSum approvedTotalReviews }\n      productReviews(productId: $id, first: $first, after: $after) {\n        totalCount hasNextPage endCursor\n        nodes { id rating title reviewText replyText customerName createdOnUtc helpfulYesTotal helpfulNoTotal }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Suggest($q: String!) { v1 { searchSuggestions(searchString: $q, first: 30) { searchTerm category part interchange fitment } } }"): (typeof documents)["query Suggest($q: String!) { v1 { searchSuggestions(searchString: $q, first: 30) { searchTerm category part interchange fitment } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPage($q: String, $filters: [SearchFilterInput!], $first: Int, $analytics: Boolean) {\n    v1 {\n      searchResults(searchString: $q, filters: $filters, first: $first, analytics: $analytics) {\n        totalCount\n        pageInfo { hasNextPage }\n        nodes { id name seoName sku manufacturerPartNumber price status brand city state picture { imageUrl } }\n        filters { id name attribute values { value count } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchPage($q: String, $filters: [SearchFilterInput!], $first: Int, $analytics: Boolean) {\n    v1 {\n      searchResults(searchString: $q, filters: $filters, first: $first, analytics: $analytics) {\n        totalCount\n        pageInfo { hasNextPage }\n        nodes { id name seoName sku manufacturerPartNumber price status brand city state picture { imageUrl } }\n        filters { id name attribute values { value count } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyAsVendor($input: VendorApplicationInput!, $guard: FormGuardInput!) {\n    v1 {\n      support {\n        applyAsVendor(input: $input, guard: $guard) {\n          reference\n          fieldErrors {\n            field\n            message\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyAsVendor($input: VendorApplicationInput!, $guard: FormGuardInput!) {\n    v1 {\n      support {\n        applyAsVendor(input: $input, guard: $guard) {\n          reference\n          fieldErrors {\n            field\n            message\n          }\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;