import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { getSettings, type AdminSettings } from '#web/features/admin-settings/api/settings-api.ts';
import { failureOf } from '#web/features/admin-settings/lib/field-errors.ts';
import { AddressSection } from './address-section.tsx';
import { ColoursSection } from './colours-section.tsx';
import { ContactsSection } from './contacts-section.tsx';
import { LogoSection } from './logo-section.tsx';
import type { MediaLibrary } from './media-library.ts';
import { OfficeRulesSection } from './office-rules-section.tsx';
import { PicturesSection } from './pictures-section.tsx';
import { SchoolSection } from './school-section.tsx';
import { SocialSection } from './social-section.tsx';
import styles from './settings.module.css';

/**
 * The school's settings (decision 0027), for administrators: each section is its own form that
 * saves only its fields, and the website shows a saved change at once (every cached page is
 * dropped on the server; this page's own colours and logo are read again here).
 */
export function SettingsTab({ media }: { media: MediaLibrary }) {
  const { state } = useRemoteData(getSettings, 'the settings');
  const [saved, setSaved] = useState<AdminSettings>();
  const revalidator = useRevalidator();
  const current = saved ?? (state.status === 'loaded' ? state.data : undefined);

  const onSaved = (answer: AdminSettings) => {
    setSaved(answer);
    // The admin's own frame wears the school's colours (web/root.tsx): read them again.
    void revalidator.revalidate();
  };

  return (
    <div className={styles.tab}>
      <header className={styles.card}>
        <h1 className={styles.heading}>Settings</h1>
        <p className={styles.hint}>
          The school&apos;s name, contacts, logo, colours and pictures. Each part has its own Save
          button; the website shows a saved change at once.
        </p>
      </header>
      {state.status === 'loading' && !current && <p role="status">Loading the settings…</p>}
      {state.status === 'error' && !current && (
        <p role="alert" className={styles.formError}>
          The settings could not be loaded: {failureOf(state.error)}
        </p>
      )}
      {current && (
        <>
          <SchoolSection current={current} onSaved={onSaved} />
          <AddressSection current={current} onSaved={onSaved} />
          <ContactsSection current={current} onSaved={onSaved} />
          <SocialSection current={current} onSaved={onSaved} />
          <LogoSection current={current} onSaved={onSaved} media={media} />
          <ColoursSection current={current} onSaved={onSaved} />
          <PicturesSection current={current} onSaved={onSaved} media={media} />
          <OfficeRulesSection current={current} onSaved={onSaved} />
        </>
      )}
    </div>
  );
}
