import { useState } from 'react';
import {
  saveSettings,
  type AdminSettings,
  type SettingsPatch,
} from '#web/features/admin-settings/api/settings-api.ts';
import { failureOf, fieldErrorsOf } from '#web/features/admin-settings/lib/field-errors.ts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export type SectionSave = {
  state: SaveState;
  /** The server's messages by field, e.g. `phones.0`. */
  errors: Record<string, string>;
  failure?: string;
  /** Sends the section's fields; the answer, or undefined when refused (the form keeps its text). */
  save: (patch: SettingsPatch) => Promise<AdminSettings | undefined>;
  /** A change after a save: "Saved" no longer describes the form. */
  edited: () => void;
};

/** One section's Save: its own state, errors and "Saved", apart from the other sections'. */
export function useSectionSave(onSaved: (answer: AdminSettings) => void): SectionSave {
  const [state, setState] = useState<SaveState>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();

  const save = async (patch: SettingsPatch) => {
    setState('saving');
    try {
      const answer = await saveSettings(patch);
      setErrors({});
      setFailure(undefined);
      setState('saved');
      onSaved(answer);
      return answer;
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(failureOf(error));
      setState('failed');
      return undefined;
    }
  };

  const edited = () => setState((current) => (current === 'saved' ? 'idle' : current));
  return { state, errors, failure, save, edited };
}
