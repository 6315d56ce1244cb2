import { useId, useState } from 'react';
import {
  isTakingApplications,
  type CareerPosition,
  type PositionInput,
} from '#contracts/career-positions.ts';
import { Button } from '#web/components/ui/button.tsx';
import controls from '#web/components/ui/form-controls.module.css';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { formatListDate, schoolToday } from '#web/lib/school-date.ts';
import { showToast } from '#web/lib/toast.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import {
  addPosition,
  changePosition,
  deletePosition,
  listPositions,
  orderPositions,
} from '#web/features/admin-inbox/api/positions-api.ts';
import { PositionForm } from './position-form.tsx';
import styles from './positions-tab.module.css';

function messageOf(error: unknown): string {
  const body = error instanceof ApiRequestError ? (error.body as { message?: string }) : undefined;
  return body?.message ?? 'The request failed. Please try again.';
}

function stateOf(position: CareerPosition, today: string): string {
  if (!position.open) return 'Closed';
  if (!isTakingApplications(position, today)) return 'Closed: the last day to apply has passed';
  return position.closesOn ? `Open until ${formatListDate(position.closesOn)}` : 'Open';
}

/**
 * The posts on the Careers page: the open ones are listed there and offered in its form. A post
 * with applications is closed rather than deleted, so the Inbox keeps showing what was applied for.
 */
export function PositionsTab() {
  const id = useId();
  const { state, reload } = useRemoteData(listPositions, 'the positions');
  const [editing, setEditing] = useState<CareerPosition>();
  /** Counts saves: the form starts afresh (empty, or the next post to edit) after each. */
  const [saves, setSaves] = useState(0);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const positions = state.status === 'loaded' ? state.data : [];
  const today = schoolToday();
  const problem =
    failure ?? (state.status === 'error' ? 'The positions could not be loaded.' : undefined);

  /** Runs one change, then shows the list as the server has it. */
  const run = async (work: () => Promise<unknown>, done: string) => {
    setSending(true);
    setFailure(undefined);
    try {
      await work();
      showToast(done, 'success');
      reload();
      return true;
    } catch (error) {
      setFailure(messageOf(error));
      return false;
    } finally {
      setSending(false);
    }
  };

  const onSave = async (input: PositionInput) => {
    const saved = editing
      ? await run(() => changePosition(editing.id, input), 'Position saved.')
      : await run(() => addPosition(input), 'Position added.');
    if (!saved) return;
    setEditing(undefined);
    setSaves((count) => count + 1);
  };

  const onOpen = (position: CareerPosition, open: boolean) =>
    void run(
      () => changePosition(position.id, { open }),
      open ? `${position.label} reopened.` : `${position.label} closed.`,
    );

  const onDelete = (position: CareerPosition) => {
    if (!window.confirm(`Delete ${position.label}?`)) return;
    void run(() => deletePosition(position.id), `${position.label} deleted.`);
  };

  const onMove = (index: number, by: -1 | 1) => {
    const ids = positions.map((position) => position.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void run(() => orderPositions(ids), 'Order saved.');
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Job positions</h1>
      <p className={controls.hint}>
        Open positions are listed on the Careers page, in this order, and applicants choose one of
        them in the online form. Close a position when it is filled: its applications stay in the
        Inbox.
      </p>
      <PositionForm
        key={`${editing?.id ?? 'new'} ${saves}`}
        editing={editing}
        sending={sending}
        onSave={(input) => void onSave(input)}
        onCancel={() => setEditing(undefined)}
      />
      {problem && (
        <p role="alert" className={controls.fieldError}>
          {problem}
        </p>
      )}
      <h2>Positions ({positions.length})</h2>
      {state.status === 'loading' && <p>Loading…</p>}
      <ol className={styles.list} aria-label="Positions">
        {positions.map((position, index) => (
          <li key={position.id} className={styles.item}>
            <h3 className={styles.label}>{position.label}</h3>
            <p className={styles.state}>{stateOf(position, today)}</p>
            {position.description && <p className={styles.description}>{position.description}</p>}
            <div className={styles.actions}>
              <Button
                variant="secondary"
                size="small"
                disabled={sending}
                onClick={() => {
                  setEditing(position);
                  document.getElementById(`${id}-title`)?.scrollIntoView();
                }}
              >
                Edit<span className="visually-hidden"> {position.label}</span>
              </Button>
              <Button
                variant="secondary"
                size="small"
                disabled={sending}
                onClick={() => onOpen(position, !position.open)}
              >
                {position.open ? 'Close' : 'Reopen'}
                <span className="visually-hidden"> {position.label}</span>
              </Button>
              <Button
                variant="secondary"
                size="small"
                disabled={sending || index === 0}
                onClick={() => onMove(index, -1)}
              >
                Move up<span className="visually-hidden"> {position.label}</span>
              </Button>
              <Button
                variant="secondary"
                size="small"
                disabled={sending || index === positions.length - 1}
                onClick={() => onMove(index, 1)}
              >
                Move down<span className="visually-hidden"> {position.label}</span>
              </Button>
              <Button
                variant="danger"
                size="small"
                disabled={sending}
                onClick={() => onDelete(position)}
              >
                Delete<span className="visually-hidden"> {position.label}</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
