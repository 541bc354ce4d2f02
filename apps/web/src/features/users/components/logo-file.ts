import { MESSAGES, UPLOAD_LIMITS } from '@mariner/contracts/constants';

/**
 * Spec 001 §5: the logo is at most 5 MB and an image, checked before anything is sent (the server
 * checks again, by content). Returns the refusal, or null for an acceptable file.
 */
export function logoFileError(file: File): string | null {
  if (file.size > UPLOAD_LIMITS.logoBytes) return MESSAGES.logoFileTooLarge;
  if (!file.type.startsWith('image/')) return MESSAGES.fileMustBeImage;
  return null;
}
