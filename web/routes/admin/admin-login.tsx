import { LoginForm } from '#web/features/admin-auth/components/login-form.tsx';
import { privatePageMeta } from '#web/lib/seo.ts';

export const meta = () => privatePageMeta('Admin Login');

export default function AdminLoginPage() {
  return <LoginForm />;
}
