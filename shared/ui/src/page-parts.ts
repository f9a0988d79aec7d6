/**
 * Parts that only the remotes' pages draw. They are not in the kit's entry (index.ts), which Module
 * Federation shares whole, so the shell's first page downloads none of them: each remote bundles the
 * ones it uses, and they take everything else from the shared kit (ADR 011).
 */
export { ClientsOnly, CLIENTS_ONLY_TEXT, CLIENTS_ONLY_TITLE } from './clients-only/clients-only';
export { FormActions, type FormActionsProps } from './form-actions/form-actions';
export { lazyFormPage, lazyPage } from './lazy-page/lazy-page';
export { LoadFailed, type LoadFailedProps } from './load-failed/load-failed';
export { NewPasswordFields, type NewPasswordFieldsProps } from './password-rules/new-password-fields';
export { PasswordRules, type PasswordRulesProps } from './password-rules/password-rules';
export { Section, type SectionProps } from './section/section';
export { TabList, type TabItem, type TabListProps } from './tab-list/tab-list';
export { TaskChecklist, type ChecklistTask, type TaskChecklistProps } from './task-checklist/task-checklist';
