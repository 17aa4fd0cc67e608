/**
 * Row p (issue 32): orders paid online. Each iteration is one reader's whole purchase with bKash: place the order
 * (`paymentMethod: 'bkash'`, the same lines as row f), start its payment (`POST /api/payments/orders/:id/start`), press
 * Pay at the provider (the simulator's `state.act(paymentID, 'pay')`, which answers the callback URL the browser is sent
 * to) and come back (`GET /api/payments/return/bkash/en?paymentID=…&status=success…`), where the server executes and
 * queries the payment at the provider and marks the order paid before answering 303 to the order's page.
 *
 * Driven by our own loop, not autocannon: autocannon sends fixed requests (each may be built from a counter, but never
 * from the previous answer), and a purchase is three requests each needing the last one's answer (the order's id, the
 * payment's id). The loop runs `connections` workers for a fixed time, each doing whole purchases one after another
 * (as many connections as row f, each a reader); at the end every worker finishes the purchase it is in, so every order
 * the row placed is expected paid: the check afterwards (checkPaidOrders) needs no slack but for requests that timed out.
 * Every request goes to the shop's server on 127.0.0.1; the simulator is in this process (`state.act` is a call).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import type { BkashSimulatorState } from '../../apps/api/src/simulators/bkash-simulator';

type Rows<T> = { rows: T[] };

/** The steps of one purchase, as counted and timed. */
export type PurchaseStep = 'order' | 'start' | 'pay' | 'return';
const STEPS: readonly PurchaseStep[] = ['order', 'start', 'pay', 'return'];

export interface PayingReadersOptions {
  /** The shop's server: http://127.0.0.1:<port>. */
  base: string;
  /** The simulator's own address (http://127.0.0.1:<port>): a redirectUrl must be its payment page. */
  simulatorUrl: string;
  state: BkashSimulatorState;
  /** One bearer token per reader; worker i is reader i % tokens.length. */
  tokens: string[];
  /** The body of the k-th order, paymentMethod 'bkash'. */
  orderBody: (k: number) => unknown;
  connections: number;
  seconds: number;
  /** Per request, as autocannon's `timeout` (10 s in run.ts). */
  timeoutMs: number;
  /** At most this many purchases are begun in a phase, whatever the machine's speed. */
  maxPurchases: number;
}

export interface PayingPhase {
  seconds: number;
  /** Purchases begun: each placed an order, was refused one (409: a scarce book sold out), or failed. */
  begun: number;
  /** Whole purchases: the order placed, started, paid and returned to with `?payment=paid`. */
  paid: number;
  /** Orders answered 201 (each must end paid). */
  placed: number;
  /** Honest 409s of the order step (a scarce book sold out): no purchase, as in row f. */
  conflicts409: number;
  /** Purchases that failed at some step (by step and what came back): any is an error of the payments path or the bench. */
  failures: Record<string, number>;
  /** Order requests with no answer (a timeout, a closed connection): such an order may be stored, unpaid. */
  ordersUnanswered: number;
  /** The first few failures, as read. */
  samples: string[];
  /** Whole purchase, ms: placing the order to the 303 of the return. */
  latency: Percentiles;
  /** Each step, ms (`pay` is the simulator's call in this process). */
  steps: Record<PurchaseStep, Percentiles>;
  /** Completed purchases a second over `seconds`. */
  rate: number;
}

export interface Percentiles {
  n: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!) : 0);
  return { n: sorted.length, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0) };
}

class StepFailed extends Error {
  constructor(
    readonly step: PurchaseStep,
    readonly what: string,
    readonly detail: string,
  ) {
    super(`${step} ${what}: ${detail}`.slice(0, 300));
  }
}

