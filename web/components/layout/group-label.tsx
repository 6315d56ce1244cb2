import type { StaffText } from '#web/i18n/staff-text.ts';

/** A menu group's name as staff wrote it, in the page's language (web/i18n/staff-text.ts). */
export function GroupLabel({ label }: { label: StaffText }) {
  return <span lang={label.lang}>{label.text}</span>;
}
