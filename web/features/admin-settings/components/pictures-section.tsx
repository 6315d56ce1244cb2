import type { MediaItem } from '#contracts/content/media.ts';
import {
  pictureSlotNames,
  pictureSlots,
  type PictureSlot,
  type SchoolSettings,
  type SitePicture,
} from '#contracts/school-settings.ts';
import { pictureThumbnail } from '#web/features/admin-settings/lib/picture-thumbnail.ts';
import type { MediaLibrary } from './media-library.ts';
import { SettingField } from './setting-field.tsx';
import { SettingsSection } from './settings-section.tsx';
import { useDraft, type SectionProps } from './use-draft.ts';
import styles from './settings.module.css';

const fromSettings = (school: SchoolSettings) => ({ ...school.pictures });

/**
 * The pictures the pages show (campus, labs, portraits…), one per slot of `pictureSlots`: each
 * chosen from the media library, with what it shows in English and Hindi for those who cannot
 * see it.
 */
export function PicturesSection({ media, ...props }: SectionProps & { media: MediaLibrary }) {
  const { draft, change, section, save } = useDraft(props, fromSettings);
  const { errors } = section;
  const setPicture = (slot: PictureSlot, picture: SitePicture) =>
    change({ ...draft, [slot]: picture });
  // A new picture brings the library's description, if it has one (as the page editor does).
  const choose = (slot: PictureSlot, item: MediaItem) =>
    setPicture(slot, {
      ...draft[slot],
      src: item.url,
      width: item.width ?? draft[slot].width,
      height: item.height ?? draft[slot].height,
      alt: item.altText || draft[slot].alt,
    });

  return (
    <SettingsSection
      title="Pictures"
      intro={
        <p>
          The pictures the pages show. Choose each from the media library (upload new ones there or
          in the dialog), and describe what it shows for visitors who cannot see it.
        </p>
      }
      section={section}
      onSave={() => void save({ pictures: draft })}
      saveLabel="Save pictures"
    >
      <ul className={styles.pictures}>
        {pictureSlotNames.map((slot) => {
          const picture = draft[slot];
          const label = pictureSlots[slot];
          const error = errors[`pictures.${slot}.src`] ?? errors[`pictures.${slot}`];
          return (
            <li key={slot}>
              <fieldset className={styles.group}>
                <legend>{label}</legend>
                <img
                  src={pictureThumbnail(picture.src)}
                  alt=""
                  loading="lazy"
                  width={picture.width}
                  height={picture.height}
                  className={styles.picture}
                />
                <div>
                  <media.ChooseButton
                    kind="image"
                    name={label}
                    onChoose={(item) => choose(slot, item)}
                  />
                </div>
                {error && <p className={styles.fieldError}>{error}</p>}
                <SettingField
                  label={
                    <>
                      Description<span className="visually-hidden"> of {label}</span>
                    </>
                  }
                  optional
                  path={`pictures.${slot}.alt`}
                  value={picture.alt}
                  onChange={(alt) => setPicture(slot, { ...picture, alt })}
                  errors={errors}
                />
                <SettingField
                  label={
                    <>
                      Description in Hindi<span className="visually-hidden"> of {label}</span>
                    </>
                  }
                  lang="hi"
                  optional
                  path={`pictures.${slot}.altHi`}
                  value={picture.altHi}
                  onChange={(altHi) => setPicture(slot, { ...picture, altHi })}
                  errors={errors}
                />
              </fieldset>
            </li>
          );
        })}
      </ul>
    </SettingsSection>
  );
}
