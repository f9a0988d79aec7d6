import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './accordion';

const items = [
  { question: 'How fast can I hire?', answer: 'Within 48 hours.' },
  { question: 'Do you vet developers?', answer: 'Every developer passes a technical interview.' },
  { question: 'Can I pay by card?', answer: 'Yes, with any major card.' },
];

describe('Accordion', () => {
  it('starts closed and opens the clicked item', async () => {
    render(<Accordion items={items} />);
    for (const item of items) {
      expect(screen.getByRole('button', { name: item.question })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByText(item.answer)).not.toBeVisible();
    }

    await userEvent.click(screen.getByRole('button', { name: 'Do you vet developers?' }));

    expect(screen.getByRole('button', { name: 'Do you vet developers?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Do you vet developers?' })).toHaveTextContent(
      'Every developer passes a technical interview.',
    );
  });

  it('keeps only one item open at a time', async () => {
    render(<Accordion items={items} />);
    await userEvent.click(screen.getByRole('button', { name: 'How fast can I hire?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Can I pay by card?' }));

    expect(screen.getByRole('button', { name: 'How fast can I hire?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Within 48 hours.')).not.toBeVisible();
    expect(screen.getByText('Yes, with any major card.')).toBeVisible();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('closes the open item when it is clicked again', async () => {
    render(<Accordion items={items} />);
    const trigger = screen.getByRole('button', { name: 'Can I pay by card?' });
    await userEvent.click(trigger);
    await userEvent.click(trigger);

    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Yes, with any major card.')).not.toBeVisible();
  });

  it('opens the item given as open at first', () => {
    render(<Accordion items={items} defaultOpenIndex={0} />);
    expect(screen.getByText('Within 48 hours.')).toBeVisible();
  });
});
