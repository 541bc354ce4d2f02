import type { AdminDirectoryUser } from '@mariner/contracts';

/** The name a directory user goes by on this tab: the company, else the person. */
export const directoryNameOf = (user: Pick<AdminDirectoryUser, 'companyName' | 'firstName' | 'lastName'>) =>
  user.companyName?.trim() || `${user.firstName} ${user.lastName}`;
