import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { Link } from '#web/components/ui/local-link.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import formStyles from '#web/components/forms/public-form.module.css';
import { SubscribeForm } from '#web/features/subscriptions/components/subscribe-form.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = ({ location }: MetaArgs) =>
  pageMeta({
    language: languageOfPath(location.pathname),
    title: 'Circulars by e-mail',
    description:
      'Receive the school’s circulars by e-mail, for the classes you choose, as they are published or once a day. No account needed.',
    path: '/subscribe',
  });

export default function SubscribePage() {
  return (
    <>
      <PageHero
        eyebrow="Circulars"
        title="Circulars by e-mail"
        lead="Every circular for your child’s classes in your inbox, as soon as it is published or once a day. No account, no app."
      />
      <Section>
        <div className={formStyles.narrow}>
          <p>
            We send a link to confirm the address first; nothing else is sent until you open it.
            Every e-mail has a link to change your choice or unsubscribe. We keep the address, your
            choice and when you made it, and use them for nothing else.
          </p>
          <SubscribeForm />
          <p>
            <Link to="/news-events?show=notices">Read the circulars on the website</Link>
          </p>
        </div>
      </Section>
    </>
  );
}
