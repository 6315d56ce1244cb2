import type { InboxApplication } from '#contracts/inbox.ts';
import { adminSession } from '../../../lib/admin-session.ts';
import { apiBase } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';

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
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = application.resume?.originalName ?? 'resume';
    document.body.append(link);
    link.click();
    link.remove();
    // Give the browser a moment to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch {
    showToast('Download failed. Please try again.');
  }
}
