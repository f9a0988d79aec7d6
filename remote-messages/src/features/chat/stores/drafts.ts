/**
 * What was typed in each conversation and not sent, kept while the page is open (for this tab, in
 * memory): switching to another thread and back finds the text where it was left.
 */
const drafts = new Map<number, string>();

export function readDraft(threadId: number): string {
  return drafts.get(threadId) ?? '';
}

export function saveDraft(threadId: number, text: string): void {
  if (text) drafts.set(threadId, text);
  else drafts.delete(threadId);
}
