import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function Page(props: Partial<ConfirmDialogProps> & { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Account
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete your account?"
        description={<strong>This cannot be undone.</strong>}
        confirmLabel="Yes, delete it"
        tone="danger"
        {...props}
      />
    </>
  );
}

async function openDialog(props: Partial<ConfirmDialogProps> = {}) {
  const user = userEvent.setup();
  const onConfirm = jest.fn();
  render(<Page onConfirm={onConfirm} {...props} />);
  await user.click(screen.getByRole('button', { name: 'Delete Account' }));
  return { user, onConfirm, dialog: await screen.findByRole('dialog', { name: 'Delete your account?' }) };
}

describe('ConfirmDialog', () => {
  it('asks its question and confirms on its button, staying open for the caller to close', async () => {
    const { user, onConfirm, dialog } = await openDialog();
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('cancels with "Cancel" (or its own label), giving focus back to the opener', async () => {
    const { user, onConfirm } = await openDialog({ cancelLabel: 'Keep my account' });
    await user.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Account' })).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is confirmed from the keyboard alone', async () => {
    const { user, onConfirm } = await openDialog();
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes, delete it' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while pending: confirm is disabled and busy, and neither Cancel nor Escape closes it', async () => {
    const { user, onConfirm } = await openDialog({ pending: true });
    const confirm = screen.getByRole('button', { name: 'Yes, delete it' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("shows the action's error inside the dialog", async () => {
    const { dialog } = await openDialog({ error: 'Too many requests. Try again later.' });
    expect(dialog).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Try again later.');
  });

  it('has no alert without an error', async () => {
    await openDialog();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
