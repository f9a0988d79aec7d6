import type { TestApp } from '../../testing/test-app';

/**
 * What the messages tests do as a person would through the api: open a thread from the client's
 * side, send, read, and look at a thread's page.
 */

/** The client's Message button: the thread with this freelancer (about the job, if given). */
export async function openThreadAs(t: TestApp, clientToken: string, freelancerId: number, jobId?: number) {
  const response = await t.request({
    method: 'POST',
    url: '/threads',
    token: clientToken,
    payload: { freelancer_id: freelancerId, ...(jobId === undefined ? {} : { job_id: jobId }) },
  });
  if (response.statusCode !== 200) throw new Error(`opening a thread failed: ${response.statusCode} ${response.body}`);
  return response.json().data.thread_id as number;
}

export function sendAs(t: TestApp, token: string, threadId: number, payload: Record<string, unknown>) {
  return t.request({ method: 'POST', url: `/threads/${threadId}/messages`, token, payload });
}

/** A text message sent through the api, as its sender's answer shows it. */
export async function say(t: TestApp, token: string, threadId: number, body: string) {
  const response = await sendAs(t, token, threadId, { body });
  if (response.statusCode !== 201) throw new Error(`sending failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { id: number; body: string; created_at: string };
}

export function messagePage(t: TestApp, token: string, threadId: number, query = '') {
  return t.request({ method: 'GET', url: `/threads/${threadId}/messages${query}`, token });
}

export function readThread(t: TestApp, token: string, threadId: number) {
  return t.request({ method: 'POST', url: `/threads/${threadId}/read`, token });
}

export async function unreadMessages(t: TestApp, token: string): Promise<number> {
  const response = await t.request({ method: 'GET', url: '/nav', token });
  return response.json().data.unread_messages as number;
}
