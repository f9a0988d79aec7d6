import { mailLayout as layout } from '../../services/mail-layout';

export function verificationMail(firstName: string, url: string) {
  return {
    subject: 'Verify your email address',
    ...layout(
      `Welcome to TalentIndia, ${firstName}`,
      ['Please confirm that this is your email address so we can keep your account secure.'],
      { label: 'Verify email address', url },
      'This link expires in 24 hours. If you did not create an account, you can ignore this email.',
    ),
  };
}

export function passwordResetMail(firstName: string, url: string) {
  return {
    subject: 'Reset your TalentIndia password',
    ...layout(
      `Hi ${firstName},`,
      ['We received a request to reset your password. The link below can be used once.'],
      { label: 'Reset password', url },
      'This link expires in 30 minutes. If you did not ask to reset your password, you can ignore this email.',
    ),
  };
}

export function failedLoginsMail(firstName: string, failures: number, resetUrl: string) {
  return {
    subject: 'Failed sign-in attempts on your TalentIndia account',
    ...layout(
      `Hi ${firstName},`,
      [
        `Someone tried to sign in to your account with a wrong password ${failures} times in the last 15 minutes.`,
        'If it was you, there is nothing to do. If not, your account is still safe while your password is ' +
          'strong; you can change it, and turn on two-step sign-in in Password & Security.',
      ],
      { label: 'Change your password', url: resetUrl },
      'Attempts from other addresses never lock you out: you can always sign in with your password.',
    ),
  };
}
