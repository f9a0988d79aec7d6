// The half of the form kit that needs react-hook-form at run time (loaded by load-kit.ts).
export { useContractFormNow } from '../form/use-contract-form-now';
