import type { MetaArgs } from 'react-router';
import { InvitationForm } from '#web/features/admin-auth/components/invitation-form.tsx';
import { schoolIfSetUpOf } from '#web/lib/school.ts';
import { privatePageMeta } from '#web/lib/seo.ts';

export const meta = ({ matches }: MetaArgs) =>
  privatePageMeta('Choose your password', schoolIfSetUpOf(matches));

export default function AdminInvitationPage() {
  return <InvitationForm />;
}
