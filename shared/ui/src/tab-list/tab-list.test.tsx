import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabList } from './tab-list';

type View = 'all' | 'shortlisted' | 'archived';

function ProposalTabs() {
  const [view, setView] = useState<View>('all');
  return (
    <>
      <TabList
        label="Proposals"
        tabs={[
          { value: 'all', label: 'All (3)' },
          { value: 'shortlisted', label: 'Shortlisted (1)' },
          { value: 'archived', label: 'Archived (0)' },
        ]}
        selected={view}
        onSelect={setView}
        tabId={(value) => `tab-${value}`}
        panelId={() => 'panel'}
      />
      <div role="tabpanel" id="panel" aria-labelledby={`tab-${view}`}>
        Showing {view}
      </div>
    </>
  );
}

describe('TabList', () => {
  it('chooses a tab on click, and names its panel by it', async () => {
    const user = userEvent.setup();
    render(<ProposalTabs />);

    expect(screen.getByRole('tablist', { name: 'Proposals' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (3)' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Shortlisted (1)' }));

    expect(screen.getByRole('tab', { name: 'Shortlisted (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Shortlisted (1)' })).toHaveTextContent('Showing shortlisted');
  });

  it('moves with the arrow keys, Home and End, and keeps only the chosen tab in the Tab order', async () => {
    const user = userEvent.setup();
    render(<ProposalTabs />);

    await user.tab();
    expect(screen.getByRole('tab', { name: 'All (3)' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Archived (0)' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing archived');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All (3)' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Archived (0)' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All (3)' })).toHaveAttribute('aria-selected', 'true');

    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });
});
