import { useCallback, useId, useState, type FormEvent } from 'react';
import type { AdmissionClass, InteractionSlot } from '#contracts/admissions.ts';
import { DayField } from '#web/components/forms/day-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '#web/components/ui/data-table.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { formatDay } from '#web/lib/format.ts';
import { showToast } from '#web/lib/toast.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import {
  addInteractionSlot,
  deleteInteractionSlot,
  listInteractionSlots,
} from '#web/features/admin-admissions/api/admissions-api.ts';
import { classWords } from '#web/features/admin-admissions/lib/admission-words.ts';
import styles from './admissions.module.css';

type InteractionSlotsProps = {
  year: string;
  /** The classes the year takes children in: a slot is for one of them. */
  classes: readonly AdmissionClass[];
};

const messageOf = (error: unknown) =>
  (error instanceof ApiRequestError && (error.fieldErrors[0]?.message ?? error.serverMessage)) ||
  'The change was not saved. Please try again.';

/** The year's interaction slots parents book from their status page: list, add, delete. */
export function InteractionSlots({ year, classes }: InteractionSlotsProps) {
  const id = useId();
  const load = useCallback((signal: AbortSignal) => listInteractionSlots(year, signal), [year]);
  const { state, reload } = useRemoteData(load, 'the interaction slots');
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setSaving(true);
    setProblem(undefined);
    try {
      await addInteractionSlot({
        year,
        date,
        time: String(data.get('time') ?? ''),
        place: String(data.get('place') ?? ''),
        capacity: Number(data.get('capacity')),
        class: String(data.get('class')) as AdmissionClass,
      });
      form.reset();
      showToast('Interaction slot added.', 'success');
      reload();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const onDelete = async (slot: InteractionSlot) => {
    if (!window.confirm(`Delete the slot on ${formatDay(slot.date)} at ${slot.time}?`)) return;
    setProblem(undefined);
    try {
      await deleteInteractionSlot(slot.id);
      showToast('Interaction slot deleted.', 'success');
      reload();
    } catch (error) {
      setProblem(messageOf(error));
    }
  };

  const columns: ReadonlyArray<DataTableColumn<InteractionSlot>> = [
    {
      key: 'when',
      header: 'When',
      rowHeader: true,
      cell: (slot) => `${formatDay(slot.date)}, ${slot.time}`,
    },
    { key: 'class', header: 'Class', cell: (slot) => classWords(slot.class) },
    { key: 'place', header: 'Place', cell: (slot) => slot.place },
    {
      key: 'booked',
      header: 'Booked',
      numeric: true,
      cell: (slot) => `${slot.booked} of ${slot.capacity}`,
    },
    {
      key: 'delete',
      header: <span className="visually-hidden">Actions</span>,
      cell: (slot) => (
        <Button size="small" variant="secondary" onClick={() => void onDelete(slot)}>
          Delete
          <span className="visually-hidden">
            {' '}
            the slot on {formatDay(slot.date)} at {slot.time}
          </span>
        </Button>
      ),
    },
  ];

  return (
    <section className={styles.part} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Interaction slots for {year}</h2>
      {state.status === 'loading' && <p role="status">Loading the slots…</p>}
      {state.status === 'error' && (
        <p role="alert" className={styles.alert}>
          The slots could not be loaded. Please reload the page.
        </p>
      )}
      {state.status === 'loaded' &&
        (state.data.length === 0 ? (
          <p>No slots yet. Parents book one from their status page once you add it.</p>
        ) : (
          <DataTable
            caption={`Interaction slots for ${year}`}
            hideCaption
            columns={columns}
            rows={state.data}
            rowKey={(slot) => slot.id}
          />
        ))}
      {classes.length > 0 && (
        <form className={styles.part} aria-label="Add a slot" onSubmit={onSubmit}>
          <h3>Add a slot</h3>
          <div className={styles.fields}>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-class`}>
                Class
              </label>
              <select id={`${id}-class`} name="class" className={styles.input} required>
                {classes.map((each) => (
                  <option key={each} value={each}>
                    {classWords(each)}
                  </option>
                ))}
              </select>
            </div>
            <DayField label="Date" required onValueChange={setDate} />
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-time`}>
                Time
              </label>
              <input
                id={`${id}-time`}
                name="time"
                className={styles.input}
                required
                placeholder="10:30"
                pattern="([01]\d|2[0-3]):[0-5]\d"
                title="Like 10:30 (24-hour clock)"
              />
            </div>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-place`}>
                Place
              </label>
              <input
                id={`${id}-place`}
                name="place"
                className={styles.input}
                required
                maxLength={200}
              />
            </div>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-capacity`}>
                Children in the slot
              </label>
              <input
                id={`${id}-capacity`}
                name="capacity"
                className={styles.input}
                type="number"
                inputMode="numeric"
                min={1}
                max={500}
                required
                defaultValue={5}
              />
            </div>
          </div>
          <div>
            <Button type="submit" disabled={saving}>
              {saving ? 'Adding…' : 'Add the slot'}
            </Button>
          </div>
        </form>
      )}
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
    </section>
  );
}
