// SearchableSelect on downshift (loaded by load-kit.ts).
export { SearchableSelectControl } from '../searchable-select/searchable-select-control';
