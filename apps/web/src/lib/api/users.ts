import {
  AdminDirectoryResponse,
  type AdminDirectorySort,
  AdminDirectoryUserResponse,
  AdminUserResponse,
  type AdvertiserType,
  type CreateUserRequest,
  type DeleteAccountRequest,
  type Locale,
  MessageResponse,
  type Province,
  type Role,
  type SessionResponse,
  SuccessResponse,
  type UpdateDirectoryInfoRequest,
  type UpdateProfileRequest,
  type UpdateUserRequest,
  type UpgradeAccountRequest,
  UploadLogoResponse,
  type User,
  UserListResponse,
  type UserListSort,
  UserResponse,
  type UserSetting,
} from '@mariner/contracts';
import { MAX_ADMIN_PAGE_LIMIT, PAGE_SIZES, USER_SETTING_PATHS } from '@mariner/contracts/constants';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch, apiUpload } from '../api-client.ts';
import { SESSION_QUERY_KEY } from './session.ts';

/**
 * /api/users: the signed-in user's own profile (read by the checkout for the province to tax by,
 * spec 001 §2 Payment form; written by the profile page), the superadmin's "create for" picker,
 * and the admin's Users and Directory tabs. An admin's change to any user refetches every key
 * (`invalidateUsers`): the tabs, the picker's names and, when admins edit themselves, the profile.
 */
export const userKeys = {
  all: ['users'] as const,
  profile: () => [...userKeys.all, 'profile'] as const,
  picker: () => [...userKeys.all, 'picker'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filter: UsersFilter) => [...userKeys.lists(), filter] as const,
  directory: (filter: DirectoryUsersFilter) => [...userKeys.all, 'directory', filter] as const,
};

/** GET /api/users/profile. */
export const getProfile = (): Promise<UserResponse> =>
  apiFetch('/api/users/profile', { schema: import.meta.env.DEV ? UserResponse : undefined });

export const profileQueryOptions = () => queryOptions({ queryKey: userKeys.profile(), queryFn: getProfile });

/** PUT /api/users/profile: the whole profile (email and logo excepted), answered with the user. */
export const updateProfile = (body: UpdateProfileRequest): Promise<UserResponse> =>
  apiFetch('/api/users/profile', {
    method: 'PUT',
    body,
    schema: import.meta.env.DEV ? UserResponse : undefined,
  });

/** POST /api/users/upload-logo (multipart `file`): the server stores it on the profile at once. */
export const uploadLogo = (file: File): Promise<UploadLogoResponse> =>
  apiUpload('/api/users/upload-logo', file, { schema: import.meta.env.DEV ? UploadLogoResponse : undefined });

/** DELETE /api/users/{id}/logo (the owner or a superadmin). */
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
  apiFetch(`/api/users?limit=${MAX_ADMIN_PAGE_LIMIT}`, {
    schema: import.meta.env.DEV ? UserListResponse : undefined,
  });

export const usersForPickerQueryOptions = () =>
  queryOptions({ queryKey: userKeys.picker(), queryFn: getUsersForPicker, staleTime: 5 * 60_000 });

/** The Users tab's search and role filter. */
export interface UsersFilter {
  search: string;
  role: Role | '';
  province: Province | '';
  sort: UserListSort;
  page: number;
}

/** Issue 31: the Users tab pages 50 at a time, whatever the number of accounts. */
export const USERS_PAGE_SIZE = 50;

/** The spec's defaults (first page, newest first) are left out of the address. */
export function usersListUrl({ search, role, province, sort, page }: UsersFilter): string {
  const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
  if (page > 1) params.set('page', String(page));
  if (search.trim()) params.set('search', search.trim());
  if (role) params.set('role', role);
  if (province) params.set('province', province);
  if (sort !== 'newest') params.set('sort', sort);
  return `/api/users?${params}`;
}

/** GET /api/users (admins): search over name, e-mail and company, and a role filter. */
export const getUsers = (filter: UsersFilter, signal?: AbortSignal): Promise<UserListResponse> =>
  apiFetch(usersListUrl(filter), { schema: import.meta.env.DEV ? UserListResponse : undefined, signal });

export const usersQueryOptions = (filter: UsersFilter) =>
  queryOptions({ queryKey: userKeys.list(filter), queryFn: ({ signal }) => getUsers(filter, signal) });

export interface DirectoryUsersFilter {
  search: string;
  page: number;
  /** Issue 31: optional filters and order; '' (or absent) is any, and the spec's by-name order. */
  advertiserType?: AdvertiserType | '';
  listed?: 'true' | 'false' | '';
  sort?: AdminDirectorySort;
}

/** GET /api/users/directory (superadmins): 100 a page (spec 001 §9). */
export function getDirectoryUsers(
  filter: DirectoryUsersFilter,
  signal?: AbortSignal,
): Promise<AdminDirectoryResponse> {
  const params = new URLSearchParams({ limit: String(PAGE_SIZES.directoryUsers), page: String(filter.page) });
  if (filter.search) params.set('search', filter.search);
  if (filter.advertiserType) params.set('advertiserType', filter.advertiserType);
  if (filter.listed) params.set('listed', filter.listed);
  if (filter.sort && filter.sort !== 'name') params.set('sort', filter.sort);
  return apiFetch(`/api/users/directory?${params}`, {
    schema: import.meta.env.DEV ? AdminDirectoryResponse : undefined,
    signal,
  });
}

