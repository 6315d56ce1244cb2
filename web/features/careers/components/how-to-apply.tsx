import type { OpenPosition } from '#contracts/career-positions.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { useCareersTranslation } from '#web/features/careers/messages/careers-messages.ts';
import { ApplicationForm } from './application-form.tsx';
import styles from './how-to-apply.module.css';

/** The How to Apply box: e-mail the careers desk, or apply online (the default: it reaches the Inbox). */
export function HowToApply({ positions }: { positions: OpenPosition[] }) {
  const { t } = useCareersTranslation();
  const email = schoolIdentity.emails.careers;
  return (
    <div className={styles.box}>
      <Tabs
        label={t('careers.tabsLabel')}
        defaultTabId="email"
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
                <ApplicationForm positions={positions} />
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
