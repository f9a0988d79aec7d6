import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@talentindia/router';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  beforeEach(() => {
    document.title = '';
    render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </MemoryRouter>,
    );
  });

  it('says Page Not Found and sets the title', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | TalentIndia');
  });

  it('offers a Back to Home link to /', async () => {
    const link = screen.getByRole('link', { name: 'Back to Home' });
    expect(link).toHaveAttribute('href', '/');

    await userEvent.click(link);

    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
