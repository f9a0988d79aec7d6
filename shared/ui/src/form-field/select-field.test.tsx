import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './select-field';

const currencies = [
  { value: 'INR', label: '₹ INR' },
  { value: 'USD', label: '$ USD' },
];

describe('SelectField', () => {
  it('is a select named by its label, with the placeholder as an empty first choice', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<SelectField label="Currency" placeholder="Select currency" options={currencies} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select currency',
      '₹ INR',
      '$ USD',
    ]);
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'USD');
    expect(select).toHaveValue('USD');
    expect(onChange).toHaveBeenCalled();
  });

  it('links its hint and error and marks itself invalid, like TextField', () => {
    render(<SelectField label="Currency" options={currencies} hint="Prices show in it" error="Currency is required" />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Prices show in it Currency is required');
  });

  it('passes its ref and native props to the select', () => {
    const ref = { current: null as HTMLSelectElement | null };
    render(<SelectField label="Type" options={currencies} ref={ref} name="currency" disabled />);
    expect(ref.current).toBe(screen.getByRole('combobox', { name: 'Type' }));
    expect(ref.current).toBeDisabled();
    expect(ref.current).toHaveAttribute('name', 'currency');
  });
});
