import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type DirectoryUsersFilter, directoryUsersQueryOptions } from '../../../lib/api/users.ts';

/** A new search keeps the current list on screen until its answer arrives. */
export const useDirectoryUsers = (filter: DirectoryUsersFilter) =>
  useQuery({ ...directoryUsersQueryOptions(filter), placeholderData: keepPreviousData });
