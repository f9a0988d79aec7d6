import { screen, within } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('shows the landing headline, description and call to action to /signup', async () => {
    renderPage(<HomePage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Find talent your way' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByText(
        'Post a job and get work done by top Indian developers, engineers, programmers, coders and designers.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hire Top Indian Talent' })).toHaveAttribute('href', '/signup');
  });

  it('promises new clients $1000 in free credits', async () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { name: 'New clients get $1000 in free credits' })).toBeInTheDocument();
  });

  it('links to the page of each of the four developer types', async () => {
    renderPage(<HomePage />);
    const section = screen.getByRole('region', { name: 'Developers for every part of your product' });

    expect(within(section).getByRole('link', { name: 'Full Stack Developers' })).toHaveAttribute(
      'href',
      '/services/full-stack-development',
    );
    expect(within(section).getByRole('link', { name: 'Front End Developers' })).toHaveAttribute(
      'href',
      '/services/front-end-development',
    );
    expect(within(section).getByRole('link', { name: 'Web Developers' })).toHaveAttribute(
      'href',
      '/services/web-development',
    );
    expect(within(section).getByRole('link', { name: 'Mobile App Developers' })).toHaveAttribute(
      'href',
      '/services/mobile-app-development',
    );
  });

  it('explains hiring in three steps and closes with a sign-up call to action', async () => {
    renderPage(<HomePage />);
    const steps = screen.getByRole('region', { name: 'Hire in three steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  it('sets the document title', async () => {
    renderPage(<HomePage />);
    expect(document.title).toBe('Hire Top Indian Talent | TalentIndia');
  });
});
