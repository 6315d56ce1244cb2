import type { Block } from '#contracts/content/pages.ts';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { componentTranslator } from '#web/components/messages/component-messages.ts';
import { useContentLanguage } from './content-language.tsx';
import styles from './fee-blocks.module.css';
import type { BlockViews } from './block-view-modules.tsx';
import { formatRupees, yearlyFee } from './fee-sums.ts';

type Of<T extends Block['type']> = Extract<Block, { type: T }>;
type StageFee = Of<'feeTable'>['rows'][number];

/**
 * School fees by stage: a table on wide screens, one card per stage on phones (only one is
 * displayed). The yearly total is computed, so staff change a fee in one place.
 */
export function FeeTableBlockView({ block }: { block: Of<'feeTable'> }) {
  const t = componentTranslator(useContentLanguage());
  return (
    <div>
      <div className={styles.wideOnly}>
        <DataTable<StageFee>
          caption={block.caption}
          hideCaption
          columns={[
            {
              key: 'stage',
              header: t('fees.stage'),
              rowHeader: true,
              cell: (fee) => (
                <>
                  {fee.stage}
                  <span className={styles.cellNote}>{fee.classes}</span>
                </>
              ),
            },
            {
              key: 'admission',
              header: t('fees.admissionFee'),
              numeric: true,
              cell: (fee) => formatRupees(fee.admissionFee),
            },
            {
              key: 'tuition',
              header: t('fees.tuitionPerQuarter'),
              numeric: true,
              cell: (fee) => formatRupees(fee.tuitionPerQuarter),
            },
            {
              key: 'annual',
              header: t('fees.annualCharges'),
              numeric: true,
              cell: (fee) => formatRupees(fee.annualCharges),
            },
            {
              key: 'year',
              header: t('fees.yearlyTotal'),
              numeric: true,
              cell: (fee) => <strong>{formatRupees(yearlyFee(fee))}</strong>,
            },
          ]}
          rows={block.rows}
          rowKey={(fee) => fee.stage}
        />
      </div>
      <ul className={`${styles.narrowOnly} ${styles.feeCards}`} aria-label={block.caption}>
        {block.rows.map((fee) => (
          <li key={fee.stage} className={styles.feeCard}>
            <h3>
              {fee.stage}
              <span className={styles.cellNote}>{fee.classes}</span>
            </h3>
            <dl>
              <div>
                <dt>{t('fees.admissionFee')}</dt>
                <dd>{formatRupees(fee.admissionFee)}</dd>
              </div>
              <div>
                <dt>{t('fees.tuitionPerQuarter')}</dt>
                <dd>{formatRupees(fee.tuitionPerQuarter)}</dd>
              </div>
              <div>
                <dt>{t('fees.annualCharges')}</dt>
                <dd>{formatRupees(fee.annualCharges)}</dd>
              </div>
              <div className={styles.feeTotal}>
                <dt>{t('fees.yearlyTotal')}</dt>
                <dd>{formatRupees(yearlyFee(fee))}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Transport fees by distance, per quarter and (computed) per year. */
export function TransportFeesBlockView({ block }: { block: Of<'transportFees'> }) {
  const t = componentTranslator(useContentLanguage());
  return (
    <DataTable<Of<'transportFees'>['rows'][number]>
      caption={block.caption}
      hideCaption
      columns={[
        {
          key: 'distance',
          header: t('fees.distance'),
          rowHeader: true,
          cell: (fee) => fee.distance,
        },
        {
          key: 'quarter',
          header: t('fees.perQuarter'),
          numeric: true,
          cell: (fee) => formatRupees(fee.perQuarter),
        },
        {
          key: 'year',
          header: t('fees.perYear'),
          numeric: true,
          cell: (fee) => formatRupees(fee.perQuarter * 4),
        },
      ]}
      rows={block.rows}
      rowKey={(fee) => fee.distance}
    />
  );
}

/** The blocks this module draws, for the page's script to fetch (block-view-modules.tsx). */
export const blockViews: BlockViews<'feeTable' | 'transportFees'> = {
  feeTable: FeeTableBlockView,
  transportFees: TransportFeesBlockView,
};
