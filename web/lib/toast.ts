export type ToastKind = 'error' | 'success' | 'info';
export type Toast = { id: number; kind: ToastKind; message: string; leaving: boolean };

export const toastVisibleMs = 3000;
export const toastFadeMs = 300;

type Listener = () => void;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast for 3000 ms, then fades it out over 300 ms (the original site's timings). */
export function showToast(message: string, kind: ToastKind = 'error'): void {
  const id = nextId++;
  publish([...toasts, { id, kind, message, leaving: false }]);
  setTimeout(
    () => publish(toasts.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast))),
    toastVisibleMs,
  );
  setTimeout(
    () => publish(toasts.filter((toast) => toast.id !== id)),
    toastVisibleMs + toastFadeMs,
  );
}

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => toasts,
  getServerSnapshot: (): Toast[] => [],
};
