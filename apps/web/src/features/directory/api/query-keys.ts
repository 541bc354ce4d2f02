import type { DirectoryQuery, ServiceDirectoryQuery } from '@mariner/contracts';

/** This feature's cache keys (STYLE §6); the directories are read-only here. */
export const directoryKeys = {
  all: ['directory'] as const,
  auctioneers: (query: DirectoryQuery) => [...directoryKeys.all, 'auctioneers', query] as const,
  services: (query: ServiceDirectoryQuery) => [...directoryKeys.all, 'services', query] as const,
  profile: (id: string) => [...directoryKeys.all, 'profile', id] as const,
};

/** The query string of a list call, without empty values. */
export const toSearchParams = (query: DirectoryQuery | ServiceDirectoryQuery): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
};
