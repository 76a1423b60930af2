import { createContext, useContext } from 'react';

/** What a toast says and how. */
export interface ToastOptions {
  /** The message, already translated. */
  message: string;
  /** Colour and icon meaning. @default 'info' */
  tone?: 'info' | 'success' | 'error';
  /**
   * How screen readers announce it: `assertive` interrupts (errors), `polite` waits for a pause.
   * @default 'assertive' for errors, 'polite' otherwise
   */
  politeness?: 'polite' | 'assertive';
  /** Milliseconds before it leaves by itself; 0 keeps it until dismissed. @default 0 for errors, 5000 otherwise */
  duration?: number;
}

/** A toast on screen. */
export interface ToastEntry extends Required<ToastOptions> {
  id: number;
}

/** What {@link useToast} returns. */
export interface ToastApi {
  /** Shows a toast; returns its id. */
  show(options: ToastOptions): number;
  /** Removes a toast. */
  dismiss(id: number): void;
}

/** The toasts of the nearest `ToastProvider`. */
export const ToastContext = createContext<ToastApi | null>(null);

/**
 * Shows short messages ("Inscrição realizada") in the nearest `ToastProvider`'s live regions.
 * @throws Error outside a `ToastProvider`
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (api === null) throw new Error('useToast: wrap the component in <ToastProvider>.');
  return api;
}
