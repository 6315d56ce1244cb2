import { useEffect, useRef, useState } from 'react';
import type { CardImage } from './card.tsx';
import styles from './portrait.module.css';

/**
 * A person's photo. If the picture cannot be loaded the image is hidden and a person icon is
 * shown instead (the failure may happen before hydration, so it is also checked on mount).
 */
export function Portrait({ image, eager }: { image: CardImage; eager?: boolean }) {
  const imgRef = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <div className={styles.frame}>
      <img
        ref={imgRef}
        className={styles.image}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        hidden={failed}
        onError={() => setFailed(true)}
      />
      {failed && (
        <div className={styles.fallback}>
          <svg
            viewBox="0 0 24 24"
            width="96"
            height="96"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{image.alt}</span>
        </div>
      )}
    </div>
  );
}
