import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { use, useEffect, useState } from 'react';
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

/** A field whose label waits for `code`; until a test hands the page that promise, a line of text. */
function WaitingField({ code }: { code: Promise<string> | null }) {
  if (code === null) return <p>Preparing the form…</p>;
  const label = use(code);
  return (
    <label>
      {label}
      <input />
    </label>
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

  describe('with content that starts waiting for its code (a form kit) once open', () => {
    async function openWaiting(focusFirstField?: boolean) {
      let arrive!: (label: string) => void;
      const code = new Promise<string>((resolve) => {
        arrive = resolve;
      });
      let startWaiting!: () => void;
      function WaitingPage() {
        const [open, setOpen] = useState(false);
        const [pending, setPending] = useState<Promise<string> | null>(null);
        useEffect(() => {
          startWaiting = () => setPending(code);
        }, []);
        return (
          <>
            <Button onClick={() => setOpen(true)}>Add card</Button>
            <Modal open={open} onOpenChange={setOpen} title="Add Payment Method" focusFirstField={focusFirstField}>
              <WaitingField code={pending} />
            </Modal>
          </>
        );
      }
      const user = userEvent.setup();
      render(<WaitingPage />);
      const opener = screen.getByRole('button', { name: 'Add card' });
      await user.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'Add Payment Method' });
      await screen.findByText('Preparing the form…');
      await act(async () => {
        startWaiting();
        await Promise.resolve();
      });
      // The dialog stays shown, saying it is loading, instead of the page's boundary hiding it.
      expect(dialog).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      await act(async () => {
        arrive('Card number');
        await code;
      });
      const field = await screen.findByRole('textbox', { name: 'Card number' });
      return { user, opener, dialog, field };
    }

    it('stays open with a loading line, keeps focus inside, and gives it back to its opener on Escape', async () => {
      const { user, opener, dialog, field } = await openWaiting();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      await user.click(field);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(opener).toHaveFocus());
    });

    it('moves to its first field once the form shows, when it holds a form', async () => {
      const { user, opener, field } = await openWaiting(true);
      expect(field).toHaveFocus();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(opener).toHaveFocus());
    });
  });

  it('opens at once, with a loading line while its form waits for its code, then focuses the first field', async () => {
    let arrive!: (label: string) => void;
    const code = new Promise<string>((resolve) => {
      arrive = resolve;
    });
    function FormPage() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Change password</Button>
          <Modal open={open} onOpenChange={setOpen} title="Change Password" focusFirstField>
            <WaitingField code={code} />
          </Modal>
        </>
      );
    }
    render(<FormPage />);
    const opener = screen.getByRole('button', { name: 'Change password' });
    // Not through user-event: its act() is not awaited, and React drops a render that suspended in it.
    await act(async () => {
      opener.focus();
      opener.click();
      await Promise.resolve();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await act(async () => {
      arrive('Current password');
      await code;
    });
    expect(await screen.findByRole('textbox', { name: 'Current password' })).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
