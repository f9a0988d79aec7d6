import { render, screen } from '@testing-library/react';
import { InlineLoading, LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  it('announces itself as a status with its label', () => {
    render(<LoadingOverlay label="Signing you in…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
  });

  it('says Loading… by default', () => {
    render(<LoadingOverlay />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

describe('InlineLoading', () => {
  it('shows its text in a status region', () => {
    render(<InlineLoading>Loading Settings…</InlineLoading>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Settings…');
  });
});
