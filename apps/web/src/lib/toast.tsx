import { lazy, Suspense, useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { t } from './i18n';

/**
 * Toasts (sonner) are downloaded only when the first toast is shown, so they never weigh on a shopper's first
 * load. Everything shows toasts through `notify`, which mounts the toaster on first use and waits for it.
 */
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});
let sonnerModule: Promise<typeof import('sonner')> | null = null;
const loadSonner = () => (sonnerModule ??= import('sonner'));

let wanted = false;
const listeners = new Set<() => void>();
function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** sonner's rich colours write text too light for its tinted backgrounds (axe color-contrast on 'Books loaded successfully!'): darker text, 4.5:1 or more on each. */
const READABLE_TOAST_COLOURS = {
  '--success-text': '#00553f',
  '--info-text': '#1d4ed8',
  '--warning-text': '#92400e',
  '--error-text': '#b91c1c',
} as CSSProperties;

const LazySonnerToaster = lazy(() =>
  loadSonner().then(({ Toaster }) => ({
    default: function ReadyToaster() {
      useEffect(() => markReady(), []);
      // Top-right, 3 s, paused while hovered (sonner pauses on hover by default).
      return (
        <Toaster
          position="top-right"
          duration={3000}
          richColors
          closeButton
          style={READABLE_TOAST_COLOURS}
          containerAriaLabel={t('common:toast.region')}
          toastOptions={{ closeButtonAriaLabel: t('common:toast.close') }}
        />
      );
    },
  })),
);

export function AppToaster() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <LazySonnerToaster />
    </Suspense>
  );
}

type ToastKind = 'success' | 'error' | 'info' | 'warning';

function show(kind: ToastKind, message: string, options?: { duration?: number }): void {
  requestToaster();
  void Promise.all([loadSonner(), toasterReady]).then(([{ toast }]) => {
    toast[kind](message, options);
  });
}

export const notify = {
  success: (message: string, options?: { duration?: number }) => show('success', message, options),
  error: (message: string, options?: { duration?: number }) => show('error', message, options),
  info: (message: string, options?: { duration?: number }) => show('info', message, options),
  warning: (message: string, options?: { duration?: number }) => show('warning', message, options),
};
