import { useRef } from 'react';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SettingField } from './setting-field.tsx';
import { SettingsSection } from './settings-section.tsx';
import { useDraft, type SectionProps } from './use-draft.ts';
import styles from './settings.module.css';

/** The schema's bounds (contracts/school-settings.ts): the footer has room for four. */
const maxPhones = 4;

const fromSettings = (school: SchoolSettings) => ({
  phones: [...school.phones],
  emails: { ...school.emails },
  officeHours: school.officeHours,
  officeHoursHi: school.officeHoursHi,
  admissionUrl: school.admissionUrl,
});

const emailLabels = {
  office: 'Office e-mail',
  admissions: 'Admissions e-mail',
  careers: 'Careers e-mail',
  principal: 'Principal’s e-mail',
} as const;
// Where the server sends mail (server/modules/contact/contact-mail.ts, careers/application-mail.ts).
const emailHints: Partial<Record<keyof typeof emailLabels, string>> = {
  office: 'Messages sent from the Contact page are mailed here.',
  careers: 'Job applications are mailed here.',
};

/** How to reach the school: the footer, the Contact page and the Careers page show these. */
export function ContactsSection(props: SectionProps) {
  const { draft, change, section, save } = useDraft(props, fromSettings);
  const { errors } = section;
  const list = useRef<HTMLOListElement>(null);

  const setPhone = (index: number, phone: string) =>
    change({ ...draft, phones: draft.phones.map((old, at) => (at === index ? phone : old)) });
  const addPhone = () => {
    change({ ...draft, phones: [...draft.phones, ''] });
    // The new field takes the focus, so a keyboard or screen reader user types straight in.
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus(),
    );
  };
  const removePhone = (index: number) =>
    change({ ...draft, phones: draft.phones.filter((_, at) => at !== index) });

  return (
    <SettingsSection
      title="Contacts"
      intro={<p>The footer, the Contact page and the Careers page show these.</p>}
      section={section}
      onSave={() => void save(draft)}
    >
      <fieldset className={styles.group}>
        <legend>Phone numbers</legend>
        <p className={styles.hint}>
          One to four numbers, e.g. +91 771 400 1234. The first comes first.
        </p>
        <ol ref={list} className={styles.phones}>
          {draft.phones.map((phone, index) => (
            <li key={index} className={styles.phone}>
              <SettingField
                label={`Phone ${index + 1}`}
                type="tel"
                autoComplete="tel"
                path={`phones.${index}`}
                value={phone}
                onChange={(value) => setPhone(index, value)}
                errors={errors}
              />
              {draft.phones.length > 1 && (
                <Button size="small" variant="secondary" onClick={() => removePhone(index)}>
                  Remove<span className="visually-hidden"> phone {index + 1}</span>
                </Button>
              )}
            </li>
          ))}
        </ol>
        {errors.phones && <p className={styles.fieldError}>{errors.phones}</p>}
        {draft.phones.length < maxPhones && (
          <div>
            <Button size="small" variant="secondary" onClick={addPhone}>
              Add a phone number
            </Button>
          </div>
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>E-mail addresses</legend>
        <div className={styles.pair}>
          {(Object.keys(emailLabels) as Array<keyof typeof emailLabels>).map((key) => (
            <SettingField
              key={key}
              label={emailLabels[key]}
              type="email"
              hint={emailHints[key]}
              path={`emails.${key}`}
              value={draft.emails[key]}
              onChange={(value) => change({ ...draft, emails: { ...draft.emails, [key]: value } })}
              errors={errors}
            />
          ))}
        </div>
      </fieldset>
      <div className={styles.pair}>
        <SettingField
          label="Office hours"
          optional
          placeholder="Monday to Friday, 9:00 AM to 3:00 PM"
          path="officeHours"
          value={draft.officeHours}
          onChange={(officeHours) => change({ ...draft, officeHours })}
          errors={errors}
        />
        <SettingField
          label="Office hours in Hindi"
          lang="hi"
          optional
          path="officeHoursHi"
          value={draft.officeHoursHi}
          onChange={(officeHoursHi) => change({ ...draft, officeHoursHi })}
          errors={errors}
        />
      </div>
      <SettingField
        label="Admission form address"
        type="url"
        optional
        placeholder="https://admissions.yourschool.in/register"
        hint="The online admission form that Apply Now opens. Empty: Apply Now leads to the Contact page."
        path="admissionUrl"
        value={draft.admissionUrl}
        onChange={(admissionUrl) => change({ ...draft, admissionUrl })}
        errors={errors}
      />
    </SettingsSection>
  );
}
