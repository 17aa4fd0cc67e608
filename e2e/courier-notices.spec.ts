import type { APIRequestContext } from '@playwright/test';
import type { OrderDetail, OutboxSms } from '@boipoka/shared';
import {
  apiBase,
  baseUrl,
  bearer,
  bookViaApi,
  createBookAsAdmin,
  DEMO_ADMIN,
  expect,
  loginViaApi,
  processingCodOrderInTaka,
  registerUser,
  saveElementScreenshot,
  saveScreenshot,
  signInInBrowser,
  test,
  uniqueEmail,
  useTakaShop,
} from './support/fixtures';
import { JOURNEY_PHONE } from './support/phone-check';

// Steadfast collects Taka only: the parcels travel from the Taka shop, through the demo's simulator of Steadfast.
useTakaShop();

async function orderOf(request: APIRequestContext, token: { accessToken: string }, id: string): Promise<OrderDetail> {
  const response = await request.get(apiBase(`/orders/${id}`), { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: OrderDetail }).data;
}

/** The simulator's hand on a parcel, as the courier's day would move it: it posts Steadfast's notice back to the shop. */
async function courierMoves(request: APIRequestContext, consignmentId: string, status: 'delivered' | 'cancelled'): Promise<void> {
  const response = await request.post(`${baseUrl()}/simulators/steadfast/advance/${consignmentId}`, { data: { status } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Issue 33's parcels after the hand-over: Steadfast's notices (from the demo's simulator, authenticated with the shop's
 * webhook secret and checked against the courier's own status) move one parcel to delivered — cash collected, the order
 * completed — and bring the other back — the order cancelled with its reason, its book back in stock, the reader and the
 * owner told. The reader, in Bangla on a phone, follows the first on /bn/track with its number and phone; the SMS of
 * every step wait in the outbox in her language with their segment counts.
 */
test('the courier delivers one parcel and brings the other back; the reader tracks hers and every step is an SMS in Bangla', async ({ page, request, browser }) => {
  test.setTimeout(150_000);
  const book = await createBookAsAdmin(request, { title: 'Notice Journey Nakshi Kanthar Math', quantity: 10, price: 300 });
  const email = uniqueEmail('notices');
  await registerUser(request, { name: 'Shirin Akter', email, password: 'Boipoka#2026' }, 'bn');
  const reader = await loginViaApi(request, email, 'Boipoka#2026');
  const admin = await loginViaApi(request, DEMO_ADMIN.email, DEMO_ADMIN.password);

  const orders: { id: string; number: string }[] = [];
  for (const house of [7, 9]) {
    orders.push(await processingCodOrderInTaka(request, { customer: reader, admin }, { bookId: book._id, name: 'শিরিন আক্তার', email, phone: JOURNEY_PHONE, address: `বাসা ${house}, জিন্দাবাজার` }));
  }
  expect((await bookViaApi(request, book._id)).quantity).toBe(8);

  // Booked with Steadfast in one request, handed over in one.
  const booked = await request.post(apiBase('/admin/couriers/bookings'), { headers: bearer(admin), data: { courier: 'steadfast', parcels: orders.map(({ id }) => ({ orderId: id })) } });
  expect(booked.status(), await booked.text()).toBe(200);
  expect((await request.post(apiBase('/admin/couriers/handed-over'), { headers: bearer(admin), data: { orderIds: orders.map(({ id }) => id) } })).ok()).toBe(true);
  const consignments: string[] = [];
  for (const { id } of orders) {
    const withCourier = (await orderOf(request, admin, id)).fulfilment.find((step) => step.step === 'with_courier');
    expect(withCourier?.consignmentId).toBeTruthy();
    consignments.push(withCourier!.consignmentId!);
  }
  const [delivered, returned] = orders as [{ id: string; number: string }, { id: string; number: string }];

  // The courier's notices: the first parcel delivered with its cash, the second refused at the door and brought back.
  await courierMoves(request, consignments[0]!, 'delivered');
  await courierMoves(request, consignments[1]!, 'cancelled');
  await expect.poll(async () => (await orderOf(request, admin, delivered.id)).status).toBe('completed');
  const done = await orderOf(request, admin, delivered.id);
  expect(done.fulfilment.map((step) => step.step)).toEqual(['packed', 'with_courier', 'delivered']);
  expect(done.fulfilment.at(-1)!.cashCollected).toBe(420);
  await expect.poll(async () => (await orderOf(request, admin, returned.id)).status).toBe('cancelled');
  expect((await orderOf(request, admin, returned.id)).fulfilment.at(-1)).toMatchObject({ step: 'returned' });
  // The returned parcel's book is back on the shelf; the delivered one's is not.
  expect((await bookViaApi(request, book._id)).quantity).toBe(9);

  // A notice that arrives again changes nothing.
  await courierMoves(request, consignments[1]!, 'cancelled');
  expect((await orderOf(request, admin, returned.id)).fulfilment.filter((step) => step.step === 'returned')).toHaveLength(1);
  expect((await bookViaApi(request, book._id)).quantity).toBe(9);

  // The owner's bell says the parcel came back.
  const owner = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInInBrowser(owner, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await owner.goto('/');
  await owner.getByRole('button', { name: /^Notifications, / }).click();
  const returnedNotice = owner.getByRole('link', { name: new RegExp(`The courier brought back the parcel of order ${returned.number} from শিরিন আক্তার`) });
  await expect(returnedNotice).toBeVisible();
  await saveElementScreenshot(owner.getByRole('region', { name: /^Notifications, / }), 'courier-notices-owner-bell-1280');

  // The owner reads the SMS tab: every step's SMS to the reader's phone, in Bangla, with its segment count.
  await owner.goto('/bn/dashboard/outbox');
  await owner.getByRole('button', { name: 'এসএমএস', exact: true }).click();
  await expect(owner.getByText(`অর্ডার ${delivered.number}`).first()).toBeVisible();
  await saveScreenshot(owner, 'courier-notices-sms-outbox-bn-1280');
  await owner.close();
  const outbox = await request.get(apiBase('/admin/sms-outbox?limit=100'), { headers: bearer(admin) });
  const sms = ((await outbox.json()) as { data: OutboxSms[] }).data.filter((row) => row.to.endsWith(JOURNEY_PHONE.slice(1)) && orders.some(({ number }) => row.text.includes(number)));
  const kindsOf = (number: string) =>
    sms
      .filter((row) => row.text.includes(number))
      .map((row) => row.kind)
      .sort();
  expect(kindsOf(delivered.number)).toEqual(['order-delivered', 'order-placed', 'order-with-courier']);
  expect(kindsOf(returned.number)).toEqual(['order-placed', 'order-returned', 'order-with-courier']);
  for (const row of sms) {
    expect(row.locale).toBe('bn');
    expect(row.encoding).toBe('UCS-2');
    expect(row.segments).toBeGreaterThanOrEqual(1);
    expect(row.segments).toBeLessThanOrEqual(2);
  }

  // The reader, in Bangla on a phone, follows the delivered parcel with its number and her phone: its steps, nothing else.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/bn/track');
  await page.getByLabel('অর্ডার নম্বর').fill(delivered.number);
  await page.getByLabel('ফোন নম্বর').fill(JOURNEY_PHONE);
  await page.getByRole('button', { name: 'খোঁজ নিন' }).click();
  await expect(page.getByText('পৌঁছে দেওয়া হয়েছে').first()).toBeVisible();
  await expect(page.getByText('জিন্দাবাজার')).toHaveCount(0);
  await expect(page.getByText('শিরিন আক্তার')).toHaveCount(0);
  await saveScreenshot(page, 'courier-notices-track-bn-360');

  // Her bell, in Bangla: the returned order is cancelled.
  await signInInBrowser(page, email, 'Boipoka#2026');
  await page.goto('/bn');
  await page.getByRole('button', { name: /^বিজ্ঞপ্তি, / }).click();
  await expect(page.getByRole('region', { name: /^বিজ্ঞপ্তি, / })).toContainText(returned.number);
  await saveElementScreenshot(page.getByRole('region', { name: /^বিজ্ঞপ্তি, / }), 'courier-notices-reader-bell-bn-360');
});
