import { screen } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import { AboutUsPage } from './about-us-page';

describe('AboutUsPage', () => {
  it('tells the mission, story and values, and offers to create an account', async () => {
    renderPage(<AboutUsPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Make hiring great Indian developers simple/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Why we built TalentIndia' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What we stand for' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(document.title).toBe('About Us | TalentIndia');
  });
});
