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
