import type { GalleryImage } from '#contracts/content/pages.ts';
import type { MediaItem } from '#contracts/content/media.ts';
import { galleryImageFields } from '#web/features/admin-content/pages/block-forms.ts';
import { SortableList } from '#web/features/admin-content/shared/sortable-list.tsx';
import { ChooseFromLibrary } from './choose-from-library.tsx';
import { FieldError, FieldsEditor, type Errors } from './field-editor.tsx';
import shared from '#web/features/admin-content/shared/admin-content.module.css';
import styles from './page-editor.module.css';

/** A library picture as a gallery's picture: its address, size and the alt text it was given there. */
const fromLibrary = (item: MediaItem): GalleryImage => ({
  src: item.url,
  alt: item.altText,
  width: item.width ?? 800,
  height: item.height ?? 500,
});

/**
 * The pictures of a gallery block: added from the media library (or uploaded into it from the
 * picker), each shown small with its alt text, moved by dragging or with buttons, and removed. A
 * picture without alt text says so: the page schema (contracts/content/pages.ts) takes it only
 * when it is marked decorative.
 */
export function GalleryImagesEditor({
  label,
  images,
  onChange,
  path,
  errors,
}: {
  label: string;
  images: GalleryImage[];
  onChange: (images: GalleryImage[]) => void;
  path: string;
  errors: Errors;
}) {
  return (
    <fieldset className={shared.fieldGroup}>
      <legend>{label}</legend>
      <FieldError path={path} errors={errors} />
      {images.length === 0 && <p className={shared.hint}>No pictures yet.</p>}
      <SortableList
        items={images}
        itemName={(index) => `picture ${index + 1}`}
        itemClassName={styles.item}
        onChange={onChange}
      >
        {(image, index) => (
          <div className={styles.galleryImage}>
            <img className={styles.thumbnail} src={image.src} alt="" loading="lazy" />
            <div className={styles.blockForm}>
              <FieldsEditor
                fields={galleryImageFields}
                value={image}
                onChange={(next) =>
                  onChange(images.map((old, i) => (i === index ? (next as GalleryImage) : old)))
                }
                path={`${path}.${index}`}
                errors={errors}
              />
              {!image.alt && !image.decorative && (
                <p className={shared.hint}>
                  No alt text: write what the picture shows, or mark it decorative.
                </p>
              )}
            </div>
          </div>
        )}
      </SortableList>
      <div>
        <ChooseFromLibrary
          kind="image"
          name={label}
          multiple
          onChoose={(item) => onChange([...images, fromLibrary(item)])}
        />
      </div>
    </fieldset>
  );
}