/** Runs `connections` readers buying for `seconds` (then each finishes the purchase it is in); one phase, warm-up or measured. */
export async function payingReaders(options: PayingReadersOptions, counter: { k: number }): Promise<PayingPhase> {
  const { base, state, tokens, timeoutMs } = options;
  const phase: PayingPhase = {
    seconds: options.seconds,
    begun: 0,
    paid: 0,
    placed: 0,
    conflicts409: 0,
    failures: {},
    ordersUnanswered: 0,
    samples: [],
    latency: percentiles([]),
    steps: { order: percentiles([]), start: percentiles([]), pay: percentiles([]), return: percentiles([]) },
    rate: 0,
  };
  const whole: number[] = [];
  const stepTimes: Record<PurchaseStep, number[]> = { order: [], start: [], pay: [], return: [] };
  const fail = (step: PurchaseStep, what: string, detail: string) => {
    const key = `${step} ${what}`;
    phase.failures[key] = (phase.failures[key] ?? 0) + 1;
    if (phase.samples.length < 5) phase.samples.push(`${key}: ${detail}`.slice(0, 300));
  };
  const timed = async <T>(step: PurchaseStep, fn: () => Promise<T> | T): Promise<T> => {
    const t = performance.now();
    const result = await fn();
    stepTimes[step].push(performance.now() - t);
    return result;
  };
  const request = async (step: PurchaseStep, path: string, init: RequestInit): Promise<{ status: number; body: string; location: string | null }> => {
    let res: Response;
    try {
      res = await fetch(base + path, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      if (step === 'order') phase.ordersUnanswered++;
      throw new StepFailed(step, 'no answer', (error as Error).name === 'TimeoutError' ? `none within ${timeoutMs} ms` : (error as Error).message);
    }
    return { status: res.status, body: await res.text(), location: res.headers.get('location') };
  };

  const purchase = async (k: number, token: string): Promise<void> => {
    const auth = { authorization: `Bearer ${token}` };
    const t0 = performance.now();
    // 1. The order.
    const order = await timed('order', () => request('order', '/api/orders', { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify(options.orderBody(k)) }));
    if (order.status === 409) {
      phase.conflicts409++;
      return;
    }
    if (order.status !== 201) throw new StepFailed('order', String(order.status), order.body);
    phase.placed++;
    const orderId = (JSON.parse(order.body) as { data?: { _id?: string } }).data?._id;
    if (!orderId) throw new StepFailed('order', 'no id', order.body);
    // 2. Pay with bKash: the server creates the payment at bKash and answers its page.
    const started = await timed('start', () =>
      request('start', `/api/payments/orders/${orderId}/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({ method: 'bkash', locale: 'en' }),
      }),
    );
    if (started.status !== 200) throw new StepFailed('start', String(started.status), started.body);
    const redirectUrl = (JSON.parse(started.body) as { data?: { redirectUrl?: string } }).data?.redirectUrl ?? '';
    const paymentID = redirectUrl.startsWith(`${options.simulatorUrl}/pay/`) ? redirectUrl.slice(`${options.simulatorUrl}/pay/`.length) : '';
    if (!paymentID) throw new StepFailed('start', 'not the simulator', redirectUrl);
    // 3. The reader presses Pay on bKash's page; bKash sends the browser back to the shop.
    let callback: URL;
    try {
      callback = await timed('pay', () => new URL(state.act(paymentID, 'pay')));
    } catch (error) {
      throw new StepFailed('pay', 'refused', (error as Error).message);
    }
    // The callback names the shop's public address (http://localhost:<port> while PUBLIC_URL is unset): the same server,
    // asked on 127.0.0.1. Anything else is not this shop's, and is not followed.
    if (!['localhost', '127.0.0.1'].includes(callback.hostname) || new URL(base).port !== callback.port || !callback.pathname.startsWith('/api/payments/return/bkash/')) {
      throw new StepFailed('pay', 'callback elsewhere', callback.href);
    }
    // 4. The return: the server executes and queries the payment at bKash, marks the order paid, sends the reader to it.
    const back = await timed('return', () => request('return', callback.pathname + callback.search, { method: 'GET' }));
    if (back.status !== 303) throw new StepFailed('return', String(back.status), back.body);
    const outcome = new URL(back.location ?? '/', base).searchParams.get('payment');
    if (outcome !== 'paid') throw new StepFailed('return', `payment=${outcome ?? '(none)'}`, back.location ?? '');
    whole.push(performance.now() - t0);
    phase.paid++;
  };

  const until = performance.now() + options.seconds * 1000;
  const t0 = performance.now();
  const worker = async (w: number) => {
    while (performance.now() < until && phase.begun < options.maxPurchases) {
      phase.begun++;
      const k = counter.k++;
      try {
        await purchase(k, tokens[w % tokens.length]!);
      } catch (error) {
        if (error instanceof StepFailed) fail(error.step, error.what, error.detail);
        else fail('order', 'bench error', (error as Error).message);
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, w) => worker(w)));
  // The workers finish the purchase they are in after the time is up: the rate is over the time they took.
  const elapsed = Math.max(options.seconds, (performance.now() - t0) / 1000);
  phase.rate = phase.paid / elapsed;
  phase.latency = percentiles(whole);
  for (const step of STEPS) phase.steps[step] = percentiles(stepTimes[step]);
  return phase;
}

export interface PaidCheck {
  ok: boolean;
  /** Orders of the row's readers since it began. */
  orders: number;
  /** Of them, by payment state (all must be 'paid'). */
  byState: Record<string, number>;
  /** Paid orders whose paid amount is not their total, or that have no transaction id. */
  paidWrong: number;
  /** Orders with more than one payment in state 'paid' (the schema's payments_one_paid_per_order forbids it). */
  doublePaid: number;
  /** Payments bKash took for an order already paid ('duplicate', given back): none when each reader pays once. */
  duplicates: number;
  /** The row's payments by state. */
  payments: Record<string, number>;
  /** Orders with no payment in state 'paid'. */
  unpaid: number;
  details: string[];
}

/** After row p: every order the row's readers placed is paid once, by one payment, of its whole total. */
export async function checkPaidOrders(database: Database, input: { buyerEmails: readonly string[]; since: Date; placed: number; unanswered: number }): Promise<PaidCheck> {
  const { db } = database;
  const emails = sql.join(
    input.buyerEmails.map((email) => sql`${email.toLowerCase()}`),
    sql`, `,
  );
  const mine = sql`o.user_id in (select u.id from users u where lower(u.email) in (${emails})) and o.created_at >= ${input.since.toISOString()}::timestamptz`;
  const states = ((await db.execute(sql`select o.payment_state as state, count(*)::int as n from orders o where ${mine} group by 1`)) as unknown as Rows<{ state: string; n: number }>).rows;
  const byState = Object.fromEntries(states.map((r) => [r.state, Number(r.n)]));
  const orders = states.reduce((sum, r) => sum + Number(r.n), 0);
  const perOrder = (
    (await db.execute(sql`
      select count(*) filter (where paid > 1)::int as "doublePaid",
             count(*) filter (where paid = 0)::int as unpaid,
             coalesce(sum(duplicates), 0)::int as duplicates,
             count(*) filter (where o_state = 'paid' and (paid_minor <> total_cents or transaction_id is null))::int as "paidWrong"
      from (select o.id, o.payment_state as o_state, o.paid_minor, o.total_cents, o.payment_transaction_id as transaction_id,
                   (select count(*) from payments p where p.order_id = o.id and p.state = 'paid') as paid,
                   (select count(*) from payments p where p.order_id = o.id and p.state = 'duplicate') as duplicates
            from orders o where ${mine}) t`)) as unknown as Rows<{ doublePaid: number; unpaid: number; duplicates: number; paidWrong: number }>
  ).rows[0]!;
  const payments = Object.fromEntries(
    (
      (await db.execute(sql`select p.state, count(*)::int as n from payments p join orders o on o.id = p.order_id where ${mine} group by 1 order by 1`)) as unknown as Rows<{
        state: string;
        n: number;
      }>
    ).rows.map((r) => [r.state, Number(r.n)]),
  );
  const details: string[] = [];
  const notPaid = orders - (byState.paid ?? 0);
  if (notPaid > 0) {
    const sample = (
      (await db.execute(
        sql`select o.id, o.payment_state as state, (select string_agg(p.state, ',') from payments p where p.order_id = o.id) as payments from orders o where ${mine} and o.payment_state <> 'paid' limit 5`,
      )) as unknown as Rows<{ id: string; state: string; payments: string | null }>
    ).rows;
    details.push(`${notPaid} of ${orders} orders not paid: ${sample.map((r) => `${r.id} ${r.state} (payments: ${r.payments ?? 'none'})`).join('; ')}`);
  }
  if (orders < input.placed) details.push(`${input.placed} orders answered 201 but the readers hold only ${orders}`);
  if (orders > input.placed + input.unanswered) details.push(`the readers hold ${orders} orders but only ${input.placed} answered 201 (and ${input.unanswered} unanswered)`);
  const doublePaid = Number(perOrder.doublePaid);
  const paidWrong = Number(perOrder.paidWrong);
  if (doublePaid) details.push(`${doublePaid} orders with two payments in state 'paid'`);
  if (paidWrong) details.push(`${paidWrong} paid orders whose paid amount is not their total, or with no transaction id`);
  return {
    // An order of a request that timed out may be stored and never paid: it is reported, not an error of the payments path.
    ok: notPaid <= input.unanswered && doublePaid === 0 && paidWrong === 0 && orders >= input.placed && orders <= input.placed + input.unanswered,
    orders,
    byState,
    paidWrong,
    doublePaid,
    duplicates: Number(perOrder.duplicates),
    payments,
    unpaid: Number(perOrder.unpaid),
    details,
  };
}
