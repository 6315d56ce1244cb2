import { DayField } from '#web/components/forms/day-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import styles from './page-editor.module.css';

/**
 * A time to publish or unpublish the page at, typed in India time (the school's clock, no
 * daylight saving) as a day and a time of day, and the button that schedules it. `value` is
 * YYYY-MM-DDTHH:mm, or '' until both are typed right.
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
  return (
    <div className={styles.scheduleRow}>
      <DayField label={label} defaultValue={value} withTime onValueChange={onChange} />
      <Button size="small" variant="secondary" disabled={busy || !value} onClick={onSchedule}>
        {action}
      </Button>
    </div>
  );
}
