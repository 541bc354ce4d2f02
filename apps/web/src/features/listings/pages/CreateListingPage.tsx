import type { CreateAuctionResponse, User } from '@mariner/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { auctionKeys } from '../../../lib/api/auctions.ts';
import { useSession } from '../../../lib/api/session.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCreateAuction } from '../api/create-auction.ts';
import { type ImageUploadFailure, uploadListingImages } from '../api/upload-auction-images.ts';
import { ListingForm, type ListingSubmission } from '../components/ListingForm.tsx';
import { ListingPageLayout } from '../components/ListingPageLayout.tsx';
import { PaymentMethodGate } from '../components/PaymentMethodGate.tsx';
import { UploadFailures } from '../components/UploadFailures.tsx';

/** The checkout's input (issue 5 builds the screen): what to pay and where to come back to. */
export interface ListingCheckoutState {
  invoiceId: string;
  amount: number;
  itemType: 'LISTING_FEE';
  auctionListingId: string;
  description: string;
  returnUrl: string;
}

interface NextStep {
  to: string;
  state: ListingCheckoutState | { notice: string };
}

/** RequireAuth guarantees a user; the page waits for it rather than assuming. */
export function CreateListingPage() {
  const { user } = useSession();
  return user ? <CreateListing user={user} /> : null;
}

function CreateListing({ user }: { user: User }) {
  const { t } = useTranslation(['listings', 'messages']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createAuction = useCreateAuction();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ReactNode>(null);
  const [uploadProblem, setUploadProblem] = useState<{
    id: string;
    failures: ImageUploadFailure[];
    next: NextStep;
  } | null>(null);

  /** Spec 000 §2: to the checkout when the fee is due, else to the dashboard with a message. */
  const nextStepFor = (created: CreateAuctionResponse): NextStep =>
    created.paymentRequired && created.invoice
      ? {
          to: paths.checkout,
          state: {
            invoiceId: created.invoice.id,
            amount: created.invoice.amount,
            itemType: 'LISTING_FEE',
            auctionListingId: created.id,
            description: t('create.checkoutDescription', { title: created.auction.title }),
            returnUrl: paths.dashboard,
          },
        }
      : {
          to: paths.dashboard,
          state: {
            notice: created.auction.status === 'APPROVED' ? t('create.live') : t('create.submitted'),
          },
        };

  const onSubmit = async ({ fields, images }: ListingSubmission) => {
    setFailure(null);
    setBusy(true);
    let created: CreateAuctionResponse;
    try {
      created = await createAuction.mutateAsync(fields);
    } catch (error) {
      setBusy(false);
      // Spec 000 §8: the alert's own words; the server's reason below it when it gave one
      // other than "check the fields", which the fields themselves then show.
      const reason =
        error instanceof ApiError && error.code !== 'VALIDATION_ERROR' ? error.serverMessage : null;
      setFailure(
        <>
          <p>{t('messages:auctionCreateFailed')}</p>
          {reason ? <p className="mt-1 font-normal">{reason}</p> : null}
        </>,
      );
      return error instanceof ApiError ? error.fields : undefined;
    }

    const failures = await uploadListingImages(created.id, {
      featured: images.featured,
      gallery: images.gallery,
    });
    // The pictures changed the listing after the create answer: lists must show them.
    await queryClient.invalidateQueries({ queryKey: auctionKeys.all });
    const next = nextStepFor(created);
    if (failures.length > 0) {
      setBusy(false);
      setUploadProblem({ id: created.id, failures, next });
      return undefined;
    }
    void navigate(next.to, { state: next.state });
    return undefined;
  };

  const alert = uploadProblem ? (
    <UploadFailures
      title={t('uploads.createdTitle')}
      failures={uploadProblem.failures}
      hint={t('uploads.createdHint')}
      actions={
        <>
          <Button
            variant="navy"
            onClick={() => navigate(uploadProblem.next.to, { state: uploadProblem.next.state })}
          >
            {uploadProblem.next.to === paths.checkout
              ? t('uploads.continueToCheckout')
              : t('uploads.continueToDashboard')}
          </Button>
          <ButtonLink to={paths.editListing(uploadProblem.id)} variant="secondary">
            {t('uploads.edit')}
          </ButtonLink>
        </>
      }
    />
  ) : failure ? (
    <Alert tone="error">{failure}</Alert>
  ) : null;

  return (
    <ListingPageLayout heading={t('create.title')} intro={t('create.intro')}>
      {/* Spec 000 §2: no saved card (and not a superadmin), no form. */}
      <PaymentMethodGate user={user}>
        <ListingForm
          mode="create"
          user={user}
          busy={busy}
          locked={uploadProblem !== null}
          alert={alert}
          onSubmit={onSubmit}
        />
      </PaymentMethodGate>
    </ListingPageLayout>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['listings', 'messages', 'profile'];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('listings:create.title');
