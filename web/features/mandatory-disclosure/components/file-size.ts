import type { Translate } from '#web/i18n/translator.ts';
import { formatBytes } from '#web/lib/format.ts';

/** '1.50 KB' (the original site's rule, web/lib/format.ts) with the unit in the page's language. */
export function fileSize(t: Translate, bytes: number): string {
  const [size, unit] = formatBytes(bytes).split(' ');
  return unit === 'Bytes'
    ? t('disclosure.bytes', { size })
    : t(`disclosure.units.${unit}`, { size });
}
