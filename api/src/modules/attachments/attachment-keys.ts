/**
 * Where an upload's files go: `attachments/<random>/file.<ext>`, and beside it `thumb.webp` and
 * `poster.webp`. All of them follow from the row's `storage_key`, so whoever finds a row that never
 * finished (housekeeping) can delete everything the upload may have written.
 */
export function attachmentKeys(storageKey: string) {
  const base = storageKey.slice(0, storageKey.lastIndexOf('/'));
  return { file: storageKey, thumb: `${base}/thumb.webp`, poster: `${base}/poster.webp` };
}
