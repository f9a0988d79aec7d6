import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, resetSession } from '@talentindia/core/testing';
import { routes } from './routes';
import { renderRoute } from './testing/render-page';

/** The marketing prefixes of the host's route table (host/src/app/route-table.json). */
const hostPrefixes = [
  '/',
  '/about-us',
  '/services',
  '/blog',
  '/privacy-policy',
  '/terms-and-conditions',
  '/signup',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/confirm-email',
  '/delete-account',
];

const contentPage = (title: string) => ({
  body: { success: true, data: { title, content: `<p>${title}</p>`, updated_at: '2025-01-01T00:00:00.000Z' } },
});

describe('marketing routes', () => {
  beforeEach(() => {
    resetSession();
    mockApi({
      'GET privacy-policy': contentPage('Privacy Policy'),
      'GET terms-and-conditions': contentPage('Terms and Conditions'),
    });
  });

  it('provide every prefix the host mounts, each but the home page with its own child routes', async () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...hostPrefixes].sort());
    for (const route of routes) {
      if (route.path === '/') expect(route.children).toBeUndefined();
      else expect(route.children?.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['/', 'Find talent your way', 'Hire Top Indian Talent'],
    ['/about-us', 'About Us', 'About Us'],
    ['/services', 'Services', 'Services'],
    ['/services/full-stack-development', 'Hire Full Stack Developers', 'Hire Full Stack Developers'],
    ['/services/front-end-development', 'Hire Front End Developers', 'Hire Front End Developers'],
    ['/services/web-development', 'Hire Web Developers', 'Hire Web Developers'],
    ['/services/mobile-app-development', 'Hire Mobile App Developers', 'Hire Mobile App Developers'],
    ['/blog', 'Hiring guides for working with Indian developers', 'Blog'],
    [
      '/blog/hourly-vs-fixed-price-contracts',
      'Hourly or fixed price: choosing the right contract for your project',
      'Hourly or fixed price: choosing the right contract for your project',
    ],
    ['/privacy-policy', 'Privacy Policy', 'Privacy Policy'],
    ['/terms-and-conditions', 'Terms and Conditions', 'Terms and Conditions'],
    ['/signup', 'Create your account', 'Sign Up'],
    ['/login', 'Log in to TalentIndia', 'Log In'],
    ['/forgot-password', 'Forgot your password?', 'Forgot Password'],
    ['/reset-password?token=abc', 'Set a new password', 'Reset Password'],
    ['/verify-email', 'Verify your email address', 'Verify Email'],
    ['/confirm-email?token=abc', 'Confirm your new email address', 'Confirm Email'],
    ['/delete-account?token=abc', 'Delete your account', 'Delete Account'],
  ])('%s shows "%s" and sets the title "%s"', async (path, heading, title) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | TalentIndia`));
  });

  it.each([
    '/services/unknown',
    '/blog/unknown-article',
    '/about-us/team',
    '/signup/extra',
    '/privacy-policy/extra',
    '/reset-password/extra',
    '/nowhere',
  ])('%s shows the 404 page', async (path) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('leads from the services overview to a developer type, and between types with every FAQ item closed', async () => {
    const user = userEvent.setup();
    const router = renderRoute('/services');
    await user.click(screen.getByRole('link', { name: 'Full Stack Developers' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hire Full Stack Developers' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'What does a full stack developer do?' }));

    // As the header's Find Talent menu does: straight from one type to another.
    await act(() => router.navigate('/services/web-development'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hire Web Developers' })).toBeInTheDocument();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    for (const question of within(faq).getAllByRole('button')) {
      expect(question).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('leads from a developer type back to the overview through the breadcrumb', async () => {
    const user = userEvent.setup();
    const router = renderRoute('/services/mobile-app-development');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await user.click(within(breadcrumb).getByRole('link', { name: 'Services' }));
    expect(router.state.location.pathname).toBe('/services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
  });
});
