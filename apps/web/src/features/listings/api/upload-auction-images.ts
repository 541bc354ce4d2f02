import { FeaturedImageResponse, GalleryImageResponse } from '@mariner/contracts';
import { ApiError, apiUpload } from '../../../lib/api-client.ts';

/** POST /api/auctions/{id}/featured-image (multipart field `file`); replaces the featured image. */
export const uploadFeaturedImage = (auctionId: string, file: File): Promise<FeaturedImageResponse> =>
  apiUpload(`/api/auctions/${encodeURIComponent(auctionId)}/featured-image`, file, {
    schema: import.meta.env.DEV ? FeaturedImageResponse : undefined,
  });

/** POST /api/auctions/{id}/images: one gallery image per call (spec 000 §7). */
export const uploadGalleryImage = (auctionId: string, file: File): Promise<GalleryImageResponse> =>
  apiUpload(`/api/auctions/${encodeURIComponent(auctionId)}/images`, file, {
    schema: import.meta.env.DEV ? GalleryImageResponse : undefined,
  });

export interface ImageUploadFailure {
  file: File;
  /** The server's text (413, 415…), or null when there was none. */
  message: string | null;
}

/**
 * Uploads the featured image, then each gallery image, one after the other so the gallery keeps
 * the order the seller chose. A failure does not stop the others: every failure is reported, so
 * the seller knows exactly which pictures to add again.
 */
export async function uploadListingImages(
  auctionId: string,
  images: { featured: File | null; gallery: File[] },
): Promise<ImageUploadFailure[]> {
  const failures: ImageUploadFailure[] = [];
  const steps: { file: File; upload: (id: string, file: File) => Promise<unknown> }[] = [
    ...(images.featured ? [{ file: images.featured, upload: uploadFeaturedImage }] : []),
    ...images.gallery.map((file) => ({ file, upload: uploadGalleryImage })),
  ];
  for (const { file, upload } of steps) {
    try {
      await upload(auctionId, file);
    } catch (error) {
      failures.push({ file, message: error instanceof ApiError ? error.serverMessage : null });
    }
  }
  return failures;
}
