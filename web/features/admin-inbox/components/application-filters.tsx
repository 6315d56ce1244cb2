import {
  applicationStatuses,
  applicationStatusLabels,
  type ApplicationFilter,
} from '#contracts/inbox.ts';
import { listPositions } from '#web/features/admin-inbox/api/positions-api.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { Button } from '#web/components/ui/button.tsx';
import { downloadApplicationsCsv } from '#web/features/admin-inbox/api/download-applications-csv.ts';
import styles from './application-review.module.css';

type FiltersProps = { filter: ApplicationFilter; onChange: (filter: ApplicationFilter) => void };

/** Narrows the applications by status and position; the export takes the same filters. */
export function ApplicationFilters({ filter, onChange }: FiltersProps) {
  // Closed posts too: their applications are still here to review.
  const { state } = useRemoteData(listPositions, 'the positions');
  const positions = state.status === 'loaded' ? state.data : [];
  return (
    <div className={styles.filters} role="group" aria-label="Filter applications">
      <div className={styles.field}>
        <label className={styles.label} htmlFor="application-status-filter">
          Status
        </label>
        <select
          id="application-status-filter"
          className={styles.input}
          value={filter.status ?? ''}
          onChange={(event) =>
            onChange({
              ...filter,
              status: applicationStatuses.find((status) => status === event.target.value),
            })
          }
        >
          <option value="">Any status</option>
          {applicationStatuses.map((status) => (
            <option key={status} value={status}>
              {applicationStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="application-position-filter">
          Position
        </label>
        <select
          id="application-position-filter"
          className={styles.input}
          value={filter.position ?? ''}
          onChange={(event) =>
            onChange({
              ...filter,
              position: event.target.value || undefined,
            })
          }
        >
          <option value="">Any position</option>
          {positions.map((position) => (
            <option key={position.id} value={position.key}>
              {position.label}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="secondary"
        size="small"
        className={styles.export}
        onClick={() => void downloadApplicationsCsv(filter)}
      >
        Export CSV
      </Button>
    </div>
  );
}
