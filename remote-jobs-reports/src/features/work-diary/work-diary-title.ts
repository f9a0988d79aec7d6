/** The work diary's page title (`/jobs/:id/contracts/:contractId/work-diary`). */
export const WORK_DIARY_TITLE = 'Work diary';
