import {createContext, useContext} from 'react';

/**
 * The CSP nonce of this response, for the root's inline scripts and styles. Our own
 * context (entry.server provides it beside Hydrogen's) so the root does not import
 * Hydrogen's client module, whose analytics code then stays out of the first load.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
