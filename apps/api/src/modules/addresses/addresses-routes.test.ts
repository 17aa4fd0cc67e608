import { describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const HOME = { label: 'Home', name: 'Rahim Uddin', phone: '+880 1712-345678', address: '12 Road 5, Dhanmondi', city: 'ঢাকা', postalCode: '1205' };
const OFFICE = { label: 'Office', name: 'Rahim Uddin', phone: '01811111111', address: '3 Lake Road', city: 'Chittagong', postalCode: '4000' };

describe('saved addresses (/api/addresses)', () => {
  const ctx = useTestApp();

  const list = async (who: SignedIn) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/addresses', headers: who.auth });
    expect(res.statusCode).toBe(200);
    return res.json().data as { _id: string; label: string; phone: string; city: string; isDefault: boolean }[];
  };
  const create = (who: SignedIn, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/addresses', headers: { ...who.auth, ...headers }, payload });

  it('needs a signed-in caller (401) for every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/addresses'],
      ['POST', '/api/addresses'],
      ['PATCH', `/api/addresses/${id}`],
      ['DELETE', `/api/addresses/${id}`],
      ['POST', `/api/addresses/${id}/default`],
    ] as const) {
      expect((await ctx.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : HOME })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('the first address is the default; the phone and district are stored as checkout stores them', async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const res = await create(reader, HOME);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      label: 'Home',
      phone: '01712345678',
      city: 'Dhaka',
      postalCode: '1205',
      isDefault: true,
      division: 'Dhaka',
      district: 'Dhaka',
      upazila: null,
      area: '',
      landmark: '',
    });
    const second = (await create(reader, OFFICE)).json().data;
    expect(second).toMatchObject({ city: 'Chattogram', isDefault: false });
    expect((await list(reader)).map((a) => [a.label, a.isDefault])).toEqual([
      ['Home', true],
      ['Office', false],
    ]);
  });

  it('exactly one default: marking another, creating one as default, deleting the default', async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const home = (await create(reader, HOME)).json().data;
    const office = (await create(reader, OFFICE)).json().data;
    const marked = await ctx.app.inject({ method: 'POST', url: `/api/addresses/${office._id}/default`, headers: reader.auth });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.isDefault).toBe(true);
    expect((await list(reader)).map((a) => [a.label, a.isDefault])).toEqual([
      ['Office', true],
      ['Home', false],
    ]);
    const parents = (await create(reader, { ...HOME, label: 'Parents', isDefault: true })).json().data;
    expect((await list(reader)).filter((a) => a.isDefault).map((a) => a._id)).toEqual([parents._id]);

    // Deleting the default makes the newest left the default.
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/addresses/${parents._id}`, headers: reader.auth })).statusCode).toBe(200);
    expect((await list(reader)).filter((a) => a.isDefault).map((a) => a.label)).toEqual(['Office']);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/addresses/${home._id}`, headers: reader.auth })).statusCode).toBe(200);
    expect((await list(reader)).map((a) => [a.label, a.isDefault])).toEqual([['Office', true]]);
  });

  it('edits one field at a time, checked as at checkout', async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const home = (await create(reader, HOME)).json().data;
    const edited = await ctx.app.inject({ method: 'PATCH', url: `/api/addresses/${home._id}`, headers: reader.auth, payload: { city: 'sylhet', postalCode: '3100' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ label: 'Home', city: 'Sylhet', postalCode: '3100', phone: '01712345678', isDefault: true });
    const bad = await ctx.app.inject({ method: 'PATCH', url: `/api/addresses/${home._id}`, headers: reader.auth, payload: { phone: '12345' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'phone', message: 'Please enter a Bangladeshi mobile number, like 01712345678' }]);
    const empty = await ctx.app.inject({ method: 'PATCH', url: `/api/addresses/${home._id}`, headers: reader.auth, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect((await list(reader))[0]).toMatchObject({ city: 'Sylhet', phone: '01712345678' });
  });

  it.each([
    [{ phone: '01212345678' }, 'phone', 'Please enter a Bangladeshi mobile number, like 01712345678', 'বাংলাদেশের একটি মোবাইল নম্বর দিন, যেমন ০১৭১২৩৪৫৬৭৮'],
    [{ city: 'Mirpur DOHS' }, 'city', 'Please choose one of the 64 districts', '৬৪টি জেলার একটি বেছে নিন'],
    [{ name: '  ' }, 'name', 'Full Name is required', 'পুরো নাম দিন'],
    [{ address: '' }, 'address', 'Street Address is required', 'ঠিকানা দিন'],
    [{ postalCode: '12050' }, 'postalCode', 'Postal code must be 4 digits', 'পোস্ট কোড ৪ অঙ্কের হতে হবে'],
    [{ district: 'Dhaka', upazila: 'sylhet/sylhet-sadar' }, 'upazila', 'Please choose an upazila or thana of the district', 'জেলাটির একটি উপজেলা বা থানা বেছে নিন'],
    [{ division: 'Sylhet', district: 'Dhaka' }, 'district', 'The district is not in this division', 'জেলাটি এই বিভাগের নয়'],
    [{ landmark: 'x'.repeat(201) }, 'landmark', 'Landmark must be at most 200 characters', 'কাছের চেনা জায়গা সর্বোচ্চ ২০০ অক্ষরের হতে পারে'],
    [{ label: 'x'.repeat(41) }, 'label', 'Label must be at most 40 characters', 'ঠিকানার নাম সর্বোচ্চ ৪০ অক্ষরের হতে পারে'],
  ])('refuses %j with 400 naming the field, in English and Bangla, and saves nothing', async (change, path, english, bangla) => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const res = await create(reader, { ...HOME, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path, message: english }]);
    const bn = await create(reader, { ...HOME, ...change }, { 'accept-language': 'bn' });
    expect(bn.json().errors).toEqual([{ path, message: bangla }]);
    expect(await list(reader)).toEqual([]);
  });

  it('keeps the place a courier finds: division, district, upazila or city thana, area, landmark; the postal code optional', async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const place = {
      label: 'Flat',
      name: 'Rahim Uddin',
      phone: '01712345678',
      address: 'House 7, Road 27',
      division: 'ঢাকা',
      district: 'ঢাকা',
      upazila: 'ধানমন্ডি',
      area: 'Dhanmondi 27',
      landmark: 'Behind Rapa Plaza',
    };
    const res = await create(reader, place);
    expect(res.statusCode).toBe(201);
    const saved = res.json().data;
    expect(saved).toMatchObject({ city: 'Dhaka', postalCode: '', division: 'Dhaka', district: 'Dhaka', upazila: 'dhaka/dhanmondi', area: 'Dhanmondi 27', landmark: 'Behind Rapa Plaza' });
    expect((await list(reader))[0]).toMatchObject({ upazila: 'dhaka/dhanmondi', area: 'Dhanmondi 27', landmark: 'Behind Rapa Plaza' });

    // A new district replaces the whole place: the old district's thana goes with it.
    const moved = await ctx.app.inject({ method: 'PATCH', url: `/api/addresses/${saved._id}`, headers: reader.auth, payload: { district: 'Sylhet', postalCode: '৩১০০' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ city: 'Sylhet', division: 'Sylhet', district: 'Sylhet', upazila: null, postalCode: '3100', area: 'Dhanmondi 27', landmark: 'Behind Rapa Plaza' });
    const cleared = await ctx.app.inject({ method: 'PATCH', url: `/api/addresses/${saved._id}`, headers: reader.auth, payload: { landmark: '', upazila: 'sylhet/sylhet-sadar', district: 'Sylhet' } });
    expect(cleared.json().data).toMatchObject({ landmark: '', upazila: 'sylhet/sylhet-sadar', postalCode: '3100' });
  });

  it('keeps at most 10 addresses (409)', async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    for (let i = 0; i < 10; i++) expect((await create(reader, { ...HOME, label: `Place ${i}` })).statusCode).toBe(201);
    const eleventh = await create(reader, HOME);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toEqual({ success: false, message: 'You can keep at most 10 addresses' });
    expect(await list(reader)).toHaveLength(10);
  });

  it("another reader's address does not exist (404): not listed, not edited, not made default, not deleted", async () => {
    const owner = await createSignedInUser(ctx.app, ctx.db);
    const other = await createSignedInUser(ctx.app, ctx.db);
    const home = (await create(owner, HOME)).json().data;
    await create(other, OFFICE);
    expect((await list(other)).map((a) => a.label)).toEqual(['Office']);
    for (const request of [
      { method: 'PATCH' as const, url: `/api/addresses/${home._id}`, payload: { label: 'Mine now' } },
      { method: 'POST' as const, url: `/api/addresses/${home._id}/default` },
      { method: 'DELETE' as const, url: `/api/addresses/${home._id}` },
      { method: 'DELETE' as const, url: '/api/addresses/not-an-id' },
    ]) {
      const res = await ctx.app.inject({ ...request, headers: other.auth });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Address not found' });
    }
    expect(await list(owner)).toEqual([expect.objectContaining({ label: 'Home', isDefault: true })]);
    expect((await list(other)).map((a) => [a.label, a.isDefault])).toEqual([['Office', true]]);
  });
});
