import type { MetaArgs } from 'react-router';
import { LoginForm } from '#web/features/admin-auth/components/login-form.tsx';
import { schoolIfSetUpOf } from '#web/lib/school.ts';
import { privatePageMeta } from '#web/lib/seo.ts';

export const meta = ({ matches }: MetaArgs) =>
  privatePageMeta('Admin Login', schoolIfSetUpOf(matches));

export default function AdminLoginPage() {
  return <LoginForm />;
}
