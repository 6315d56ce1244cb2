import { useState } from 'react';
import { roleLabels, roles, type Role } from '#contracts/roles.ts';
import type { NewAccount, StaffMember } from '#contracts/staff.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '#web/components/ui/data-table.tsx';
import { formatTime } from '#web/lib/format.ts';
import { showToast } from '#web/lib/toast.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { changeStaff, listStaff, resetStaff } from '#web/features/admin-accounts/api/staff-api.ts';
import { AddStaffForm } from './add-staff-form.tsx';
import styles from './accounts.module.css';
import { NewAccountNotice } from './new-account-notice.tsx';

/** Errors are toasted by the API client (the server says why, e.g. the last administrator). */
const quietly = (work: Promise<unknown>) => work.then(() => true).catch(() => false);

/** The Staff tab (administrators): who has an account, with which role, and their state. */
export function StaffTab() {
  const { state, reload } = useRemoteData(listStaff, 'the staff list');
  const [shown, setShown] = useState<NewAccount | null>(null);

  const change = async (member: StaffMember, role: Role | undefined, disabled?: boolean) => {
    if (await quietly(changeStaff(member.id, { role, disabled })))
      showToast(`${member.username} updated.`, 'success');
    reload();
  };
  const reset = async (member: StaffMember) => {
    const sure = window.confirm(
      `Reset ${member.username}? They are signed out, two-factor sign-in is turned off and they get a new temporary password.`,
    );
    if (!sure) return;
    await resetStaff(member.id).then(setShown, () => undefined);
    reload();
  };

  const columns: DataTableColumn<StaffMember>[] = [
    { key: 'name', header: 'Username', rowHeader: true, cell: (member) => member.username },
    {
      key: 'role',
      header: 'Role',
      cell: (member) => (
        <select
          className={styles.input}
          aria-label={`Role of ${member.username}`}
          value={member.role}
          onChange={(event) => void change(member, event.target.value as Role)}
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </select>
      ),
    },
    {
      key: 'last',
      header: 'Last sign-in',
      cell: (member) =>
        member.lastSignInAt ? (
          <time dateTime={member.lastSignInAt}>{formatTime(member.lastSignInAt)}</time>
        ) : (
          'Never'
        ),
    },
    { key: '2fa', header: 'Two-factor', cell: (member) => (member.twoFactor ? 'On' : 'Off') },
    {
      key: 'state',
      header: 'State',
      cell: (member) =>
        member.disabled
          ? 'Disabled'
          : member.invited
            ? 'Invited'
            : member.mustChangePassword
              ? 'Active (temporary password)'
              : 'Active',
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (member) => (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="small"
            aria-label={`${member.disabled ? 'Enable' : 'Disable'} ${member.username}`}
            onClick={() => void change(member, undefined, !member.disabled)}
          >
            {member.disabled ? 'Enable' : 'Disable'}
          </Button>
          <Button
            variant="danger"
            size="small"
            aria-label={`Reset ${member.username}`}
            onClick={() => void reset(member)}
          >
            Reset
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className={styles.tab}>
      <h1 className={styles.heading}>Staff</h1>
      {shown && <NewAccountNotice shown={shown} onDone={() => setShown(null)} />}
      <AddStaffForm
        onAdded={(added) => {
          setShown(added);
          reload();
        }}
      />
      {state.status === 'loading' && <p role="status">Loading the staff list…</p>}
      {state.status === 'error' && (
        <p className={styles.formError} role="alert">
          Unable to load the staff list. Please try again.
        </p>
      )}
      {state.status === 'loaded' && (
        <DataTable
          caption="Staff accounts"
          columns={columns}
          rows={state.data}
          rowKey={(member) => member.id}
        />
      )}
    </div>
  );
}
