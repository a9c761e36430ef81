import {createContext, useContext} from 'react';

export type ToastTone = 'success' | 'error';

export interface ToastApi {
  show(message: string, options?: {tone?: ToastTone; durationMs?: number}): void;
}

/** Provided by `ToastProvider` (components/Toasts); a no-op outside it, e.g. in tests of one component. */
export const ToastContext = createContext<ToastApi>({show: () => {}});

/** Short confirmations ("Product added to cart") and failures, announced to screen readers. */
export function useToast(): ToastApi {
  return useContext(ToastContext);
}
