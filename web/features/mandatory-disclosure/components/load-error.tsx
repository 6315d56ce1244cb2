import { ApiRequestError } from '#web/lib/api-client.ts';
import styles from './mandatory-disclosure.module.css';

/** The original site's fetch failure: the error's message in red (the list stays empty). */
export function LoadError({ error }: { error: unknown }) {
  const message =
    (error instanceof ApiRequestError && error.serverMessage) ||
    (error instanceof Error && error.message) ||
    'Something went wrong.';
  return (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  );
}
