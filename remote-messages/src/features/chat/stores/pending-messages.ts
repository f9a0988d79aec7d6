import { create } from 'zustand';
import type { AttachmentKind, QuotedMessage } from '@talentindia/contracts';

/** A file chosen in the composer, with what the page made of it in the browser. */
export interface ChosenFile {
  /** The page's own id for it (a key, and the cross that removes it). */
  key: string;
  file: File;
  kind: AttachmentKind;
  /** An object URL of the file (an image) or of its first frame (a video), for the thumbnails; null for a document. */
  previewUrl: string | null;
  /** A video's first frame, sent with it as its poster. */
  poster: Blob | null;
}

/**
 * A message on its way: shown at once in the conversation, its files uploaded one by one, then
 * sent. If the api refuses it or the network fails, it stays, marked "Not sent", with Retry and Delete.
 */
export interface PendingMessage {
  clientKey: string;
  threadId: number;
  body: string;
  replyTo: QuotedMessage | null;
  files: ChosenFile[];
  /** Files already stored by the api, by their key: a retry does not upload them again. */
  uploaded: Record<string, number>;
  status: 'sending' | 'failed';
  /** Why it failed (the api's message), while failed. */
  error: string | null;
  createdAt: string;
}

interface PendingMessagesState {
  byKey: Record<string, PendingMessage>;
  add: (message: PendingMessage) => void;
  update: (clientKey: string, change: Partial<PendingMessage>) => void;
  remove: (clientKey: string) => void;
}

/**
 * The messages being sent from this tab. They outlive the conversation they were written in (a
 * switch to another thread does not stop them), so they live here rather than in a component.
 */
export const usePendingMessages = create<PendingMessagesState>()((set) => ({
  byKey: {},
  add: (message) => set((state) => ({ byKey: { ...state.byKey, [message.clientKey]: message } })),
  update: (clientKey, change) =>
    set((state) => {
      const current = state.byKey[clientKey];
      return current ? { byKey: { ...state.byKey, [clientKey]: { ...current, ...change } } } : state;
    }),
  remove: (clientKey) =>
    set((state) => {
      const { [clientKey]: removed, ...rest } = state.byKey;
      for (const file of removed?.files ?? []) if (file.previewUrl) URL.revokeObjectURL(file.previewUrl);
      return { byKey: rest };
    }),
}));
