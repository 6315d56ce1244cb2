import type { Block } from '#contracts/content/pages.ts';
import { FacilityPicker } from '#web/components/ui/facility-picker.tsx';
import type { BlockViews } from './block-view-modules.tsx';

type FacilityPickerBlock = Extract<Block, { type: 'facilityPicker' }>;

/** The facilities as tabs and a grid (web/components/ui/facility-picker.tsx). */
export function FacilityPickerBlockView({
  block,
  level,
}: {
  block: FacilityPickerBlock;
  level: number;
}) {
  return (
    <FacilityPicker
      label={block.label}
      gridTitle={block.gridTitle}
      defaultId={block.defaultId}
      facilities={block.facilities}
      headingLevel={Math.min(level + 1, 4) as 3 | 4}
    />
  );
}

/** The blocks this module draws, for the page's script to fetch (block-view-modules.tsx). */
export const blockViews: BlockViews<'facilityPicker'> = { facilityPicker: FacilityPickerBlockView };
