import { useState, type FormEvent } from 'react';
import { roleDescriptions, roleLabels, roles, type Role } from '#contracts/roles.ts';
import {
  invitationLifetimeHours,
  type NewAccount,
  type onboardingMethods,
} from '#contracts/staff.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { addStaff } from '#web/features/admin-accounts/api/staff-api.ts';
import styles from './accounts.module.css';

/** Adds a staff member with a role; the answer carries their temporary password. */
export function AddStaffForm({ onAdded }: { onAdded: (added: NewAccount) => void }) {
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [method, setMethod] = useState<(typeof onboardingMethods)[number]>('invitation');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onAdded(await addStaff({ username, role, method }));
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
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>Their first password</legend>
          <label className={styles.choice}>
            <input
              type="radio"
              name="new-staff-method"
              checked={method === 'invitation'}
              onChange={() => setMethod('invitation')}
            />
            They set it from an invitation link (one use, {invitationLifetimeHours} hours)
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              name="new-staff-method"
              checked={method === 'temporary-password'}
              onChange={() => setMethod('temporary-password')}
            />
            A temporary password they change when they first sign in
          </label>
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            Add staff member
          </Button>
        </div>
      </form>
    </section>
  );
}
