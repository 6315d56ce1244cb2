import type { SchoolSettings } from '#contracts/school-settings.ts';
import { SettingField } from './setting-field.tsx';
import { SettingsSection } from './settings-section.tsx';
import { useDraft, type SectionProps } from './use-draft.ts';

const fromSettings = (school: SchoolSettings) => ({ social: { ...school.social } });

const sites = {
  facebook: { label: 'Facebook', example: 'https://www.facebook.com/yourschool' },
  instagram: { label: 'Instagram', example: 'https://www.instagram.com/yourschool' },
  youtube: { label: 'YouTube', example: 'https://www.youtube.com/@yourschool' },
  x: { label: 'X (Twitter)', example: 'https://x.com/yourschool' },
} as const;

/** The school's own pages on social sites: the footer links each one given. */
export function SocialSection(props: SectionProps) {
  const { draft, change, section, save } = useDraft(props, fromSettings);
  return (
    <SettingsSection
      title="Social links"
      intro={
        <p>
          The school&apos;s own pages on these sites; the footer shows a link to each. Leave one
          empty and it is not shown.
        </p>
      }
      section={section}
      onSave={() => void save(draft)}
    >
      {(Object.keys(sites) as Array<keyof typeof sites>).map((key) => (
        <SettingField
          key={key}
          label={sites[key].label}
          type="url"
          optional
          placeholder={sites[key].example}
          path={`social.${key}`}
          value={draft.social[key]}
          onChange={(value) => change({ social: { ...draft.social, [key]: value } })}
          errors={section.errors}
        />
      ))}
    </SettingsSection>
  );
}
