import { adminSession } from './admin-session.ts';
import { apiBase } from './api-client.ts';

/**
 * A file served only with the admin token (a parent's document, an export): a plain link cannot
 * send the token, so it is fetched by script. The name is the server's, else `fallbackName`.
 */
export async function fetchPrivateFile(
  path: string,
  fallbackName: string,
): Promise<{ blob: Blob; name: string }> {
  const response = await fetch(`${apiBase}${path}`, {
    headers: { Authorization: `Bearer ${adminSession.token() ?? ''}` },
  });
  if (!response.ok) throw new Error(`status ${response.status}`);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), name };
}
