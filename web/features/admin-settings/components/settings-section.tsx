import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import type { SectionSave } from './use-section-save.ts';
import styles from './settings.module.css';

type SettingsSectionProps = {
  title: string;
  intro?: ReactNode;
  section: SectionSave;
  /** Sends the section's fields (use-section-save.ts). */
  onSave: () => void;
  /** Why Save is off (the colours' check), shown beside it; undefined when it may be pressed. */
  blockedBy?: string;
  saveLabel?: string;
  children: ReactNode;
};

/**
 * One section of the Settings tab: a plain form with its own Save, the server's refusal above
 * the button (each field's message also shows at the field) and "Saved" once it is stored.
 */
export function SettingsSection({
  title,
  intro,
  section,
  onSave,
  blockedBy,
  saveLabel = 'Save',
  children,
}: SettingsSectionProps) {
  const headingId = useId();
  const { state, errors, failure } = section;
  const messages = Object.values(errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state !== 'saving' && !blockedBy) onSave();
  };
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {title}
      </h2>
      {intro && <div className={styles.intro}>{intro}</div>}
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={state === 'saving'}>
        {children}
        {state === 'failed' && failure && (
          <div role="alert" className={styles.formError}>
            <p>Not saved: {failure}</p>
            {messages.length > 1 && (
              <ul>
                {messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className={styles.saveRow}>
          <Button
            type="submit"
            disabled={state === 'saving' || Boolean(blockedBy)}
            aria-describedby={blockedBy ? `${headingId}-blocked` : undefined}
          >
            {state === 'saving' ? 'Saving…' : saveLabel}
            <span className="visually-hidden"> {title}</span>
          </Button>
          {blockedBy && (
            <span id={`${headingId}-blocked`} className={styles.hint}>
              {blockedBy}
            </span>
          )}
          <p role="status" className={styles.saved}>
            {state === 'saved' ? 'Saved. The website shows it now.' : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
