import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { adminRecordAddress } from '#contracts/admin-addresses.ts';
import { alertSeverities, type Alert, isAlertLive, type ListedAlert } from '#contracts/alerts.ts';
import { DayField } from '#web/components/forms/day-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '#web/components/ui/data-table.tsx';
import { Facts } from '#web/components/ui/facts.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { NoSuchRecord } from '#web/components/ui/no-such-record.tsx';
import { ApiRequestError, toastMessageFor } from '#web/lib/api-client.ts';
import { formatTime } from '#web/lib/format.ts';
import { useOpenRecord } from '#web/lib/use-open-record.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import styles from '#web/features/admin-content/shared/admin-content.module.css';
import {
  listAlerts,
  postAlert,
  withdrawAlert,
} from '#web/features/admin-content/circulars/api/circulars-api.ts';
import { deliveryColumns } from './delivery-columns.tsx';

const severityLabels: Record<Alert['severity'], string> = {
  info: 'Notice',
  warning: 'Important',
  critical: 'Urgent',
};

const stateOf = (alert: ListedAlert) =>
  isAlertLive(alert, new Date()) ? 'Shown' : alert.withdrawn ? 'Withdrawn' : 'Expired';

/**
 * Post an emergency alert (on top of every page, mailed at once to every confirmed subscriber)
 * and withdraw it. Administrators only. The one open is in the address (`/admin/alerts/12`), so
 * it can be shared and reloaded.
 */
export function AlertsTab() {
  const { state, reload } = useRemoteData(listAlerts, 'the alerts');
  const { address, open, notFound } = useOpenRecord('alerts', state);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    // The school's clock: the day and time typed are India time (no daylight saving), as the
    // publishing times of news and pages (publication-fields.ts).
    const expiresAt = String(data.get('expiresAt') ?? '');
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await postAlert({
        message: String(data.get('message')),
        messageHi: String(data.get('messageHi') ?? ''),
        link: String(data.get('link') ?? ''),
        severity: data.get('severity') as Alert['severity'],
        expiresAt: expiresAt ? new Date(`${expiresAt}:00+05:30`).toISOString() : '',
      });
      setDone(answer.message);
      form.reset();
      reload();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      setProblem(toastMessageFor(error));
    } finally {
      setBusy(false);
    }
  };

  const withdraw = async (alert: ListedAlert) => {
    await withdrawAlert(alert.id);
    reload();
  };
  const withdrawButton = (alert: ListedAlert) =>
    stateOf(alert) === 'Shown' && (
      <Button variant="secondary" size="small" onClick={() => void withdraw(alert)}>
        Withdraw
      </Button>
    );

  const columns: DataTableColumn<ListedAlert>[] = [
    {
      key: 'message',
      header: 'Message',
      rowHeader: true,
      cell: (alert) => <Link to={adminRecordAddress('alerts', alert.id)}>{alert.message}</Link>,
    },
    { key: 'severity', header: 'Severity', cell: (alert) => severityLabels[alert.severity] },
    {
      key: 'expires',
      header: 'Until',
      cell: (alert) => <time dateTime={alert.expiresAt}>{formatTime(alert.expiresAt)}</time>,
    },
    { key: 'state', header: 'State', cell: stateOf },
    ...deliveryColumns<ListedAlert>(),
    { key: 'action', header: 'Action', cell: withdrawButton },
  ];

  return (
    <div className={styles.tab}>
      <h1 className={styles.heading}>Emergency alert</h1>
      <p className={styles.hint}>
        Shown on top of every page of the website until it expires or is withdrawn, and e-mailed at
        once to every confirmed subscriber.
      </p>
      <form className={styles.form} onSubmit={submit} aria-label="Post an alert">
        <div className={styles.field}>
          <label className={styles.label} htmlFor="alert-message">
            Message
          </label>
          <textarea
            id="alert-message"
            name="message"
            className={styles.input}
            rows={3}
            maxLength={500}
            required
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="alert-message-hi">
            Message in Hindi <span className={styles.optional}>(optional)</span>
          </label>
          <textarea
            id="alert-message-hi"
            name="messageHi"
            className={styles.input}
            rows={3}
            maxLength={500}
            lang="hi"
            aria-describedby="alert-message-hi-hint"
          />
          <p id="alert-message-hi-hint" className={styles.hint}>
            Shown on the Hindi pages (/hi/…); without it they show the English message.
          </p>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="alert-link">
            Link <span className={styles.optional}>(optional)</span>
          </label>
          <input
            id="alert-link"
            name="link"
            className={styles.input}
            placeholder="/notices/…"
            maxLength={500}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="alert-severity">
            Severity
          </label>
          <select
            id="alert-severity"
            name="severity"
            className={styles.input}
            defaultValue="warning"
          >
            {alertSeverities.map((severity) => (
              <option key={severity} value={severity}>
                {severityLabels[severity]}
              </option>
            ))}
          </select>
        </div>
        <DayField name="expiresAt" label="Shown until (India time)" required withTime />
        {problem && (
          <p className={styles.formError} role="alert">
            {problem}
          </p>
        )}
        {done && !problem && <p role="status">{done}</p>}
        <div>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            Post the alert
          </Button>
        </div>
      </form>
      {notFound && <NoSuchRecord singular="alert" />}
      {state.status === 'loaded' && state.data.length > 0 && (
        <DataTable
          caption="Alerts posted"
          columns={columns}
          rows={state.data}
          rowKey={(alert) => alert.id}
        />
      )}
      <ModalDialog
        open={open !== undefined}
        title="Emergency alert"
        onClose={() => address.close()}
      >
        {open && (
          <>
            <Facts
              rows={[
                ['Message', open.message],
                ['Message in Hindi', open.messageHi ?? ''],
                ['Link', open.link ?? ''],
                ['Severity', severityLabels[open.severity]],
                ['Shown until', formatTime(open.expiresAt)],
                ['Posted', formatTime(open.createdAt)],
                ['State', stateOf(open)],
              ]}
            />
            <p>{withdrawButton(open)}</p>
          </>
        )}
      </ModalDialog>
    </div>
  );
}
