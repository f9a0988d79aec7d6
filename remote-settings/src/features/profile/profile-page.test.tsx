import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CURRENCIES,
  messages,
  PROFILE_IMAGE_MAX_BYTES,
  settingsMessages,
  type Profile,
  type ProfileResponse,
} from '@talentindia/contracts';
import { toast, useAuthStore } from '@talentindia/core';
import { deferredReply, mockApi, type ApiCall, type MockHandler, type MockReply } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';

const timezones = ['America/New_York', 'Asia/Kathmandu', 'Asia/Kolkata', 'Europe/London', 'UTC'];

const savedProfile: Profile = {
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.com',
  image: null,
  timezone: 'Asia/Kolkata',
  currency: 'INR',
  pending_email: null,
};

const profileReply = (changes: Partial<Profile> = {}): MockReply => ({
  body: {
    status: true,
    data: {
      profile: { ...savedProfile, ...changes },
      currencies: CURRENCIES.map((currency) => ({ ...currency })),
      timezones,
    },
  } satisfies ProfileResponse,
});

const imageUrl = 'http://localhost:4000/media/profile/asha-256.webp';

const updatedReply = (changes: Partial<Profile> = {}): MockReply => ({
  body: {
    status: true,
    message: settingsMessages.profileUpdated,
    data: { image: changes.image ?? null, profile: { ...savedProfile, ...changes } },
  },
});

/** The value shown beside a term of the profile in view mode. */
const shown = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const textbox = (name: string) => screen.getByRole('textbox', { name });
const timezoneBox = () => screen.getByRole('combobox', { name: 'Timezone' });
const pictureInput = () => screen.getByLabelText('Profile picture');
const updateButton = () => screen.getByRole('button', { name: 'Update Details' });
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

const png = (name = 'me.png', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

async function openEditor(replies: Record<string, MockReply | MockHandler> = {}) {
  const api = mockApi({ 'GET settings/profile': profileReply(), ...replies });
  const { user } = renderRoute('/settings/profile');
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  await screen.findByRole('form', { name: 'Edit profile' });
  return { ...api, user };
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().signIn({ token: 'session-token', firstName: 'Asha', email: 'asha@example.com' });
  let next = 0;
  URL.createObjectURL = jest.fn(() => `blob:http://localhost/preview-${(next += 1)}`);
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => {
  act(() => toast.remove());
  useAuthStore.getState().signOut();
});

describe('Profile Details: view mode', () => {
  it('shows a skeleton while the profile loads, then the profile with the initial for a picture', async () => {
    const reply = deferredReply(profileReply());
    mockApi({ 'GET settings/profile': reply.handler });
    renderRoute('/settings/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Details' })).toBeInTheDocument();
    // The section's own skeleton, once its code has loaded (the settings layout's shows before it).
    expect(await screen.findByText('Loading profile details…')).toBeInTheDocument();
    reply.release();

    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(shown('First Name')).toBe('Asha');
    expect(shown('Last Name')).toBe('Rao');
    expect(shown('Email')).toBe('asha@example.com');
    expect(shown('Timezone')).toBe('Asia/Kolkata');
    expect(shown('Currency')).toBe('INR (₹)');
    expect(screen.queryByRole('img', { name: 'Asha Rao' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-initials="A"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText(/We sent a confirmation link/)).not.toBeInTheDocument();
  });

  it('shows the saved picture and the chosen currency’s symbol', async () => {
    mockApi({ 'GET settings/profile': profileReply({ image: imageUrl, currency: 'GBP' }) });
    renderRoute('/settings/profile');

    expect(await screen.findByRole('img', { name: 'Asha Rao' })).toHaveAttribute('src', imageUrl);
    expect(shown('Currency')).toBe('GBP (£)');
  });

  it('says an email change waits for the link sent to the new address', async () => {
    mockApi({ 'GET settings/profile': profileReply({ pending_email: 'asha.new@example.com' }) });
    renderRoute('/settings/profile');

    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'We sent a confirmation link to asha.new@example.com. Your email changes once you open it.',
      ),
    ).toBeInTheDocument();
    expect(shown('Email')).toBe('asha@example.com');
  });

  it('shows the server’s message and a retry when the profile cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET settings/profile': () =>
        fail ? { status: 500, body: { status: false, message: 'The profile is not available.' } } : profileReply(),
    });
    const { user } = renderRoute('/settings/profile');

    expect(await screen.findByRole('alert')).toHaveTextContent('The profile is not available.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });
});

