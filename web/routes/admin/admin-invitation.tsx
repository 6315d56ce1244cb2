import { InvitationForm } from '#web/features/admin-auth/components/invitation-form.tsx';
import { privatePageMeta } from '#web/lib/seo.ts';

export const meta = () => privatePageMeta('Choose your password');

export default function AdminInvitationPage() {
  return <InvitationForm />;
}
