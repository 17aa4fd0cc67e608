import { lazy, Suspense, useEffect } from 'react';

/**
 * Toasts (sonner) are loaded after the first paint, so they never weigh on a shopper's first download.
 * Everything shows toasts through `notify`; it waits until the toaster is mounted.
 */
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});
let sonnerModule: Promise<typeof import('sonner')> | null = null;
const loadSonner = () => (sonnerModule ??= import('sonner'));

const LazySonnerToaster = lazy(() =>
  loadSonner().then(({ Toaster }) => ({
    default: function ReadyToaster() {
      useEffect(() => markReady(), []);
      // Top-right, 3 s, paused while hovered (sonner pauses on hover by default).
      return <Toaster position="top-right" duration={3000} richColors closeButton />;
    },
  })),
);

export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <LazySonnerToaster />
    </Suspense>
  );
}

type ToastKind = 'success' | 'error' | 'info' | 'warning';

function show(kind: ToastKind, message: string, options?: { duration?: number }): void {
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
