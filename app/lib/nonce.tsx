import { createContext, useContext } from 'react';

// The server renders with the response's CSP nonce; in the browser there is none to use.
export const NonceContext = createContext<string | undefined>(undefined);

/** The CSP nonce for inline scripts of this response (server render only). */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
