import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@talentindia/router';
import { TaskChecklist } from './task-checklist';

describe('TaskChecklist', () => {
  it('says how many tasks are done, and links each one left to do to where it is done', () => {
    render(
      <MemoryRouter>
        <TaskChecklist
          label="Tasks"
          tasks={[
            { label: 'Verify email address', done: true, href: '/settings/verification' },
            { label: 'Complete billing details', done: false, href: '/settings/billing' },
            { label: 'Add payment method', done: false },
          ]}
        />
      </MemoryRouter>,
    );

    expect(screen.getByText('1 of 3 done')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Verify email addressDone',
      'Complete billing detailsTo do',
      'Add payment methodTo do',
    ]);
    expect(within(items[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Complete billing details' })).toHaveAttribute(
      'href',
      '/settings/billing',
    );
    expect(within(items[2]!).queryByRole('link')).not.toBeInTheDocument();
  });
});
