import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { saveBlob } from '#web/lib/save-blob.ts';
import { showToast } from '#web/lib/toast.ts';
import { downloadDisclosure } from '#web/features/mandatory-disclosure/api/download-disclosure.ts';

/** Fetches a disclosure document and saves it under the name it was uploaded with. */
export function DownloadButton({
  fileName,
  originalName,
  title,
}: {
  fileName: string;
  originalName: string;
  /** Completes the button's accessible name: several Download buttons share one page. */
  title: string;
}) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      saveBlob(await downloadDisclosure(fileName), originalName);
    } catch (error) {
      console.warn('Could not download a disclosure document', error);
      showToast('Download failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" onClick={onClick} disabled={busy}>
      Download<span className="visually-hidden"> {title}</span>
    </Button>
  );
}
