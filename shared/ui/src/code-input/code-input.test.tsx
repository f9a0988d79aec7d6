import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CodeInput, type CodeInputProps } from './code-input';

function CodeForm(props: Partial<CodeInputProps>) {
  const [code, setCode] = useState(props.value ?? '');
  return (
    <>
      <CodeInput label="Verification code" {...props} value={code} onChange={setCode} />
      <p>Code: [{code}]</p>
      <button type="button">Verify</button>
    </>
  );
}

const box = (n: number) => screen.getByRole<HTMLInputElement>('textbox', { name: `Digit ${n} of 6` });
const code = () => screen.getByText(/^Code:/).textContent;

describe('CodeInput', () => {
  it('is a group named by its label holding six numeric boxes', () => {
    render(<CodeForm />);
    const group = screen.getByRole('group', { name: 'Verification code' });
    const boxes = within(group).getAllByRole('textbox');
    expect(boxes).toHaveLength(6);
    for (const [index, input] of boxes.entries()) {
      expect(input).toHaveAccessibleName(`Digit ${index + 1} of 6`);
      expect(input).toHaveAttribute('inputmode', 'numeric');
    }
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).not.toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('moves forward as digits are typed', async () => {
    const user = userEvent.setup();
    // eslint-disable-next-line jsx-a11y/no-autofocus -- what is tested: the first box asks for the code.
    render(<CodeForm autoFocus />);
    expect(box(1)).toHaveFocus();
    await user.keyboard('123');
    expect(code()).toBe('Code: [123]');
    expect(box(4)).toHaveFocus();
    await user.keyboard('456');
    expect(code()).toBe('Code: [123456]');
    expect(box(6)).toHaveFocus();
  });

  it('takes digits only: anything else changes nothing and stays put', async () => {
    const user = userEvent.setup();
    render(<CodeForm />);
    await user.click(box(1));
    await user.keyboard('a- 1');
    expect(code()).toBe('Code: [1]');
    expect(box(1)).toHaveValue('1');
    expect(box(2)).toHaveFocus();
    await user.keyboard('x');
    expect(box(2)).toHaveValue('');
    expect(box(2)).toHaveFocus();
  });

  it('goes back with Backspace on an empty box, clearing the one before', async () => {
    const user = userEvent.setup();
    render(<CodeForm />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(code()).toBe('Code: [1]');
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    expect(code()).toBe('Code: []');
  });

  it('replaces a digit typed over', async () => {
    const user = userEvent.setup();
    render(<CodeForm value="123456" />);
    await user.click(box(3));
    await user.keyboard('9');
    expect(code()).toBe('Code: [129456]');
    expect(box(4)).toHaveFocus();
  });

  it.each([
    ['from the first box', async (user: ReturnType<typeof userEvent.setup>) => user.click(box(1))],
    [
      'with the caret before the first digit',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.click(box(1));
        box(1).setSelectionRange(0, 0);
      },
    ],
    [
      'with the caret after the first digit',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.click(box(1));
        box(1).setSelectionRange(1, 1);
      },
    ],
    [
      'after clearing it with Backspace from the last box',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.click(box(6));
        await user.keyboard('{Backspace>6/}');
      },
    ],
  ])('gives the digits typed, in order, when a code is retyped over a wrong one %s', async (_how, start) => {
    const user = userEvent.setup();
    // The wrong code shares digits with the right one in places (4 in the fourth box, 2 in the fifth).
    render(<CodeForm value="123426" />);
    await start(user);
    await user.keyboard('408425');
    expect(code()).toBe('Code: [408425]');
    expect(box(6)).toHaveFocus();
  });

  it('moves on when a digit is typed over the same digit', async () => {
    const user = userEvent.setup();
    render(<CodeForm value="123456" />);
    await user.click(box(2));
    await user.keyboard('2');
    expect(code()).toBe('Code: [123456]');
    expect(box(3)).toHaveFocus();
  });

  it('takes input that comes without a digit key (a phone keyboard), the same digit included', () => {
    render(<CodeForm value="123456" />);
    box(2).focus();
    fireEvent.input(box(2), { target: { value: '2' } });
    expect(box(3)).toHaveFocus();
    fireEvent.input(box(3), { target: { value: '7' } });
    expect(code()).toBe('Code: [127456]');
    expect(box(4)).toHaveFocus();
  });

  it('fills every box from a pasted code, whichever box it lands in', async () => {
    const user = userEvent.setup();
    render(<CodeForm value="12" />);
    await user.click(box(2));
    await user.paste('654 321');
    expect(code()).toBe('Code: [654321]');
    expect(box(6)).toHaveFocus();
  });

  it('ignores a paste without digits', async () => {
    const user = userEvent.setup();
    render(<CodeForm value="12" />);
    await user.click(box(1));
    await user.paste('code');
    expect(code()).toBe('Code: [12]');
  });

  it('keeps the digits together: a click past the first empty box lands on it, and Tab leaves after it', async () => {
    const user = userEvent.setup();
    render(<CodeForm value="12" />);
    await user.click(box(5));
    expect(box(3)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveFocus();
  });

  it('links its error to the group and marks the boxes invalid', () => {
    render(<CodeForm error="Invalid code." />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription('Invalid code.');
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
  });

  it('can be disabled', () => {
    render(<CodeForm disabled />);
    expect(box(1)).toBeDisabled();
  });

  it('has as many boxes as asked for', () => {
    render(<CodeInput label="Backup code" length={4} value="" onChange={() => undefined} />);
    expect(within(screen.getByRole('group', { name: 'Backup code' })).getAllByRole('textbox')).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Digit 4 of 4' })).toBeInTheDocument();
  });
});
