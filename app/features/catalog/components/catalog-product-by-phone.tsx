/**
 * How to order a part sold by phone (Call to Order, Contact Seller): the phone as a link. Call For Price
 * shows it in its availability line already, so it gets none here.
 */
export function ProductByPhone({ phone, status }: { phone: string; status: string }) {
  if (!phone || status === 'CALL_FOR_PRICE') return null;
  return (
    <p className="mt-4 font-semibold text-ink-900" data-testid="order-by-phone">
      Order this part by phone:{' '}
      <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="text-blue-800 underline">
        {phone}
      </a>
    </p>
  );
}
