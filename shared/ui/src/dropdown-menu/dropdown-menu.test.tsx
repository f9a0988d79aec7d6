import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@talentindia/router';
import { DropdownMenu, type DropdownMenuItem } from './dropdown-menu';

const reportItems: DropdownMenuItem[] = [
  { label: 'Transaction History', to: '/reports/transaction-history' },
  { label: 'Weekly Summary', to: '/reports/weekly-summary' },
  { label: 'Time by freelancer', to: '/reports/time-by-freelancer' },
];

function CurrentPath() {
  return <p>Current page: {useLocation().pathname}</p>;
}

function renderMenu(items: DropdownMenuItem[] = reportItems, triggerLabel?: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <button type="button">Somewhere else</button>
      <DropdownMenu trigger="Reports" triggerLabel={triggerLabel} items={items} />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, trigger: screen.getByRole('button', { name: triggerLabel ?? 'Reports' }) };
}

const menuItem = (name: string) => screen.getByRole('menuitem', { name });

describe('DropdownMenu', () => {
  it('is closed until its trigger is clicked', async () => {
    const { user, trigger } = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);

    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Reports' });
    expect(menu).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Transaction History',
      'Weekly Summary',
      'Time by freelancer',
    ]);
    await waitFor(() => expect(menuItem('Transaction History')).toHaveFocus());
  });

  it('closes when the trigger is clicked again', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus with ArrowDown, ArrowUp, Home and End, wrapping at the ends', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await waitFor(() => expect(menuItem('Transaction History')).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    expect(menuItem('Weekly Summary')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(menuItem('Time by freelancer')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(menuItem('Transaction History')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(menuItem('Time by freelancer')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(menuItem('Weekly Summary')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(menuItem('Transaction History')).toHaveFocus();
    await user.keyboard('{End}');
    expect(menuItem('Time by freelancer')).toHaveFocus();
  });

  it('opens from the keyboard: ArrowDown on the first item, ArrowUp on the last', async () => {
    const { user, trigger } = renderMenu();
    trigger.focus();

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(menuItem('Transaction History')).toHaveFocus());

    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(menuItem('Time by freelancer')).toHaveFocus());
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await waitFor(() => expect(menuItem('Transaction History')).toHaveFocus());

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside it', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();

    await user.click(document.body);

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open on a click inside the menu that is not an item', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);

    await user.click(screen.getByRole('menu'));

    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('closes when Tab moves focus on', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await waitFor(() => expect(menuItem('Transaction History')).toHaveFocus());

    await user.keyboard('{Tab}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('navigates to a chosen link item and closes', async () => {
    const { user, trigger } = renderMenu();
    expect(screen.getByText('Current page: /dashboard')).toBeInTheDocument();
    await user.click(trigger);
    expect(menuItem('Weekly Summary')).toHaveAttribute('href', '/reports/weekly-summary');

    await user.click(menuItem('Weekly Summary'));

    expect(screen.getByText('Current page: /reports/weekly-summary')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('runs a chosen action item and closes; a separator is not an item', async () => {
    const onLogOut = jest.fn();
    const { user, trigger } = renderMenu(
      [
        { label: 'Profile Details', to: '/settings/profile' },
        { kind: 'separator' },
        { kind: 'action', label: 'Log out', onSelect: onLogOut, danger: true },
      ],
      'Account menu for Asha',
    );
    await user.click(trigger);
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem')).toHaveLength(2);

    await user.click(menuItem('Log out'));

    expect(onLogOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByText('Current page: /dashboard')).toBeInTheDocument();
  });

  it('gives focus back to the trigger when an action item is chosen, before the action runs', async () => {
    let focusedDuringAction: Element | null = null;
    const { user, trigger } = renderMenu([
      { kind: 'action', label: 'Set as default', onSelect: () => (focusedDuringAction = document.activeElement) },
    ]);
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(menuItem('Set as default')).toHaveFocus());

    await user.keyboard('{Enter}');

    expect(focusedDuringAction).toBe(trigger);
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('takes its accessible name from triggerLabel when given', () => {
    renderMenu(reportItems, 'Account menu for Asha (asha@example.com)');
    expect(screen.getByRole('button', { name: 'Account menu for Asha (asha@example.com)' })).toBeInTheDocument();
  });
});
