import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button/button';
import { Modal } from './modal';

function Page({ description, focusFirstField }: { description?: string; focusFirstField?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <Button onClick={() => setOpen(true)}>Change email</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Change your email"
        description={description}
        focusFirstField={focusFirstField}
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <label>
          New email
          <input type="email" />
        </label>
      </Modal>
    </>
  );
}

async function openModal(description?: string, focusFirstField?: boolean) {
  const user = userEvent.setup();
  render(<Page description={description} focusFirstField={focusFirstField} />);
  const opener = screen.getByRole('button', { name: 'Change email' });
  await user.click(opener);
  return { user, opener, dialog: await screen.findByRole('dialog', { name: 'Change your email' }) };
}

describe('Modal', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    const { dialog } = await openModal('We send a link to the new address.');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('We send a link to the new address.');
    expect(screen.getByRole('heading', { name: 'Change your email' })).toBeInTheDocument();
  });

  it('has no description when none is given', async () => {
    const { dialog } = await openModal();
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });

  it('moves focus in, keeps Tab inside, and hides the page behind it', async () => {
    const { user, dialog } = await openModal();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(screen.queryByRole('button', { name: 'Before' })).not.toBeInTheDocument();
  });

  it('starts in its first field when it holds a form, and still gives focus back to its opener', async () => {
    const { user, opener } = await openModal(undefined, true);
    expect(screen.getByRole('textbox', { name: 'New email' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user, opener } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix gives focus back once the dialog has gone, a tick later.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with its named close button', async () => {
    const { user, opener } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix gives focus back once the dialog has gone, a tick later.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows its footer actions', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
