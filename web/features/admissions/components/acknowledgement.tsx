import { admissionClassLabels, type ApplicationStatus } from '#contracts/admissions.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useAdmissionsTranslation } from '#web/features/admissions/messages/admissions-messages.ts';
import styles from './admissions.module.css';

/**
 * What a parent keeps of a sent application: its number, the child, and the status link. It
 * prints on its own (admissions.module.css hides the site's header and footer and the forms);
 * the print button needs a script, so the words say how to print without it.
 */
export function Acknowledgement({ status, link }: { status: ApplicationStatus; link: string }) {
  const { t, language } = useAdmissionsTranslation();
  const hydrated = useHydrated();
  return (
    <div className={`${styles.panel} ${styles.ok}`} role="status">
      <h2>{t('admissions.receivedTitle')}</h2>
      <p>{t('admissions.receivedLead', { child: status.childName })}</p>
      <dl className={styles.facts}>
        <dt>{t('admissions.number')}</dt>
        <dd>
          <strong>{status.number}</strong>
        </dd>
        <dt>{t('admissions.class')}</dt>
        <dd>
          {admissionClassLabels[status.class][language]}, {status.year}
        </dd>
        <dt>{t('admissions.statusLink')}</dt>
        <dd>
          <a className={styles.link} href={link}>
            {link}
          </a>
        </dd>
      </dl>
      <p>{t('admissions.keepLink')}</p>
      <p className={styles.noPrint}>{t('admissions.print')}</p>
      {hydrated && (
        <div className={styles.noPrint}>
          <Button variant="secondary" onClick={() => window.print()}>
            {t('admissions.printButton')}
          </Button>
        </div>
      )}
    </div>
  );
}
