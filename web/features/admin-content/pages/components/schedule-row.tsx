import { useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import shared from '#web/features/admin-content/shared/admin-content.module.css';
import styles from './page-editor.module.css';

/**
 * A time to publish or unpublish the page at, typed in India time (the school's clock, no
 * daylight saving), and the button that schedules it.
 */
export function ScheduleRow({
  label,
  action,
  value,
  busy,
  onChange,
  onSchedule,
}: {
  label: string;
  action: string;
  value: string;
  busy: boolean;
  onChange: (value: string) => void;
  onSchedule: () => void;
}) {
  const id = useId();
  return (
    <div className={styles.addRow}>
      <label className={shared.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="datetime-local"
        className={shared.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button size="small" variant="secondary" disabled={busy || !value} onClick={onSchedule}>
        {action}
      </Button>
    </div>
  );
}
