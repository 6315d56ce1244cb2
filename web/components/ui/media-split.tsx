import type { ReactNode } from 'react';
import type { CardImage } from './card.tsx';
import styles from './media-split.module.css';

/** Text beside a picture (stacked on phones); `reverse` puts the picture on the left. */
export function MediaSplit({
  image,
  reverse,
  children,
}: {
  image: CardImage;
  reverse?: boolean;
  children: ReactNode;
}) {
  // A picture taller than the usual 8:5 (a portrait) is shown whole, not cropped to a band.
  const upright = image.height * 8 > image.width * 5;
  return (
    <div className={`${styles.split} ${reverse ? styles.reverse : ''}`}>
      <div className={styles.text}>{children}</div>
      <img
        className={upright ? `${styles.image} ${styles.upright}` : styles.image}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
      />
    </div>
  );
}
