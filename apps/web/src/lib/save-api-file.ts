import { apiFile } from './api-client';

/**
 * Saves a file the API answers with (a CSV export) under the name the server gave it, else `fallbackName`: the call
 * carries the session's token, which a plain link could not. Admin pages only (kept out of the storefront's bundle).
 */
export async function saveApiFile(path: string, fallbackName: string): Promise<void> {
  const { blob, filename } = await apiFile(path, { auth: true, headers: { Accept: 'text/csv' } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
