import { useEffect, useState } from 'react';

export type RemoteData<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'error'; error: unknown };

/**
 * Loads data from the API after hydration. Pre-rendered HTML (and the first client render) is
 * always the 'loading' state, so the server and the browser agree and the page shows its
 * loading text before JavaScript runs. A failure is logged with console.warn: the page shows
 * its own error text, and the e2e fixture treats console errors as bugs.
 * Pass a module-level function as `load`: a new function on every render would reload forever.
 */
export function useRemoteData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  label: string,
): RemoteData<T> {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'loaded', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`Could not load ${label}`, error);
        setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [load, label]);

  return state;
}
