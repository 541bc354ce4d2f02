import type { Campaign } from '@mariner/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { campaignBody } from './CampaignForm.tsx';
import { CampaignsPanel } from './CampaignsPanel.tsx';

const campaign = (overrides: Partial<Campaign> = {}): Campaign => ({
  id: '00000000-0000-4000-8000-000000000001',
  subjectEn: 'Spring sales',
  subjectFr: 'Ventes du printemps',
  bodyEn: '# Hello',
  bodyFr: '# Bonjour',
  upcoming: null,
  status: 'draft',
  counts: { total: 0, queued: 0, sent: 0, failed: 0 },
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  sendStartedAt: null,
  sentAt: null,
  ...overrides,
});

const SENT = campaign({
  id: '00000000-0000-4000-8000-000000000002',
  subjectEn: 'Autumn sales',
  subjectFr: 'Ventes d’automne',
  status: 'sent',
  counts: { total: 12, queued: 0, sent: 11, failed: 1 },
});

function api(list: Campaign[] = [campaign(), SENT]) {
  return mockFetch((call) => {
    if (call.url === '/api/newsletter/campaigns' && call.method === 'GET')
      return jsonResponse(200, { campaigns: list, confirmedSubscribers: 42 });
    if (call.url === '/api/newsletter/campaigns' && call.method === 'POST') {
      const body = call.body as Record<string, string>;
      if (!body.subjectFr)
        return jsonResponse(400, {
          error: 'VALIDATION_ERROR',
          message: 'Please correct the highlighted fields',
          fields: { subjectFr: 'A subject is required in both languages' },
        });
      return jsonResponse(201, {
        campaign: campaign({ ...body, id: '00000000-0000-4000-8000-000000000003' }),
      });
    }
    if (call.url.includes('/preview?lang=')) {
      const lang = call.url.endsWith('fr') ? 'fr' : 'en';
      return jsonResponse(200, {
        lang,
        subject: lang === 'fr' ? 'Ventes du printemps' : 'Spring sales',
        html: `<!doctype html><html lang="${lang}"><body><h1>${lang === 'fr' ? 'Bonjour' : 'Hello'}</h1></body></html>`,
        text: lang === 'fr' ? 'Bonjour' : 'Hello',
      });
    }
    if (call.url.endsWith('/test')) return jsonResponse(202, { to: 'admin@example.ca', languages: ['fr'] });
    if (call.url.endsWith('/send')) return jsonResponse(202, { campaign: campaign({ status: 'sending' }) });
    return jsonResponse(404, {});
  });
}

const open = () => renderRoutes([{ path: '/', element: <CampaignsPanel /> }], { user: null });

describe('CampaignsPanel', () => {
  it('lists campaigns with their status and counts; only drafts can be edited or sent', async () => {
    api();
    open();
    const table = await screen.findByRole('table', { name: 'Newsletter campaigns, newest first' });
    const draft = within(table).getByRole('row', { name: /Spring sales/ });
    expect(draft).toHaveTextContent('Draft');
    expect(draft).toHaveTextContent('Not sent yet');
    expect(within(draft).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    const sent = within(table).getByRole('row', { name: /Autumn sales/ });
    expect(sent).toHaveTextContent('12 in all: 0 queued, 11 sent, 1 failed');
    expect(within(sent).queryByRole('button', { name: 'Send…' })).not.toBeInTheDocument();
    expect(within(sent).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('asks before sending, with the number of confirmed subscribers', async () => {
    const { calls } = api();
    const { user } = open();
    const row = await screen.findByRole('row', { name: /Spring sales/ });
    await user.click(within(row).getByRole('button', { name: 'Send…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send “Spring sales”?' });
    expect(dialog).toHaveTextContent('It goes to 42 confirmed subscribers, each in their language.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.url.endsWith('/send'))).toBe(false);
    await user.click(within(row).getByRole('button', { name: 'Send…' }));
    await user.click(await screen.findByRole('button', { name: 'Send Now' }));
    expect(calls.filter((call) => call.url.endsWith('/send') && call.method === 'POST')).toHaveLength(1);
  });

  it('shows the server’s field errors, then saves and opens the preview in a sandboxed frame', async () => {
    const { calls } = api();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'New Campaign' }));
    const form = screen.getByRole('form', { name: 'New campaign' });
    await user.type(within(form).getByLabelText('Subject (English)'), 'Winter');
    await user.type(within(form).getByLabelText('Message (English, Markdown)'), 'Hi');
    await user.type(within(form).getByLabelText('Message (French, Markdown)'), 'Salut');
    await user.click(within(form).getByRole('button', { name: 'Save Draft' }));
    expect(await within(form).findByText('A subject is required in both languages')).toBeInTheDocument();
    expect(within(form).getByLabelText('Subject (French)')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(form).getByLabelText('Subject (French)'), 'Hiver');
    await user.click(within(form).getByRole('button', { name: 'Save Draft' }));
    const post = calls.filter((call) => call.method === 'POST').at(-1);
    expect(post?.body).toEqual({
      subjectEn: 'Winter',
      subjectFr: 'Hiver',
      bodyEn: 'Hi',
      bodyFr: 'Salut',
      upcoming: null,
    });
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
  });

  it('previews each language in a sandboxed frame and sends a test in the language shown', async () => {
    const { calls } = api();
    const { user } = open();
    const row = await screen.findByRole('row', { name: /Spring sales/ });
    await user.click(within(row).getByRole('button', { name: 'Preview' }));
    const region = await screen.findByRole('region', { name: 'Preview: Spring sales' });
    const frame = await within(region).findByTitle('The mail as a subscriber reading English sees it');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Hello</h1>');
    await user.click(within(region).getByRole('button', { name: 'French' }));
    expect(within(region).getByRole('button', { name: 'French' })).toHaveAttribute('aria-pressed', 'true');
    const french = await within(region).findByTitle('The mail as a subscriber reading French sees it');
    expect(french.getAttribute('srcdoc')).toContain('<h1>Bonjour</h1>');
    await user.click(within(region).getByRole('button', { name: 'Send Test to Me' }));
    expect(
      await within(region).findByText('A test in French is on its way to admin@example.ca.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/test'))?.body).toEqual({ lang: 'fr' });
  });
});

describe('campaignBody', () => {
  const values = {
    subjectEn: 'a',
    subjectFr: 'b',
    bodyEn: 'c',
    bodyFr: 'd',
    upcoming: false,
    placeText: '',
    placeId: null,
    radiusKm: 50,
  };
  it('leaves the block out when it is off, and asks for a place when it is on', () => {
    expect(campaignBody(values)?.upcoming).toBeNull();
    expect(campaignBody({ ...values, upcoming: true })).toBeNull();
    expect(campaignBody({ ...values, upcoming: true, placeId: 'truro-ns', radiusKm: 25 })?.upcoming).toEqual({
      placeId: 'truro-ns',
      radiusKm: 25,
    });
  });
});
