import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { adminRecordAddress } from '#contracts/admin-addresses.ts';
import {
  checkTcScanBeforeUpload,
  tcCsvColumns,
  type TcImportResult,
  type TransferCertificate,
} from '#contracts/transfer-certificates.ts';
import { DayField } from '#web/components/forms/day-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Facts } from '#web/components/ui/facts.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { NoSuchRecord } from '#web/components/ui/no-such-record.tsx';
import controls from '#web/components/ui/form-controls.module.css';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { formatDay } from '#web/lib/format.ts';
import { showToast } from '#web/lib/toast.ts';
import { useOpenRecord } from '#web/lib/use-open-record.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { downloadScan } from '#web/features/admin-tcs/api/download-scan.ts';
import {
  attachScan,
  deleteTc,
  importTcs,
  listTcs,
  recordTc,
} from '#web/features/admin-tcs/api/tcs-api.ts';
import { TcListSetting } from './tc-list-setting.tsx';
import styles from './tcs-tab.module.css';

const fields = [
  { name: 'number', label: 'TC number', type: 'text' },
  { name: 'admissionNumber', label: 'Admission number', type: 'text' },
  { name: 'studentName', label: 'Student name', type: 'text' },
  { name: 'dateOfBirth', label: 'Date of birth', type: 'date' },
  { name: 'className', label: 'Class', type: 'text' },
  { name: 'leftOn', label: 'Date of leaving', type: 'date' },
  { name: 'issuedOn', label: 'Date of issue', type: 'date' },
] as const;

function messageOf(error: unknown): string {
  const body = error instanceof ApiRequestError ? (error.body as { message?: string }) : undefined;
  return body?.message ?? 'The request failed. Please try again.';
}

/**
 * Issued transfer certificates: one at a time or a CSV file, listed for the office only (personal
 * data). The public verifies a TC on /view-issued-tcs with its number and date of birth. The one
 * open is in the address (`/admin/tcs/12`), so "the TC of Ravi" can be shared and reloaded.
 */
