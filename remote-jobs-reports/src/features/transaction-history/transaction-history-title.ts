/** Spec §2: the page's heading and document title ("Transaction History | TalentIndia"). */
export const TRANSACTION_HISTORY_TITLE = 'Transaction History';

/** The heading of the credits ledger's view (`?type=credits`, Payment Methods' "View Credit History"). */
export const CREDIT_HISTORY_HEADING = 'Credit History';

/** Spec §2: how the list ends, on its last page (and when nothing matches). */
export const NO_MORE_TRANSACTIONS = 'No more transactions.';
