import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../provider/use-t.js';
import { ToastContext } from './toast-context.js';
import type { ToastApi, ToastEntry, ToastOptions } from './toast-context.js';

const DEFAULT_DURATION_MS = 5000;

function ToastItem({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: number) => void }) {
  const t = useT();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    // Paused while pointed at or focused, so nobody loses a message they are reading (WCAG 2.2.1).
    if (toast.duration === 0 || paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast, paused, onDismiss]);
  return (
    <div
      className="campus-toast"
      part="toast"
      data-tone={toast.tone}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="campus-toast__message">{toast.message}</p>
      <button
        type="button"
        className="campus-toast__close"
        aria-label={t('ui.close')}
        onClick={() => onDismiss(toast.id)}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="16" height="16">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children?: ReactNode;
}

/**
 * Holds a widget's toasts and renders them in two live regions that exist before any message arrives (a region
 * added together with its text is not announced): `role="status"` (polite) and `role="alert"` (assertive).
 * Parts: `toaster`, `toast`.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const t = useT();
  const [toasts, setToasts] = useState<readonly ToastEntry[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    const tone = options.tone ?? 'info';
    const entry: ToastEntry = {
      id,
      message: options.message,
      tone,
      politeness: options.politeness ?? (tone === 'error' ? 'assertive' : 'polite'),
      duration: options.duration ?? (tone === 'error' ? 0 : DEFAULT_DURATION_MS),
    };
    setToasts((current) => [...current, entry]);
    return id;
  }, []);
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);
  const region = (politeness: ToastEntry['politeness']) =>
    toasts
      .filter((toast) => toast.politeness === politeness)
      .map((toast) => <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="campus-toaster" part="toaster">
        <div role="status" aria-label={t('ui.notifications')} className="campus-toaster__region">
          {region('polite')}
        </div>
        <div role="alert" className="campus-toaster__region">
          {region('assertive')}
        </div>
      </div>
    </ToastContext.Provider>
  );
}
