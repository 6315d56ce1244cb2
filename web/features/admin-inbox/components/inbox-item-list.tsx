import { applicationStatusLabels, isUnread, type InboxItem } from '#contracts/inbox.ts';
import { formatTime } from '#web/lib/format.ts';
import { kindLabel, senderOf, topicOf } from './inbox-labels.ts';
import styles from './inbox-panel.module.css';

type ListProps = {
  items: InboxItem[];
  label: string;
  openId: string | undefined;
  onOpen: (item: InboxItem) => void;
};

/** One row per item; choosing one opens it beside (below on a phone) the list. */
export function InboxItemList({ items, label, openId, onOpen }: ListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className={[
              styles.row,
              isUnread(item) && styles.unread,
              item.id === openId && styles.selected,
            ]
              .filter(Boolean)
              .join(' ')}
            aria-current={item.id === openId ? 'true' : undefined}
            onClick={() => onOpen(item)}
          >
            <span className={styles.rowTop}>
              {isUnread(item) && <span className={styles.dot}>New</span>}
              <span className={styles.kind}>{kindLabel[item.kind]}</span>
              {/* Only once reviewed: a status "New" beside the unread "New" would read as one. */}
              {item.kind === 'applications' && item.status !== 'new' && (
                <span className={styles.status}>{applicationStatusLabels[item.status]}</span>
              )}
              {item.handledAt && <span className={styles.handled}>Handled</span>}
              <time className={styles.time} dateTime={item.createdAt}>
                {formatTime(item.createdAt)}
              </time>
            </span>
            <span className={styles.sender}>{senderOf(item)}</span>
            <span className={styles.topic}>{topicOf(item)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
