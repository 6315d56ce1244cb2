import type { CSSProperties } from 'react';
import type { Colours } from '#web/features/admin-settings/lib/colour-check.ts';
import styles from './colour-preview.module.css';

/**
 * The colours as the public pages would wear them: the same custom properties web/root.tsx sets
 * on <html>, set here on the preview, so it changes as the colours are typed. Every pair of
 * `readablePairs` appears in it.
 */
export function ColourPreview({
  colours,
  name,
  logo,
}: {
  colours: Colours;
  name: string;
  logo: { src: string };
}) {
  const style = {
    '--color-primary': colours.primary,
    '--color-primary-dark': colours.primaryDark,
    '--color-accent': colours.accent,
    '--color-accent-soft': colours.accentSoft,
    '--color-event': colours.event,
    '--color-leave': colours.leave,
  } as CSSProperties;
  return (
    <figure className={styles.preview} style={style}>
      <figcaption className={styles.caption}>Preview</figcaption>
      <div className={styles.page} aria-hidden="true">
        <div className={styles.brand}>
          <img src={logo.src} alt="" className={styles.logo} />
          <span className={styles.name}>{name}</span>
        </div>
        <div className={styles.nav}>
          <span>Home</span>
          <span>About Us</span>
          <span>Admissions</span>
        </div>
        <div className={styles.body}>
          <span className={styles.button}>Apply Now</span>
          <div className={styles.chips}>
            <span className={styles.event}>12 · Sports Day</span>
            <span className={styles.leave}>15 · Holiday</span>
          </div>
          <p className={styles.soft}>Admissions are open for the new session.</p>
        </div>
        <div className={styles.footer}>
          <span>Contact us</span>
          <span className={styles.footerSoft}>Office hours</span>
        </div>
      </div>
    </figure>
  );
}
