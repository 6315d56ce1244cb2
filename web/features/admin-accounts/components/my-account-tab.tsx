import { useNavigate } from 'react-router';
import { roleLabels } from '#contracts/roles.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { getMyAccount } from '#web/features/admin-accounts/api/my-account-api.ts';
import styles from './accounts.module.css';
import { ChangePasswordForm } from './change-password-form.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/** "My account": password, two-factor sign-in and sessions of the signed-in person. */
export function MyAccountTab() {
  const navigate = useNavigate();
  const { state, reload } = useRemoteData(getMyAccount, 'your account');
  const account = state.status === 'loaded' ? state.data : undefined;

  return (
    <div className={styles.tab}>
      <h1 className={styles.heading}>My account</h1>
      {account && (
        <p>
          Signed in as <strong>{account.username}</strong> ({roleLabels[account.role]}).
        </p>
      )}
      {account?.mustChangePassword && (
        <p className={styles.formError} role="alert">
          Your password is a temporary one: choose your own to use the rest of the admin area.
        </p>
      )}
      <ChangePasswordForm onChanged={() => void navigate('/admin-login', { replace: true })} />
      {account && <TwoFactorSection enabled={account.twoFactor} onChanged={reload} />}
      <SessionsSection />
    </div>
  );
}
