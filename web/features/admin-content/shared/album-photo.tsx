import { altTextMaxLength } from '#contracts/content/media.ts';
import { FormField } from '#web/components/forms/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { AlbumEntry } from './album-photos.ts';
import styles from './admin-content.module.css';

/** How far a new photo is sent, beside its name while the album is saved. */
function sendingWords(fraction: number): string {
  if (fraction <= 0) return 'Waiting to send';
  if (fraction < 1) return `Sending… ${Math.round(fraction * 100)}%`;
  return 'Sent';
}

/**
 * One photo of an album (album-field.tsx): its thumbnail, its description for blind visitors,
 * whether it is new or kept, and whether it is the cover.
 */
export function AlbumPhoto({
  entry,
  id,
  number,
  isCover,
  sent,
  onDescribe,
  onCover,
}: {
  entry: AlbumEntry;
  id: string;
  /** Its place in the album, from 1. */
  number: number;
  isCover: boolean;
  /** While the album is saved, how much of this new photo is sent (0 to 1). */
  sent?: number | undefined;
  onDescribe: (alt: string) => void;
  onCover: () => void;
}) {
  return (
    <div className={styles.albumPhotoBody}>
      <img className={styles.albumThumb} src={entry.src} alt="" />
      <div className={styles.albumPhotoFields}>
        <FormField
          look="admin"
          id={id}
          label={`Description of photo ${number}`}
          mark={<span className={styles.optional}> (read aloud to blind visitors)</span>}
          hint={
            <>
              {entry.kind === 'new' ? `New: ${entry.file.name}` : 'In the album'}
              {sent !== undefined && <span role="status"> · {sendingWords(sent)}</span>}
            </>
          }
          below={
            <div>
              {isCover ? (
                <p className={styles.albumCover}>Cover photo</p>
              ) : (
                <Button size="small" variant="secondary" onClick={onCover}>
                  Use as cover<span className="visually-hidden"> (photo {number})</span>
                </Button>
              )}
            </div>
          }
        >
          {(control) => (
            <input
              {...control}
              className={styles.albumAlt}
              value={entry.alt}
              maxLength={altTextMaxLength}
              onChange={(event) => onDescribe(event.currentTarget.value)}
            />
          )}
        </FormField>
      </div>
    </div>
  );
}
