import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { DOCUMENT_ACCEPT, MEDIA_ACCEPT, MESSAGE_BODY_MAX, type QuotedMessage } from '@talentindia/contracts';
import type { Outgoing } from '../hooks/use-send-message';
import { useTypingSignal } from '../hooks/use-typing-signal';
import { readDraft, saveDraft } from '../stores/drafts';
import type { ChosenFile } from '../stores/pending-messages';
import { chooseFiles } from '../utils/choose-files';
import { AttachmentPreview } from './attachment-preview';
import { ImageIcon, PaperclipIcon, SendIcon } from './chat-icons';
import { ReplyBar } from './reply-bar';
import styles from './composer.module.css';

/** The text area grows with its text up to about six lines, then scrolls (spec §9). */
const MAX_TEXT_HEIGHT_PX = 152;

export interface ComposerProps {
  threadId: number;
  replyTo: QuotedMessage | null;
  onCancelReply: () => void;
  onSend: (outgoing: Outgoing) => void;
}

/**
 * Writing a message (spec §4): a text area that grows, Enter to send and Shift+Enter for a new line,
 * a document picker and a photo-or-video picker with a preview of the chosen files, the reply bar,
 * and Send, grey and inert while there is nothing to send. The draft is kept per conversation.
 */
export function Composer({ threadId, replyTo, onCancelReply, onSend }: ComposerProps) {
  const [text, setText] = useState(() => readDraft(threadId));
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const documentPicker = useRef<HTMLInputElement>(null);
  const mediaPicker = useRef<HTMLInputElement>(null);
  const lastPicker = useRef<HTMLInputElement | null>(null);
  const unsent = useRef(files);
  const signalTyping = useTypingSignal(threadId);
  const canSend = text.trim() !== '' || files.length > 0;

  useLayoutEffect(() => {
    const element = textArea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_TEXT_HEIGHT_PX)}px`;
  }, [text]);

  // Files chosen and never sent: their previews are let go with the composer.
  useEffect(() => {
    unsent.current = files;
  }, [files]);
  useEffect(
    () => () => {
      for (const chosen of unsent.current) if (chosen.previewUrl) URL.revokeObjectURL(chosen.previewUrl);
    },
    [],
  );

  useEffect(() => {
    if (replyTo) textArea.current?.focus();
  }, [replyTo]);

  const changeText = (value: string) => {
    setText(value);
    saveDraft(threadId, value);
    if (value.trim()) signalTyping();
  };

  const pick = (picker: HTMLInputElement | null) => {
    lastPicker.current = picker;
    picker?.click();
  };

  const onPicked = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length === 0) return;
    const chosen = await chooseFiles(files, picked);
    setFiles(chosen.files);
    setProblem(chosen.problem);
  };

  const removeFile = (key: string) => {
    const removed = files.find((chosen) => chosen.key === key);
    if (removed?.previewUrl) URL.revokeObjectURL(removed.previewUrl);
    setFiles(files.filter((chosen) => chosen.key !== key));
    setProblem(null);
  };

  const clearFiles = () => {
    for (const chosen of files) if (chosen.previewUrl) URL.revokeObjectURL(chosen.previewUrl);
    setFiles([]);
    setProblem(null);
  };

  const submit = () => {
    if (!canSend) return;
    onSend({ body: text.trim(), replyTo, files });
    // The files now belong to the message being sent: their previews stay for it.
    unsent.current = [];
    setFiles([]);
    changeText('');
    setProblem(null);
    onCancelReply();
    textArea.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && replyTo) {
      event.preventDefault();
      onCancelReply();
      return;
    }
    // While an input method composes a word, Enter confirms the word, not the message.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className={styles.composer}
      aria-label="Write a message"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {replyTo ? <ReplyBar quote={replyTo} onClose={onCancelReply} /> : null}
      {files.length > 0 ? (
        <AttachmentPreview
          files={files}
          onRemove={removeFile}
          onClear={clearFiles}
          onAddMore={() => pick(lastPicker.current ?? mediaPicker.current)}
        />
      ) : null}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.row}>
        <button
          type="button"
          className={styles.tool}
          aria-label="Attach a document"
          onClick={() => pick(documentPicker.current)}
        >
          <PaperclipIcon />
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-label="Attach photos or videos"
          onClick={() => pick(mediaPicker.current)}
        >
          <ImageIcon />
        </button>
        <input
          ref={documentPicker}
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          hidden
          data-testid="document-picker"
          onChange={(event) => void onPicked(event)}
        />
        <input
          ref={mediaPicker}
          type="file"
          multiple
          accept={MEDIA_ACCEPT}
          hidden
          data-testid="media-picker"
          onChange={(event) => void onPicked(event)}
        />
        <label htmlFor={`composer-${threadId}`} className={styles.label}>
          Message
        </label>
        <textarea
          ref={textArea}
          id={`composer-${threadId}`}
          className={styles.text}
          rows={1}
          value={text}
          maxLength={MESSAGE_BODY_MAX}
          placeholder="Write a message…"
          onChange={(event) => changeText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className={`${styles.send} ${canSend ? styles.ready : ''}`}
          aria-label="Send"
          aria-disabled={!canSend}
        >
          <SendIcon />
        </button>
      </div>
    </form>
  );
}
