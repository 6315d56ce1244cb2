import type { DocumentView } from '#web/features/mandatory-disclosure/disclosure-view.ts';
import { displayDate } from '#web/features/mandatory-disclosure/display-date.ts';
import { useDisclosureTranslation } from '#web/features/mandatory-disclosure/messages/mandatory-disclosure-messages.ts';
import { useStaffText } from '#web/i18n/staff-text.ts';
import { DownloadButton } from './download-button.tsx';
import { fileSize } from './file-size.ts';
import styles from './mandatory-disclosure.module.css';

/**
 * One document: type, title, description, date, size and its Download button. The title and
 * description are staff's Hindi on a Hindi page where they wrote it, else the English marked so.
 */
export function DocumentRow({ document }: { document: DocumentView }) {
  const { t, language } = useDisclosureTranslation();
  const staffText = useStaffText();
  const title = staffText(document.title, document.titleHi);
  const description = staffText(document.description, document.descriptionHi);
  return (
    <li className={styles.row}>
      <div className={styles.rowBody}>
        <span className={styles.type}>{t(`disclosure.categories.${document.type}`)}</span>
        <h3 className={styles.rowTitle} lang={title.lang}>
          {title.text}
        </h3>
        <p className={styles.rowText} lang={description.lang}>
          {description.text}
        </p>
        <p className={styles.rowMeta}>
          <time dateTime={document.date}>{displayDate(document.date, language)}</time>
          <span aria-hidden="true"> · </span>
          {fileSize(t, document.fileSize)}
        </p>
      </div>
      <DownloadButton
        fileName={document.fileName}
        originalName={document.originalName}
        title={title}
      />
    </li>
  );
}
