import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { AddressesPage } from './addresses-page';

const ok = (data: unknown, status = 200) => jsonResponse({ success: true, message: 'ok', data }, status);

function signIn() {
  setSession({ user: { _id: 'u1', name: 'Nusrat', email: 'nusrat@boipoka.test', role: 'user' }, accessToken: 'a', refreshToken: 'r' });
}

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

describe('My Addresses', () => {
  it('adds an address with the same fields as checkout: division → district → upazila or thana, house and road, area, landmark', async () => {
    signIn();
    let saved: unknown[] = [];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(init.body as string);
        saved = [{ _id: 'a1', isDefault: true, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z', ...body, upazila: body.upazila || null }];
        return ok(saved[0], 201);
      }
      return ok(saved);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AddressesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add address' }));

    fireEvent.change(screen.getByLabelText('Label (optional)'), { target: { value: 'Home' } });
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Nusrat Jahan' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '01712345678' } });
    fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Dhaka' } });
    await waitFor(() => expect(screen.getByLabelText('Upazila or thana')).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Upazila or thana'), { target: { value: 'dhaka/mirpur' } });
    fireEvent.change(screen.getByLabelText('House and road'), { target: { value: 'House 3, Road 8' } });
    fireEvent.change(screen.getByLabelText('Area (optional)'), { target: { value: 'Section 10' } });
    fireEvent.change(screen.getByLabelText('Postal code (optional)'), { target: { value: '১২১৬' } });
    fireEvent.change(screen.getByLabelText('Landmark (optional)'), { target: { value: 'Near the stadium' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    const card = (await screen.findByRole('heading', { name: 'Home' })).closest('article')!;
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toMatchObject({
      label: 'Home',
      name: 'Nusrat Jahan',
      phone: '01712345678',
      city: 'Dhaka',
      division: 'Dhaka',
      district: 'Dhaka',
      upazila: 'dhaka/mirpur',
      address: 'House 3, Road 8',
      area: 'Section 10',
      postalCode: '1216',
      landmark: 'Near the stadium',
    });
    expect(within(card).getByText('Section 10, Mirpur')).toBeInTheDocument();
    expect(within(card).getByText('Dhaka 1216')).toBeInTheDocument();
    expect(within(card).getByText('Landmark: Near the stadium')).toBeInTheDocument();
    // A dozen fields typed and two fetches: more than the default 5 s on a busy two-core machine.
  }, 15_000);

  it('edits a saved address with its place chosen, and asks for the district before saving', async () => {
    signIn();
    const address = {
      _id: 'a1',
      label: 'Office',
      isDefault: true,
      name: 'Nusrat Jahan',
      phone: '01712345678',
      address: 'Zindabazar Point',
      city: 'Sylhet',
      postalCode: '3100',
      division: 'Sylhet',
      district: 'Sylhet',
      upazila: 'sylhet/sylhet-sadar',
      area: '',
      landmark: '',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => ok([address]));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AddressesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit address: Office' }));
    expect(screen.getByLabelText('Division')).toHaveValue('Sylhet');
    expect(screen.getByLabelText('District')).toHaveValue('Sylhet');
    await waitFor(() => expect(screen.getByLabelText('Upazila or thana')).toHaveValue('sylhet/sylhet-sadar'));
    fireEvent.change(screen.getByLabelText('Division'), { target: { value: 'Khulna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('District is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toEqual([]);
  });
});
