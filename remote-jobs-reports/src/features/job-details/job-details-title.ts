/** The job page's title (the job's own title is its first heading below it). */
export const JOB_DETAILS_TITLE = 'Job Details';
