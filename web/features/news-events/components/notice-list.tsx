import { itemPath } from '#contracts/content/item-paths.ts';
import { useComponentTranslation } from '#web/components/messages/component-messages.ts';
import { StaffWords } from '#web/components/ui/staff-words.tsx';
import type { Notice } from '#contracts/content/notices.ts';
import { AudienceNote } from '#web/components/content/audience-note.tsx';
import { attachmentLabel } from '#web/lib/file-label.ts';
import { DatedItem } from './dated-item.tsx';
import styles from './news-events.module.css';

/** Notices, newest first, each with its attachment (new tab) when one is attached. */
export function NoticeList({ notices, heading }: { notices: Notice[]; heading?: string }) {
  const { t } = useComponentTranslation();
  return (
    <section className={styles.group} aria-labelledby="notices-title">
      <h2 id="notices-title">{heading ?? t('items.noticesLabel')}</h2>
      {notices.length ? (
        <ul className={styles.list}>
          {notices.map((notice) => (
            <DatedItem
              key={notice.id}
              date={notice.date}
              title={<StaffWords english={notice.title} hindi={notice.titleHi} />}
              href={itemPath('notices', notice.slug)}
              description={
                notice.description && (
                  <StaffWords english={notice.description} hindi={notice.descriptionHi} />
                )
              }
              number={notice.circularNumber}
            >
              <AudienceNote audiences={notice.audiences} />
              {notice.fileUrl && (
                <a
                  className={styles.attachment}
                  href={notice.fileUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {notice.fileName
                    ? t('items.open', { name: notice.fileName })
                    : t('lists.openAttachment')}{' '}
                  ({attachmentLabel(notice)})
                  <span className="visually-hidden">{t('common.opensInNewTab')}</span>
                </a>
              )}
            </DatedItem>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('lists.noNotices')}</p>
      )}
    </section>
  );
}
