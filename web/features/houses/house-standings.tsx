import type { CSSProperties } from 'react';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { houseTotals, ordinal, rankHouses, type RankingEntry } from './house-ranking.ts';
import type { House } from './houses-content.ts';
import styles from './house-standings.module.css';

/** The current rankings table: position, house (with its number of students) and points, plus totals. */
export function HouseStandings({ houses, session }: { houses: readonly House[]; session: string }) {
  const ranking = rankHouses(houses);
  const totals = houseTotals(houses);
  const byId = new Map(houses.map((house) => [house.id, house]));
  const topPoints = ranking[0]?.points ?? 1;

  return (
    <DataTable<RankingEntry>
      caption={`House rankings, session ${session}`}
      hideCaption
      columns={[
        {
          key: 'position',
          header: 'Rank',
          cell: (entry) => <span className={styles.position}>{ordinal(entry.position)}</span>,
        },
        {
          key: 'house',
          header: 'House',
          rowHeader: true,
          cell: (entry) => {
            const house = byId.get(entry.id);
            return (
              <span className={styles.house}>
                <span
                  className={styles.dot}
                  style={{ background: house?.theme.strong }}
                  aria-hidden="true"
                />
                <span>
                  {entry.name}
                  <span className={styles.students}>{house?.students ?? 0} students</span>
                </span>
              </span>
            );
          },
        },
        {
          key: 'points',
          header: 'Points',
          numeric: true,
          cell: (entry) => (
            <span className={styles.points}>
              <span
                className={styles.bar}
                aria-hidden="true"
                style={
                  {
                    '--bar': `${Math.round((entry.points / topPoints) * 100)}%`,
                    '--bar-colour': byId.get(entry.id)?.theme.strong,
                  } as CSSProperties
                }
              />
              {entry.points}
            </span>
          ),
        },
      ]}
      rows={ranking}
      rowKey={(entry) => entry.id}
      footer={[
        '',
        <>
          Total
          <span className={styles.students}>{totals.students} students</span>
        </>,
        totals.points,
      ]}
    />
  );
}
