import {
  type CampaignInput,
  CampaignListResponse,
  CampaignPreview,
  CampaignResponse,
  CampaignTestResponse,
  type Locale,
} from '@mariner/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Issue 31 item 4: the admins' newsletter campaign calls. */
export const campaignKeys = {
  all: ['admin', 'newsletter-campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  preview: (id: string, lang: Locale, version: string) =>
    [...campaignKeys.all, 'preview', id, lang, version] as const,
};

const dev = import.meta.env.DEV;

/** While a campaign is sending, its counts are read again every few seconds. */
export const SENDING_REFRESH_MS = 3_000;

export const campaignsQueryOptions = () =>
  queryOptions({
    queryKey: campaignKeys.list(),
    queryFn: ({ signal }) =>
      apiFetch('/api/newsletter/campaigns', { schema: dev ? CampaignListResponse : undefined, signal }),
    refetchInterval: (query) =>
      query.state.data?.campaigns.some((campaign) => campaign.status === 'sending')
        ? SENDING_REFRESH_MS
        : false,
  });

export const useCampaigns = () => useQuery(campaignsQueryOptions());

/** The preview of a saved campaign; `version` (its updatedAt) makes an edit load a fresh one. */
export const useCampaignPreview = (id: string, lang: Locale, version: string) =>
  useQuery({
    queryKey: campaignKeys.preview(id, lang, version),
    queryFn: ({ signal }) =>
      apiFetch(`/api/newsletter/campaigns/${id}/preview?lang=${lang}`, {
        schema: dev ? CampaignPreview : undefined,
        signal,
      }),
  });

const saveCampaign = ({ id, body }: { id: string | null; body: CampaignInput }) =>
  apiFetch(id ? `/api/newsletter/campaigns/${id}` : '/api/newsletter/campaigns', {
    method: id ? 'PUT' : 'POST',
    body,
    schema: dev ? CampaignResponse : undefined,
  });

const sendTest = ({ id, lang }: { id: string; lang: Locale }) =>
  apiFetch(`/api/newsletter/campaigns/${id}/test`, {
    method: 'POST',
    body: { lang },
    schema: dev ? CampaignTestResponse : undefined,
  });

const sendCampaign = (id: string) =>
  apiFetch(`/api/newsletter/campaigns/${id}/send`, {
    method: 'POST',
    schema: dev ? CampaignResponse : undefined,
  });

function useCampaignMutation<Input, Output>(name: string, mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...campaignKeys.all, name],
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.list() }),
  });
}

export const useSaveCampaign = () => useCampaignMutation('save', saveCampaign);
export const useSendCampaignTest = () =>
  useMutation({ mutationKey: [...campaignKeys.all, 'test'], mutationFn: sendTest });
export const useSendCampaign = () => useCampaignMutation('send', sendCampaign);
