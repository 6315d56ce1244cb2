import { itemPath } from '#contracts/content/item-paths.ts';
import { StaffWords } from '#web/components/ui/staff-words.tsx';
import type { NewsItem } from '#contracts/content/news.ts';
import { Link } from '#web/components/ui/local-link.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Carousel } from '#web/components/ui/carousel.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { dateNamesFor } from '#web/i18n/date-names.ts';
import type { BandTexts } from '#web/components/content/band-view.tsx';
import { useHomeTranslation } from '#web/features/home/messages/home-messages.ts';
import styles from './latest-news.module.css';

/** The carousel shows the latest news (the full list is at /news), Recent Stories the first five. */
export const newsCarousel = { intervalMs: 4000, slideCount: 6, recentCount: 5 } as const;

function NewsSlide({ item, eager }: { item: NewsItem; eager: boolean }) {
  const { language } = useHomeTranslation();
  return (
    <figure className={styles.slide}>
      <img
        className={styles.slideImage}
        src={item.image}
        srcSet={item.picture.srcset || undefined}
        sizes="(min-width: 960px) 700px, 100vw"
        alt=""
        width={item.picture.width}
        height={item.picture.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <figcaption className={styles.caption}>
        <time className={styles.date} dateTime={item.date}>
          {dateNamesFor(language).listDate(item.date)}
        </time>
        <Link className={styles.title} to={itemPath('news', item.slug)}>
          <StaffWords english={item.title} hindi={item.titleHi} />
        </Link>
      </figcaption>
    </figure>
  );
}

function RecentStories({ items }: { items: NewsItem[] }) {
  const { t, language } = useHomeTranslation();
  return (
    <aside className={styles.recent} aria-labelledby="recent-stories-title">
      <h3 id="recent-stories-title" className={styles.recentTitle}>
        {t('home.recentStories')}
      </h3>
      <ol className={styles.recentList}>
        {items.slice(0, newsCarousel.recentCount).map((item) => (
          <li key={item.id} className={styles.recentItem}>
            <img src={item.image} alt="" width={72} height={48} loading="lazy" decoding="async" />
            <span>
              <Link className={styles.recentName} to={itemPath('news', item.slug)}>
                <StaffWords english={item.title} hindi={item.titleHi} />
              </Link>
              <time className={styles.recentDate} dateTime={item.date}>
                {dateNamesFor(language).listDate(item.date)}
              </time>
            </span>
          </li>
        ))}
      </ol>
      <ButtonLink to="/news" variant="secondary" size="small">
        {t('home.viewMore')}
      </ButtonLink>
    </aside>
  );
}

/**
 * Latest News: a looping carousel of the news beside the five most recent stories, under the
 * heading of its section of the home page.
 */
export function LatestNewsSection({ news, band }: { news: NewsItem[]; band: BandTexts }) {
  const { t } = useHomeTranslation();
  let body;
  if (news.length === 0) {
    body = (
      <p className={styles.note}>
        {t('home.noNews')} <Link to="/news-events">{t('home.noNewsLink')}</Link>{' '}
        {t('home.noNewsAfter')}
      </p>
    );
  } else {
    body = (
      <div className={styles.layout}>
        <Carousel
          label={t('home.newsCarousel')}
          intervalMs={newsCarousel.intervalMs}
          pagination
          aspectRatio="16 / 10"
          slides={news.map((item, index) => ({
            key: item.id,
            content: <NewsSlide item={item} eager={index === 0} />,
          }))}
        />
        <RecentStories items={news} />
      </div>
    );
  }
  return (
    <Section
      id={band.id}
      eyebrow={band.eyebrow}
      title={band.title}
      intro={band.intro}
      tone={band.tone}
    >
      {body}
    </Section>
  );
}
