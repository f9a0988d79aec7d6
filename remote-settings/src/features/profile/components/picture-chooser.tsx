import { useId, useRef, type ChangeEvent } from 'react';
import { PROFILE_IMAGE_TYPES, settingsMessages } from '@talentindia/contracts';
import { Avatar, Button, FieldError } from '@talentindia/ui';
import { checkPicture } from './check-picture';
import styles from './picture-chooser.module.css';

export interface PictureChooserProps {
  /** The picture saved now, or null. */
  currentImage: string | null;
  firstName: string;
  /** The user's full name: what the saved picture shows. */
  name: string;
  /** The preview URL of a newly chosen file, or null while the current picture is kept. */
  preview: string | null;
  onChoose: (file: File | null) => void;
  /** Why the last choice was refused, or the server's word on the picture. */
  error: string | null;
  onErrorChange: (error: string | null) => void;
  disabled?: boolean;
}

/**
 * Spec §2: the profile picture's file chooser. A chosen file is checked at once (type and size) and
 * previewed; a refused one is not kept, and "Remove chosen picture" goes back to the saved one.
 */
export function PictureChooser({
  currentImage,
  firstName,
  name,
  preview,
  onChoose,
  error,
  onErrorChange,
  disabled,
}: PictureChooserProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const problem = checkPicture(chosen);
    onErrorChange(problem);
    if (problem) {
      // The refused file is not kept: the input goes back to empty, the earlier choice stays.
      event.target.value = '';
      return;
    }
    onChoose(chosen);
  };

  const undo = () => {
    onChoose(null);
    onErrorChange(null);
    if (input.current) input.current.value = '';
  };

  const refuseUnreadable = () => {
    onChoose(null);
    onErrorChange(settingsMessages.imageUnreadable);
    if (input.current) input.current.value = '';
  };

  return (
    <div className={styles.chooser}>
      {preview ? (
        <img
          className={styles.preview}
          src={preview}
          alt="Preview of your chosen file"
          width={96}
          height={96}
          // A file that says it is a picture but is not one (a renamed document, a damaged image): the
          // browser cannot draw it, so it is refused with a message rather than shown broken.
          onError={refuseUnreadable}
        />
      ) : (
        <Avatar image={currentImage} firstName={firstName} size={96} alt={name} />
      )}
      <div className={styles.controls}>
        <label htmlFor={id} className={styles.label}>
          Profile picture
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          name="image"
          className={styles.input}
          accept={PROFILE_IMAGE_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={choose}
          disabled={disabled}
        />
        <p id={hintId} className={styles.hint}>
          JPEG, PNG or WebP, at most 5 MB.
        </p>
        {preview ? (
          <Button variant="ghost" size="small" className={styles.undo} onClick={undo} disabled={disabled}>
            Remove chosen picture
          </Button>
        ) : null}
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </div>
    </div>
  );
}
