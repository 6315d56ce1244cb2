import { Link as RouterLink, useLocation } from 'react-router';
import {
  achievementCategories,
  achievementCategoryLabels,
  achievementLevelLabels,
} from '#contracts/content/achievement-words.ts';
import { itemPath } from '#contracts/content/item-paths.ts';
import type { Block } from '#contracts/content/pages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Link } from '#web/components/ui/local-link.tsx';
import { StaffWords } from '#web/components/ui/staff-words.tsx';
import { useComponentTranslation } from '#web/components/messages/component-messages.ts';
import { dateNamesFor } from '#web/i18n/date-names.ts';
import type { AchievementsList, ListedAchievement } from './achievements-list.ts';
import { useSchoolFacts } from './school-facts.tsx';
import type { BlockViews } from './block-view-modules.tsx';
import styles from './achievements-block.module.css';

type AchievementsBlock = Extract<Block, { type: 'achievements' }>;

/** Where the filter's answer scrolls to: the list, not the top of the page. */
const listId = 'achievement-list';

/**
 * Category and year as a plain GET form (decision 0026: it works without JavaScript): the
 * page's loader reads `?category=&year=` (achievements-list.ts). Keyed by the choice, so a
 * "Show all" followed in the browser shows the selects reset.
 */
function AchievementFilter({ list }: { list: AchievementsList }) {
  const { t, language } = useComponentTranslation();
  const { pathname } = useLocation();
  const { category, year } = list.filter;
  return (
    <form
      key={`${category ?? ''} ${year ?? ''}`}
      method="get"
      action={`${pathname}#${listId}`}
      className={styles.filter}
      aria-label={t('achievements.choose')}
    >
      <label className={styles.field}>
        <span>{t('achievements.category')}</span>
        <select name="category" defaultValue={category ?? ''}>
          <option value="">{t('achievements.allCategories')}</option>
          {achievementCategories.map((value) => (
            <option key={value} value={value}>
              {achievementCategoryLabels[value][language]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('achievements.year')}</span>
        <select name="year" defaultValue={year ? String(year) : ''}>
          <option value="">{t('achievements.allYears')}</option>
          {list.years.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit">{t('achievements.show')}</Button>
    </form>
  );
}

function AchievementEntry({ achievement }: { achievement: ListedAchievement }) {
  const { t, language } = useComponentTranslation();
  const { picture } = achievement;
  return (
    <li className={styles.item}>
      {picture && (
        <img
          className={styles.picture}
          src={picture.url}
          srcSet={picture.srcset || undefined}
          sizes="5rem"
          alt=""
          width={picture.width}
          height={picture.height}
          loading="lazy"
          decoding="async"
        />
      )}
      <div>
        <p className={styles.title}>
          <Link to={itemPath('achievements', achievement.slug)}>
            <StaffWords english={achievement.title} hindi={achievement.titleHi} />
          </Link>
        </p>
        <p className={styles.names}>
          <StaffWords english={achievement.names} hindi={achievement.namesHi} />
        </p>
        <p className={styles.meta}>
          {t('achievements.levelOf', {
            level: achievementLevelLabels[achievement.level][language],
          })}
          {' · '}
          <time dateTime={achievement.date}>
            {dateNamesFor(language).listDate(achievement.date)}
          </time>
        </p>
      </div>
    </li>
  );
}

/**
 * The school's achievements by calendar year, newest first, and within a year by category, each
 * linking to its page; above them the filter, and with a filter chosen how many it keeps.
 */
export function AchievementsBlockView({ level }: { block: AchievementsBlock; level: number }) {
  const { t, language } = useComponentTranslation();
  const { pathname } = useLocation();
  const list = useSchoolFacts().achievements;
  if (!list || list.total === 0) return <p>{t('achievements.none')}</p>;
  const filtered = list.filter.category !== undefined || list.filter.year !== undefined;
  const YearHeading = `h${Math.min(level + 1, 4)}` as 'h3' | 'h4';
  const CategoryHeading = `h${Math.min(level + 2, 4)}` as 'h3' | 'h4';
  return (
    <>
      <AchievementFilter list={list} />
      {filtered && (
        <p className={styles.count}>
          {t('achievements.shown', { shown: list.shown, total: list.total })}{' '}
          {/* The page's own address, already in the page's language. */}
          <RouterLink to={`${pathname}#${listId}`}>{t('achievements.showAll')}</RouterLink>
        </p>
      )}
      <div id={listId}>
        {list.shown === 0 && <p>{t('achievements.noneMatch')}</p>}
        {list.groups.map(({ year, categories }) => (
          <div key={year} className={styles.year}>
            <YearHeading>{year}</YearHeading>
            {categories.map(({ category, achievements }) => (
              <div key={category}>
                <CategoryHeading className={styles.category}>
                  {achievementCategoryLabels[category][language]}
                </CategoryHeading>
                <ul className={styles.list}>
                  {achievements.map((achievement) => (
                    <AchievementEntry key={achievement.slug} achievement={achievement} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))}
      </div>
    </>
  );
}

/** The blocks this module draws, for the page's script to fetch (block-view-modules.tsx). */
export const blockViews: BlockViews<'achievements'> = { achievements: AchievementsBlockView };
