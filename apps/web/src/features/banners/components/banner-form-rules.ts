import { type BannerSize, createBannerRequest } from '@mariner/contracts';
import { BANNER_DIMENSIONS, MESSAGES, UPLOAD_LIMITS } from '@mariner/contracts/constants';

export const BANNER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export interface BannerFormValues {
  advertiserName: string;
  contactEmail: string;
  targetUrl: string;
  size: BannerSize | '';
  placement: string;
  /** YYYY-MM-DDTHH:mm (a datetime-local value), in the advertiser's own time. */
  startDate: string;
  endDate: string;
  advertiserId: string;
}

export type BannerFormErrors = Partial<Record<keyof BannerFormValues | 'image' | 'mobileImage', string>>;

/** A local date and time as an instant (an empty or bad value stays empty for the schema). */
export const localToIso = (local: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return '';
  const date = new Date(`${local}:00`);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
};

/** Spec 001 §5 file rules: JPG, PNG or GIF, at most 2 MB; an image is required. */
export function checkBannerFile(file: File | null): string | undefined {
  if (!file) return MESSAGES.uploadBannerImage;
  if (!(BANNER_IMAGE_TYPES as readonly string[]).includes(file.type)) return MESSAGES.bannerInvalidType;
  if (file.size > UPLOAD_LIMITS.bannerBytes) return MESSAGES.bannerFileTooLarge;
  return undefined;
}

/** Whether an image's real size is what its banner size asks for (970×90 or 250×250). */
export const hasRightDimensions = (size: BannerSize, pixels: { width: number; height: number } | null) =>
  pixels === null ||
  (pixels.width === BANNER_DIMENSIONS[size].width && pixels.height === BANNER_DIMENSIONS[size].height);

/**
 * The contract's rules (the same schema and texts the server uses) plus the file checks. The image
 * is uploaded only once the rest passes, so its URL is stood in for here.
 */
export function validateBannerForm(
  values: BannerFormValues,
  file: File | null,
  now: () => Date = () => new Date(),
): BannerFormErrors {
  const errors: BannerFormErrors = {};
  const parsed = createBannerRequest(now).safeParse({
    advertiserName: values.advertiserName,
    contactEmail: values.contactEmail,
    targetUrl: values.targetUrl,
    size: values.size || undefined,
    placement: values.placement || undefined,
    startDate: localToIso(values.startDate),
    endDate: localToIso(values.endDate),
    imageUrl: 'pending-upload',
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string' && key in values && !errors[key as keyof BannerFormValues])
        errors[key as keyof BannerFormValues] = issue.message;
    }
  }
  const fileError = checkBannerFile(file);
  if (fileError) errors.image = fileError;
  return errors;
}
