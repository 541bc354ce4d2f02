import { type CreateDirectoryListingData, needsSavedCardToBuy, type User } from '@mariner/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Container } from '../../../components/Container.tsx';
import { useSession } from '../../../lib/api/session.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCreateDirectoryListing, useDirectoryPrice } from '../api/directory-listings.ts';
import {
  DirectoryListingForm,
  type FieldErrors,
  fromServerFields,
} from '../components/DirectoryListingForm.tsx';
import { DirectoryPaymentGate } from '../components/DirectoryPaymentGate.tsx';

/** The checkout's input for a directory listing (spec 001 §4 Directory listing). */
export interface DirectoryCheckoutState {
  invoiceId: string;
  amount: number;
  itemType: 'DIRECTORY_LISTING';
  directoryListingId: string;
  description: string;
  returnUrl: string;
}

/** RequireAuth guarantees a user; the page waits for it rather than assuming. */
export function CreateDirectoryListingPage() {
  const { user } = useSession();
  return user ? <CreateDirectoryListing user={user} /> : null;
}

function CreateDirectoryListing({ user }: { user: User }) {
  const { t } = useTranslation(['directory-listings', 'messages']);
  const navigate = useNavigate();
  const create = useCreateDirectoryListing();
  const price = useDirectoryPrice();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (data: CreateDirectoryListingData, logo: File | null) => {
    setFailure(null);
    setBusy(true);
    try {
      const created = await create.mutateAsync({ data, logo });
      if (created.paymentRequired && created.invoice) {
        const state: DirectoryCheckoutState = {
          invoiceId: created.invoice.id,
          amount: created.invoice.amount,
          itemType: 'DIRECTORY_LISTING',
          directoryListingId: created.listing.id,
          description: t('create.checkoutDescription', { company: created.listing.companyName }),
          returnUrl: paths.profileDirectoryListings,
        };
        void navigate(paths.checkout, { state });
      } else {
        void navigate(paths.profileDirectoryListings, { state: { notice: t('create.success') } });
      }
      return undefined;
    } catch (error) {
      setBusy(false);
      setFailure(t('messages:directoryCreateFailed'));
      const fields: FieldErrors | undefined =
        error instanceof ApiError && Object.keys(error.fields).length > 0
          ? fromServerFields(error.fields)
          : undefined;
      return fields;
    }
  };

  return (
    <Container className="py-8 sm:py-10">
      <div className="mx-auto max-w-4xl">
        <h1 className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">{t('create.title')}</h1>
        <p className="mt-2 text-muted">{t('create.intro')}</p>
        <div className="mt-6 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-8">
          <DirectoryPaymentGate user={user} price={price}>
            <DirectoryListingForm
              price={price}
              province={user.province}
              isFree={!needsSavedCardToBuy(user, 'DIRECTORY_LISTING')}
              busy={busy}
              alert={failure ? <Alert tone="error">{failure}</Alert> : null}
              onSubmit={onSubmit}
            />
          </DirectoryPaymentGate>
        </div>
      </div>
    </Container>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['directory-listings', 'messages'];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('directory-listings:create.title');
