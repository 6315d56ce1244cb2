import { useState } from 'react';
import { ControlIcon } from '#web/components/ui/control-icons.tsx';
import { Section } from '#web/components/ui/section.tsx';
import type { Testimonial } from '#web/features/home/home-content.ts';
import { useHomeTranslation } from '#web/features/home/messages/home-messages.ts';
import { tiltAngles } from './tilt-angles.ts';
import styles from './testimonials.module.css';

const wordDelaySeconds = 0.02;

/**
 * Five parents' words: a stack of photos (the current one on top, the others smaller and
 * tilted) beside the name, class and the quote revealed word by word. Moves only when the
 * visitor presses previous/next (autoplay is off by default on the original site), wrapping both ways.
 */
export function TestimonialsSection({ testimonials }: { testimonials: Testimonial[] }) {
  const { t, language } = useHomeTranslation();
  const [index, setIndex] = useState(0);
  const angles = tiltAngles(testimonials.length);
  const count = testimonials.length;
  const current = testimonials[index]!;
  const move = (delta: number) => setIndex((index + delta + count) % count);

  return (
    <Section
      id="testimonials"
      title={<span className={styles.lined}>{t('home.testimonials')}</span>}
      centered
      tone="muted"
      lang={language}
    >
      <div className={styles.layout}>
        <div className={styles.stack} aria-hidden="true">
          {testimonials.map((item, position) => {
            const active = position === index;
            const distance = (position - index + count) % count;
            return (
              <img
                key={item.name}
                className={styles.photo}
                src={item.image.src}
                alt=""
                width={item.image.width}
                height={item.image.height}
                loading="lazy"
                decoding="async"
                style={{
                  zIndex: active ? count : count - distance,
                  opacity: active ? 1 : 0.75,
                  transform: active ? 'none' : `scale(0.92) rotate(${angles[position]}deg)`,
                }}
              />
            );
          })}
        </div>

        <div className={styles.text}>
          <div key={index} className={styles.entry} aria-live="polite">
            <p className={styles.name}>{current.name}</p>
            <p className={styles.designation}>{current.designation}</p>
            <blockquote className={styles.quote}>
              <p>
                <span className="visually-hidden">{current.quote}</span>
                <span aria-hidden="true">
                  {current.quote.split(' ').map((word, wordIndex) => (
                    <span
                      key={wordIndex}
                      className={styles.word}
                      style={{ animationDelay: `${wordIndex * wordDelaySeconds}s` }}
                    >
                      {word}{' '}
                    </span>
                  ))}
                </span>
              </p>
            </blockquote>
          </div>
          <div className={styles.buttons}>
            <button
              type="button"
              className={styles.round}
              onClick={() => move(-1)}
              aria-label={t('home.previousTestimonial')}
            >
              <ControlIcon name="previous" />
            </button>
            <span className={styles.counter}>
              {index + 1} / {count}
            </span>
            <button
              type="button"
              className={styles.round}
              onClick={() => move(1)}
              aria-label={t('home.nextTestimonial')}
            >
              <ControlIcon name="next" />
            </button>
          </div>
        </div>
      </div>
    </Section>
  );
}
