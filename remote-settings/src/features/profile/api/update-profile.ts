import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  profileUpdateResponseSchema,
  type ProfileFormValues,
  type ProfileUpdateResponse,
} from '@talentindia/contracts';
import { apiClient, callApi, refreshNav, useAuthStore, type ApiError } from '@talentindia/core';
import { useWithReauthentication } from '../../../components/reauthentication/reauthentication';
import { PROFILE_QUERY_KEY, type ProfileData } from './get-profile';

export interface ProfileUpdate {
  fields: ProfileFormValues;
  /** A newly chosen picture, or null to keep the current one. */
  image: File | null;
}

/** Spec §7: `POST /settings/profile`, multipart: the fields and, when one was chosen, the picture. */
export function updateProfile({ fields, image }: ProfileUpdate): Promise<ProfileUpdateResponse> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (image) body.append('image', image, image.name);
  return callApi(() => apiClient().post('settings/profile', { body }).json(), profileUpdateResponseSchema);
}

/**
 * Saves the profile (a new email asks the owner to confirm it is them first, issue 17 §2); on success the section shows the saved profile, the header asks /nav again
 * (the new name and picture) and the stored session takes the saved first name and email (an email
 * change waits for its confirmation, so the saved email is still the old one until then).
 */
export function useUpdateProfile() {
  const withReauthentication = useWithReauthentication();
  const client = useQueryClient();
  return useMutation<ProfileUpdateResponse, ApiError, ProfileUpdate>({
    mutationFn: (update) => withReauthentication(() => updateProfile(update)),
    onSuccess: ({ data }) => {
      client.setQueryData<ProfileData>(PROFILE_QUERY_KEY, (current) =>
        current ? { ...current, profile: data.profile } : current,
      );
      const session = useAuthStore.getState();
      if (
        session.accessToken &&
        (session.firstName !== data.profile.first_name || session.email !== data.profile.email)
      ) {
        session.update({ firstName: data.profile.first_name, email: data.profile.email });
      }
      void refreshNav(client);
    },
  });
}
