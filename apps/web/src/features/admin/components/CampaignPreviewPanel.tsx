import type { Campaign, Locale } from '@mariner/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useCampaignPreview, useSendCampaignTest } from '../api/newsletter-campaigns.ts';

interface Props {
  campaign: Campaign;
  onClose: () => void;
}

const LANGUAGES: readonly Locale[] = ['en', 'fr'];

/**
 * The mail as each language's subscribers get it. The HTML (sanitized by the API) is shown in an
 * iframe with an empty `sandbox`: no script, no form, no navigation of this page, its styles
 * kept apart from the site's, and `srcdoc` needs no address the CSP would have to allow.
 */
export function CampaignPreviewPanel({ campaign, onClose }: Props) {
  const { t } = useTranslation('admin-campaigns');
  const [lang, setLang] = useState<Locale>('en');
  const preview = useCampaignPreview(campaign.id, lang, campaign.updatedAt);
  const test = useSendCampaignTest();
  const languageName = (locale: Locale) => t(`previewPanel.${locale}`);
  const headingId = `campaign-preview-${campaign.id}`;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="text-lg font-bold break-words text-primary">
          {t('previewPanel.heading', { subject: campaign.subjectEn })}
        </h3>
        <Button variant="secondary" onClick={onClose}>
          {t('previewPanel.close')}
        </Button>
      </div>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t('previewPanel.language')}</legend>
        {LANGUAGES.map((locale) => (
          <button
            key={locale}
            type="button"
            aria-pressed={lang === locale}
            onClick={() => setLang(locale)}
            className={
              lang === locale
                ? 'min-h-11 rounded-full bg-primary px-4 text-sm font-semibold text-white'
                : 'min-h-11 rounded-full border border-line bg-white px-4 text-sm font-semibold text-primary'
            }
          >
            {languageName(locale)}
          </button>
        ))}
      </fieldset>
      {preview.isError ? <Alert tone="error">{errorMessage(preview.error, t('failed'))}</Alert> : null}
      {preview.data ? (
        <>
          <p className="text-sm">
            <span className="font-semibold">{t('previewPanel.subject')}:</span>{' '}
            <span lang={lang}>{preview.data.subject}</span>
          </p>
          <iframe
            title={t('previewPanel.frameTitle', { language: languageName(lang) })}
            sandbox=""
            srcDoc={preview.data.html}
            className="h-[32rem] w-full rounded-xl border border-line bg-white"
          />
          <details className="rounded-xl border border-line p-3">
            <summary className="cursor-pointer text-sm font-semibold text-primary">
              {t('previewPanel.textPart')}
            </summary>
            <pre lang={lang} className="mt-2 text-sm break-words whitespace-pre-wrap">
              {preview.data.text}
            </pre>
          </details>
        </>
      ) : preview.isPending ? (
        <Spinner label={t('previewPanel.loading')} />
      ) : null}
      <div className="flex flex-col gap-2">
        {test.isSuccess ? (
          <Alert tone="success">
            {t('test.done', { language: languageName(test.data.languages[0] ?? lang), to: test.data.to })}
          </Alert>
        ) : null}
        {test.isError ? <Alert tone="error">{errorMessage(test.error, t('failed'))}</Alert> : null}
        <Button
          className="self-start"
          variant="secondary"
          disabled={test.isPending}
          aria-disabled={test.isPending}
          onClick={() => test.mutate({ id: campaign.id, lang })}
        >
          {test.isPending ? t('test.sending') : t('test.button')}
        </Button>
      </div>
    </section>
  );
}
