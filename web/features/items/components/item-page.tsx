import { Link } from '#web/components/ui/local-link.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { attachmentLabel } from '#web/lib/file-label.ts';
import { formatListDate } from '#web/lib/school-date.ts';
import type { ItemPage as ItemPageData } from '#web/features/items/item-data.ts';
import { itemLists } from '#web/features/items/item-view.ts';
import styles from './item-page.module.css';
import { ShareLinks } from './share-links.tsx';

/**
 * The page of one news item, notice, event or gallery post: breadcrumb, title, date, picture,
 * text, attachment, sharing, then the neighbouring items and the way back to the list.
 */
export function ItemPage({ page }: { page: ItemPageData }) {
  const { item, previous, next } = page;
  const list = itemLists[item.kind];
  return (
    <Section>
      <article className={styles.article}>
        <nav aria-label="Breadcrumb">
          <ol className={styles.breadcrumb}>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to={list.href}>{list.label}</Link>
            </li>
            <li aria-current="page">{item.title}</li>
          </ol>
        </nav>
        <p className={styles.kind}>{list.noun}</p>
        <h1 className={styles.title}>{item.title}</h1>
        <p className={styles.date}>
          {item.number && <span>Circular {item.number} · </span>}
          <time dateTime={item.date}>{formatListDate(item.date)}</time>
        </p>
        {item.image && (
          <img
            className={styles.image}
            src={item.image.src}
            srcSet={item.image.srcSet}
            sizes="(min-width: 800px) 760px, 100vw"
            alt=""
            width={item.image.width}
            height={item.image.height}
            fetchPriority="high"
          />
        )}
        {item.body
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim())
          .map((paragraph, index) => (
            <p key={index} className={styles.body}>
              {paragraph.trim()}
            </p>
          ))}
        {item.attachment && (
          <p>
            <a
              className={styles.attachment}
              href={item.attachment.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open {item.attachment.name} (
              {attachmentLabel({
                fileName: item.attachment.name,
                fileType: item.attachment.type,
                fileSize: item.attachment.size,
              })}
              )<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        )}
        <ShareLinks title={item.title} path={item.path} />
        {item.kind === 'notices' && (
          <p>
            <Link to="/subscribe">Get circulars like this one by e-mail</Link>
          </p>
        )}
        {(previous || next) && (
          <nav className={styles.neighbours} aria-label={`More ${list.label.toLowerCase()}`}>
            {previous ? (
              <Link to={previous.href} rel="prev" className={styles.neighbour}>
                <span className={styles.neighbourLabel}>Previous</span> {previous.title}
              </Link>
            ) : (
              <span />
            )}
            {next && (
              <Link to={next.href} rel="next" className={`${styles.neighbour} ${styles.next}`}>
                <span className={styles.neighbourLabel}>Next</span> {next.title}
              </Link>
            )}
          </nav>
        )}
        <p>
          <Link to={list.href}>Back to all {list.label.toLowerCase()}</Link>
        </p>
      </article>
    </Section>
  );
}