export function TcsTab() {
  const id = useId();
  const { state, reload } = useRemoteData(listTcs, 'the TCs');
  const { address, open, notFound } = useOpenRecord('tcs', state);
  const [failure, setFailure] = useState<string>();
  const [imported, setImported] = useState<TcImportResult>();
  const [sending, setSending] = useState(false);
  const tcs = state.status === 'loaded' ? state.data : [];
  const problem =
    failure ?? (state.status === 'error' ? 'The TCs could not be loaded.' : undefined);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    setFailure(undefined);
    const data = new FormData(form);
    const scan = data.get('scan');
    const scanFile = scan instanceof File && scan.size > 0 ? scan : undefined;
    const scanProblem = scanFile && checkTcScanBeforeUpload(scanFile);
    if (scanProblem) {
      setFailure(scanProblem);
      setSending(false);
      return;
    }
    try {
      const body = Object.fromEntries(
        fields.map((field) => [field.name, String(data.get(field.name) ?? '')]),
      );
      const { data: recorded } = await recordTc(body);
      form.reset();
      reload();
      // Two requests: the TC stays recorded if its scan is refused, and the scan can be attached again.
      if (scanFile) {
        try {
          await attachScan(recorded.id, scanFile);
          reload();
        } catch (error) {
          setFailure(
            `TC ${recorded.number} recorded, but the scan was not attached: ${messageOf(error)}`,
          );
          return;
        }
      }
      showToast('Transfer certificate recorded.', 'success');
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setSending(false);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setFailure(undefined);
    setImported(undefined);
    try {
      const result = await importTcs(await file.text());
      setImported(result);
      showToast(result.message, result.errors.length ? 'error' : 'success');
      reload();
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  const onScan = async (tc: TransferCertificate, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const scanProblem = checkTcScanBeforeUpload(file);
    setFailure(scanProblem);
    if (scanProblem) return;
    try {
      await attachScan(tc.id, file);
      showToast(`Scan of TC ${tc.number} saved.`, 'success');
      reload();
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  const onDelete = async (tc: TransferCertificate) => {
    if (!window.confirm(`Delete TC ${tc.number}?`)) return;
    try {
      await deleteTc(tc.id);
      reload();
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Transfer certificates</h1>
      <p className={controls.hint}>
        Visitors verify a TC on the public page with its number and the student’s date of birth;
        names are never shown to them.
      </p>
      <form className={styles.form} onSubmit={onSubmit} aria-label="Record a TC">
        {fields.map((field) =>
          field.type === 'date' ? (
            <DayField key={field.name} name={field.name} label={field.label} required />
          ) : (
            <div key={field.name} className={controls.field}>
              <label className={controls.label} htmlFor={`${id}-${field.name}`}>
                {field.label}
              </label>
              <input
                id={`${id}-${field.name}`}
                name={field.name}
                type={field.type}
                required
                className={controls.input}
              />
            </div>
          ),
        )}
        <div className={controls.field}>
          <label className={controls.label} htmlFor={`${id}-scan`}>
            Scanned TC (PDF, optional)
          </label>
          <input id={`${id}-scan`} name="scan" type="file" accept=".pdf,application/pdf" />
        </div>
        <Button type="submit" disabled={sending}>
          {sending ? 'Saving…' : 'Record TC'}
        </Button>
      </form>
      <div className={controls.field}>
        <label className={controls.label} htmlFor={`${id}-csv`}>
          Import a CSV file
        </label>
        <p id={`${id}-csv-hint`} className={controls.hint}>
          First line: {tcCsvColumns.join(', ')}. Dates as YYYY-MM-DD.
        </p>
        <input
          id={`${id}-csv`}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-csv-hint`}
          onChange={(event) => void onFile(event)}
        />
      </div>
      {problem && (
        <p role="alert" className={controls.fieldError}>
          {problem}
        </p>
      )}
      {imported && (
        <div role="status" aria-label="Import result">
          <p>{imported.message}</p>
          {imported.errors.length > 0 && (
            <ul aria-label="Rows not imported">
              {imported.errors.map((error) => (
                <li key={`${error.line}-${error.field}`}>
                  Line {error.line}, {error.field}: {error.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <TcListSetting />
      {notFound && <NoSuchRecord singular="TC" />}
      <h2>Recorded ({tcs.length})</h2>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">Recorded transfer certificates</caption>
          <thead>
            <tr>
              <th scope="col">TC number</th>
              <th scope="col">Student</th>
              <th scope="col">Class</th>
              <th scope="col">Issued</th>
              <th scope="col">Scan</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {tcs.map((tc) => (
              <tr key={tc.id}>
                <th scope="row">
                  <Link to={adminRecordAddress('tcs', tc.id)}>{tc.number}</Link>
                </th>
                <td>{tc.studentName}</td>
                <td>{tc.className}</td>
                <td>{formatDay(tc.issuedOn)}</td>
                <td>
                  {tc.scan && (
                    <Button
                      type="button"
                      variant="secondary"
                      size="small"
                      onClick={() => void downloadScan(tc)}
                    >
                      Download<span className="visually-hidden"> the scan of TC {tc.number}</span>
                    </Button>
                  )}
                  <label className={styles.scanLabel}>
                    {tc.scan ? 'Replace' : 'Attach'}
                    <span className="visually-hidden"> the scan of TC {tc.number}</span>
                    <input
                      type="file"
                      accept=".pdf,application/pdf"
                      className="visually-hidden"
                      onChange={(event) => void onScan(tc, event)}
                    />
                  </label>
                </td>
                <td>
                  <Button
                    type="button"
                    variant="secondary"
                    size="small"
                    onClick={() => void onDelete(tc)}
                  >
                    Delete<span className="visually-hidden"> TC {tc.number}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ModalDialog
        open={open !== undefined}
        title={`TC ${open?.number ?? ''}`}
        onClose={() => address.close()}
      >
        {open && (
          <>
            <Facts
              rows={fields.map((field) => [
                field.label,
                field.type === 'date' ? formatDay(open[field.name]) : open[field.name],
              ])}
            />
            <p>
              {open.scan ? (
                <Button type="button" variant="secondary" onClick={() => void downloadScan(open)}>
                  Download the scan
                </Button>
              ) : (
                'No scan attached.'
              )}
            </p>
          </>
        )}
      </ModalDialog>
    </section>
  );
}
