import { useStaffText } from '#web/i18n/staff-text.ts';

/**
 * A title or text staff wrote, in the page's language: their Hindi on a Hindi page where they
 * wrote it, else the English marked lang="en" (web/i18n/staff-text.ts).
 */
export function StaffWords({ english, hindi }: { english: string; hindi?: string | null }) {
  const { text, lang } = useStaffText()(english, hindi);
  return lang ? <span lang={lang}>{text}</span> : text;
}
