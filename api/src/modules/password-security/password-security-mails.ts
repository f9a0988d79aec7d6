import { mailLayout } from '../../services/mail-layout';

/** "Sep 08, 2022, 14:05 (Asia/Kolkata)": when something happened, in the account's own timezone. */
export function mailTime(at: Date, timezone: string): string {
  const format = (timeZone: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
  try {
    return `${format(timezone)} (${timezone})`;
  } catch {
    return `${format('UTC')} (UTC)`;
  }
}

interface Notice {
  firstName: string;
  when: string;
  appUrl: string;
}

/** After a change of password (or a first password set on a Google account): what happened, and what to do if it was not the owner. */
export function passwordChangedMail({ firstName, when, appUrl }: Notice, set: boolean) {
  return {
    subject: set ? 'A password was set for your TalentIndia account' : 'Your TalentIndia password was changed',
    ...mailLayout(
      `Hi ${firstName},`,
      [
        set
          ? `A password was set for your TalentIndia account on ${when}. You can now log in with your email address and this password.`
          : `The password of your TalentIndia account was changed on ${when}.`,
        'Every other device signed in to your account has been signed out; the one that made the change stays signed in.',
      ],
      { label: 'Reset your password', url: `${appUrl}/forgot-password` },
      'If this was you, there is nothing more to do. If it was not you, reset your password now with the link above (that signs out every device), then check two-step verification and the connected Google account in Password And Security.',
    ),
  };
}

/** After a Google account was connected for login in Password And Security. */
export function googleConnectedMail({ firstName, when, appUrl }: Notice, googleEmail: string) {
  return {
    subject: 'A Google account was connected to your TalentIndia account',
    ...mailLayout(
      `Hi ${firstName},`,
      [
        `The Google account ${googleEmail} was connected to your TalentIndia account on ${when}.`,
        'It can now be used to log in to TalentIndia.',
      ],
      { label: 'Review Password And Security', url: `${appUrl}/settings/password-security` },
      'If this was not you, disconnect it in Password And Security, change your password and check two-step verification.',
    ),
  };
}

/** After the Google account was disconnected: it no longer opens the account. */
export function googleDisconnectedMail({ firstName, when, appUrl }: Notice) {
  return {
    subject: 'Google was disconnected from your TalentIndia account',
    ...mailLayout(
      `Hi ${firstName},`,
      [
        `The Google account connected to your TalentIndia account was disconnected on ${when}.`,
        'Log in with your email address and password from now on.',
      ],
      { label: 'Review Password And Security', url: `${appUrl}/settings/password-security` },
      'If this was not you, change your password now and check two-step verification in Password And Security.',
    ),
  };
}
