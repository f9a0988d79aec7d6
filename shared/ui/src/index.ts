export { Button, ButtonLink, type ButtonVariant } from './button/button';
export { Accordion, type AccordionItem, type AccordionProps } from './accordion/accordion';
export { NotFoundPage, NOT_FOUND_TITLE } from './not-found/not-found-page';
export { PageFrame, type PageFrameProps } from './page-frame/page-frame';
export { LoadingOverlay, InlineLoading } from './loading-overlay/loading-overlay';
export { DropdownMenu, type DropdownMenuItem, type DropdownMenuProps } from './dropdown-menu/dropdown-menu';
export { useDismiss } from './dropdown-menu/use-dismiss';
export { Skeleton } from './skeleton/skeleton';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/visually-hidden';
export { SectionSkeleton, type SectionSkeletonProps } from './section-skeleton/section-skeleton';
export { mountStandalone } from './standalone/standalone-shell';
export * from './icons/icons';
export { SafeHtml, sanitizeHtml } from './safe-html/safe-html';
export { TextField, type TextFieldProps } from './form-field/text-field';
export { CheckboxField, type CheckboxFieldProps } from './form-field/checkbox-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './form-field/select-field';
export { TextAreaField, type TextAreaFieldProps } from './form-field/text-area-field';
export { FieldError } from './form-field/field-error';
export { FormAlert } from './form-alert/form-alert';
export { Avatar, type AvatarProps } from './avatar/avatar';
export { useContractForm } from './form/use-contract-form';
export { useFormValue } from './form/use-form-value';
export { useFormField } from './form/use-form-field';
export { useFormFieldArray } from './form/use-form-field-array';
export { registerClearingError } from './form/register-clearing-error';
export { registerField } from './form/register-field';
export { applyServerError } from './form/apply-server-error';
export { preloadFormKit, preloadWidgets } from './kit/load-kit';
export { Modal, type ModalProps } from './modal/modal';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { Switch, type SwitchProps } from './switch/switch';
export {
  SearchableSelect,
  SEARCHABLE_SELECT_MAX_SHOWN,
  NARROW_THE_LIST_TEXT,
  type SearchableSelectItem,
  type SearchableSelectProps,
} from './searchable-select/searchable-select';
export { CodeInput, type CodeInputProps } from './code-input/code-input';
export {
  GoogleSignIn,
  GOOGLE_BUTTON_NAMES,
  GOOGLE_LOADING_TEXT,
  GOOGLE_UNAVAILABLE_TEXT,
  type GoogleSignInIntent,
  type GoogleSignInProps,
} from './google-sign-in/google-sign-in';
