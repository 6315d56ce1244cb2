import { itemPath } from '#contracts/content/item-paths.ts';
import { StaffWords } from '#web/components/ui/staff-words.tsx';
import type { NewsItem } from '#contracts/content/news.ts';
import { Link } from '#web/components/ui/local-link.tsx';
import { dateNamesFor } from '#web/i18n/date-names.ts';
import { useNewsTranslation } from '#web/features/news/messages/news-messages.ts';
import styles from './news-list.module.css';

/** News as cards: picture, date, the title as a link to the item's page, the first lines. */
export function NewsList({ news }: { news: NewsItem[] }) {
  const { t, language } = useNewsTranslation();
  if (!news.length) return <p>{t('news.empty')}</p>;
  return (
    <ul className={styles.list}>
      {news.map((item) => (
        <li key={item.id} className={styles.card}>
          <img
            className={styles.image}
            src={item.image}
            srcSet={item.picture.srcset || undefined}
            sizes="(min-width: 960px) 360px, 100vw"
            alt=""
            width={item.picture.width}
            height={item.picture.height}
            loading="lazy"
            decoding="async"
          />
          <div className={styles.body}>
            <time className={styles.date} dateTime={item.date}>
              {dateNamesFor(language).listDate(item.date)}
            </time>
            <h2 className={styles.title}>
              <Link to={itemPath('news', item.slug)}>
                <StaffWords english={item.title} hindi={item.titleHi} />
              </Link>
            </h2>
            {item.description && (
              <p className={styles.text}>
                <StaffWords english={item.description} hindi={item.descriptionHi} />
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
