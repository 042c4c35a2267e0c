import type { Db } from '../../db/client';
import { CART_TYPE_CART, CART_TYPE_SAVED_FOR_LATER } from '../../../shared/enums';
import type { DomainErrorCode } from '../../../shared/errors';
import { CART_ERRORS, QUOTE_BLOCKED } from '../../../shared/errors-cart';
import { wholeQuantityProblem } from '../../../shared/quantity-rules';
import { DomainError } from '../../lib/errors';
import { money } from '../../lib/money';
import { lineRefusal, MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_REFERENCE_LENGTH, parseId, parseQuoteGuid, TOO_MANY_LINES } from './cart-rules';
import { fail, type CartContext } from './cart-context';
import type { CartRow } from './cart.repository';

/** The changes to the cart's lines: add, remove, quantity, saved for later and back, the line's reference. */
export function createCartLineChanges({ repo, catalog, linesOf, change, ownedLine, cartType, checkQuantity }: CartContext) {
  return {
    /** `cart.add`: a product into the cart (type 1) or the saved-for-later list (type 2); again raises its quantity. */
    async add(customerId: number, args: { productId: string | number; shoppingCartTypeId?: number | null; qty?: number | null; quoteGuid?: string | null }) {
      const base = CART_ERRORS.add;
      if (parseQuoteGuid(args.quoteGuid) !== undefined) throw new DomainError('QUOTE_READ_ONLY', QUOTE_BLOCKED.add);
      const type = cartType(args.shoppingCartTypeId, base);
      const qty = checkQuantity(args.qty ?? 1, base);
      const productId = parseId(args.productId);
      const product = productId === null ? null : ((await catalog.productsForCart([productId])).get(productId) ?? null);
      if (!product || product.deleted || !product.published) throw fail(base, 'That product does not exist.', 'NOT_FOUND');
      return change(customerId, null, async (cart, tx) => {
        const existing = await repo.lineFor(cart.id, type, product.id, tx);
        // The cart row is locked, so two adds at once cannot both take the last place.
        if (!existing && (await repo.lineCount(cart.id, tx)) >= MAX_CART_LINES) throw fail(base, TOO_MANY_LINES);
        const total = (existing?.quantity ?? 0) + qty;
        if (type === CART_TYPE_CART) {
          const refused = lineRefusal(product, total);
          if (refused) throw fail(base, refused.reason, refused.code);
        } else {
          if (product.price === null || money(product.price).lte(0)) throw fail(base, 'Only parts with a price can be saved for later.');
          const tooMany = wholeQuantityProblem(total);
          if (tooMany) throw fail(base, tooMany.message);
        }
        if (existing) await repo.setQuantity(existing.id, total, product.price, tx);
        else await repo.insertLine({ cartId: cart.id, typeId: type, productId: product.id, quantity: total, priceWhenAdded: product.price }, tx);
      });
    },

    /** `cart.remove`. */
    async remove(customerId: number, args: { shoppingCartItemId: string | number; shoppingCartTypeId?: number | null }) {
      const line = await ownedLine(customerId, args.shoppingCartItemId, CART_ERRORS.remove, args.shoppingCartTypeId);
      if (line.quote) throw new DomainError('QUOTE_READ_ONLY', QUOTE_BLOCKED.remove);
      return change(customerId, null, async (_cart, tx) => repo.deleteLine(line.itemId, tx));
    },

    /** `cart.changeQuantity`: within the product's limits and stock (the saved list only needs a sane number). */
    async changeQuantity(customerId: number, args: { shoppingCartItemId: string | number; shoppingCartTypeId?: number | null; qty: number }) {
      const base = CART_ERRORS.changeQuantity;
      const line = await ownedLine(customerId, args.shoppingCartItemId, base, args.shoppingCartTypeId);
      if (line.quote) throw new DomainError('QUOTE_READ_ONLY', QUOTE_BLOCKED.changeQuantity);
      const qty = checkQuantity(args.qty, base);
      const product = (await catalog.productsForCart([line.productId])).get(line.productId)!;
      if (line.shoppingCartTypeId === CART_TYPE_CART) {
        const refused = lineRefusal(product, qty);
        if (refused) throw fail(base, refused.reason, refused.code);
      }
      return change(customerId, null, async (_cart, tx) => repo.setQuantity(line.itemId, qty, product.price, tx));
    },

    /** `cart.saveForLater`: the line moves to the saved-for-later list (parts with a price only, spec 2 §5). */
    async saveForLater(customerId: number, args: { shoppingCartItemId: string | number }) {
      const base = CART_ERRORS.saveForLater;
      const line = await ownedLine(customerId, args.shoppingCartItemId, base);
      if (line.quote) throw new DomainError('QUOTE_READ_ONLY', QUOTE_BLOCKED.saveForLater);
      const product = (await catalog.productsForCart([line.productId])).get(line.productId)!;
      if (product.price === null || money(product.price).lte(0)) throw fail(base, 'Only parts with a price can be saved for later.');
      return change(customerId, null, async (cart, tx) => {
        if (line.shoppingCartTypeId === CART_TYPE_SAVED_FOR_LATER) return;
        await moveLine(cart, line.itemId, line.productId, CART_TYPE_SAVED_FOR_LATER, tx, () => null);
      });
    },

    /** `cart.moveToCart`: a saved line back into the cart, within the product's limits and stock. */
    async moveToCart(customerId: number, args: { shoppingCartItemId: string | number }) {
      const base = CART_ERRORS.moveToCart;
      const line = await ownedLine(customerId, args.shoppingCartItemId, base);
      if (line.quote) throw new DomainError('QUOTE_READ_ONLY', QUOTE_BLOCKED.moveToCart);
      const product = (await catalog.productsForCart([line.productId])).get(line.productId)!;
      return change(customerId, null, async (cart, tx) => {
        if (line.shoppingCartTypeId === CART_TYPE_CART) return;
        await moveLine(cart, line.itemId, line.productId, CART_TYPE_CART, tx, (qty) => lineRefusal(product, qty));
      }).catch((err: unknown) => {
        if (err instanceof LineProblem) throw fail(base, err.message, err.code);
        throw err;
      });
    },

    /** `cart.setLineReference`: the customer's own note on a line (quote lines too). */
    async setLineReference(customerId: number, args: { shoppingCartItemId: string | number; reference?: string | null; shoppingCartTypeId?: number | null; quoteGuid?: string | null }) {
      const base = CART_ERRORS.setLineReference;
      const line = await ownedLine(customerId, args.shoppingCartItemId, base, args.shoppingCartTypeId);
      const reference = (args.reference ?? '').trim();
      if (reference.length > MAX_REFERENCE_LENGTH) throw fail(base, `A reference has ${MAX_REFERENCE_LENGTH} characters at most.`);
      return change(customerId, line.quote, async (_cart, tx) => repo.setReference(line.itemId, reference, tx));
    },
  };

  /** Moves a line to the other list, joining a line of the same product there (quantities add up). */
  async function moveLine(cart: CartRow, itemId: number, productId: number, toType: number, tx: Db, check: (qty: number) => { code: DomainErrorCode; reason: string } | null) {
    const lines = await linesOf(cart, null, tx);
    const moving = lines.find((l) => l.id === itemId)!;
    const there = await repo.lineFor(cart.id, toType, productId, tx);
    const total = Math.min((there?.quantity ?? 0) + moving.quantity, MAX_LINE_QUANTITY);
    const refused = check(total);
    if (refused) throw new LineProblem(refused.code, refused.reason);
    if (there) {
      await repo.setQuantity(there.id, total, moving.product.price, tx);
      await repo.deleteLine(itemId, tx);
    } else {
      await repo.setType(itemId, toType, tx);
    }
  }
}

class LineProblem extends Error {
  constructor(
    readonly code: DomainErrorCode,
    reason: string,
  ) {
    super(reason);
  }
}
