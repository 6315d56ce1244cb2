import type { Block } from '#contracts/content/pages.ts';
import { contentTranslator } from './messages/content-messages.ts';
import { Carousel } from '#web/components/ui/carousel.tsx';
import { useContentLanguage } from './content-language.tsx';
import styles from './slides-block.module.css';
import type { BlockViews } from './block-view-modules.tsx';

type SlidesBlock = Extract<Block, { type: 'slides' }>;

/** How long each picture shows and how long the move to the next takes: the same on every page. */
export const slideTiming = { intervalMs: 5000, transitionMs: 1000 } as const;

/** Captioned pictures one at a time, with the school's levels beside them on large screens. */
export function SlidesBlockView({ block }: { block: SlidesBlock }) {
  const t = contentTranslator(useContentLanguage());
  return (
    <div className={styles.layout}>
      <Carousel
        label={block.label}
        intervalMs={slideTiming.intervalMs}
        transitionMs={slideTiming.transitionMs}
        aspectRatio="16 / 10"
        slides={block.slides.map(({ caption, image }, index) => ({
          key: `${index}-${caption}`,
          content: (
            <figure className={styles.slide}>
              <img
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
              <figcaption className={styles.caption}>{caption}</figcaption>
            </figure>
          ),
        }))}
      />
      {block.levels && block.levels.length > 0 && (
        <ul className={styles.levels} aria-label={t('bands.schoolLevels')}>
          {block.levels.map((level, index) => (
            <li key={`${index}-${level.name}`}>
              <strong>{level.name}</strong>
              <span>{level.classes}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The blocks this module draws, for the page's script to fetch (block-view-modules.tsx). */
export const blockViews: BlockViews<'slides'> = { slides: SlidesBlockView };
