/** The shipping method chosen for one group of the cart, as ordered. */
export interface OrderShippingMethod {
  groupKey: string;
  methodId: string;
  name: string;
  price: string;
  eta: string;
}

/** A discount as it was used by an order. */
export interface OrderDiscount {
  name: string;
  couponCode: string;
  discountType: string;
  amount: string;
}
