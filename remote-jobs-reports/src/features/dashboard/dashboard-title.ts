/** Spec §2: the page's heading and document title ("Dashboard | TalentIndia"). */
export const DASHBOARD_TITLE = 'Dashboard';
