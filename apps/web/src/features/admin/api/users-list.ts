import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type UsersFilter, usersQueryOptions } from '../../../lib/api/users.ts';

/** A new search keeps the rows on screen until its answer arrives. */
export const useUsers = (filter: UsersFilter) =>
  useQuery({ ...usersQueryOptions(filter), placeholderData: keepPreviousData });
