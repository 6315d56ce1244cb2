import type { AdmissionDocument, StaffApplicationFilter } from '#contracts/admissions.ts';
import { fetchPrivateFile } from '#web/lib/fetch-private-file.ts';
import { saveBlob } from '#web/lib/save-blob.ts';
import { showToast } from '#web/lib/toast.ts';
import { admissionFilterQuery } from './admissions-api.ts';

/** The applications the filters show, as the server's CSV file. */
export async function downloadAdmissionsCsv(filter: StaffApplicationFilter): Promise<void> {
  try {
    const { blob, name } = await fetchPrivateFile(
      `/admin/admissions/applications.csv${admissionFilterQuery(filter)}`,
      'admissions.csv',
    );
    saveBlob(blob, name);
  } catch {
    showToast('The CSV file could not be made. Please try again.');
  }
}

/**
 * Opens a document the parent sent in a new tab (a PDF or a picture). The tab opens at the click,
 * before the file arrives, so the browser does not take it for a pop-up; without a tab the file
 * is saved instead.
 */
export async function openAdmissionDocument(
  applicationId: string,
  document: AdmissionDocument,
  fileName: string,
): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await fetchPrivateFile(
      `/admin/admissions/applications/${encodeURIComponent(applicationId)}/documents/${document}`,
      fileName,
    );
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else saveBlob(blob, fileName);
    // The tab has read it by then; the address is freed with the page otherwise.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch {
    tab?.close();
    showToast('The document could not be opened. Please try again.');
  }
}
