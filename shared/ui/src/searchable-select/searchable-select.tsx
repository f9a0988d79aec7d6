import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useMemo, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { FieldError } from '../form-field/field-error';
import { useFieldDescriptions } from '../form-field/field-descriptions';
import fieldStyles from '../form-field/form-field.module.css';
import { ChevronDownIcon } from '../icons/icons';
import styles from './searchable-select.module.css';

/** The most options drawn at once: a list of 420 time zones stays quick to draw and to read. */
export const SEARCHABLE_SELECT_MAX_SHOWN = 100;

/** Shown under the list when more items match than it draws. */
export const NARROW_THE_LIST_TEXT = 'Type to narrow the list';

export interface SearchableSelectItem {
  id: number | string;
  name: string;
}

export interface SearchableSelectProps<Item extends SearchableSelectItem> {
  label: string;
  items: readonly Item[];
  /** The text in the input: the caller's, like selectedItem. */
  inputValue: string;
  onInputValueChange: (value: string) => void;
  selectedItem: Item | null;
  /**
   * Called when an item is chosen from the list, and while typing: with the item whose name the
   * text now equals (case ignored), or null when it equals none, so the selection always matches
   * the text.
   */
  onSelectedItemChange: (item: Item | null) => void;
  /** Shown in the list when nothing matches ("No Country Found"). */
  emptyText: string;
  placeholder?: string;
  disabled?: boolean;
  error?: string;
  hint?: ReactNode;
  name?: string;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A text input that filters a list as the user types (the ARIA 1.2 combobox pattern, on downshift's
 * useCombobox): ArrowUp/ArrowDown move through the matches, Enter chooses, Escape closes, and
 * choosing puts the item's name in the input.
 */
export function SearchableSelect<Item extends SearchableSelectItem>({
  label,
  items,
  inputValue,
  onInputValueChange,
  selectedItem,
  onSelectedItemChange,
  emptyText,
  placeholder,
  disabled,
  error,
  hint,
  name,
  onBlur,
  ref,
}: SearchableSelectProps<Item>) {
  const ids = useFieldDescriptions({ hint, error });

  // What the text matches; the whole list while the text is the chosen item's name (re-opening it).
  const matches = useMemo(() => {
    const query = inputValue.trim().toLowerCase();
    if (!query || (selectedItem && sameText(selectedItem.name, inputValue))) return items;
    return items.filter((item) => item.name.toLowerCase().includes(query));
  }, [items, inputValue, selectedItem]);
  const shown = useMemo(() => matches.slice(0, SEARCHABLE_SELECT_MAX_SHOWN), [matches]);

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } =
    useCombobox<Item>({
      items: shown,
      inputValue,
      selectedItem,
      itemToString: (item) => item?.name ?? '',
      itemToKey: (item) => item?.id ?? null,
      stateReducer,
      onInputValueChange: ({ inputValue: next, type }) => {
        onInputValueChange(next);
        if (type !== useCombobox.stateChangeTypes.InputChange) return;
        const match = items.find((item) => sameText(item.name, next)) ?? null;
        if (match?.id !== selectedItem?.id) onSelectedItemChange(match);
      },
      onSelectedItemChange: ({ selectedItem: chosen, type }) => {
        // A change the caller made itself is not reported back.
        if (type !== useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem)
          onSelectedItemChange(chosen ?? null);
      },
      getA11yStatusMessage: ({ isOpen: open }) => {
        if (!open) return '';
        if (matches.length === 0) return emptyText;
        if (matches.length > shown.length)
          return `${shown.length} of ${matches.length} shown. ${NARROW_THE_LIST_TEXT}.`;
        return `${matches.length} ${matches.length === 1 ? 'result' : 'results'} available.`;
      },
    });

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} {...getLabelProps()}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          className={`${fieldStyles.input} ${styles.input}`}
          placeholder={placeholder}
          disabled={disabled}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          // The prop getter joins the caller's ref to downshift's own in a callback; it reads neither while rendering.
          // eslint-disable-next-line react-hooks/refs
          {...getInputProps({ ref, onBlur })}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={`Show ${label} options`}
          disabled={disabled}
          {...getToggleButtonProps()}
        >
          <ChevronDownIcon width={18} height={18} />
        </button>
        <ul className={`${styles.menu} ${isOpen ? styles.open : ''}`} {...getMenuProps()}>
          {isOpen
            ? shown.map((item, index) => (
                <li
                  key={item.id}
                  className={[
                    styles.option,
                    highlightedIndex === index && styles.highlighted,
                    selectedItem?.id === item.id && styles.selected,
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  {...getItemProps({ item, index })}
                >
                  {item.name}
                </li>
              ))
            : null}
          {isOpen && shown.length === 0 ? (
            <li role="presentation" className={styles.note}>
              {emptyText}
            </li>
          ) : null}
          {isOpen && matches.length > shown.length ? (
            <li role="presentation" className={styles.note}>
              {NARROW_THE_LIST_TEXT}
            </li>
          ) : null}
        </ul>
      </div>
      {hint ? (
        <p id={ids.hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}

/**
 * The text is the caller's: when the caller changes the selected item (a reset, or a country
 * changing under its state), downshift would rewrite the text to match; the caller sets both.
 */
function stateReducer<Item>(
  state: UseComboboxState<Item>,
  { type, changes }: UseComboboxStateChangeOptions<Item>,
): Partial<UseComboboxState<Item>> {
  if (type === useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem) {
    return { ...changes, inputValue: state.inputValue };
  }
  return changes;
}
