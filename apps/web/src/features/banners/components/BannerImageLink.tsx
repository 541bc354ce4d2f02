import type { PublicBanner } from '@mariner/contracts';
import { cx } from '../../../lib/cx.ts';

/**
 * A served banner: the image, named by its advertiser, linking through the click counter
 * (`clickUrl`, which redirects to the target). Sponsored, and opened in a new tab.
 */
export function BannerImageLink({ banner, className }: { banner: PublicBanner; className?: string }) {
  const leaderboard = banner.size === 'LEADERBOARD';
  return (
    <a
      href={banner.clickUrl}
      target="_blank"
      rel="sponsored noopener"
      className={cx(
        'block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        leaderboard ? 'h-[90px] w-full' : 'aspect-square w-full max-w-[250px]',
        className,
      )}
    >
      <img
        src={banner.imageUrl}
        alt={banner.advertiserName}
        width={leaderboard ? 970 : 250}
        height={leaderboard ? 90 : 250}
        loading={leaderboard ? 'eager' : 'lazy'}
        className="size-full object-cover"
      />
    </a>
  );
}
