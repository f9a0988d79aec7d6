/**
 * The credits ledger: append-only entries in minor units, and a user's balance. The lowest of the
 * money modules (payment methods show the balance; the credits claim books into it).
 */
export {
  addCreditEntry,
  creditBalance,
  type CreditCurrency,
  type CreditEntryInput,
  type CreditKind,
} from './credit-ledger-service';
