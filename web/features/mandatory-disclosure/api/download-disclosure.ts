import { ApiRequestError, apiBase } from '#web/lib/api-client.ts';

/** The document's bytes, fetched by its stored name (the server never joins it to a path). */
export async function downloadDisclosure(fileName: string): Promise<Blob> {
  const response = await fetch(
    `${apiBase}/disclosure/download?file=${encodeURIComponent(fileName)}`,
  );
  if (!response.ok) {
    throw new ApiRequestError(
      `Request failed with status ${response.status}`,
      response.status,
      undefined,
    );
  }
  return response.blob();
}
