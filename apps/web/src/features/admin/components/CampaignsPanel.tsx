import type { Campaign } from '@mariner/contracts';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button, buttonClasses } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useCampaigns, useSendCampaign } from '../api/newsletter-campaigns.ts';
import { CampaignForm } from './CampaignForm.tsx';
import { CampaignPreviewPanel } from './CampaignPreviewPanel.tsx';

type View = { kind: 'list' } | { kind: 'edit'; campaign: Campaign | null } | { kind: 'preview'; id: string };

function SendButton({ campaign, confirmed }: { campaign: Campaign; confirmed: number }) {
  const { t } = useTranslation('admin-campaigns');
  const mutation = useSendCampaign();
  return (
    <>
      <ConfirmDialog
        trigger={
          <button type="button" className={buttonClasses('primary')} disabled={mutation.isPending}>
            {t('send.button')}
          </button>
        }
        title={t('send.title', { subject: campaign.subjectEn })}
        description={t('send.description', { count: confirmed })}
        confirmLabel={t('send.confirm')}
        cancelLabel={t('send.cancel')}
        onConfirm={() => mutation.mutate(campaign.id)}
      />
      {mutation.isError ? <Alert tone="error">{errorMessage(mutation.error, t('failed'))}</Alert> : null}
    </>
  );
}

function CampaignRow(props: {
  campaign: Campaign;
  confirmed: number;
  onEdit: () => void;
  onPreview: () => void;
}) {
  const { t } = useTranslation('admin-campaigns');
  const { campaign } = props;
  const { counts } = campaign;
  return (
    <tr className="border-t border-line align-top">
      <th scope="row" className="px-3 py-2 text-left font-medium break-words text-ink">
        <span className="block" lang="en">
          {campaign.subjectEn}
        </span>
        <span className="block text-muted" lang="fr">
          {campaign.subjectFr}
        </span>
      </th>
      <td className="px-3 py-2 whitespace-nowrap">{t(`status.${campaign.status}`)}</td>
      <td className="px-3 py-2">
        {campaign.status === 'draft' ? (
          <span className="text-muted">{t('countsNone')}</span>
        ) : (
          t('counts', counts)
        )}
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={props.onPreview}>
            {t('preview')}
          </Button>
          {campaign.status === 'draft' ? (
            <>
              <Button variant="secondary" onClick={props.onEdit}>
                {t('edit')}
              </Button>
              <SendButton campaign={campaign} confirmed={props.confirmed} />
            </>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

/** Issue 31 item 4: the Newsletter tab's campaigns: list with counts, write, preview, test, send. */
export function CampaignsPanel() {
  const { t } = useTranslation('admin-campaigns');
  const query = useCampaigns();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [notice, setNotice] = useState<string | null>(null);

  const previewed = view.kind === 'preview' ? query.data?.campaigns.find((c) => c.id === view.id) : undefined;

  let body: ReactNode;
  if (query.isError && !query.data) {
    body = (
      <Alert tone="error">
        {t('loadFailed')}{' '}
        <Button variant="ghost" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  } else if (!query.data) {
    body = <Spinner label={t('loading')} />;
  } else if (query.data.campaigns.length === 0) {
    body = <p className="text-muted">{t('empty')}</p>;
  } else {
    const { campaigns, confirmedSubscribers } = query.data;
    body = (
      <div className="overflow-x-auto rounded-2xl border border-line bg-white shadow-sm">
        <table className="w-full min-w-[720px] text-sm">
          <caption className="sr-only">{t('tableCaption')}</caption>
          <thead className="bg-primary-soft text-left text-primary">
            <tr>
              {(['subject', 'status', 'counts', 'actions'] as const).map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {t(`columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {campaigns.map((campaign) => (
              <CampaignRow
                key={campaign.id}
                campaign={campaign}
                confirmed={confirmedSubscribers}
                onEdit={() => setView({ kind: 'edit', campaign })}
                onPreview={() => setView({ kind: 'preview', id: campaign.id })}
              />
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section aria-labelledby="campaigns-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="campaigns-heading" className="text-xl font-bold text-primary">
            {t('heading')}
          </h2>
          <p className="text-sm text-muted">{t('intro')}</p>
        </div>
        {view.kind === 'list' ? (
          <Button
            onClick={() => {
              setNotice(null);
              setView({ kind: 'edit', campaign: null });
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('new')}
          </Button>
        ) : null}
      </div>
      {notice ? (
        <Alert tone="success" dismissLabel={t('form.cancel')} onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {view.kind === 'edit' ? (
        <CampaignForm
          campaign={view.campaign}
          onCancel={() => setView({ kind: 'list' })}
          onSaved={(campaign) => {
            setNotice(t('form.saved'));
            // Straight to the preview: the next step is to look at it and send a test.
            setView({ kind: 'preview', id: campaign.id });
          }}
        />
      ) : null}
      {previewed ? (
        <CampaignPreviewPanel campaign={previewed} onClose={() => setView({ kind: 'list' })} />
      ) : null}
      {body}
    </section>
  );
}
