// What the form kit needs of react-hook-form at run time (loaded by load-kit.ts).
export { useContractFormNow } from '../form/use-contract-form-now';
export { useController, useFieldArray, useWatch } from 'react-hook-form';
