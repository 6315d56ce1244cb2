import { useState } from 'react';
import type { Block } from '#contracts/content/pages.ts';
import { contentTranslator } from './messages/content-messages.ts';
import { ControlIcon } from '#web/components/ui/control-icons.tsx';
import { Section } from '#web/components/ui/section.tsx';
import type { BandTexts } from './band-view.tsx';
import { useContentLanguage } from './content-language.tsx';
import { tiltAngles } from './tilt-angles.ts';
import styles from './testimonials-band.module.css';

type TestimonialsBlock = Extract<Block, { type: 'testimonials' }>;

const wordDelaySeconds = 0.02;

/**
 * Parents' words: a stack of photos (the current one on top, the others smaller and tilted)
 * beside the name, who they are and the quote revealed word by word, under the section's title.
 * Moves only when the visitor presses previous/next (autoplay is off by default on the original
 * site), wrapping both ways.
 */
export function TestimonialsBand({ band, block }: { band: BandTexts; block: TestimonialsBlock }) {
  const t = contentTranslator(useContentLanguage());
  const testimonials = block.items;
  const [index, setIndex] = useState(0);
  const angles = tiltAngles(testimonials.length);
  const count = testimonials.length;
  const current = testimonials[index]!;
  const move = (delta: number) => setIndex((index + delta + count) % count);

  return (
    <Section
      id={band.id}
      eyebrow={band.eyebrow}
      title={<span className={styles.lined}>{band.title}</span>}
      intro={band.intro}
      centered
      tone={band.tone}
    >
      <div className={styles.layout}>
        <div className={styles.stack} aria-hidden="true">
          {testimonials.map((item, position) => {
            const active = position === index;
            const distance = (position - index + count) % count;
            return (
              <img
                key={`${position}-${item.name}`}
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
            <p className={styles.designation}>{current.relation}</p>
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
              aria-label={t('bands.previousTestimonial')}
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
              aria-label={t('bands.nextTestimonial')}
            >
              <ControlIcon name="next" />
            </button>
          </div>
        </div>
      </div>
    </Section>
  );
}
