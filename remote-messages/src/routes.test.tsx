import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@talentindia/router/testing';
import { routes } from './routes';

describe('messages routes', () => {
  it('shows the Messages page at /messages', async () => {
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/messages'] })} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Messages | TalentIndia'));
  });
});
