import type { SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { TransactionRunner } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { MailService } from '../mail/mail.service';
import type { PaymentGateway } from '../payments/payments.service';
import type { CarrierGateway } from '../shipping/shipping.service';
import type { OrderListPeriod, OrderListStatus, ReturnReason } from '../../../shared/order-lifecycle';
import type { OrderExtras, OrdersRepository, OrderView } from './orders.repository';

/** What orders needs of the customers' owner (auth): whether a guest's order may still become an account. */
export interface OrderCustomers {
  canRegisterForOrder(customerId: number, email: string): Promise<boolean>;
  /** The same as a condition, asked in the orders' own statement (the look-up before placement). */
  canRegisterForOrderCondition(customerId: number, email: string): SQL<boolean>;
}

/**
 * What orders needs of the catalogue: stock back on the shelf (in the caller's transaction, which
 * must come from a transaction runner: the back-in-stock mail waits for its commit) and shipping weights.
 */
export interface OrderStock {
  releaseStock(tx: Transaction, quantities: Map<number, number>): Promise<void>;
  productWeights(ids: number[]): Promise<Map<number, string>>;
}

/** Runs work in one database transaction (a `transactionRunner`, so steps after the commit run). */
export type Transact = TransactionRunner;

/** One page of a list, keyset-paged by an opaque cursor. */
export interface Page<T> {
  nodes: T[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface OrderListFilter {
  period?: OrderListPeriod | null;
  year?: number | null;
  status?: OrderListStatus | null;
  first?: number | null;
  after?: string | null;
}

/** What the flags and after-sale pages read: computed from the order, its shipments and its returns. */
export interface OrderState {
  canCancelOrder: boolean;
  canRequestReturn: boolean;
  canLeaveFeedback: boolean;
  returnWindowEndsAt: Date | null;
  /** Per order item: ordered, shipped, delivered, returned (not rejected), still returnable. */
  lines: Array<{ orderItemId: number; ordered: number; shipped: number; delivered: number; returned: number; returnable: number }>;
  extras: OrderExtras;
}

export interface CancelPreview {
  order: OrderView;
  canCancel: boolean;
  /** Why not, in the customer's words; empty when it can. */
  reason: string;
  refundAmount: string;
  /** VOID: the charge is released and never appears; REFUND: it is paid back to the card. */
  refundMethod: 'VOID' | 'REFUND';
}

export interface ReturnLineInput {
  orderItemId: string | number;
  quantity: number;
}

export interface ReturnInput {
  orderId: string | number;
  reason: ReturnReason;
  reasonText?: string | null;
  comments?: string | null;
  items?: ReturnLineInput[] | null;
}

export interface ReceiveLineInput {
  returnItemId: number;
  receivedQuantity: number;
  damagedQuantity: number;
}

export interface FeedbackInput {
  orderId: string | number;
  rating: number;
  asDescribed?: boolean | null;
  arrivedOnTime?: boolean | null;
  promptService?: boolean | null;
  wellPackaged?: boolean | null;
  suggestion?: string | null;
  text?: string | null;
}

/** What `createOrdersService` is built from (server/services.ts wires it once). */
export interface OrdersDeps {
  repo: OrdersRepository;
  customers: OrderCustomers;
  mail: MailService;
  publicUrl: string;
  log: Logger;
  transact: Transact;
  gateway: PaymentGateway;
  stock: OrderStock;
  /** After a commit that moved stock: search shows the new figures at once. */
  stockChanged?: (productIds: number[]) => Promise<void> | void;
  /** After a commit that changed what the customer sees of an order (placed, or any change they are mailed of): live updates. */
  orderChanged?: (order: Pick<OrderView, 'id' | 'customerId' | 'customOrderNumber' | 'orderStatus' | 'shippingStatus' | 'paymentStatus'>, how: 'placed' | 'changed') => void;
  carrier: CarrierGateway;
  /** Where consignments ship from ("Wichita, KS"): the store's carrier origin, read without waiting. */
  shipsFrom?: () => string;
  clock: Clock;
  /** Demo mode: returns refunding at most this much are approved at once. */
  autoApproveReturnsUpTo?: string | null;
  /** Days after delivery during which a return may be requested from the order page (RETURN_WINDOW_DAYS). */
  returnWindowDays?: number;
}
