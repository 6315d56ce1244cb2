import { useState, type FormEvent } from 'react';
import { roleDescriptions, roleLabels, roles, type Role } from '#contracts/roles.ts';
import type { TemporaryPassword } from '#contracts/staff.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { addStaff } from '#web/features/admin-accounts/api/add-staff.ts';
import styles from './accounts.module.css';

/** Adds a staff member with a role; the answer carries their temporary password. */
export function AddStaffForm({ onAdded }: { onAdded: (added: TemporaryPassword) => void }) {
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onAdded(await addStaff({ username, role }));
      setUsername('');
    } catch (cause) {
      setError(
        (cause instanceof ApiRequestError && cause.serverMessage) || 'The account was not added.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="add-staff-heading">
      <h2 id="add-staff-heading" className={styles.subheading}>
        Add a staff member
      </h2>
      <form className={styles.form} onSubmit={onSubmit}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="new-staff-username">
            Username
          </label>
          <input
            id="new-staff-username"
            className={styles.input}
            autoComplete="off"
            required
            maxLength={100}
            value={username}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'new-staff-error' : undefined}
            onChange={(event) => setUsername(event.target.value)}
          />
          {error && (
            <p id="new-staff-error" className={styles.fieldError}>
              {error}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="new-staff-role">
            Role
          </label>
          <select
            id="new-staff-role"
            className={styles.input}
            value={role}
            aria-describedby="new-staff-role-hint"
            onChange={(event) => setRole(event.target.value as Role)}
          >
            {roles.map((option) => (
              <option key={option} value={option}>
                {roleLabels[option]}
              </option>
            ))}
          </select>
          <p id="new-staff-role-hint" className={styles.hint}>
            {roleDescriptions[role]}
          </p>
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            Add with a temporary password
          </Button>
        </div>
      </form>
    </section>
  );
}
