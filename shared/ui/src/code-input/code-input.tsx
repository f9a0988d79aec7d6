import { useId, useLayoutEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { FieldError } from '../form-field/field-error';
import styles from './code-input.module.css';

export interface CodeInputProps {
  /** The group's accessible name ("Verification code"). */
  label: string;
  /** How many digits the code has. */
  length?: number;
  /** The digits entered so far, from the first box on ("12" fills the first two boxes). */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * A one-time code in one box per digit. The digits stay contiguous, as in one text field: a box
 * after the first empty one sends focus back to that one, entering a digit moves to the next box,
 * Backspace on an empty box clears the one before it, and pasting (or the phone's autofill of an
 * SMS code) fills the boxes from the one it lands in, all of them when it is the whole code.
 */
export function CodeInput({ label, length = 6, value, onChange, error, autoFocus, disabled }: CodeInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = onlyDigits(value).slice(0, length);

  // Focus that follows a change waits for the new value to be drawn: the box it goes to may be
  // one that only becomes reachable with that value.
  const focusAfterChange = useRef<number | null>(null);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };

  useLayoutEffect(() => {
    if (focusAfterChange.current === null) return;
    focusBox(focusAfterChange.current);
    focusAfterChange.current = null;
  });

  const change = (next: string, focusIndex: number) => {
    // The same digits (a digit typed over itself): nothing is drawn again, so focus moves now.
    if (next === digits) {
      focusBox(focusIndex);
      return;
    }
    focusAfterChange.current = focusIndex;
    onChange(next);
  };

  /** Puts `entered` digits from box `index` on, and moves to the box after the last one written. */
  const enter = (index: number, entered: string) => {
    const start = entered.length >= length ? 0 : index;
    const next = (digits.slice(0, start) + entered + digits.slice(start + entered.length)).slice(0, length);
    change(next, Math.min(start + entered.length, length - 1));
  };

  const onInput = (index: number, text: string) => {
    const current = digits[index] ?? '';
    // A filled box is selected on focus, so typing replaces it; if the caret was beside the digit
    // instead, the new digit is the one that is not the old one.
    let entered = onlyDigits(text);
    if (entered.length === 2 && current) entered = entered[0] === current ? entered.slice(1) : entered.slice(0, 1);
    if (!entered) return;
    enter(index, entered);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // A digit key writes its digit here and moves on, whatever the box holds: left to the input, a
    // digit typed over the same digit changes nothing, no change event comes, and focus stays put.
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      enter(index, event.key);
      return;
    }
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index] !== undefined) change(digits.slice(0, index) + digits.slice(index + 1), index);
      else if (index > 0) change(digits.slice(0, index - 1), index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < digits.length) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (pasted) enter(index, pasted.slice(0, length));
  };

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        className={styles.boxes}
      >
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={(node) => {
              boxes.current[index] = node;
            }}
            className={styles.box}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- a code screen has one thing to do, and it asks for it.
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            // Tab leaves the code after the first empty box instead of reaching the empty ones behind it.
            tabIndex={index > digits.length ? -1 : undefined}
            value={digits[index] ?? ''}
            // Input that comes without a digit key (a phone's keyboard, autofill): every input event,
            // one that leaves the box's text as it was included, which a change event would skip.
            onInput={(event) => onInput(index, event.currentTarget.value)}
            onChange={() => undefined}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => {
              // The digits stay contiguous: a box past the first empty one hands focus to that one.
              if (index > digits.length) focusBox(digits.length);
              else event.target.select();
            }}
          />
        ))}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
