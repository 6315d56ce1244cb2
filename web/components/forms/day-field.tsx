import { useEffect, useId, useRef, useState } from 'react';
import { readTypedDay, readTypedTime, typedDayOf } from '#contracts/typed-date.ts';
import { FormField, type ControlProps } from '#web/components/forms/form-field.tsx';
import { useFormTranslation } from '#web/components/forms/messages/form-messages.ts';
import controls from '#web/components/ui/form-controls.module.css';
import { dateNamesFor } from '#web/i18n/date-names.ts';
import styles from './day-field.module.css';
import { dayProblemWords } from './day-problem-words.ts';

type DayFieldProps = {
  /**
   * The form field the API reads: YYYY-MM-DD, or YYYY-MM-DDTHH:mm `withTime`. Without it nothing
   * is sent with the form, and the caller keeps the value from `onValueChange`.
   */
  name?: string;
  label: string;
  /** What the date is for; the format hint comes on its own line. */
  hint?: string;
  required?: boolean;
  /** The saved value, YYYY-MM-DD or YYYY-MM-DDTHH:mm. */
  defaultValue?: string;
  /** A time of day beside the day, for what happens at a moment (publishing, an alert's end). */
  withTime?: boolean;
  /** The server's message for this field. */
  error?: string;
  /** The value as it would be sent ('' while nothing valid is typed), for forms that hold state. */
  onValueChange?: (value: string) => void;
};

const splitValue = (value: string) => {
  const [day = '', time = ''] = value.split('T');
  return { day: typedDayOf(day), time: time.slice(0, 5) };
};

/**
 * One date of the admin, typed day first (27/11/2026) in a plain text box and confirmed in words
 * beside it ("Friday, 27 November 2026"), instead of the browser's date picker, which shows
 * mm/dd/yyyy on many machines. The API still gets YYYY-MM-DD from a hidden input under `name`
 * (contracts/typed-date.ts reads what was typed). A date that cannot be read is said in words
 * and blocks the form (the browser's own check, so no form needs code for it); the text stays as
 * typed, to be corrected.
 */
