import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { marketplaceMessages, offerFormSchema, type OfferFormValues } from '@talentindia/contracts';
import { TextField } from '../form-field/text-field';
import { useContractForm } from './use-contract-form';
import { useFormFieldArray } from './use-form-field-array';

const start: OfferFormValues = {
  job_id: 1,
  freelancer_id: 2,
  type: 'fixed',
  hourly_rate: '',
  weekly_limit: '',
  milestones: [{ name: 'Design', amount: '100', due_date: '2999-01-01' }],
  message: '',
};

function MilestonesForm({ onSubmit }: { onSubmit: (values: OfferFormValues) => void }) {
  const form = useContractForm(offerFormSchema, start);
  const rows = useFormFieldArray(form, 'milestones');
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      {rows.fields.map((row, index) => (
        <fieldset key={row.id}>
          <legend>Milestone {index + 1}</legend>
          <TextField
            label="Name"
            error={errors.milestones?.[index]?.name?.message}
            {...form.register(`milestones.${index}.name`)}
          />
          <button type="button" onClick={() => rows.remove(index)}>
            Remove milestone {index + 1}
          </button>
        </fieldset>
      ))}
      <button type="button" onClick={() => rows.append({ name: '', amount: '50', due_date: '2999-02-01' })}>
        Add Milestone
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFormFieldArray', () => {
  it('adds and removes rows, each keeping what was typed in it, and checks every row on submit', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<MilestonesForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Add Milestone' }));
    await user.click(screen.getByRole('button', { name: 'Add Milestone' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const second = screen.getByRole('group', { name: 'Milestone 2' });
    expect(within(second).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      marketplaceMessages.milestoneNameRequired,
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(second).getByRole('textbox', { name: 'Name' }), 'Build');
    await user.type(
      within(screen.getByRole('group', { name: 'Milestone 3' })).getByRole('textbox', { name: 'Name' }),
      'Launch',
    );
    await user.click(screen.getByRole('button', { name: 'Remove milestone 1' }));
    expect(screen.getAllByRole('textbox', { name: 'Name' }).map((input) => (input as HTMLInputElement).value)).toEqual([
      'Build',
      'Launch',
    ]);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        milestones: [
          { name: 'Build', amount: '50', due_date: '2999-02-01' },
          { name: 'Launch', amount: '50', due_date: '2999-02-01' },
        ],
      }),
      expect.anything(),
    );
  });
});
