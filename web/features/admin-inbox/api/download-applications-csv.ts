import type { ApplicationFilter } from '#contracts/inbox.ts';
import { adminSession } from '#web/lib/admin-session.ts';
import { apiBase } from '#web/lib/api-client.ts';
import { saveBlob } from '#web/lib/save-blob.ts';
import { showToast } from '#web/lib/toast.ts';
import { filterQuery } from './applications-api.ts';

/** The server names the file (dated in the school's time zone); this is only a fallback. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'applications.csv';
}

/** Like a resume, the export needs the admin token, so it is fetched and saved from a blob. */
export async function downloadApplicationsCsv(filter: ApplicationFilter): Promise<void> {
  try {
    const response = await fetch(`${apiBase}/admin/inbox/applications.csv${filterQuery(filter)}`, {
      headers: { Authorization: `Bearer ${adminSession.token() ?? ''}` },
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    saveBlob(await response.blob(), fileNameOf(response));
  } catch {
    showToast('Export failed. Please try again.');
  }
}
