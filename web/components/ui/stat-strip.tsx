import { useInView } from '#web/lib/use-in-view.ts';
import { Icon, type IconName } from './icon.tsx';
import { StatCounter } from './stat-counter.tsx';
import styles from './stat-strip.module.css';

export type Stat = { icon: IconName; endValue: number; suffix: string; title: string };

/**
 * A band of figures that count up (2000 ms, 50 steps) once half of the band is visible.
 * Before hydration and without JavaScript the final values are shown.
 */
export function StatStrip({ stats }: { stats: Stat[] }) {
  const { ref, seenAfterScroll } = useInView<HTMLUListElement>(0.5);
  return (
    <ul ref={ref} className={styles.strip}>
      {stats.map((stat) => (
        <li key={stat.title} className={styles.stat}>
          <span className={styles.icon}>
            <Icon name={stat.icon} size={28} />
          </span>
          {/* The counting number is hidden from screen readers, which read the final value once. */}
          <span className={styles.value} aria-hidden="true">
            <StatCounter endValue={stat.endValue} suffix={stat.suffix} start={seenAfterScroll} />
          </span>
          <span className="visually-hidden">
            {stat.endValue}
            {stat.suffix}
          </span>
          <span className={styles.title}>{stat.title}</span>
        </li>
      ))}
    </ul>
  );
}
