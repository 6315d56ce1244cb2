import type { ReactNode } from 'react';
import type { CardImage } from './card.tsx';
import styles from './page-hero.module.css';

type PageHeroProps = {
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  image?: CardImage;
  actions?: ReactNode;
};

/** The top band of every page; it holds the page's only h1. */
export function PageHero({ title, eyebrow, lead, image, actions }: PageHeroProps) {
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.inner} ${image ? styles.withImage : ''}`}>
        <div>
          {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
          <h1>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {image && (
          <img
            className={styles.image}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
          />
        )}
      </div>
    </div>
  );
}
