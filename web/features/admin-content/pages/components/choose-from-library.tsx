import { useState } from 'react';
import type { MediaItem, MediaKind } from '#contracts/content/media.ts';
import { Button } from '#web/components/ui/button.tsx';
import { MediaPicker } from '#web/features/admin-content/media/components/media-picker.tsx';

/** "Choose from library" beside a picture or document field: the picker, then the choice. */
export function ChooseFromLibrary({
  kind,
  name,
  onChoose,
}: {
  kind: MediaKind;
  /** The field it fills, for screen readers ("Picture", "Stored file"). */
  name: string;
  onChoose: (item: MediaItem) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
        Choose from library<span className="visually-hidden"> for {name}</span>
      </Button>
      <MediaPicker
        open={open}
        kind={kind}
        onClose={() => setOpen(false)}
        onChoose={(item) => {
          setOpen(false);
          onChoose(item);
        }}
      />
    </>
  );
}
