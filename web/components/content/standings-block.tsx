import type { CSSProperties } from 'react';
import type { Block } from '#contracts/content/pages.ts';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { ordinal, rankByPoints, standingsTotals } from './standings-ranking.ts';
import styles from './standings-block.module.css';
import type { BlockViews } from './block-view-modules.tsx';

type StandingsBlock = Extract<Block, { type: 'standings' }>;
type Entry = StandingsBlock['entries'][number];

/**
 * A points table (the houses): the heading names the academic year the points are for, the
 * ranking is computed from the points, a bar shows each team's share of the leader's points.
 */
export function StandingsBlockView({ block, level }: { block: StandingsBlock; level: number }) {
  const Sub = `h${Math.min(level + 1, 4)}` as 'h3' | 'h4';
  const heading = `${block.title}, academic year ${block.academicYear}`;
  const ranking = rankByPoints(block.entries);
  const totals = standingsTotals(block.entries);
  const topPoints = Math.max(ranking[0]?.points ?? 0, 1);
  const members = (count: number | undefined) =>
    block.memberLabel && count !== undefined ? (
      <span className={styles.members}>
        {count} {block.memberLabel}
      </span>
    ) : null;

  return (
    <div>
      <Sub>{heading}</Sub>
      <DataTable<Entry & { position: number }>
        caption={heading}
        hideCaption
        columns={[
          {
            key: 'position',
            header: 'Rank',
            cell: (entry) => <span className={styles.position}>{ordinal(entry.position)}</span>,
          },
          {
            key: 'team',
            header: block.teamLabel,
            rowHeader: true,
            cell: (entry) => (
              <span className={styles.team}>
                {entry.colour && (
                  <span
                    className={styles.dot}
                    style={{ background: entry.colour }}
                    aria-hidden="true"
                  />
                )}
                <span>
                  {entry.name}
                  {members(entry.members)}
                </span>
              </span>
            ),
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
                      '--bar-colour': entry.colour ?? 'var(--color-primary)',
                    } as CSSProperties
                  }
                />
                {entry.points}
              </span>
            ),
          },
        ]}
        rows={ranking}
        rowKey={(entry) => entry.name}
        footer={[
          '',
          <>
            Total
            {members(
              block.entries.some((entry) => entry.members !== undefined)
                ? totals.members
                : undefined,
            )}
          </>,
          totals.points,
        ]}
      />
    </div>
  );
}

/** The blocks this module draws, for the page's script to fetch (block-view-modules.tsx). */
export const blockViews: BlockViews<'standings'> = { standings: StandingsBlockView };
