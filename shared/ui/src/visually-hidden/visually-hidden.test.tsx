import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('is read out with the text around it', () => {
    render(
      <a href="/projects/1">
        View project<VisuallyHidden> Storefront (opens in a new tab)</VisuallyHidden>
      </a>,
    );

    expect(screen.getByRole('link', { name: 'View project Storefront (opens in a new tab)' })).toBeInTheDocument();
  });

  it('can be a status message of its own', () => {
    render(
      <VisuallyHidden as="p" role="status">
        Loading notifications…
      </VisuallyHidden>,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications…');
  });
});
