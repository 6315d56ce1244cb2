import { useState } from 'react';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import type { AdminSettings } from '#web/features/admin-settings/api/settings-api.ts';
import { useSectionSave } from './use-section-save.ts';

export type SectionProps = {
  /** The settings as last loaded or saved. */
  current: AdminSettings;
  onSaved: (answer: AdminSettings) => void;
};

/**
 * A section's form: what is typed (`draft`, made from the settings by `fromSettings`), kept
 * through a refusal and replaced by what the server stored after a save.
 */
export function useDraft<Draft>(
  { current, onSaved }: SectionProps,
  fromSettings: (settings: SchoolSettings) => Draft,
) {
  const [draft, setDraft] = useState(() => fromSettings(current.settings));
  const section = useSectionSave(onSaved);
  const change = (next: Draft) => {
    setDraft(next);
    section.edited();
  };
  const save = async (patch: Parameters<typeof section.save>[0]) => {
    const answer = await section.save(patch);
    if (answer) setDraft(fromSettings(answer.settings));
  };
  return { draft, change, section, save };
}