describe('Profile Details: edit mode', () => {
  it('opens the form with the saved values, and Cancel goes back to view without sending anything', async () => {
    const { user, calls } = await openEditor();

    expect(textbox('First Name')).toHaveValue('Asha');
    expect(textbox('Last Name')).toHaveValue('Rao');
    expect(textbox('Email')).toHaveValue('asha@example.com');
    expect(timezoneBox()).toHaveValue('Asia/Kolkata');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('INR');
    expect(
      within(screen.getByRole('combobox', { name: 'Currency' })).getByRole('option', { name: 'USD ($)' }),
    ).toBeInTheDocument();

    await user.clear(textbox('First Name'));
    await user.type(textbox('First Name'), 'Someone');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(shown('First Name')).toBe('Asha');
    expect(posts(calls)).toEqual([]);
  });

  it('shows every §5 message on submit, sends nothing, and clears a message when its field is edited', async () => {
    const { user, calls } = await openEditor();

    await user.clear(textbox('First Name'));
    await user.clear(textbox('Last Name'));
    await user.clear(textbox('Email'));
    await user.click(updateButton());

    expect(textbox('First Name')).toHaveAccessibleDescription(messages.firstNameRequired);
    expect(textbox('Last Name')).toHaveAccessibleDescription(messages.lastNameRequired);
    expect(textbox('Email')).toHaveAccessibleDescription(
      expect.stringContaining(messages.emailRequired) as unknown as string,
    );

    await user.type(textbox('First Name'), 'A');
    expect(textbox('First Name')).not.toHaveAccessibleDescription(messages.firstNameRequired);
    expect(screen.queryByText(messages.firstNameRequired)).not.toBeInTheDocument();

    await user.type(textbox('Email'), 'asha@');
    await user.click(updateButton());
    expect(screen.getByText(messages.emailInvalid)).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it('shows "Timezone is required" and "Currency is required" on the last name, replacing its own message', async () => {
    const { user, calls } = await openEditor();

    await user.clear(textbox('Last Name'));
    await user.clear(timezoneBox());
    await user.click(updateButton());
    expect(textbox('Last Name')).toHaveAccessibleDescription(settingsMessages.timezoneRequired);
    expect(screen.queryByText(messages.lastNameRequired)).not.toBeInTheDocument();

    // Choosing a zone clears the message it caused.
    await user.type(timezoneBox(), 'Europe/London');
    expect(screen.queryByText(settingsMessages.timezoneRequired)).not.toBeInTheDocument();

    await user.type(textbox('Last Name'), 'Rao');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), '');
    await user.click(updateButton());
    expect(textbox('Last Name')).toHaveAccessibleDescription(settingsMessages.currencyRequired);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(screen.queryByText(settingsMessages.currencyRequired)).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it('filters the time zones as the user types, and says "No timezone Found" when none matches', async () => {
    const { user } = await openEditor();

    await user.clear(timezoneBox());
    await user.type(timezoneBox(), 'asia/k');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Asia/Kathmandu', 'Asia/Kolkata']);

    await user.type(timezoneBox(), 'zzz');
    expect(within(screen.getByRole('listbox')).queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('No timezone Found')).toBeInTheDocument();
  });

  it('refuses a file of the wrong type or over 5 MB before sending, keeping the saved picture', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = await openEditor();

    await user.upload(pictureInput(), new File(['not an image'], 'notes.txt', { type: 'text/plain' }));
    expect(pictureInput()).toHaveAccessibleDescription(
      expect.stringContaining(settingsMessages.imageWrongType) as unknown as string,
    );
    expect(screen.queryByRole('img', { name: 'Preview of your chosen file' })).not.toBeInTheDocument();

    await user.upload(pictureInput(), png('huge.png', PROFILE_IMAGE_MAX_BYTES + 1));
    expect(screen.getByText(settingsMessages.imageTooLarge)).toBeInTheDocument();
    expect(screen.queryByText(settingsMessages.imageWrongType)).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of your chosen file' })).not.toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(posts(calls)).toEqual([]);
  });

  it('refuses a file that says it is a picture but cannot be drawn, with a message instead of a broken preview', async () => {
    const { user, calls } = await openEditor();
    await user.upload(pictureInput(), new File(['%PDF-1.7 not a picture'], 'scan.png', { type: 'image/png' }));
    // The browser fails to decode it.
    fireEvent.error(screen.getByRole('img', { name: 'Preview of your chosen file' }));
    expect(screen.queryByRole('img', { name: 'Preview of your chosen file' })).not.toBeInTheDocument();
    expect(pictureInput()).toHaveAccessibleDescription(
      expect.stringContaining(settingsMessages.imageUnreadable) as unknown as string,
    );
    expect(pictureInput()).toHaveValue('');
    expect(posts(calls)).toEqual([]);
  });

  it('previews a chosen picture, and "Remove chosen picture" goes back to the saved one', async () => {
    const { user } = await openEditor();
    expect(pictureInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    await user.upload(pictureInput(), png());
    expect(screen.getByRole('img', { name: 'Preview of your chosen file' })).toHaveAttribute(
      'src',
      'blob:http://localhost/preview-1',
    );

    await user.click(screen.getByRole('button', { name: 'Remove chosen picture' }));
    expect(screen.queryByRole('img', { name: 'Preview of your chosen file' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/preview-1');
    expect(screen.queryByRole('button', { name: 'Remove chosen picture' })).not.toBeInTheDocument();
  });

  it('sends the fields and the picture as multipart, then toasts, shows the saved profile and updates the session', async () => {
    const reply = deferredReply(updatedReply({ first_name: 'Asha Rani', timezone: 'Europe/London', image: imageUrl }));
    const { user, calls } = await openEditor({ 'POST settings/profile': reply.handler });

    await user.clear(textbox('First Name'));
    await user.type(textbox('First Name'), 'Asha Rani');
    await user.clear(timezoneBox());
    await user.type(timezoneBox(), 'europe/lon');
    await user.click(screen.getByRole('option', { name: 'Europe/London' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    await user.upload(pictureInput(), png('me.png'));
    await user.click(updateButton());

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(updateButton()).toBeDisabled();
    expect(updateButton()).toHaveAttribute('aria-busy', 'true');
    const [post] = posts(calls);
    expect(post?.path).toBe('settings/profile');
    const { image, ...fields } = post?.body as Record<string, FormDataEntryValue>;
    expect(fields).toEqual({
      first_name: 'Asha Rani',
      last_name: 'Rao',
      email: 'asha@example.com',
      timezone: 'Europe/London',
      currency: 'USD',
    });
    expect(image).toBeInstanceOf(File);
    expect(image).toMatchObject({ name: 'me.png', type: 'image/png', size: 2048 });

    reply.release();
    expect(await screen.findByText(settingsMessages.profileUpdated)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(shown('First Name')).toBe('Asha Rani');
    expect(shown('Timezone')).toBe('Europe/London');
    expect(screen.getByRole('img', { name: 'Asha Rani Rao' })).toHaveAttribute('src', imageUrl);
    expect(useAuthStore.getState().firstName).toBe('Asha Rani');
    expect(localStorage.getItem('first_name')).toBe('Asha Rani');
  });

  it('sends no image when none was chosen', async () => {
    const { user, calls } = await openEditor({ 'POST settings/profile': updatedReply() });

    await user.click(updateButton());

    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    const fields = posts(calls)[0]?.body as Record<string, FormDataEntryValue>;
    expect(fields).not.toHaveProperty('image');
    expect(fields.first_name).toBe('Asha');
  });

  it('puts the server’s field errors where the form shows its own: time zone on the last name, picture under the chooser', async () => {
    const { user } = await openEditor({
      'POST settings/profile': {
        status: 422,
        body: {
          status: false,
          message: 'Please check the highlighted fields.',
          errors: {
            email: settingsMessages.emailTakenByOther,
            timezone: settingsMessages.timezoneInvalid,
            image: settingsMessages.imageUnreadable,
          },
        },
      },
    });

    await user.upload(pictureInput(), png());
    await user.click(updateButton());

    expect(await screen.findByText(settingsMessages.emailTakenByOther)).toBeInTheDocument();
    expect(textbox('Email')).toHaveAccessibleDescription(
      expect.stringContaining(settingsMessages.emailTakenByOther) as unknown as string,
    );
    expect(textbox('Last Name')).toHaveAccessibleDescription(settingsMessages.timezoneInvalid);
    expect(pictureInput()).toHaveAccessibleDescription(
      expect.stringContaining(settingsMessages.imageUnreadable) as unknown as string,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(updateButton()).toBeEnabled();
  });

  it('shows any other failure in an error toast with the server’s message, and stays in the form', async () => {
    const { user } = await openEditor({
      'POST settings/profile': { status: 429, body: { status: false, message: 'Too many changes. Try again later.' } },
    });

    await user.click(updateButton());

    expect(await screen.findByText('Too many changes. Try again later.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
    expect(updateButton()).toBeEnabled();
  });
});

describe('Delete Your Account', () => {
  const opener = () => screen.getByRole('button', { name: 'Delete Account' });

  async function renderProfile(deleteReply: MockReply | MockHandler) {
    const api = mockApi({ 'GET settings/profile': profileReply(), 'DELETE settings/profile': deleteReply });
    const { user } = renderRoute('/settings/profile');
    await screen.findByRole('button', { name: 'Edit Profile' });
    return { ...api, user };
  }

  it('says deletion is permanent, and Escape closes the confirmation with focus back on its button', async () => {
    const { user, calls } = await renderProfile({ body: { status: true, message: 'Sent.' } });
    const block = screen.getByRole('region', { name: 'Delete Your Account' });
    expect(block).toHaveTextContent(/permanent and irreversible/);

    await user.click(opener());
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringMatching(/cannot be undone. We will email you a link/));
    expect(within(dialog).getByRole('button', { name: 'Send deletion link' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener()).toHaveFocus());
    expect(posts(calls)).toEqual([]);
  });

  it('shows a failure inside the dialog, with the server’s message', async () => {
    const { user } = await renderProfile({
      status: 429,
      body: { status: false, message: 'Please wait a few minutes before asking again.' },
    });

    await user.click(opener());
    await user.click(await screen.findByRole('button', { name: 'Send deletion link' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please wait a few minutes before asking again.',
    );
    expect(screen.queryByRole('dialog', { name: 'Delete Account Email' })).not.toBeInTheDocument();
  });

  it('asks the api for the link, then shows the Delete Account Email notice until OK', async () => {
    const reply = deferredReply({ body: { status: true, message: settingsMessages.deleteAccountEmailSent } });
    const { user, calls } = await renderProfile(reply.handler);

    await user.click(opener());
    const send = await screen.findByRole('button', { name: 'Send deletion link' });
    await user.click(send);
    expect(send).toBeDisabled();
    reply.release();

    const notice = await screen.findByRole('dialog', { name: 'Delete Account Email' });
    expect(notice).toHaveAccessibleDescription(settingsMessages.deleteAccountEmailSent);
    expect(screen.queryByRole('dialog', { name: 'Delete your account?' })).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([expect.objectContaining({ method: 'DELETE', path: 'settings/profile' })]);

    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener()).toHaveFocus());
    // The account stays as it is until the emailed link is used.
    expect(useAuthStore.getState().accessToken).toBe('session-token');
  });
});
