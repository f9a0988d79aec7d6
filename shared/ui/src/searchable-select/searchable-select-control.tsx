import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useMemo, useState } from 'react';
import { FieldError } from '../form-field/field-error';
import { useFieldDescriptions } from '../form-field/field-descriptions';
import fieldStyles from '../form-field/form-field.module.css';
import { ChevronDownIcon } from '../icons/icons';
import {
  NARROW_THE_LIST_TEXT,
  SEARCHABLE_SELECT_MAX_SHOWN,
  type SearchableSelectItem,
  type SearchableSelectProps,
} from './searchable-select';
import styles from './searchable-select.module.css';

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** SearchableSelect, once downshift has loaded. */
export function SearchableSelectControl<Item extends SearchableSelectItem>({
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

  // Whether the text is being typed (since the list last closed: an item chosen, Escape, the field left):
  // typed text filters the list, even once it spells an item's name exactly.
  const [typing, setTyping] = useState(false);
  // What the text matches; the whole list while the text is the chosen item's name and was not just
  // typed (re-opening a chosen item).
  const matches = useMemo(() => {
    const query = inputValue.trim().toLowerCase();
    if (!query || (!typing && selectedItem && sameText(selectedItem.name, inputValue))) return items;
    return items.filter((item) => item.name.toLowerCase().includes(query));
  }, [items, inputValue, selectedItem, typing]);
  const shown = useMemo(() => matches.slice(0, SEARCHABLE_SELECT_MAX_SHOWN), [matches]);

  /**
   * A keystroke, reported in its own event: downshift calls onInputValueChange in an effect after its
   * render, so the text (the caller's, a controlled value) would lag a keystroke behind and fast typing
   * would lose letters ("Indi" became "ni").
   */
  const typed = (next: string) => {
    setTyping(true);
    onInputValueChange(next);
    const match = items.find((item) => sameText(item.name, next)) ?? null;
    if (match?.id !== selectedItem?.id) onSelectedItemChange(match);
  };

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } =
    useCombobox<Item>({
      items: shown,
      inputValue,
      selectedItem,
      itemToString: (item) => item?.name ?? '',
      itemToKey: (item) => item?.id ?? null,
      stateReducer,
      // Typing is reported by the input's own onChange (below); downshift reports the rest (an item
      // chosen, Escape) after its render, which only typing cannot wait for.
      onInputValueChange: ({ inputValue: next, type }) => {
        if (type !== useCombobox.stateChangeTypes.InputChange) onInputValueChange(next);
      },
      // Closed (an item chosen, Escape, the field left): reopening it is no longer typing.
      onIsOpenChange: ({ isOpen: open }) => {
        if (!open) setTyping(false);
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
          {...getInputProps({ ref, onBlur, onChange: (event) => typed(event.currentTarget.value) })}
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
        {/* The notes sit beside the listbox, not in it: a listbox holds options only. */}
        <div className={`${styles.popup} ${isOpen ? styles.open : ''}`}>
          <ul className={styles.menu} {...getMenuProps()}>
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
          </ul>
          {isOpen && shown.length === 0 ? <p className={styles.note}>{emptyText}</p> : null}
          {isOpen && matches.length > shown.length ? <p className={styles.note}>{NARROW_THE_LIST_TEXT}</p> : null}
        </div>
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
