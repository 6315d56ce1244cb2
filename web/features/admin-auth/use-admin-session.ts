import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Role } from '#contracts/roles.ts';
import { adminSession } from '#web/lib/admin-session.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { getCurrentAdmin } from './api/get-current-admin.ts';

export type AdminSessionState =
  | { status: 'checking' }
  | { status: 'signed-in'; username: string; role: Role; mustChangePassword: boolean };

/** Confirms the stored token with the server; without a live session, goes to the login page. */
export function useAdminSession(): AdminSessionState {
  const navigate = useNavigate();
  const [state, setState] = useState<AdminSessionState>({ status: 'checking' });

  useEffect(() => {
    if (!adminSession.token()) {
      void navigate('/admin-login', { replace: true });
      return;
    }
    let cancelled = false;
    getCurrentAdmin()
      .then((me) => !cancelled && setState({ status: 'signed-in', ...me }))
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiRequestError && error.status === 401) adminSession.clear();
        void navigate('/admin-login', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  return state;
}
