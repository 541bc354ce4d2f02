import type { Auction, User } from '@mariner/contracts';
import { auctionText, isAdminRole, MESSAGES } from '@mariner/contracts/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Container } from '../../../components/Container.tsx';
import { RejectionNotice } from '../../../components/RejectionNotice.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { auctionKeys, auctionQueryOptions } from '../../../lib/api/auctions.ts';
import { useSession } from '../../../lib/api/session.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { privatePageHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { errorNotice } from '../../../lib/redirect.ts';
import type { PageLoader } from '../../../lib/route-module.ts';
import { useUpdateAuction } from '../api/update-auction.ts';
import { type ImageUploadFailure, uploadListingImages } from '../api/upload-auction-images.ts';
import { ListingForm, type ListingSubmission } from '../components/ListingForm.tsx';
import { ListingPageLayout } from '../components/ListingPageLayout.tsx';
import { LotManager } from '../components/LotManager.tsx';
import { UploadFailures } from '../components/UploadFailures.tsx';

/** Spec 000 §2: after a failed load the message stays this long, then the dashboard. */
export const LOAD_FAILURE_REDIRECT_MS = 1500;

export function EditListingPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  return user ? <EditListing key={id} id={id} user={user} /> : null;
}

function EditListing({ id, user }: { id: string; user: User }) {
  const { t } = useTranslation(['listings', 'messages']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Always fresh: the form is filled once, from what the server holds now.
  const query = useQuery({ ...auctionQueryOptions(id), refetchOnMount: 'always' });
  const [auction, setAuction] = useState<Auction | null>(null);
  if (!auction && query.data && query.isFetchedAfterMount) setAuction(query.data.auction);

  const [uploadFailures, setUploadFailures] = useState<ImageUploadFailure[] | null>(null);
  const [formVersion, setFormVersion] = useState(0);
  const [locked, setLocked] = useState(false);

  /**
   * The fields were saved and some pictures went up, others not: the form starts again from what
   * the server now holds, so sending it again neither repeats an upload nor drops a new picture.
   */
  const reloadAfterUploadFailure = async (failures: ImageUploadFailure[]) => {
    setUploadFailures(failures);
    try {
      const fresh = await queryClient.fetchQuery({ ...auctionQueryOptions(id), staleTime: 0 });
      setAuction(fresh.auction);
      setFormVersion((version) => version + 1);
    } catch {
      setLocked(true);
    }
  };

  const failed = query.isError && !auction;
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(
      () =>
        navigate(paths.dashboard, {
          replace: true,
          state: errorNotice(MESSAGES.auctionLoadForEditFailed),
        }),
      LOAD_FAILURE_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [failed, navigate]);

  if (failed) {
    return (
      <Container className="py-10">
        <Alert tone="error">{t('messages:auctionLoadForEditFailed')}</Alert>
      </Container>
    );
  }
  if (!auction) return <Spinner label={t('edit.loading')} />;
  // Spec 000 §6: only its seller, an ADMIN or a SUPERADMIN edits a listing.
  if (auction.sellerId !== user.id && !isAdminRole(user.role)) {
    return <Navigate to={paths.dashboard} replace state={errorNotice(MESSAGES.forbidden)} />;
  }
  return (
    <EditListingForm
      key={formVersion}
      auction={auction}
      user={user}
      uploadFailures={uploadFailures}
      locked={locked}
      onUploadsFailed={reloadAfterUploadFailure}
    />
  );
}

interface EditListingFormProps {
  auction: Auction;
  user: User;
  /** Pictures refused on the previous save, reported until the next one. */
  uploadFailures: ImageUploadFailure[] | null;
  locked: boolean;
  onUploadsFailed: (failures: ImageUploadFailure[]) => Promise<void>;
}

function EditListingForm({ auction, user, uploadFailures, locked, onUploadsFailed }: EditListingFormProps) {
  const { t } = useTranslation(['listings', 'messages']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const updateAuction = useUpdateAuction();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [showUploadFailures, setShowUploadFailures] = useState(true);

  const success: { notice: string } = { notice: MESSAGES.auctionUpdated };
  // Issue 25: a new title or description of a live listing is reviewed again; the seller is told so.
  const backToReview = { notice: t('edit.backToReview') };
  // Issue 31 item 2: the seller's edit of a rejected listing is its resubmission.
  const resubmitted = { notice: t('edit.resubmitted') };
  const [saved, setSaved] = useState(success);

  const onSubmit = async ({ fields, images }: ListingSubmission) => {
    setFailure(null);
    setShowUploadFailures(false);
    setBusy(true);
    let outcome = success;
    try {
      const answer = await updateAuction.mutateAsync({
        id: auction.id,
        body: { ...fields, images: images.kept },
      });
      if (auction.status === 'APPROVED' && answer.auction.status === 'PENDING') outcome = backToReview;
      if (auction.status === 'REJECTED' && answer.auction.status === 'PENDING') outcome = resubmitted;
      setSaved(outcome);
    } catch (error) {
      setBusy(false);
      // Spec 000 §8: the server's text, else 'Failed to update auction'.
      setFailure(errorMessage(error, t('messages:auctionUpdateFailed')));
      return error instanceof ApiError ? error.fields : undefined;
    }
    const failures = await uploadListingImages(auction.id, {
      featured: images.featured,
      gallery: images.gallery,
    });
    if (failures.length > 0 || images.featured || images.gallery.length > 0) {
      await queryClient.invalidateQueries({ queryKey: auctionKeys.all });
    }
    if (failures.length > 0) {
      setBusy(false);
      await onUploadsFailed(failures);
      return undefined;
    }
    void navigate(paths.dashboard, { state: outcome });
    return undefined;
  };

  const rejection =
    auction.rejection && auction.status === 'REJECTED' ? (
      <RejectionNotice rejection={auction.rejection}>
        <p className="text-muted">{t('edit.resubmitHint')}</p>
      </RejectionNotice>
    ) : null;

  const alert = failure ? (
    <Alert tone="error">{failure}</Alert>
  ) : uploadFailures && showUploadFailures ? (
    <UploadFailures
      title={t('uploads.savedTitle')}
      failures={uploadFailures}
      hint={t('uploads.savedHint')}
      actions={
        <Button variant="navy" onClick={() => navigate(paths.dashboard, { state: saved })}>
          {t('uploads.continueToDashboard')}
        </Button>
      }
    />
  ) : (
    rejection
  );

  return (
    <ListingPageLayout heading={t('edit.title')} intro={t('edit.intro')}>
      <ListingForm
        mode="edit"
        user={user}
        auction={auction}
        busy={busy}
        locked={locked}
        alert={alert}
        onSubmit={onSubmit}
      />
      <LotManager auctionId={auction.id} />
    </ListingPageLayout>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['listings', 'messages'];

/**
 * The listing, started with the page (issue 26) so its title names the tab; the form still reads
 * it again once shown (`refetchOnMount: 'always'`: it is filled from what the server holds then).
 */
export const loader: PageLoader = ({ queryClient, params, user }) =>
  user && params.id ? [queryClient.prefetchQuery(auctionQueryOptions(params.id))] : [];

/** "Edit: <the listing's title>" in the page's language, as the server's shell and the tab both say. */
export const head = privatePageHead(({ params, queryClient, locale, t }) => {
  const answer = queryClient.getQueryData(auctionQueryOptions(params.id ?? '').queryKey);
  return answer
    ? t('listings:edit.pageTitleOf', { title: auctionText(answer.auction, locale).title })
    : t('listings:edit.title');
});
