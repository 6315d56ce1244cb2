import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import type { StaffText } from '#web/i18n/staff-text.ts';
import { saveBlob } from '#web/lib/save-blob.ts';
import { showToast } from '#web/lib/toast.ts';
import { downloadDisclosure } from '#web/features/mandatory-disclosure/api/download-disclosure.ts';
import { useDisclosureTranslation } from '#web/features/mandatory-disclosure/messages/mandatory-disclosure-messages.ts';

/** Fetches a disclosure document and saves it under the name it was uploaded with. */
export function DownloadButton({
  fileName,
  originalName,
  title,
}: {
  fileName: string;
  originalName: string;
  /** Completes the button's accessible name: several Download buttons share one page. */
  title: StaffText;
}) {
  const { t } = useDisclosureTranslation();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      saveBlob(await downloadDisclosure(fileName), originalName);
    } catch (error) {
      console.warn('Could not download a disclosure document', error);
      showToast(t('disclosure.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" onClick={onClick} disabled={busy}>
      {t('disclosure.download')}
      <span className="visually-hidden" lang={title.lang}>
        {' '}
        {title.text}
      </span>
    </Button>
  );
}
