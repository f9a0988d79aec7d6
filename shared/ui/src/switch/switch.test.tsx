import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Switch, type SwitchProps } from './switch';

function Setting(props: Partial<SwitchProps>) {
  const [checked, setChecked] = useState(false);
  return (
    <Switch
      label="Messages"
      description="When a freelancer sends you a message"
      checked={checked}
      onCheckedChange={setChecked}
      {...props}
    />
  );
}

describe('Switch', () => {
  it('is a switch named by its label and described by its description', () => {
    render(<Setting />);
    const toggle = screen.getByRole('switch', { name: 'Messages' });
    expect(toggle).toHaveAccessibleDescription('When a freelancer sends you a message');
    expect(toggle).not.toBeChecked();
  });

  it('turns on and off by click and by its label', async () => {
    const user = userEvent.setup();
    render(<Setting />);
    const toggle = screen.getByRole('switch', { name: 'Messages' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.click(screen.getByText('Messages'));
    expect(toggle).not.toBeChecked();
  });

  it('is reached with Tab and switched with Space and Enter', async () => {
    const user = userEvent.setup();
    render(<Setting />);
    const toggle = screen.getByRole('switch', { name: 'Messages' });
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.keyboard('{Enter}');
    expect(toggle).not.toBeChecked();
  });

  it('reports the new state and leaves the state to its owner', async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    render(<Switch label="Payment receipts" checked onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByRole('switch', { name: 'Payment receipts' }));
    expect(onCheckedChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('switch')).toBeChecked();
  });

  it('cannot be switched when disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    render(<Switch label="Payment receipts" checked disabled onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Payment receipts' });
    expect(toggle).toBeDisabled();
    expect(toggle).not.toHaveAttribute('aria-describedby');
    await user.click(toggle);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('shows a badge beside its label, outside its name', () => {
    render(<Setting label="Authenticator app codes" badge="Recommended" />);
    expect(screen.getByRole('switch', { name: 'Authenticator app codes' })).toBeInTheDocument();
    expect(screen.getByText('Recommended')).toBeInTheDocument();
  });
});
