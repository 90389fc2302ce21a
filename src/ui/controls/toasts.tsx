/**
 * Toast notifications in live regions (specification §13, §18): errors in a `role="alert"` region,
 * confirmations in a `role="status"` one. One toast at a time: a new message replaces the old,
 * so the page never shows a stale error beside a fresh one.
 */
import { useSyncExternalStore } from 'react';

export type ToastTone = 'error' | 'success';

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

const TOAST_DURATION_MS = 8_000;

let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(toast: Toast | null): void {
  current = toast;
  clearTimeout(timer);
  if (toast) timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
  listeners.forEach((listener) => listener());
}

export function showToast(message: string, tone: ToastTone = 'error'): void {
  publish({ id: nextId++, message, tone });
}

export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) publish(null);
}

/** An error toast goes once what it said is fixed: no live region keeps a message that no longer holds. */
export function dismissErrorToast(): void {
  if (current?.tone === 'error') publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const toast = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return (
    <div className="toaster">
      <ToastRegion role="alert" toast={toast?.tone === 'error' ? toast : null} />
      <ToastRegion role="status" toast={toast?.tone === 'success' ? toast : null} />
    </div>
  );
}

function ToastRegion({ role, toast }: { role: 'alert' | 'status'; toast: Toast | null }) {
  return (
    <div role={role} className="toaster__region">
      {toast && (
        <div key={toast.id} className={`toast toast--${toast.tone}`}>
          <p className="toast__message">{toast.message}</p>
          <button type="button" className="toast__close" aria-label="Fermer la notification" onClick={() => dismissToast(toast.id)}>
            {/* An icon, not a "×" character: the region's text stays exactly the message. */}
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
