import { Carousel } from '#web/components/ui/carousel.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { campusSlider, type HomeText } from '#web/features/home/home-content.ts';
import { useHomeTranslation } from '#web/features/home/messages/home-messages.ts';
import styles from './campus-slider.module.css';

/** The eight captioned campus pictures, with the school levels beside them on large screens. */
export function CampusSliderSection({
  campusSlides,
  schoolLevels,
}: Pick<HomeText, 'campusSlides' | 'schoolLevels'>) {
  const { t, language } = useHomeTranslation();
  return (
    <Section
      id="campus"
      eyebrow={t('home.campusEyebrow')}
      title={t('home.campusTitle')}
      tone="muted"
      lang={language}
    >
      <div className={styles.layout}>
        <Carousel
          label={t('home.campusPictures')}
          intervalMs={campusSlider.intervalMs}
          transitionMs={campusSlider.transitionMs}
          aspectRatio="16 / 10"
          slides={campusSlides.map(({ caption, image }, index) => ({
            key: caption,
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
        <ul className={styles.levels} aria-label={t('home.schoolLevels')}>
          {schoolLevels.map((level) => (
            <li key={level.name}>
              <strong>{level.name}</strong>
              <span>{level.range}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
