import { useId, useState, type FormEvent } from 'react';
import {
  isGraded,
  positionKindLabels,
  positionKinds,
  positionLimits,
  type CareerPosition,
  type PositionInput,
  type PositionKind,
} from '#contracts/career-positions.ts';
import { DayField } from '#web/components/forms/day-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import controls from '#web/components/ui/form-controls.module.css';
import styles from './positions-tab.module.css';

type PositionFormProps = {
  /** The post being edited; none to add one. */
  editing?: CareerPosition;
  sending: boolean;
  onSave: (input: PositionInput) => void;
  onCancel: () => void;
};

/**
 * Adding or editing one post: a single column of plain fields, as a clerk fills it in on a
 * phone. A PGT, TGT or PRT post names its subject; any other post its title.
 */
export function PositionForm({ editing, sending, onSave, onCancel }: PositionFormProps) {
  const id = useId();
  const [kind, setKind] = useState<PositionKind>(editing?.kind ?? 'pgt');
  const graded = isGraded(kind);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    onSave({
      kind,
      title: text('title'),
      titleHi: text('titleHi'),
      description: text('description'),
      descriptionHi: text('descriptionHi'),
      closesOn: text('closesOn'),
    });
  };

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      aria-label={editing ? `Edit ${editing.label}` : 'Add a position'}
    >
      <h2>{editing ? `Edit ${editing.label}` : 'Add a position'}</h2>
      <div className={controls.field}>
        <label className={controls.label} htmlFor={`${id}-kind`}>
          Kind of post
        </label>
        <select
          id={`${id}-kind`}
          name="kind"
          className={controls.input}
          value={kind}
          onChange={(event) => setKind(event.target.value as PositionKind)}
        >
          {positionKinds.map((value) => (
            <option key={value} value={value}>
              {positionKindLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <div className={controls.field}>
        <label className={controls.label} htmlFor={`${id}-title`}>
          {graded ? 'Subject' : 'Title'}
        </label>
        <input
          id={`${id}-title`}
          name="title"
          required
          maxLength={positionLimits.title}
          defaultValue={editing?.title}
          placeholder={graded ? 'e.g. Mathematics' : 'e.g. Accountant'}
          className={controls.input}
        />
      </div>
      <div className={controls.field}>
        <label className={controls.label} htmlFor={`${id}-titleHi`}>
          {graded ? 'Subject in Hindi (optional)' : 'Title in Hindi (optional)'}
        </label>
        <input
          id={`${id}-titleHi`}
          name="titleHi"
          lang="hi"
          maxLength={positionLimits.title}
          defaultValue={editing?.titleHi ?? ''}
          className={controls.input}
        />
      </div>
      <div className={controls.field}>
        <label className={controls.label} htmlFor={`${id}-description`}>
          Short description (optional)
        </label>
        <textarea
          id={`${id}-description`}
          name="description"
          rows={2}
          maxLength={positionLimits.description}
          defaultValue={editing?.description}
          placeholder="e.g. M.Sc. with B.Ed.; CBSE experience preferred."
          className={controls.input}
        />
      </div>
      <div className={controls.field}>
        <label className={controls.label} htmlFor={`${id}-descriptionHi`}>
          Description in Hindi (optional)
        </label>
        <textarea
          id={`${id}-descriptionHi`}
          name="descriptionHi"
          lang="hi"
          rows={2}
          maxLength={positionLimits.description}
          defaultValue={editing?.descriptionHi ?? ''}
          className={controls.input}
        />
      </div>
      <DayField
        name="closesOn"
        label="Last day to apply"
        defaultValue={editing?.closesOn ?? ''}
        hint="After this day the position is no longer offered. Leave empty to keep it open until you close it."
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={sending}>
          {sending ? 'Saving…' : editing ? 'Save changes' : 'Add position'}
        </Button>
        {editing && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
