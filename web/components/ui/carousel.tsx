import { useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '#web/i18n/translator.ts';
import { ControlIcon } from './control-icons.tsx';
import styles from './carousel.module.css';
import { useCarousel } from './use-carousel.ts';

export type CarouselSlide = { key: string; content: ReactNode };

type CarouselProps = {
  /** Accessible name of the carousel, e.g. "Latest news". */
  label: string;
  slides: CarouselSlide[];
  intervalMs: number;
  transitionMs?: number;
  /** Show one dot per slide that jumps to it. */
  pagination?: boolean;
  /** Height of the slide area as a CSS aspect ratio, e.g. "16 / 9". */
  aspectRatio?: string;
};

/**
 * An auto-advancing carousel following the WAI-ARIA APG pattern: a pause/play button first, then
 * previous/next and optional pagination; slides are labelled "n of N" and announced only while
 * rotation is stopped. Hidden slides are inert so keyboard focus never lands in them.
 */
export function Carousel({
  label,
  slides,
  intervalMs,
  transitionMs = 600,
  pagination,
  aspectRatio,
}: CarouselProps) {
  const { t } = useTranslation();
  const carousel = useCarousel({ count: slides.length, intervalMs, transitionMs });
  const trackId = useId();
  const total = slides.length;
  // The copy of the first slide that makes the wrap seamless (see useCarousel).
  const track = total > 1 ? [...slides, { ...slides[0]!, key: `${slides[0]!.key}-copy` }] : slides;
  const trackStyle: CSSProperties = {
    transform: `translateX(-${carousel.position * 100}%)`,
    transition: carousel.animate ? `transform ${transitionMs}ms ease-in-out` : 'none',
  };

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      {...carousel.rootHandlers}
    >
      <div className={styles.viewport} style={aspectRatio ? { aspectRatio } : undefined}>
        <div
          id={trackId}
          className={styles.track}
          style={trackStyle}
          aria-live={carousel.playing ? 'off' : 'polite'}
        >
          {track.map((slide, position) => {
            const isCopy = position === total && total > 1;
            const current = position === carousel.position;
            const hidden = isCopy || !current;
            return (
              <div
                key={slide.key}
                className={styles.slide}
                role={isCopy ? undefined : 'group'}
                aria-roledescription={isCopy ? undefined : 'slide'}
                aria-label={
                  isCopy ? undefined : t('carousel.slide', { number: position + 1, total })
                }
                aria-hidden={hidden || undefined}
                inert={hidden || undefined}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>

      {total > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={carousel.togglePause}
            aria-label={t(carousel.stopped ? 'carousel.play' : 'carousel.pause', { label })}
          >
            <ControlIcon name={carousel.stopped ? 'play' : 'pause'} size={18} />
          </button>
          {pagination && (
            <div className={styles.dots}>
              {slides.map((slide, index) => (
                <button
                  key={slide.key}
                  type="button"
                  className={styles.dot}
                  aria-label={t('carousel.show', { number: index + 1, total })}
                  aria-current={index === carousel.index ? 'true' : undefined}
                  aria-controls={trackId}
                  onClick={() => carousel.goTo(index)}
                />
              ))}
            </div>
          )}
          <div className={styles.arrows}>
            <button
              type="button"
              className={styles.control}
              onClick={carousel.previous}
              aria-controls={trackId}
              aria-label={t('carousel.previous')}
            >
              <ControlIcon name="previous" />
            </button>
            <button
              type="button"
              className={styles.control}
              onClick={carousel.next}
              aria-controls={trackId}
              aria-label={t('carousel.next')}
            >
              <ControlIcon name="next" />
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
