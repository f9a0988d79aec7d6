import { useId, useState, type ChangeEvent, type KeyboardEvent, type Ref } from 'react';
import { marketplaceMessages } from '@talentindia/contracts';
import { Button, CloseIcon, FieldError, VisuallyHidden } from '@talentindia/ui';
import styles from './skills-input.module.css';

/** The contract's limits (jobFormSchema): at most 15 skills of 1 to 40 characters. */
export const MAX_SKILLS = 15;
export const MAX_SKILL_LENGTH = 40;

export interface SkillsInputProps {
  label: string;
  skills: readonly string[];
  onChange: (skills: string[]) => void;
  /** Offered as the user types; any other skill can be typed too. */
  suggestions: readonly string[];
  error?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

const sameSkill = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether an input event is the browser filling in a suggestion picked from the list. */
function isPickedSuggestion(event: ChangeEvent<HTMLInputElement>): boolean {
  const native = event.nativeEvent;
  return !(native instanceof InputEvent) || native.inputType === 'insertReplacementText';
}

/**
 * Skills as tags: type one and press Enter (or a comma, or Add skill), or pick a suggestion; each
 * tag has its own remove button. The same skill twice (case ignored) is added once. What happens is
 * announced, since the tags change out of the input's sight.
 */
export function SkillsInput({ label, skills, onChange, suggestions, error, onBlur, ref }: SkillsInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const full = skills.length >= MAX_SKILLS;
  const offered = suggestions.filter((suggestion) => !skills.some((skill) => sameSkill(skill, suggestion)));

  const add = (value: string) => {
    const skill = value.trim().replace(/\s+/g, ' ');
    if (!skill) return;
    if (skills.some((existing) => sameSkill(existing, skill))) {
      setAnnouncement(`${skill} is already added.`);
      setText('');
      return;
    }
    if (full) {
      setAnnouncement(marketplaceMessages.skillsTooMany);
      return;
    }
    onChange([...skills, skill]);
    setAnnouncement(`${skill} added.`);
    setText('');
  };

  const remove = (skill: string) => {
    onChange(skills.filter((existing) => existing !== skill));
    setAnnouncement(`${skill} removed.`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds a skill here; it must not submit the job.
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(text);
    } else if (event.key === 'Backspace' && text === '' && skills.length > 0) {
      remove(skills[skills.length - 1]!);
    }
  };

  const onTextChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    if (isPickedSuggestion(event) && offered.some((suggestion) => suggestion === value)) add(value);
    else setText(value);
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {skills.length > 0 ? (
        <ul className={styles.tags} aria-label={`Chosen ${label.toLowerCase()}`}>
          {skills.map((skill) => (
            <li key={skill} className={styles.tag}>
              <span>{skill}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove ${skill}`}
                onClick={() => remove(skill)}
              >
                <CloseIcon width={14} height={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.entry}>
        <input
          id={id}
          ref={ref}
          className={styles.input}
          list={`${id}-suggestions`}
          maxLength={MAX_SKILL_LENGTH}
          autoComplete="off"
          placeholder={full ? 'Remove a skill to add another' : 'Type a skill and press Enter'}
          disabled={full}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={onTextChange}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        <Button variant="secondary" disabled={full || text.trim() === ''} onClick={() => add(text)}>
          Add skill
        </Button>
      </div>
      <datalist id={`${id}-suggestions`}>
        {offered.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      <p id={hintId} className={styles.hint}>
        Up to {MAX_SKILLS} skills; {skills.length} added.
      </p>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      <VisuallyHidden as="p" role="status">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
