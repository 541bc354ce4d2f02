import { useEffect, useState } from 'react';

/**
 * Preview addresses for chosen files, revoked when the files change or the form goes away, so
 * previews never leak memory. Made in an effect (not during render) so StrictMode's double run
 * cannot revoke an address still on screen.
 */
export function useObjectUrls(files: readonly File[]): ReadonlyMap<File, string> {
  const [urls, setUrls] = useState<ReadonlyMap<File, string>>(() => new Map());
  useEffect(() => {
    const next = new Map(files.map((file) => [file, URL.createObjectURL(file)] as const));
    setUrls(next);
    return () => {
      for (const url of next.values()) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}
