import { useQuery } from '@tanstack/react-query';
import { directoryProfileQueryOptions } from '../../../lib/api/directory.ts';

export const useDirectoryProfile = (id: string) => useQuery(directoryProfileQueryOptions(id));
