import type { OpenPosition } from '#contracts/career-positions.ts';
import { useSearchParams } from 'react-router';
import type { PageFormProblems } from '#web/lib/public-forms.ts';
import { useSchool } from '#web/lib/school.ts';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { useCareersTranslation } from '#web/features/careers/messages/careers-messages.ts';
import { ApplicationForm } from './application-form.tsx';
import styles from './how-to-apply.module.css';

/**
 * The How to Apply box: e-mail the careers desk, or apply online (it reaches the Inbox). The
 * positions are the open ones staff listed. The tabs
 * are links (`?apply=online`), so the online form opens without scripts too; it opens by itself
 * with the answer to a form sent without scripts (`problems`, `sent`, decision 0026).
 */
export function HowToApply({
  positions,
  problems,
  sent,
}: {
  positions: OpenPosition[];
  problems?: PageFormProblems;
  sent?: boolean;
}) {
  const { t } = useCareersTranslation();
  const [params] = useSearchParams();
  const email = useSchool().emails.careers;
  const online = params.get('apply') === 'online' || Boolean(problems) || Boolean(sent);
  return (
    <div className={styles.box}>
      <Tabs
        label={t('careers.tabsLabel')}
        defaultTabId={online ? 'online' : 'email'}
        linkTo={(id) => `?apply=${id}#apply`}
        tabs={[
          {
            id: 'email',
            label: t('careers.emailTab'),
            content: (
              <div>
                <h3>{t('careers.emailTitle')}</h3>
                <p>{t('careers.emailText')}</p>
                <p className={styles.email}>
                  <a href={`mailto:${email}`}>{email}</a>
                </p>
              </div>
            ),
          },
          {
            id: 'online',
            label: t('careers.onlineTab'),
            content: (
              <div>
                <h3>{t('careers.onlineTitle')}</h3>
                <p>{t('careers.onlineText')}</p>
                <ApplicationForm positions={positions} problems={problems} sent={sent} />
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
