import { useEffect, useRef } from 'react';
import { useSetupTranslation } from '#web/features/setup/messages/setup-messages.ts';
import buttonStyles from '#web/components/ui/button.module.css';
import styles from './setup.module.css';

const buttonLook = (variant: 'primary' | 'secondary') =>
  `${buttonStyles.button} ${buttonStyles[variant]}`;

/**
 * Once the site is set up: where to go next. Plain links, so the pages load afresh with the
 * school (the root loader read none before).
 */
export function SetupDone({ schoolName }: { schoolName: string }) {
  const { t, localPath } = useSetupTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} className={styles.ready} role="status" tabIndex={-1}>
      <h1 className={styles.title}>{t('setup.readyTitle')}</h1>
      <p className={styles.lead}>{t('setup.readyLead', { school: schoolName })}</p>
      <div className={styles.actions}>
        <a className={buttonLook('primary')} href={localPath('/')}>
          {t('setup.openSite')}
        </a>
        <a className={buttonLook('secondary')} href="/admin-login">
          {t('setup.signIn')}
        </a>
      </div>
      <h2>{t('setup.nextSteps')}</h2>
      <ul>
        <li>{t('setup.nextLogo')}</li>
        <li>{t('setup.nextHindi')}</li>
        <li>{t('setup.nextPages')}</li>
      </ul>
    </div>
  );
}
