import { useState } from 'react';
import type { MediaItem, MediaKind } from '#contracts/content/media.ts';
import { Button } from '#web/components/ui/button.tsx';
import { MediaPicker } from '#web/features/admin-content/media/components/media-picker.tsx';

/**
 * "Choose from library" beside a picture or document field: the picker, then the choice. With
 * `multiple` (a gallery's pictures) each choice is added and the picker stays open.
 */
export function ChooseFromLibrary({
  kind,
  name,
  multiple = false,
  onChoose,
}: {
  kind: MediaKind;
  /** The field it fills, for screen readers ("Picture", "Stored file"). */
  name: string;
  multiple?: boolean;
  onChoose: (item: MediaItem) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
        {multiple ? 'Add from library' : 'Choose from library'}
        <span className="visually-hidden"> for {name}</span>
      </Button>
      <MediaPicker
        open={open}
        kind={kind}
        multiple={multiple}
        onClose={() => setOpen(false)}
        onChoose={(item) => {
          if (!multiple) setOpen(false);
          onChoose(item);
        }}
      />
    </>
  );
}
