import type { NewsItem } from '#contracts/content/news.ts';
import { Link } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Carousel } from '#web/components/ui/carousel.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { formatListDate } from '#web/lib/school-date.ts';
import { getLatestNews } from '#web/features/home/api/get-latest-news.ts';
import { newsCarousel } from '#web/features/home/home-content.ts';
import styles from './latest-news.module.css';

function NewsSlide({ item, eager }: { item: NewsItem; eager: boolean }) {
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
          {formatListDate(item.date)}
        </time>
        <span className={styles.title}>{item.title}</span>
      </figcaption>
    </figure>
  );
}

function RecentStories({ items }: { items: NewsItem[] }) {
  return (
    <aside className={styles.recent} aria-labelledby="recent-stories-title">
      <h3 id="recent-stories-title" className={styles.recentTitle}>
        RECENT STORIES
      </h3>
      <ol className={styles.recentList}>
        {items.slice(0, newsCarousel.recentCount).map((item) => (
          <li key={item.id} className={styles.recentItem}>
            <img src={item.image} alt="" width={72} height={48} loading="lazy" decoding="async" />
            <span>
              <span className={styles.recentName}>{item.title}</span>
              <time className={styles.recentDate} dateTime={item.date}>
                {formatListDate(item.date)}
              </time>
            </span>
          </li>
        ))}
      </ol>
      <ButtonLink to="/news-events" variant="secondary" size="small">
        View More...
      </ButtonLink>
    </aside>
  );
}

/** Latest News: a looping carousel of the news beside the five most recent stories. */
export function LatestNewsSection() {
  const news = useRemoteData(getLatestNews, 'the latest news');
  let body;
  if (news.status === 'loading') {
    body = (
      <p role="status" className={styles.note}>
        Loading news...
      </p>
    );
  } else if (news.status === 'error' || news.data.length === 0) {
    // Spec: a failure only leaves the section without items; say so calmly instead of a blank.
    body = (
      <p className={styles.note}>
        No news stories yet. See <Link to="/news-events">Events &amp; Notices</Link> for what is
        happening at school.
      </p>
    );
  } else {
    body = (
      <div className={styles.layout}>
        <Carousel
          label="Latest news"
          intervalMs={newsCarousel.intervalMs}
          pagination
          aspectRatio="16 / 10"
          slides={news.data.map((item, index) => ({
            key: item.id,
            content: <NewsSlide item={item} eager={index === 0} />,
          }))}
        />
        <RecentStories items={news.data} />
      </div>
    );
  }
  return (
    <Section id="latest-news" eyebrow="What's new" title="Latest News">
      {body}
    </Section>
  );
}
