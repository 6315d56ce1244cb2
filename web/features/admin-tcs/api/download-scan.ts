import type { TransferCertificate } from '#contracts/transfer-certificates.ts';
import { adminSession } from '#web/lib/admin-session.ts';
import { apiBase } from '#web/lib/api-client.ts';
import { saveBlob } from '#web/lib/save-blob.ts';
import { showToast } from '#web/lib/toast.ts';

/**
 * A scanned TC is personal data served only with the admin token, like a resume: it is fetched
 * with the token and saved from a blob under the name it was uploaded with.
 */
export async function downloadScan(tc: TransferCertificate): Promise<void> {
  try {
    const response = await fetch(`${apiBase}/tcs/${tc.id}/scan`, {
      headers: { Authorization: `Bearer ${adminSession.token() ?? ''}` },
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    saveBlob(await response.blob(), tc.scan?.originalName ?? `TC ${tc.number}.pdf`);
  } catch {
    showToast('Download failed. Please try again.');
  }
}
