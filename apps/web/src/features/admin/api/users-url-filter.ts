import { Province, Role, UserListSort } from '@mariner/contracts';
import type { UsersFilter } from '../../../lib/api/users.ts';
import {
  choiceField,
  pageField,
  textField,
  type UrlFields,
  useUrlFilter,
} from '../../../lib/url-list-filter.ts';

/**
 * Issue 31: the Users tab's search, filters, sort and page live in the address, so a found user
 * can be linked to and Back returns to the same page. Anything unreadable there is the default.
 */
const FIELDS: UrlFields<UsersFilter> = {
  search: textField('q'),
  role: choiceField('role', Role.options, ''),
  province: choiceField('province', Province.options, ''),
  sort: choiceField('sort', UserListSort.options, 'newest'),
  page: pageField,
};

export const useUsersUrlFilter = () => useUrlFilter(FIELDS);
