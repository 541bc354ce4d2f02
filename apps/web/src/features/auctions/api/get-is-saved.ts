import { useQuery } from '@tanstack/react-query';
import { isSavedQueryOptions } from '../../../lib/api/saved.ts';

/**
 * Whether the signed-in user saved this auction. Asked only for a signed-in user; a failed check
 * counts as not saved (spec 000 §8).
 */
export function useIsSaved(id: string, isSignedIn: boolean): boolean {
  const query = useQuery({ ...isSavedQueryOptions(id), enabled: isSignedIn });
  return isSignedIn && query.data?.isSaved === true;
}
