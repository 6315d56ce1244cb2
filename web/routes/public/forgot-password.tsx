import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { schoolOf, useSchool } from '#web/lib/school.ts';
import { pageMeta } from '#web/lib/seo.ts';

// Help for staff, not for parents: kept out of search results and of the sitemap (site-maps.ts).
export const meta = ({ location, matches }: MetaArgs) => [
  ...pageMeta({
    school: schoolOf(matches),
    language: languageOfPath(location.pathname),
    title: 'Forgot your admin password?',
    description: 'How a staff member of the school gets a new password for the website admin area.',
    path: '/forgot-password',
  }),
  { name: 'robots', content: 'noindex' },
];

export default function ForgotPasswordPage() {
  const { office } = useSchool().emails;
  return (
    <>
      <PageHero
        eyebrow="Staff help"
        title="Forgot your admin password?"
        lead="For the safety of our pupils' information, admin passwords are never sent by e-mail. A new one is set by a person you know."
      />
      <Section title="How to get a new password">
        <ol>
          <li>
            <strong>Ask another administrator.</strong> Any staff member who can log in to the admin
            area can ask the website's technical contact to reset your password.
          </li>
          <li>
            <strong>Ask the person who runs the server.</strong> On the server they run{' '}
            <code>npm run admin -- reset-password &lt;your username&gt;</code> and give you the new
            password in person or by phone.
          </li>
          <li>
            <strong>Log in and keep it safe.</strong> Choose a password of at least 10 characters
            that you use nowhere else. Resetting a password signs out every session that used the
            old one.
          </li>
        </ol>
        <p>
          Not a staff member? Parents and visitors do not need an account: every page of this site
          is open to all. For help, write to <a href={`mailto:${office}`}>{office}</a>.
        </p>
        <ButtonLink to="/admin-login">Back to admin login</ButtonLink>
      </Section>
    </>
  );
}
