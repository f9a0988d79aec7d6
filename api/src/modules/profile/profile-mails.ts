import { mailLayout } from '../../services/mail-layout';

export function emailChangeConfirmMail(firstName: string, newEmail: string, url: string) {
  return {
    subject: 'Confirm your new email address',
    ...mailLayout(
      `Hi ${firstName},`,
      [`Please confirm that ${newEmail} is the new email address of your TalentIndia account.`],
      { label: 'Confirm new email address', url },
      'This link works once and expires in 24 hours. Until you confirm, your account keeps its current address. If you did not ask for this change, ignore this email.',
    ),
  };
}

export function emailChangeNoticeMail(firstName: string, newEmail: string) {
  return {
    subject: 'A change of your email address was requested',
    ...mailLayout(
      `Hi ${firstName},`,
      [
        `Someone signed in to your TalentIndia account asked to change its email address to ${newEmail}.`,
        'Nothing changes until the new address is confirmed from the link we sent to it.',
      ],
      null,
      'If this was not you, do not confirm anything: change your password now and contact support. Your account keeps this address.',
    ),
  };
}

export function accountDeletionMail(firstName: string, url: string) {
  return {
    subject: 'Confirm the deletion of your TalentIndia account',
    ...mailLayout(
      `Hi ${firstName},`,
      [
        'You asked to delete your TalentIndia account. Deleting it is permanent and irreversible: your profile, picture, billing details, preferences, notifications and messages are erased.',
        'Your account stays active until you confirm on the page this link opens.',
      ],
      { label: 'Delete my account', url },
      'This link works once and expires in 30 minutes. If you did not ask for this, ignore this email and consider changing your password.',
    ),
  };
}
