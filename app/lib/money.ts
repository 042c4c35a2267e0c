// The store's money rules live in shared/money.ts (the server uses the same); the pages import them from here.
export { formatPrice, roundHalfEven } from '../../shared/money';
