import type { ReactNode } from 'react';
import styles from './card.module.css';

export type CardImage = { src: string; alt: string; width: number; height: number };

type CardProps = {
  title: ReactNode;
  titleLevel?: 2 | 3 | 4;
  image?: CardImage;
  /** Load the image at once (above the fold) instead of lazily. */
  eagerImage?: boolean;
  icon?: ReactNode;
  meta?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
};

export function Card({
  title,
  titleLevel = 3,
  image,
  eagerImage,
  icon,
  meta,
  footer,
  children,
}: CardProps) {
  const Title = `h${titleLevel}` as const;
  return (
    <article className={styles.card}>
      {image && (
        <img
          className={styles.media}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={eagerImage ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      <div className={styles.body}>
        {icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        {meta && <span className={styles.meta}>{meta}</span>}
        <Title className={styles.title}>{title}</Title>
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </article>
  );
}

/** Responsive grid of cards: one column on phones, as many as fit from `minWidth` up. */
export function CardGrid({
  children,
  minWidth = '16rem',
}: {
  children: ReactNode;
  minWidth?: string;
}) {
  return (
    <div className={styles.grid} style={{ '--card-min': minWidth } as React.CSSProperties}>
      {children}
    </div>
  );
}
