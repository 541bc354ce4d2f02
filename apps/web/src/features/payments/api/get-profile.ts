import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '../../../lib/api/users.ts';

/** The checkout reads the profile's province to tax by (spec 001 §2 Payment form). */
export const useProfile = () => useQuery(profileQueryOptions());
