import type { ManagedCategory } from '@mariner/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { CategoriesPanel, movedOrder } from './CategoriesPanel.tsx';

const SUPERADMIN = makeUser({ role: 'SUPERADMIN' });

const category = (id: string, name: string, nameFr: string, auctionCount = 0): ManagedCategory => ({
  id,
  name,
  nameFr,
  slug: name.toLowerCase(),
  sortOrder: 0,
  retired: false,
  auctionCount,
});

const BOATS = category('00000000-0000-4000-8000-000000000001', 'Boats', 'Bateaux', 3);
const SLEDS = category('00000000-0000-4000-8000-000000000002', 'Sleds', 'Traîneaux');

/** The server: the list, and each write answered as the API does. */
function api(list: ManagedCategory[] = [BOATS, SLEDS]) {
  return mockFetch((call) => {
    if (call.url === '/api/categories/manage') return jsonResponse(200, list);
    if (call.method === 'POST') {
      const body = call.body as { name: string; nameFr: string };
      if (body.name === 'Boats')
        return jsonResponse(409, {
          error: 'CONFLICT',
          message: 'Another category already has this name',
          fields: { name: 'Another category already has this name' },
        });
      return jsonResponse(201, category('00000000-0000-4000-8000-000000000003', body.name, body.nameFr));
    }
    if (call.url === '/api/categories/order') return jsonResponse(200, list);
    if (call.method === 'PUT') return jsonResponse(200, { ...BOATS, ...(call.body as object) });
    if (call.method === 'DELETE') return jsonResponse(200, { success: true, movedAuctions: 3, movedLots: 0 });
    return jsonResponse(404, {});
  });
}

function AdminProbe() {
  return <p>admin home at {useLocation().pathname}</p>;
}

function open(user = SUPERADMIN) {
  return renderRoutes(
    [
      { path: '/admin', element: <AdminProbe /> },
      { path: '/admin/categories', element: <CategoriesPanel /> },
    ],
    { initialEntries: ['/admin/categories'], user },
  );
}

const row = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^${name}`) });

describe('CategoriesPanel', () => {
  it('lists both names and the auction counts, in order', async () => {
    api();
    open();
    const boats = await screen.findByRole('listitem', { name: /^Boats/ });
    expect(within(boats).getByText('French: Bateaux')).toBeInTheDocument();
    expect(within(boats).getByText('3 auctions')).toBeInTheDocument();
    expect(within(row('Sleds')).getByText('0 auctions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Boats up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Sleds down' })).toBeDisabled();
  });

  it('checks both names before adding, and shows the server’s refusal on the field', async () => {
    const { calls } = api();
    const { user } = open();
    await screen.findByRole('listitem', { name: /^Boats/ });
    const form = screen.getByRole('region', { name: 'Add a category' });
    await user.type(within(form).getByLabelText('English name'), 'Snowmobiles');
    await user.click(within(form).getByRole('button', { name: 'Add Category' }));
    expect(await within(form).findByText('Enter the French name')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(form).getByLabelText('French name'), 'Motoneiges');
    await user.click(within(form).getByRole('button', { name: 'Add Category' }));
    expect(await within(form).findByText('Category added.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Snowmobiles',
      nameFr: 'Motoneiges',
    });

    await user.type(within(form).getByLabelText('English name'), 'Boats');
    await user.type(within(form).getByLabelText('French name'), 'Navires');
    await user.click(within(form).getByRole('button', { name: 'Add Category' }));
    expect(await within(form).findAllByText('Another category already has this name')).not.toHaveLength(0);
    expect(within(form).getByLabelText('English name')).toHaveAccessibleDescription(
      'Another category already has this name',
    );
  });

  it('renames in both languages, moves, and retires through the API', async () => {
    const { calls } = api();
    const { user } = open();
    await screen.findByRole('listitem', { name: /^Boats/ });
    await user.click(screen.getByText('Edit Boats'));
    const french = within(row('Boats')).getByLabelText('French name');
    await user.clear(french);
    await user.type(french, 'Embarcations');
    await user.click(within(row('Boats')).getByRole('button', { name: 'Save Names' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        url: `/api/categories/${BOATS.id}`,
        body: { name: 'Boats', nameFr: 'Embarcations' },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Move Sleds up' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/categories/order')?.body).toEqual({
        ids: [SLEDS.id, BOATS.id],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Retire Sleds' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === `/api/categories/${SLEDS.id}`)?.body).toEqual({
        retired: true,
      }),
    );
  });

  it('merges a used category into the chosen one after a confirmation', async () => {
    const { calls } = api();
    const { user } = open();
    await screen.findByRole('listitem', { name: /^Boats/ });
    await user.click(screen.getByText('Edit Boats'));
    const merge = within(row('Boats')).getByRole('button', { name: 'Merge and Delete' });
    expect(merge).toBeDisabled();
    await user.selectOptions(within(row('Boats')).getByLabelText('Move its auctions to'), 'Sleds');
    await user.click(merge);
    const dialog = await screen.findByRole('alertdialog', { name: 'Merge Boats into Sleds?' });
    await user.click(within(dialog).getByRole('button', { name: 'Merge and Delete' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(
        `/api/categories/${BOATS.id}?mergeInto=${SLEDS.id}`,
      ),
    );
  });

  it('sends an admin who is not a superadmin back to /admin', async () => {
    api();
    open(makeUser({ role: 'ADMIN' }));
    expect(await screen.findByText('admin home at /admin')).toBeInTheDocument();
  });

  it('swaps a category with its neighbour', () => {
    expect(movedOrder([BOATS, SLEDS], 0, 1)).toEqual([SLEDS.id, BOATS.id]);
    expect(movedOrder([BOATS, SLEDS], 0, -1)).toEqual([BOATS.id, SLEDS.id]);
  });
});
