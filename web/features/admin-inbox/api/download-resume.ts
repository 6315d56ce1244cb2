import type { InboxApplication } from '#contracts/inbox.ts';
import { adminSession } from '#web/lib/admin-session.ts';
import { apiBase } from '#web/lib/api-client.ts';
import { saveBlob } from '#web/lib/save-blob.ts';
import { showToast } from '#web/lib/toast.ts';

/**
 * A resume is personal data served only with the admin token, so a plain link cannot fetch it:
 * it is fetched with the token and saved from a blob under the applicant's file name.
 */
export async function downloadResume(application: InboxApplication): Promise<void> {
  try {
    const response = await fetch(`${apiBase}/admin/inbox/applications/${application.id}/resume`, {
      headers: { Authorization: `Bearer ${adminSession.token() ?? ''}` },
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    saveBlob(await response.blob(), application.resume?.originalName ?? 'resume');
  } catch {
    showToast('Download failed. Please try again.');
  }
}
