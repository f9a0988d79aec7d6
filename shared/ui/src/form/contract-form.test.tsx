import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@talentindia/core';
import { accountMessages, loginSchema, messages } from '@talentindia/contracts';
import { FormAlert } from '../form-alert/form-alert';
import { TextField } from '../form-field/text-field';
import { Switch } from '../switch/switch';
import { applyServerError } from './apply-server-error';
import { registerField } from './register-field';
import { useContractForm } from './use-contract-form';
import { useFormField } from './use-form-field';
import { useFormValue } from './use-form-value';

function LoginForm({ onSubmit }: { onSubmit: (values: unknown) => ApiError | null }) {
  const form = useContractForm(loginSchema, { email: '', password: '', remember_me: false });
  const { errors } = form.formState;
  const remember = useFormField(form, 'remember_me');
  const rememberMe = useFormValue(form, 'remember_me');
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((values) => {
          const error = onSubmit(values);
          if (error) applyServerError(error, form.setError, ['email', 'password']);
        })(event)
      }
    >
      <TextField label="Email" {...registerField(form, 'email')} />
      <TextField label="Password" type="password" error={errors.password?.message} {...form.register('password')} />
      <Switch label="Remember me" checked={Boolean(remember.field.value)} onCheckedChange={remember.field.onChange} />
      <p>Remembered: {rememberMe ? 'yes' : 'no'}</p>
      {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <button type="submit">Log In</button>
    </form>
  );
}

describe('the contract form kit', () => {
  it('checks on submit with the contract’s messages, sends nothing while errors remain, and clears an edited field’s error', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => null);
    render(<LoginForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(messages.emailRequired);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a');
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAccessibleDescription();
  });

  it('binds a switch with useFormField and reads it back with useFormValue', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => null);
    render(<LoginForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('switch', { name: 'Remember me' }));
    expect(screen.getByText('Remembered: yes')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(onSubmit).toHaveBeenCalledWith({ email: 'asha@example.com', password: 'Secret#123', remember_me: true });
  });

  it('puts a server error under its field and its message under the form', async () => {
    const user = userEvent.setup();
    render(
      <LoginForm
        onSubmit={() => new ApiError('Please fix the errors.', 422, { email: accountMessages.emailTaken, other: 'x' })}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(accountMessages.emailTaken);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the errors.');
  });
});
