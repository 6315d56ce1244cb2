import { useId } from 'react';
import styles from './admin-content.module.css';

/** The upload bar shown while a form with a file is being sent. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const id = useId();
  const percent = Math.round(fraction * 100);
  return (
    <div className={styles.progress}>
      <label htmlFor={id}>
        {percent < 100 ? `Uploading… ${percent}%` : 'Processing the file…'}
      </label>
      <progress id={id} max={100} value={percent}>
        {percent}%
      </progress>
    </div>
  );
}
