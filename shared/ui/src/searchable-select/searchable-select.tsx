import { Suspense, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { loadComboboxKit, useKitPart } from '../kit/load-kit';
import { SearchableSelectPlaceholder } from './searchable-select-placeholder';

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

/**
 * A text input that filters a list as the user types (the ARIA 1.2 combobox pattern, on downshift's
 * useCombobox): ArrowUp/ArrowDown move through the matches, Enter chooses, Escape closes, and
 * choosing puts the item's name in the input. While its code loads (kit/load-kit.ts) the field is
 * drawn in place, not yet operable.
 */
export function SearchableSelect<Item extends SearchableSelectItem>(props: SearchableSelectProps<Item>) {
  return (
    <Suspense fallback={<SearchableSelectPlaceholder {...props} />}>
      <LoadedSearchableSelect {...props} />
    </Suspense>
  );
}

function LoadedSearchableSelect<Item extends SearchableSelectItem>(props: SearchableSelectProps<Item>) {
  const { SearchableSelectControl } = useKitPart(loadComboboxKit);
  return <SearchableSelectControl {...props} />;
}
