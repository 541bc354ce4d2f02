import type { DirectoryProfile } from '@mariner/contracts';
import { documentTitle, PAGE_TEXTS, SHARE_IMAGE_ALT, textIn } from '@mariner/contracts/constants';
import { excerpt, pageHead, siteCard } from '@mariner/contracts/page-head';
import { FollowButton, prefetchFollowButton } from '../../features/alerts/components/FollowButton.tsx';
import { DirectoryProfilePage } from '../../features/directory/pages/DirectoryProfilePage.tsx';
import { directoryProfileQueryOptions } from '../../lib/api/directory.ts';
import { recordHead } from '../../lib/head.ts';
import type { PageHeadOf, PageLoader } from '../../lib/route-module.ts';

/** A directory profile with the Follow button of an auctioneer (issue 17). */
export function DirectoryProfileRoute() {
  return (
    <DirectoryProfilePage
      follow={(sellerId, companyName) => <FollowButton sellerId={sellerId} companyName={companyName} />}
    />
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['directory'];

/**
 * The profile; for someone signed in looking at an auctioneer, whether they follow them and the
 * Follow button's code (issue 26: a visitor's is a link to sign in).
 */
export const loader: PageLoader = ({ params, queryClient, user }) => {
  const profile = directoryProfileQueryOptions(params.id ?? '');
  if (!user) return [queryClient.prefetchQuery(profile)];
  return [
    queryClient
      .fetchQuery(profile)
      .then(({ id, advertiserType }) =>
        advertiserType === 'AUCTIONEER' ? prefetchFollowButton(queryClient, user, id) : undefined,
      )
      .catch(() => undefined),
  ];
};

/** The company: its name, its description in the page's language, its logo and its JSON-LD; a 404 for none. */
export const head: PageHeadOf = (args) =>
  recordHead<DirectoryProfile>(
    args,
    directoryProfileQueryOptions(args.params.id ?? '').queryKey,
    'directoryServices',
    (profile) => {
      const { url, origin, locale, seo } = args;
      return pageHead({ url, origin }, 'directoryServices', {
        title: documentTitle(profile.companyName),
        description: excerpt(
          textIn(locale, profile.companyDescription, profile.companyDescriptionFr).text ??
            PAGE_TEXTS[locale].directoryServices.description,
        ),
        image: profile.companyLogo
          ? { url: `${origin}${profile.companyLogo}`, alt: SHARE_IMAGE_ALT[locale].logo(profile.companyName) }
          : siteCard(origin, locale),
        ...(seo ? { jsonLd: [seo.companyOf(profile, origin, locale)] } : {}),
      });
    },
  );
