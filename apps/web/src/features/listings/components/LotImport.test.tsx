import type { LotImportJob, LotImportRefusal, LotImportResponse } from '@mariner/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { LotImport } from './LotImport.tsx';
import { LotImportReport } from './LotImportReport.tsx';

const auctionId = '11111111-1111-4111-8111-111111111111';
const importUrl = (partial: boolean) =>
  `/api/auctions/${auctionId}/lots/import?partial=${partial}&async=true`;
const jobId = '22222222-2222-4222-8222-222222222222';
const jobUrl = `/api/auctions/${auctionId}/lots/import/${jobId}`;

function showImport(
  answer: (partial: boolean) => Response,
  options: { job?: () => Response; initialEntry?: string } = {},
) {
  let imported = 0;
  const fetchMock = mockFetch((call) => {
    if (call.method === 'POST' && call.url.startsWith(`/api/auctions/${auctionId}/lots/import`)) {
      return answer(call.url.includes('partial=true'));
    }
    if (call.method === 'GET' && call.url === jobUrl && options.job) return options.job();
    return jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' });
  });
  const onImported = async () => {
    imported += 1;
  };
  const routes = [{ path: '/', element: <LotImport auctionId={auctionId} onImported={onImported} /> }];
  return {
    ...renderRoutes(routes, { initialEntries: [options.initialEntry ?? '/'], user: null }),
    ...fetchMock,
    imported: () => imported,
  };
}

const sheetFile = () => new File(['lot,title\n1,Piano\n2,\n'], 'lots.csv', { type: 'text/csv' });

const refusal: LotImportRefusal = {
  error: 'VALIDATION_ERROR',
  message: 'Some rows are wrong, so nothing was imported: fix them, or import the right rows only',
  created: 0,
  updated: 0,
  errors: [
    { row: 3, column: 'title', message: 'Lot title is required' },
    { row: 4, column: 'photos', message: 'Photo “b.png” is not in the ZIP archive' },
  ],
};

describe('LotImport, the “Import lots” step', () => {
  it('offers the template in both languages, as CSV and XLSX', async () => {
    showImport(() => jsonResponse(200, { created: 0, updated: 0, errors: [] }));
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/auctions/lots/import-template?format=csv&lang=en',
      '/api/auctions/lots/import-template?format=xlsx&lang=en',
      '/api/auctions/lots/import-template?format=csv&lang=fr',
      '/api/auctions/lots/import-template?format=xlsx&lang=fr',
    ]);
  });

  it('asks for a sheet before sending anything', async () => {
    const { user, calls } = showImport(() => jsonResponse(200, { created: 0, updated: 0, errors: [] }));
    await user.click(await screen.findByRole('button', { name: 'Import lots' }));
    expect(screen.getByLabelText(/Sheet of lots/)).toHaveAccessibleDescription(
      expect.stringContaining('Choose a CSV or XLSX sheet of lots to import'),
    );
    expect(calls).toHaveLength(0);
  });

  it('shows a refused sheet row by row, and nothing is read again', async () => {
    const { user, calls, imported } = showImport(() => jsonResponse(400, refusal));
    await user.upload(await screen.findByLabelText(/Sheet of lots/), sheetFile());
    await user.click(screen.getByRole('button', { name: 'Import lots' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal.message);
    const table = screen.getByRole('table', { name: 'Rows to fix' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', 'title', 'Lot title is required'],
      ['4', 'photos', 'Photo “b.png” is not in the ZIP archive'],
    ]);
    expect(calls.map((call) => call.url)).toEqual([importUrl(false)]);
    expect(imported()).toBe(0);
  });

  it('imports the right rows when asked, counts them and lists the rows left out', async () => {
    const answer: LotImportResponse = {
      created: 2,
      updated: 1,
      errors: [
        { row: 5, column: 'estimate low', message: 'Write an estimate in dollars, such as 1,200 or 1200.50' },
      ],
    };
    const { user, calls, imported } = showImport(() => jsonResponse(200, answer));
    await user.upload(await screen.findByLabelText(/Sheet of lots/), sheetFile());
    await user.upload(screen.getByLabelText(/Photos \(ZIP\)/), new File(['PK'], 'photos.zip'));
    await user.click(screen.getByLabelText(/Import the right rows/));
    await user.click(screen.getByRole('button', { name: 'Import lots' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Import done. Lots created: 2. Lots updated: 1. 1 problem: its row was left out.',
    );
    expect(screen.getByRole('table', { name: 'Rows left out' })).toHaveTextContent('estimate low');
    expect(calls.map((call) => call.url)).toEqual([importUrl(true)]);
    expect(imported()).toBe(1);
  });
});

const job = (overrides: Partial<LotImportJob>): LotImportJob => ({
  jobId,
  status: 'queued',
  partial: false,
  rowsTotal: 3,
  rowsDone: 0,
  created: 0,
  updated: 0,
  errors: [],
  message: null,
  createdAt: '2026-11-27T15:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

describe('LotImport, a large import run as a job (decision 031)', () => {
  it('follows the job: its id in the address, its progress, then the report and the catalogue read again', async () => {
    const states = [
      job({ status: 'running', rowsDone: 1 }),
      job({ status: 'done', rowsDone: 3, created: 3, finishedAt: '2026-11-27T15:01:00.000Z' }),
    ];
    const { user, router, imported } = showImport(() => jsonResponse(202, job({})), {
      job: () => jsonResponse(200, states.length > 1 ? states.shift() : states[0]),
    });
    await user.upload(await screen.findByLabelText(/Sheet of lots/), sheetFile());
    await user.click(screen.getByRole('button', { name: 'Import lots' }));
    expect(await screen.findByText('Import queued: its photos are stored next.')).toBeVisible();
    expect(router.state.location.search).toBe(`?importJob=${jobId}`);
    const progress = await screen.findByRole('progressbar', {
      name: 'Storing the photos: 1 of 3 rows done.',
    });
    expect(progress).toHaveAttribute('value', '1');
    expect(progress).toHaveAttribute('max', '3');
    expect(
      await screen.findByText('Import done. Lots created: 3. Lots updated: 0.', {}, { timeout: 4000 }),
    ).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(imported()).toBe(1);
  });

  it('shows the job of the address after a reload, and a failed job as a refusal row by row', async () => {
    const failed = job({
      status: 'failed',
      rowsDone: 3,
      message: 'Some rows are wrong, so nothing was imported: fix them, or import the right rows only',
      errors: [{ row: 3, column: 'photos', message: 'Photo “p2.png” is not a JPEG, PNG, GIF or WebP image' }],
      finishedAt: '2026-11-27T15:01:00.000Z',
    });
    const { calls, imported } = showImport(() => jsonResponse(500, {}), {
      initialEntry: `/?importJob=${jobId}`,
      job: () => jsonResponse(200, failed),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(failed.message ?? '');
    expect(screen.getByRole('table', { name: 'Rows to fix' })).toHaveTextContent('p2.png');
    expect(calls.map((call) => call.url)).toEqual([jobUrl]);
    expect(imported()).toBe(0);
  });
});

describe('LotImportReport', () => {
  it('says a clean import in a line, without a table', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <LotImportReport report={{ created: 3, updated: 0, errors: [] }} refused={false} message={null} />
          ),
        },
      ],
      {
        initialEntries: ['/'],
        user: null,
      },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Import done. Lots created: 3. Lots updated: 0.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