export function DayField({
  name,
  label,
  hint,
  required = false,
  defaultValue = '',
  withTime = false,
  error,
  onValueChange,
}: DayFieldProps) {
  const id = useId();
  const { t, language } = useFormTranslation();
  const names = dateNamesFor(language);
  const initial = splitValue(defaultValue);
  const [dayText, setDayText] = useState(initial.day);
  const [timeText, setTimeText] = useState(initial.time);
  // A problem is said once the clerk has left the box or tried to save, not while typing.
  const [dayLeft, setDayLeft] = useState(false);
  const [timeLeft, setTimeLeft] = useState(false);
  const dayInput = useRef<HTMLInputElement>(null);
  const timeInput = useRef<HTMLInputElement>(null);

  const day = readTypedDay(dayText);
  const time = readTypedTime(timeText);
  const typedTime = timeText.trim();
  let dayProblem: string | undefined;
  if (day.ok) dayProblem = undefined;
  else if (day.problem === 'empty') {
    if (withTime && time.ok) dayProblem = t('dayField.dayMissing');
    else if (required) dayProblem = t('dayField.required');
  } else dayProblem = dayProblemWords(day.problem, dayText, t);
  let timeProblem: string | undefined;
  if (withTime && !time.ok) {
    if (time.problem === 'format') timeProblem = t('dayField.timeFormat', { typed: typedTime });
    else if (day.ok || required) timeProblem = t('dayField.timeMissing');
  }
  const value = !day.ok ? '' : !withTime ? day.value : time.ok ? `${day.value}T${time.value}` : '';

  // The browser refuses to submit a form with a field in this state and says why.
  useEffect(() => {
    dayInput.current?.setCustomValidity(dayProblem ?? '');
    timeInput.current?.setCustomValidity(timeProblem ?? '');
  }, [dayProblem, timeProblem]);

  // form.reset() after a save empties the boxes; the words and the value must follow.
  useEffect(() => {
    const form = dayInput.current?.form;
    if (!form) return;
    const onReset = () => {
      setDayText(initial.day);
      setTimeText(initial.time);
      setDayLeft(false);
      setTimeLeft(false);
      onValueChange?.(defaultValue);
    };
    form.addEventListener('reset', onReset);
    return () => form.removeEventListener('reset', onReset);
  });

  const changed = (nextDay: string, nextTime: string) => {
    setDayText(nextDay);
    setTimeText(nextTime);
    if (!onValueChange) return;
    const nextDayValue = readTypedDay(nextDay);
    const nextTimeValue = readTypedTime(nextTime);
    onValueChange(
      !nextDayValue.ok
        ? ''
        : !withTime
          ? nextDayValue.value
          : nextTimeValue.ok
            ? `${nextDayValue.value}T${nextTimeValue.value}`
            : '',
    );
  };
  const triedToSave = () => {
    setDayLeft(true);
    setTimeLeft(true);
  };

  const shownDayProblem = dayLeft ? dayProblem : undefined;
  const shownTimeProblem = timeLeft ? timeProblem : undefined;
  const problem = shownDayProblem ?? shownTimeProblem;
  let words = '';
  if (!problem && day.ok) {
    const dayWords = names.weekdayDate(day.value);
    words =
      withTime && time.ok
        ? t('dayField.dayAndTime', { day: dayWords, time: names.timeOfDay(time.value) })
        : dayWords;
  }

  const formatId = `${id}-format`;
  const timeFormatId = `${id}-time-format`;
  const statusId = `${id}-status`;
  const describedBy = (...ids: Array<string | false | undefined>) =>
    ids.filter(Boolean).join(' ') || undefined;

  const dayBox = (control: ControlProps) => (
    <input
      ref={dayInput}
      id={control.id}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className={`${controls.input} ${styles.day}`}
      value={dayText}
      required={required}
      aria-invalid={shownDayProblem || control['aria-invalid'] ? true : undefined}
      aria-describedby={describedBy(control['aria-describedby'], formatId, statusId)}
      onChange={(event) => changed(event.target.value, timeText)}
      onBlur={() => setDayLeft(true)}
      onInvalid={triedToSave}
    />
  );
  const dayFormat = (
    <p id={formatId} className={controls.hint}>
      {t('dayField.dayHint')}
    </p>
  );
  const status = (
    <p
      id={statusId}
      className={problem ? controls.fieldError : styles.words}
      aria-live="polite"
      data-day-field-status=""
    >
      {problem ?? words}
    </p>
  );
  const hidden = name && <input type="hidden" name={name} value={value} />;

  return (
    <FormField
      look="admin"
      id={`${id}-day`}
      label={label}
      required={required}
      hint={hint}
      error={error}
      group={withTime}
      below={hidden}
    >
      {(control) =>
        withTime ? (
          <>
            <div className={styles.parts}>
              <div className={controls.field}>
                <label htmlFor={control.id}>{t('dayField.day')}</label>
                {dayFormat}
                {dayBox(control)}
              </div>
              <div className={controls.field}>
                <label htmlFor={`${id}-time`}>{t('dayField.time')}</label>
                <p id={timeFormatId} className={controls.hint}>
                  {t('dayField.timeHint')}
                </p>
                <input
                  ref={timeInput}
                  id={`${id}-time`}
                  type="text"
                  autoComplete="off"
                  className={`${controls.input} ${styles.time}`}
                  value={timeText}
                  aria-invalid={shownTimeProblem ? true : undefined}
                  aria-describedby={describedBy(timeFormatId, statusId)}
                  onChange={(event) => changed(dayText, event.target.value)}
                  onBlur={() => setTimeLeft(true)}
                  onInvalid={triedToSave}
                />
              </div>
            </div>
            {status}
          </>
        ) : (
          <>
            {dayFormat}
            {dayBox(control)}
            {status}
          </>
        )
      }
    </FormField>
  );
}
