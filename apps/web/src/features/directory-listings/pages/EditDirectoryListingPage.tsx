import type { CreateDirectoryListingData, DirectoryListing } from '@mariner/contracts';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Container } from '../../../components/Container.tsx';
import { RejectionNotice } from '../../../components/RejectionNotice.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { useMyDirectoryListings, useUpdateDirectoryListing } from '../api/directory-listings.ts';
import {
  DirectoryListingForm,
  type DirectoryListingValues,
  type FieldErrors,
  fromServerFields,
} from '../components/DirectoryListingForm.tsx';

/** A listing's values as the form holds them (empty strings for what it lacks). */
export const valuesOf = (listing: DirectoryListing): DirectoryListingValues => ({
  companyName: listing.companyName,
  email: listing.email,
  phone: listing.phone,
  website: listing.website ?? '',
  address: listing.address ?? '',
  description: listing.description,
  descriptionFr: listing.descriptionFr ?? '',
  categories: listing.categories,
  facebook: listing.socialMedia.facebook ?? '',
  twitter: listing.socialMedia.twitter ?? '',
  linkedin: listing.socialMedia.linkedin ?? '',
  instagram: listing.socialMedia.instagram ?? '',
});

/**
 * /profile/directory-listings/:id/edit (issue 30 item 6): a listing is editable for its whole term,
 * paid or not: description, contact, French text and logo. The server holds the edit to the rules
 * of creation and keeps the term and the payment.
 */
export function EditDirectoryListingPage() {
  const { t } = useTranslation(['directory-listings', 'messages']);
  const { id = '' } = useParams();
  const listings = useMyDirectoryListings();
  const listing = listings.data?.listings.find((entry) => entry.id === id);

  let body: ReactNode;
  if (listings.isPending) body = <Spinner label={t('edit.loading')} />;
  else if (!listing) body = <Alert tone="error">{t('edit.notFound')}</Alert>;
  else if (listing.status === 'EXPIRED') body = <Alert tone="info">{t('edit.ended')}</Alert>;
  else body = <EditForm listing={listing} />;

  return (
    <Container className="py-8 sm:py-10">
      <div className="mx-auto max-w-4xl">
        <h1 className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">{t('edit.title')}</h1>
        <p className="mt-2 text-muted">{t('edit.intro')}</p>
        <div className="mt-6 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-8">{body}</div>
      </div>
    </Container>
  );
}

function EditForm({ listing }: { listing: DirectoryListing }) {
  const { t } = useTranslation('directory-listings');
  const navigate = useNavigate();
  const update = useUpdateDirectoryListing();
  const [failure, setFailure] = useState<string | null>(null);
  // Issue 31 item 2 (decision 033): saving a rejected listing is its resubmission.
  const rejected = listing.status === 'ACTIVE' && listing.reviewStatus === 'REJECTED';

  const onSubmit = async (data: CreateDirectoryListingData, logo: File | null) => {
    setFailure(null);
    try {
      await update.mutateAsync({ id: listing.id, data, logo });
      const notice = rejected ? t('edit.resubmitted') : t('edit.saved');
      void navigate(paths.profileDirectoryListings, { state: { notice } });
      return undefined;
    } catch (error) {
      setFailure(errorMessage(error, t('edit.failed')));
      return error instanceof ApiError && Object.keys(error.fields).length > 0
        ? (fromServerFields(error.fields) satisfies FieldErrors)
        : undefined;
    }
  };

  return (
    <div className="flex flex-col gap-6">
      {rejected && listing.rejection ? (
        <RejectionNotice rejection={listing.rejection}>
          <p className="text-muted">{t('edit.resubmitHint')}</p>
        </RejectionNotice>
      ) : null}
      <DirectoryListingForm
        price={0}
        province={null}
        isFree
        busy={update.isPending}
        alert={failure ? <Alert tone="error">{failure}</Alert> : null}
        onSubmit={onSubmit}
        edit={{ initial: valuesOf(listing), logo: listing.logo }}
      />
    </div>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['directory-listings', 'messages'];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('directory-listings:edit.title');
