import { render, screen } from '@testing-library/react';
import { SectionSkeleton } from './section-skeleton';

describe('SectionSkeleton', () => {
  it('is a busy status that says what is loading', () => {
    render(<SectionSkeleton label="billing details" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading billing details…');
  });

  it('draws a heading bar and one row per field asked for', () => {
    const { container } = render(<SectionSkeleton label="profile" rows={3} />);
    expect(container.querySelectorAll('.row')).toHaveLength(3);
  });
});
