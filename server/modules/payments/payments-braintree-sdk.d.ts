// The SDK ships without types; payments-braintree.ts types the parts it uses.
declare module 'braintree';
