import { mailLayout } from '../../services/mail-layout';

const NOT_YOU = 'If this was not you, change your password now and check Password And Security in your settings.';

function notice(firstName: string, subject: string, paragraphs: string[]) {
  return { subject, ...mailLayout(`Hi ${firstName},`, paragraphs, null, NOT_YOU) };
}

export function appEnabledMail(firstName: string) {
  return notice(firstName, 'Authenticator app codes are on', [
    'Two-step sign-in with an authenticator app was turned on for your TalentIndia account.',
    'From now on, logging in asks for the six-digit code your app shows.',
  ]);
}

export function appDisabledMail(firstName: string) {
  return notice(firstName, 'Authenticator app codes were turned off', [
    'Two-step sign-in with an authenticator app was turned off for your TalentIndia account.',
  ]);
}

export function smsEnabledMail(firstName: string, maskedPhone: string) {
  return notice(firstName, 'SMS codes are on', [
    `Two-step sign-in by SMS was turned on for your TalentIndia account, with the number ${maskedPhone}.`,
    'From now on, logging in can ask for a six-digit code sent to that number.',
  ]);
}

export function smsDisabledMail(firstName: string) {
  return notice(firstName, 'SMS codes were turned off', [
    'Two-step sign-in by SMS was turned off for your TalentIndia account.',
  ]);
}

export function recoveryCodesRegeneratedMail(firstName: string) {
  return notice(firstName, 'New recovery codes were made', [
    'New recovery codes were made for your TalentIndia account. The old ones no longer work.',
  ]);
}

export function recoveryCodeUsedMail(firstName: string, left: number) {
  return notice(firstName, 'A recovery code was used to log in', [
    'Someone logged in to your TalentIndia account with one of your recovery codes.',
    `${left === 1 ? '1 recovery code is' : `${left} recovery codes are`} left. You can make new ones in Password And Security.`,
  ]);
}

/** The SMS itself: the code, how long it lives, and the warning never to pass it on. */
export function smsCodeText(code: string): string {
  return `Your TalentIndia code is ${code}. It expires in 10 minutes. Never share it.`;
}
