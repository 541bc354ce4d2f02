import type { CreateBannerResponse, User } from '@mariner/contracts';
import { isSuperAdminRole } from '@mariner/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Container } from '../../../components/Container.tsx';
import { createBanner, invalidateBanners, uploadBannerImage } from '../../../lib/api/banners.ts';
import { useSession } from '../../../lib/api/session.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { BannerForm, type BannerSubmission } from '../components/BannerForm.tsx';
import { BannerPaymentGate } from '../components/BannerPaymentGate.tsx';
import { type BannerFormErrors, localToIso } from '../components/banner-form-rules.ts';
import { bannerCheckoutState } from '../components/checkout-state.ts';

/** RequireAuth guarantees a user; the page waits for it rather than assuming. */
export function CreateBannerPage() {
  const { user } = useSession();
  return user ? <CreateBanner user={user} /> : null;
}

function CreateBanner({ user }: { user: User }) {
  const { t } = useTranslation(['banners', 'messages']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async ({
    values,
    file,
    mobileFile,
  }: BannerSubmission): Promise<BannerFormErrors | undefined> => {
    setFailure(null);
    setBusy(true);
    let created: CreateBannerResponse;
    try {
      const image = await uploadBannerImage(file);
      // Issue 28: a leaderboard's mobile image goes through the same upload, checked for its shape;
      // what is wrong with it is shown at its own field.
      const mobile = mobileFile
        ? await uploadBannerImage(mobileFile, 'mobile').catch((error: unknown) => {
            throw error instanceof ApiError
              ? new ApiError({
                  status: error.status,
                  code: error.code,
                  message: error.serverMessage,
                  fields: { mobileImageUrl: error.fields.image ?? error.serverMessage ?? error.message },
                })
              : error;
          })
        : null;
      created = await createBanner({
        advertiserName: values.advertiserName,
        contactEmail: values.contactEmail,
        targetUrl: values.targetUrl,
        size: values.size,
        placement: values.placement as CreateBannerResponse['banner']['placement'],
        startDate: localToIso(values.startDate),
        endDate: localToIso(values.endDate),
        imageUrl: image.imageUrl,
        ...(mobile ? { mobileImageUrl: mobile.imageUrl } : {}),
        ...(isSuperAdminRole(user.role) && values.advertiserId !== user.id
          ? { advertiserId: values.advertiserId }
          : {}),
      });
    } catch (error) {
      setBusy(false);
      // Spec 001 §8: the spec's words; the fields the server names are shown at the fields.
      setFailure(t('messages:bannerCreateFailed'));
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const { file: fileError, image, mobileImageUrl, ...fields } = error.fields;
        return { ...fields, image: image ?? fileError, mobileImage: mobileImageUrl } as BannerFormErrors;
      }
      return undefined;
    }
    await invalidateBanners(queryClient);
    // Spec 001 §2/§4: to the checkout when payment is required, else back to the banner list.
    if (created.paymentRequired && created.invoice) {
      void navigate(paths.checkout, {
        state: bannerCheckoutState(
          created.banner,
          t('checkoutDescription', { name: created.banner.advertiserName }),
          created.invoice,
        ),
      });
    } else {
      void navigate(paths.bannerAds, { state: { notice: t('create.submitted') } });
    }
    return undefined;
  };

  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">{t('create.title')}</h1>
        <p className="mt-2 text-muted">{t('create.intro')}</p>
      </div>
      <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
        <BannerPaymentGate user={user}>
          <BannerForm
            user={user}
            busy={busy}
            alert={failure ? <Alert tone="error">{failure}</Alert> : null}
            onSubmit={onSubmit}
          />
        </BannerPaymentGate>
      </div>
    </Container>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['banners', 'messages'];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('banners:create.title');
