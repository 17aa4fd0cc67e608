/**
 * The phone check (decision 051) for the browser journeys: a Taka shop asks a new phone for a code sent by SMS before
 * its first cash-on-delivery order. The shops the suite starts send their SMS to the demo's simulator of BulkSMSBD,
 * whose inbox (`/simulators/bulksmsbd/inbox?number=`) is where this reads the code, as the phone's owner would read it
 * on the handset: the API never answers it, and the admin's SMS outbox hides it. Plain fetch: global setup uses it too.
 */

/** The phone every journey in a Taka shop delivers to (support/checkout.ts fillSylhetAddress, and the API orders). */
export const JOURNEY_PHONE = '01711000000';
const DEMO_READER = { email: 'reader@boipoka.test', password: 'reader123' };

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The newest SMS the simulated handset of `phone` received. */
async function inbox(baseURL: string, phone: string): Promise<{ messageId: string; message: string }[]> {
  const answer = await json<{ messages: { messageId: string; message: string }[] }>(await fetch(`${baseURL}/simulators/bulksmsbd/inbox?number=${phone}`), 'The SMS simulator inbox');
  return answer.messages;
}

/**
 * Confirms `phone` in the shop at `baseURL` through the API, as its owner would: asks whether it needs a code (nothing to
 * do when not), has one sent, waits for the SMS worker to hand it to the simulator, and confirms it. Signs in as the demo
 * reader unless given an access token. A confirmed phone stays confirmed for every account of that shop.
 */
export async function confirmPhone(baseURL: string, phone: string, accessToken?: string): Promise<void> {
  const base = baseURL.replace(/\/$/, '');
  const token =
    accessToken ??
    (
      await json<{ data: { accessToken: string } }>(
        await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_READER) }),
        'Signing in',
      )
    ).data.accessToken;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const status = await json<{ data: { needed: boolean } }>(await fetch(`${base}/api/phone-checks?phone=${phone}`, { headers }), 'GET /api/phone-checks');
  if (!status.data.needed) return;
  const before = new Set((await inbox(base, phone)).map((sms) => sms.messageId));
  await json(await fetch(`${base}/api/phone-checks`, { method: 'POST', headers, body: JSON.stringify({ phone }) }), 'POST /api/phone-checks');
  const code = await codeReceived(base, phone, before);
  await json(await fetch(`${base}/api/phone-checks/confirm`, { method: 'POST', headers, body: JSON.stringify({ phone, code }) }), 'POST /api/phone-checks/confirm');
}

/**
 * The code of the newest SMS `phone` received that is not one of `seen` (message ids), once the shop's SMS worker (every
 * SMS_POLL_MS, 2 s by default) has handed it to the simulator.
 */
export async function codeReceived(baseURL: string, phone: string, seen: ReadonlySet<string> = new Set()): Promise<string> {
  const base = baseURL.replace(/\/$/, '');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const fresh = (await inbox(base, phone)).find((sms) => !seen.has(sms.messageId) && /\b\d{6}\b/.test(sms.message));
    if (fresh) return /\b(\d{6})\b/.exec(fresh.message)![1]!;
    if (Date.now() > deadline) throw new Error(`No code reached ${phone} within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
