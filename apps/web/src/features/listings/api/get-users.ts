import { useQuery } from '@tanstack/react-query';
import { usersForPickerQueryOptions } from '../../../lib/api/users.ts';

/** Only asked for when `enabled` (a superadmin); a failure leaves the picker with the user alone. */
export const useUsersForPicker = (enabled: boolean) => useQuery({ ...usersForPickerQueryOptions(), enabled });
