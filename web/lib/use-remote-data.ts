import { useCallback, useEffect, useState } from 'react';

export type RemoteData<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'error'; error: unknown };

type Load<T> = (signal: AbortSignal) => Promise<T>;

const loading = { status: 'loading' } as const;

/**
 * The one way a screen loads data from the API after hydration. Pre-rendered HTML (and the first
 * client render) is always the 'loading' state, so the server and the browser agree and the page
 * shows its loading text before JavaScript runs. A failure is logged with console.warn: the page
 * shows its own error text, and the e2e fixture treats console errors as bugs.
 *
 * `load`'s identity says what is asked: pass a module-level function, or a useCallback whose deps
 * are its arguments (a new function on every render would load forever). A new `load` asks
 * something else, so the screen shows 'loading' instead of the answer to the old question;
 * `reload()` asks the same again (after a save) and keeps the answer shown until the new one comes.
 * The previous request is aborted either way.
 */
export function useRemoteData<T>(
  load: Load<T>,
  label: string,
): { state: RemoteData<T>; reload: () => void } {
  const [answer, setAnswer] = useState<{ to: Load<T>; state: RemoteData<T> }>();
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) =>
        !controller.signal.aborted && setAnswer({ to: load, state: { status: 'loaded', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`Could not load ${label}`, error);
        setAnswer({ to: load, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [load, label, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { state: answer?.to === load ? answer.state : loading, reload };
}
