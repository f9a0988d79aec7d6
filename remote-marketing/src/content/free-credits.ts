/** Spec §9: the free credits promised to new sign-ups (claimed on the dashboard as "Claim $1000.00 Credits"). */
export const FREE_CREDITS = '$1000';
