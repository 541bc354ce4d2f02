import type { PublicBanner } from '@mariner/contracts';
import { MOBILE_BANNER } from '@mariner/contracts/constants';
import { cx } from '../../../lib/cx.ts';

/** Issue 28: the screens that show a leaderboard's mobile image (320 × 100) instead of it. */
export const MOBILE_BANNER_MEDIA = `(max-width: ${MOBILE_BANNER.maxScreenWidth}px)`;

/**
 * A served banner: the image, named by its advertiser, linking through the click counter
 * (`clickUrl`, which redirects to the target). Sponsored, and opened in a new tab.
 *
 * Issue 28, item 7: a leaderboard is never cropped. On a narrow screen it shows its mobile image
 * when it has one (a `<picture>` source chosen by the browser, so the server's HTML is right
 * without JavaScript); otherwise the 970 × 90 image is scaled down to the width, whole.
 */
export function BannerImageLink({ banner, className }: { banner: PublicBanner; className?: string }) {
  const leaderboard = banner.size === 'LEADERBOARD';
  const mobileImageUrl = leaderboard ? banner.mobileImageUrl : null;
  return (
    <a
      href={banner.clickUrl}
      target="_blank"
      rel="sponsored noopener"
      className={cx(
        'block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        leaderboard ? 'mx-auto w-full max-w-[970px]' : 'aspect-square w-full max-w-[250px]',
        className,
      )}
    >
      <picture>
        {mobileImageUrl ? (
          <source
            media={MOBILE_BANNER_MEDIA}
            srcSet={mobileImageUrl}
            width={MOBILE_BANNER.width}
            height={MOBILE_BANNER.height}
          />
        ) : null}
        <img
          src={banner.imageUrl}
          alt={banner.advertiserName}
          width={leaderboard ? 970 : 250}
          height={leaderboard ? 90 : 250}
          loading={leaderboard ? 'eager' : 'lazy'}
          className={leaderboard ? 'block h-auto w-full' : 'size-full object-cover'}
        />
      </picture>
    </a>
  );
}
