import { endContractSchema, type Contract } from '@talentindia/contracts';
import { toast, type ApiError } from '@talentindia/core';
import {
  Button,
  FormAlert,
  Modal,
  TextAreaField,
  applyServerError,
  registerField,
  useContractForm,
  useFormField,
} from '@talentindia/ui';
import { FormActions } from '@talentindia/ui/page-parts';
import { useEndContract } from '../api/end-contract';
import { StarRatingField } from './star-rating-field';
import styles from './end-contract-dialog.module.css';

export interface EndContractDialogProps {
  contract: Contract;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** End Contract: the client rates the freelancer (1 to 5 stars) and writes a review, then the contract ends. */
export function EndContractDialog({ contract, open, onOpenChange }: EndContractDialogProps) {
  const name = `${contract.freelancer.first_name} ${contract.freelancer.last_name}`;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="End Contract"
      description={`End your contract with ${name} and review their work. This cannot be undone.`}
      focusFirstField
    >
      {/* Drawn only while open, so each opening starts empty. */}
      <EndContractForm contract={contract} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

const FIELDS = ['rating', 'review'] as const;

function EndContractForm({ contract, onDone }: { contract: Contract; onDone: () => void }) {
  const form = useContractForm(endContractSchema, { rating: null, review: '' });
  const { errors } = form.formState;
  const { field: rating } = useFormField(form, 'rating');
  const end = useEndContract();

  const onSubmit = form.handleSubmit(({ rating: stars, review }) =>
    end.mutate(
      // The schema passed: the rating is a whole number from 1 to 5.
      { contractId: contract.id, rating: stars!, review: review.trim() },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onDone();
        },
        onError: (error: ApiError) => {
          applyServerError(error, form.setError, FIELDS);
          // A message about a field shows under it only.
          if (FIELDS.some((field) => error.errors?.[field] !== undefined)) form.clearErrors('root.server');
        },
      },
    ),
  );

  return (
    <form className={styles.form} noValidate aria-label="End contract" onSubmit={(event) => void onSubmit(event)}>
      <StarRatingField
        legend="Rating"
        name={rating.name}
        value={rating.value}
        onChange={(stars) => {
          rating.onChange(stars);
          if (errors.rating) form.clearErrors('rating');
        }}
        onBlur={rating.onBlur}
        error={errors.rating?.message}
      />
      <TextAreaField
        label="Review"
        hint="What was it like to work with them? Your review shows on their profile."
        maxLength={2000}
        {...registerField(form, 'review')}
      />
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <FormActions fillOnPhones>
        <Button variant="secondary" onClick={onDone} disabled={end.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={end.isPending} aria-busy={end.isPending || undefined}>
          End Contract
        </Button>
      </FormActions>
    </form>
  );
}
