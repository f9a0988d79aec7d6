import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailed } from './load-failed';

describe('LoadFailed', () => {
  it('says why at once and asks again on Try again', async () => {
    const user = userEvent.setup();
    const retry = jest.fn();
    render(<LoadFailed message="Could not reach TalentIndia. Check your connection." onRetry={retry} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Could not reach TalentIndia. Check your connection.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('in a dialog, offers Cancel beside Try again', async () => {
    const user = userEvent.setup();
    const retry = jest.fn();
    const cancel = jest.fn();
    render(<LoadFailed message="The card form could not load." onRetry={retry} onCancel={cancel} />);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(retry).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offers no Try again when there is nothing to try again', () => {
    render(<LoadFailed message="Cards cannot be added right now." onCancel={jest.fn()} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Cards cannot be added right now.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
