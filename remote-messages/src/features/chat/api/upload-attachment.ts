import { attachmentUploadResponseSchema, type Attachment } from '@talentindia/contracts';
import { apiClient, callApi } from '@talentindia/core';

/** A video's upload may take minutes on a slow line: far longer than a JSON call's time-out. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/**
 * `POST /threads/:id/attachments` (multipart): one chosen file, and for a video the frame the
 * browser took as its poster. The api judges its type from its bytes; the file waits, unsent, until
 * a message claims it.
 */
export async function uploadAttachment(threadId: number, file: File, poster: Blob | null): Promise<Attachment> {
  const body = new FormData();
  body.append('file', file, file.name);
  if (poster) body.append('poster', poster, 'poster.jpg');
  const { data } = await callApi(
    () => apiClient().post(`threads/${threadId}/attachments`, { body, timeout: UPLOAD_TIMEOUT_MS }).json(),
    attachmentUploadResponseSchema,
  );
  return data;
}
