import { screen } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import { LoginPage } from './login-page';
import { SignupPage } from './signup-page';

describe('SignupPage', () => {
  it('links to log in, the terms and the privacy policy, without a form that cannot submit', async () => {
    renderPage(<SignupPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText(/New clients get \$1000 in free credits/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.title).toBe('Sign Up | TalentIndia');
  });
});

describe('LoginPage', () => {
  it('links to sign up, the terms and the privacy policy, without a form that cannot submit', async () => {
    renderPage(<LoginPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to TalentIndia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.title).toBe('Log In | TalentIndia');
  });
});
