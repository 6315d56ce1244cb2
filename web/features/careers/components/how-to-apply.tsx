import { Tabs } from '#web/components/ui/tabs.tsx';
import { howToApply } from '#web/features/careers/careers-content.ts';
import { ApplicationForm } from './application-form.tsx';
import styles from './how-to-apply.module.css';

/** The How to Apply box: e-mail the careers desk, or apply online (the default: it reaches the Inbox). */
export function HowToApply() {
  const { emailTab, onlineTab } = howToApply;
  return (
    <div className={styles.box}>
      <Tabs
        label={howToApply.tabsLabel}
        defaultTabId="email"
        tabs={[
          {
            id: 'email',
            label: emailTab.label,
            content: (
              <div>
                <h3>{emailTab.title}</h3>
                <p>{emailTab.text}</p>
                <p className={styles.email}>
                  <a href={`mailto:${emailTab.email}`}>{emailTab.email}</a>
                </p>
              </div>
            ),
          },
          {
            id: 'online',
            label: onlineTab.label,
            content: (
              <div>
                <h3>{onlineTab.title}</h3>
                <p>{onlineTab.text}</p>
                <ApplicationForm />
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
