import { useId, useRef, useState } from 'react';
import type { MediaItem } from '#contracts/content/media.ts';
import { failureOf } from '#web/features/admin-settings/lib/field-errors.ts';
import { logoAccept, logoFileProblem } from '#web/features/admin-settings/lib/logo-file.ts';
import type { MediaLibrary } from './media-library.ts';
import { SettingsSection } from './settings-section.tsx';
import type { SectionProps } from './use-draft.ts';
import { useSectionSave } from './use-section-save.ts';
import styles from './settings.module.css';

type Logo = { src: string; width: number; height: number };
const logoOf = (item: MediaItem): Logo => ({
  src: item.url,
  width: item.width ?? 0,
  height: item.height ?? 0,
});

/**
 * The header's logo: an SVG, PNG or WebP file uploaded here (into the media library, which
 * draws an SVG as a picture) or a picture of the library. Save stores `{ src, width, height }`;
 * the icons and share cards follow it.
 */
export function LogoSection({ media, ...props }: SectionProps & { media: MediaLibrary }) {
  const id = useId();
  const section = useSectionSave(props.onSaved);
  const file = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Logo>();
  const [fileError, setFileError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const school = props.current.settings;
  const shown = chosen ?? school.logo;

  const onFile = () => {
    const picked = file.current?.files?.[0];
    setFileError(picked ? logoFileProblem(picked) : undefined);
    if (picked) setChosen(undefined);
    section.edited();
  };
  const onChoose = (item: MediaItem) => {
    if (file.current) file.current.value = '';
    setFileError(undefined);
    setChosen(logoOf(item));
    section.edited();
  };

  const onSave = async () => {
    const picked = file.current?.files?.[0];
    let logo = chosen;
    if (picked) {
      const problem = logoFileProblem(picked);
      if (problem) return setFileError(problem);
      setUploading(true);
      try {
        logo = logoOf(await media.upload(picked, `${school.name} logo`));
      } catch (error) {
        // Refused by the library (not a picture after all, say): nothing is saved.
        return setFileError(failureOf(error));
      } finally {
        setUploading(false);
      }
    }
    if (!logo) return setFileError('Choose a file or a picture of the media library first.');
    if (await section.save({ logo })) {
      setChosen(undefined);
      if (file.current) file.current.value = '';
    }
  };

  const logoError = section.errors['logo.src'] ?? section.errors.logo;
  return (
    <SettingsSection
      title="Logo"
      intro={
        <p>
          The header shows it on every page, and the site&apos;s icons are made from it. A square
          SVG, PNG or WebP picture with a transparent background looks best.
        </p>
      }
      section={{ ...section, state: uploading ? 'saving' : section.state }}
      onSave={() => void onSave()}
      saveLabel="Save logo"
    >
      <figure className={styles.logoFigure}>
        <img
          src={shown.src}
          alt={chosen ? 'The chosen logo' : 'The current logo'}
          width={shown.width}
          height={shown.height}
          className={styles.logo}
        />
        <figcaption className={styles.hint}>
          {chosen ? 'Chosen: press Save logo to use it.' : 'The logo in use.'}
        </figcaption>
      </figure>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-file`}>
          Upload a new logo
        </label>
        <input
          ref={file}
          id={`${id}-file`}
          type="file"
          accept={logoAccept}
          className={styles.fileInput}
          onChange={onFile}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${id}-hint${fileError ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          SVG, PNG or WebP, at most 1 MB. It is also added to the media library.
        </p>
        {fileError && (
          <p id={`${id}-error`} className={styles.fieldError} role="alert">
            {fileError}
          </p>
        )}
      </div>
      <div>
        <media.ChooseButton kind="image" name="the logo" onChoose={onChoose} />
      </div>
      {logoError && <p className={styles.fieldError}>{logoError}</p>}
    </SettingsSection>
  );
}
