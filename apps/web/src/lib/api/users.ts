import {
  type Locale,
  MAX_ADMIN_PAGE_LIMIT,
  type SessionResponse,
  type UpdateProfileRequest,
  UploadLogoResponse,
  type User,
  UserListResponse,
  UserResponse,
} from '@mariner/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch, apiUpload } from '../api-client.ts';
import { SESSION_QUERY_KEY } from './session.ts';

/**
 * /api/users: the signed-in user's own profile (read by the checkout for the province to tax by,
 * spec 001 §2 Payment form; written by the profile page) and the superadmin's "create for" picker.
 */
export const userKeys = {
  all: ['users'] as const,
  profile: () => [...userKeys.all, 'profile'] as const,
  picker: () => [...userKeys.all, 'picker'] as const,
};

/** GET /api/users/profile. */
export const getProfile = (): Promise<UserResponse> =>
  apiFetch('/api/users/profile', { schema: UserResponse });

export const profileQueryOptions = () => queryOptions({ queryKey: userKeys.profile(), queryFn: getProfile });

/** PUT /api/users/profile: the whole profile (email and logo excepted), answered with the user. */
export const updateProfile = (body: UpdateProfileRequest): Promise<UserResponse> =>
  apiFetch('/api/users/profile', { method: 'PUT', body, schema: UserResponse });

/** POST /api/users/upload-logo (multipart `file`): the server stores it on the profile at once. */
export const uploadLogo = (file: File): Promise<UploadLogoResponse> =>
  apiUpload('/api/users/upload-logo', file, { schema: UploadLogoResponse });

/** DELETE /api/users/{id}/logo. */
export const deleteLogo = (userId: string): Promise<unknown> =>
  apiFetch(`/api/users/${encodeURIComponent(userId)}/logo`, { method: 'DELETE' });

/**
 * After a write to the signed-in user's profile. The header and the dashboard read the user from
 * the session, the checkout from the profile: both take the change at once (so the checkout never
 * prices with the province of before, as the query's staleTime would otherwise let it for a
 * minute), then are fetched again so the server has the last word.
 */
export function refreshSignedInUser(queryClient: QueryClient, patch: Partial<User> = {}): Promise<unknown> {
  queryClient.setQueryData<SessionResponse>(SESSION_QUERY_KEY, (session) =>
    session?.user ? { ...session, user: { ...session.user, ...patch } } : session,
  );
  queryClient.setQueryData<UserResponse>(userKeys.profile(), (profile) =>
    profile ? { user: { ...profile.user, ...patch } } : profile,
  );
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: userKeys.profile() }),
  ]);
}

/** GET /api/users (admins only), every user at once: the superadmin's "create for" picker. */
export const getUsersForPicker = (): Promise<UserListResponse> =>
  apiFetch(`/api/users?limit=${MAX_ADMIN_PAGE_LIMIT}`, { schema: UserListResponse });

export const usersForPickerQueryOptions = () =>
  queryOptions({ queryKey: userKeys.picker(), queryFn: getUsersForPicker, staleTime: 5 * 60_000 });

/**
 * PUT /api/users/profile/language: the language switch remembers the choice for mail and messages.
 * The cached user takes it at once, so a profile form opened next does not save the old one back.
 */
export const saveLanguage = (queryClient: QueryClient, language: Locale): Promise<unknown> =>
  apiFetch('/api/users/profile/language', { method: 'PUT', body: { language } }).then(() =>
    refreshSignedInUser(queryClient, { language }),
  );
