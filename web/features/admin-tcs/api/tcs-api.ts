import { messageSchema } from '#contracts/content/fields.ts';
import {
  tcImportResultSchema,
  tcListSchema,
  tcPublicListSchema,
  tcSavedSchema,
  tcScanField,
  type TcPublicListSetting,
  type TransferCertificate,
} from '#contracts/transfer-certificates.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function listTcs(signal?: AbortSignal): Promise<TransferCertificate[]> {
  return apiRequest('/tcs', { schema: tcListSchema, silent: true, signal });
}

export function recordTc(body: Record<string, string>) {
  return apiRequest('/tcs', { method: 'POST', json: body, schema: tcSavedSchema, silent: true });
}

/** The file as it is: the server reads it and answers the rows it refused. */
export function importTcs(csv: string) {
  return apiRequest('/tcs', { method: 'POST', csv, schema: tcImportResultSchema, silent: true });
}

export function deleteTc(id: string) {
  return apiRequest(`/tcs/${id}`, { method: 'DELETE', schema: messageSchema, silent: true });
}

export function getListSetting(signal?: AbortSignal): Promise<TcPublicListSetting> {
  return apiRequest('/tcs/public-list', { schema: tcPublicListSchema, silent: true, signal });
}

export function saveListSetting(setting: TcPublicListSetting) {
  return apiRequest('/tcs/public-list', {
    method: 'PUT',
    json: setting,
    schema: tcPublicListSchema,
    silent: true,
  });
}

/** Attaches the scanned TC (a PDF), replacing an earlier one. */
export function attachScan(id: string, file: File) {
  const form = new FormData();
  form.append(tcScanField, file);
  return apiRequest(`/tcs/${id}/scan`, {
    method: 'PUT',
    form,
    schema: tcSavedSchema,
    silent: true,
  });
}