export const directoryUsersQueryOptions = (filter: DirectoryUsersFilter) =>
  queryOptions({
    queryKey: userKeys.directory(filter),
    queryFn: ({ signal }) => getDirectoryUsers(filter, signal),
  });

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/** POST /api/users (superadmins). */
export const createUser = (body: CreateUserRequest): Promise<AdminUserResponse> =>
  apiFetch('/api/users', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? AdminUserResponse : undefined,
  });

/** PUT /api/users/{id} (superadmins): a blank password keeps the current one. */
export const updateUser = ({
  id,
  body,
}: {
  id: string;
  body: UpdateUserRequest;
}): Promise<AdminUserResponse> =>
  apiFetch(userPath(id), {
    method: 'PUT',
    body,
    schema: import.meta.env.DEV ? AdminUserResponse : undefined,
  });

/** PUT /api/users/{id}/auto-approve, /free-banner-ads or /free-auction-listings (admins). */
export const updateUserSetting = ({
  id,
  setting,
  value,
}: {
  id: string;
  setting: UserSetting;
  value: boolean;
}): Promise<AdminUserResponse> =>
  apiFetch(`${userPath(id)}/${USER_SETTING_PATHS[setting]}`, {
    method: 'PUT',
    body: { [setting]: value },
    schema: import.meta.env.DEV ? AdminUserResponse : undefined,
  });

/** DELETE /api/users/{id} (superadmins). */
export const deleteUser = (id: string): Promise<SuccessResponse> =>
  apiFetch(userPath(id), { method: 'DELETE', schema: import.meta.env.DEV ? SuccessResponse : undefined });

/** PUT /api/users/{id}/directory-info (superadmins). */
export const updateDirectoryInfo = ({
  id,
  body,
}: {
  id: string;
  body: UpdateDirectoryInfoRequest;
}): Promise<AdminDirectoryUserResponse> =>
  apiFetch(`${userPath(id)}/directory-info`, {
    method: 'PUT',
    body,
    schema: import.meta.env.DEV ? AdminDirectoryUserResponse : undefined,
  });

/** PUT /api/users/{id}/directory-status (superadmins). */
export const updateDirectoryStatus = ({
  id,
  isDirectoryListed,
}: {
  id: string;
  isDirectoryListed: boolean;
}): Promise<AdminDirectoryUserResponse> =>
  apiFetch(`${userPath(id)}/directory-status`, {
    method: 'PUT',
    body: { isDirectoryListed },
    schema: import.meta.env.DEV ? AdminDirectoryUserResponse : undefined,
  });

/** POST /api/users/{id}/logo (superadmins, multipart `file`): checked and re-encoded by the server. */
export const uploadUserLogo = ({ id, file }: { id: string; file: File }): Promise<UploadLogoResponse> =>
  apiUpload(`${userPath(id)}/logo`, file, { schema: import.meta.env.DEV ? UploadLogoResponse : undefined });

/** After an admin's change to a user, right or wrong: the server says how every user stands now. */
export const invalidateUsers = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: userKeys.all });

/**
 * PUT /api/users/profile/language: the language switch remembers the choice for mail and messages.
 * The cached user takes it at once, so a profile form opened next does not save the old one back.
 */
export const saveLanguage = (queryClient: QueryClient, language: Locale): Promise<unknown> =>
  apiFetch('/api/users/profile/language', { method: 'PUT', body: { language } }).then(() =>
    refreshSignedInUser(queryClient, { language }),
  );

// --- Issue 27: what a person does to their own account

/** POST /api/users/me/upgrade: a buyer becomes a seller, keeping what they saved. */
export const upgradeAccount = (body: UpgradeAccountRequest): Promise<UserResponse> =>
  apiFetch('/api/users/me/upgrade', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? UserResponse : undefined,
  });

/** GET /api/users/me/export is downloaded by a plain link (the cookie signs it in). */
export const ACCOUNT_EXPORT_URL = '/api/users/me/export';

/** DELETE /api/users/me: with the password, or the token of the mailed confirmation; 204. */
export const deleteAccount = (body: DeleteAccountRequest): Promise<unknown> =>
  apiFetch('/api/users/me', { method: 'DELETE', body });

/** POST /api/users/me/delete-link: mails the confirmation a password-less account deletes with. */
export const requestAccountDeleteLink = (): Promise<MessageResponse> =>
  apiFetch('/api/users/me/delete-link', {
    method: 'POST',
    schema: import.meta.env.DEV ? MessageResponse : undefined,
  });

/** POST /api/auth/confirm-email/resend: a new confirmation link for the signed-in person. */
export const resendEmailConfirmation = (): Promise<MessageResponse> =>
  apiFetch('/api/auth/confirm-email/resend', {
    method: 'POST',
    schema: import.meta.env.DEV ? MessageResponse : undefined,
  });

/** POST /api/auth/confirm-email with the token of the mailed link. */
export const confirmEmail = (token: string): Promise<MessageResponse> =>
  apiFetch('/api/auth/confirm-email', {
    method: 'POST',
    body: { token },
    schema: import.meta.env.DEV ? MessageResponse : undefined,
  });
