import { randomBytes, randomInt } from 'node:crypto';
import Fastify, { type FastifyPluginAsync, type FastifyRequest } from 'fastify';

/**
 * A local stand-in for Steadfast Courier's merchant API (v1): POST /api/v1/create_order and
 * /api/v1/create_order/bulk-order, GET /api/v1/status_by_cid/:id and /api/v1/status_by_invoice/:invoice, with the
 * Api-Key and Secret-Key headers, answering as Steadfast does. A parcel moves in_review → pending → delivered (or
 * cancelled, a parcel that came back) when told to (`advance`, or POST /advance/:id in the demo), and each move is posted
 * to the shop's callback as Steadfast's notices are (Authorization: Bearer <the webhook secret>). It never runs in production.
 */

export interface SteadfastSimulatorOptions {
  apiKey: string;
  secretKey: string;
  /** The shop's callback and the secret Steadfast sends with each notice. */
  webhookUrl?: string;
  webhookSecret: string;
  /** Driven by tests; a fresh one when absent. */
  state?: SteadfastSimulatorState;
}

export interface SimulatedParcel {
  consignmentId: number;
  invoice: string;
  trackingCode: string;
  recipientName: string;
  recipientPhone: string;
  recipientAddress: string;
  codAmount: number;
  note: string;
  status: string;
}

export interface SteadfastNotice {
  body: { notification_type: 'delivery_status'; consignment_id: number; invoice: string; cod_amount: number; status: string; delivery_charge: number; tracking_message: string; updated_at: string };
  headers: { authorization: string; 'content-type': 'application/json' };
}

/** The next status of a parcel when none is asked for. */
const NEXT: Record<string, string> = { in_review: 'pending', pending: 'delivered', hold: 'pending' };
const STATUSES = ['in_review', 'pending', 'hold', 'delivered', 'partial_delivered', 'cancelled', 'unknown'] as const;

export interface SteadfastSimulatorState {
  readonly parcels: Map<number, SimulatedParcel>;
  /** The next `times` requests are answered HTTP 503. */
  failNext(times: number): void;
  /**
   * Moves the parcel to `to` (else the next status: in_review → pending → delivered) and posts the notice to the shop
   * (`deliver`, set by tests, else the webhook URL). Answers the notice sent, or undefined for an unknown parcel.
   */
  advance(consignmentId: number | string, to?: string): Promise<SteadfastNotice | undefined>;
  /** How notices reach the shop; tests point it at app.inject. */
  deliver?: (notice: SteadfastNotice) => Promise<unknown>;
}

export function createSteadfastSimulatorState(): SteadfastSimulatorState & { take(): boolean; configure(options: SteadfastSimulatorOptions): void } {
  let failures = 0;
  let options: SteadfastSimulatorOptions | undefined;
  const state: SteadfastSimulatorState & { take(): boolean; configure(options: SteadfastSimulatorOptions): void } = {
    parcels: new Map(),
    failNext(times) {
      failures += times;
    },
    take() {
      if (failures <= 0) return false;
      failures -= 1;
      return true;
    },
    configure(given) {
      options = given;
    },
    async advance(consignmentId, to) {
      const parcel = state.parcels.get(Number(consignmentId));
      if (!parcel) return undefined;
      parcel.status = to ?? NEXT[parcel.status] ?? parcel.status;
      const notice: SteadfastNotice = {
        body: {
          notification_type: 'delivery_status',
          consignment_id: parcel.consignmentId,
          invoice: parcel.invoice,
          cod_amount: parcel.codAmount,
          status: parcel.status,
          delivery_charge: 60,
          tracking_message: `Parcel is ${parcel.status}`,
          updated_at: new Date().toISOString(),
        },
        headers: { authorization: `Bearer ${options?.webhookSecret ?? ''}`, 'content-type': 'application/json' },
      };
      if (state.deliver) await state.deliver(notice);
      else if (options?.webhookUrl)
        await fetch(options.webhookUrl, { method: 'POST', headers: notice.headers, body: JSON.stringify(notice.body), signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
      return notice;
    },
  };
  return state;
}

function refuseInProduction(): void {
  if (process.env.NODE_ENV === 'production') throw new Error('The Steadfast simulator never runs in production');
}

export const steadfastSimulator: FastifyPluginAsync<SteadfastSimulatorOptions> = async (app, options) => {
  refuseInProduction();
  const state = (options.state ?? createSteadfastSimulatorState()) as ReturnType<typeof createSteadfastSimulatorState>;
  state.configure(options);

  const authorised = (request: FastifyRequest) => request.headers['api-key'] === options.apiKey && request.headers['secret-key'] === options.secretKey;
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.includes('/advance/')) return;
    if (state.take()) return reply.code(503).send({ status: 503, message: 'Service Unavailable' });
    if (!authorised(request)) return reply.code(401).send({ status: 401, message: 'Unauthorized' });
  });

  const create = (fields: Record<string, unknown>): SimulatedParcel | { errors: Record<string, string[]> } => {
    const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string).trim() : '');
    const errors: Record<string, string[]> = {};
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(text('invoice'))) errors.invoice = ['The invoice field is required.'];
    else if ([...state.parcels.values()].some((p) => p.invoice === text('invoice'))) errors.invoice = ['The invoice has already been taken.'];
    if (!text('recipient_name') || text('recipient_name').length > 100) errors.recipient_name = ['The recipient name field is required.'];
    if (!/^01\d{9}$/.test(text('recipient_phone'))) errors.recipient_phone = ['The recipient phone must be 11 digits.'];
    if (!text('recipient_address') || text('recipient_address').length > 250) errors.recipient_address = ['The recipient address field is required.'];
    const cod = Number(fields.cod_amount);
    if (!Number.isFinite(cod) || cod < 0) errors.cod_amount = ['The cod amount must be at least 0.'];
    if (Object.keys(errors).length) return { errors };
    const parcel: SimulatedParcel = {
      consignmentId: randomInt(1_000_000, 99_999_999),
      invoice: text('invoice'),
      trackingCode: randomBytes(4).toString('hex').toUpperCase(),
      recipientName: text('recipient_name'),
      recipientPhone: text('recipient_phone'),
      recipientAddress: text('recipient_address'),
      codAmount: cod,
      note: text('note'),
      status: 'in_review',
    };
    state.parcels.set(parcel.consignmentId, parcel);
    return parcel;
  };
  const consignment = (p: SimulatedParcel) => ({
    consignment_id: p.consignmentId,
    invoice: p.invoice,
    tracking_code: p.trackingCode,
    recipient_name: p.recipientName,
    recipient_phone: p.recipientPhone,
    recipient_address: p.recipientAddress,
    cod_amount: p.codAmount,
    status: p.status,
    note: p.note,
  });

  app.post('/api/v1/create_order', async (request) => {
    const made = create((request.body as Record<string, unknown> | undefined) ?? {});
    if ('errors' in made) return { status: 400, errors: made.errors };
    return { status: 200, message: 'Consignment has been created successfully.', consignment: consignment(made) };
  });

  app.post('/api/v1/create_order/bulk-order', async (request, reply) => {
    const data = (request.body as { data?: unknown } | undefined)?.data;
    const rows = typeof data === 'string' ? (JSON.parse(data) as unknown) : data;
    if (!Array.isArray(rows) || rows.length > 500) return reply.code(422).send({ status: 422, message: 'data must be a list of at most 500 orders' });
    return rows.map((row: Record<string, unknown>) => {
      const made = create(row ?? {});
      if ('errors' in made) return { ...row, consignment_id: null, tracking_code: null, status: 'error', message: Object.values(made.errors).flat().join(' ') };
      return { ...consignment(made), status: 'success' };
    });
  });

  const statusOf = (parcel: SimulatedParcel | undefined) => (parcel ? { status: 200, delivery_status: parcel.status } : { status: 404, message: 'Consignment not found' });
  app.get<{ Params: { id: string } }>('/api/v1/status_by_cid/:id', async (request) => statusOf(state.parcels.get(Number(request.params.id))));
  app.get<{ Params: { invoice: string } }>('/api/v1/status_by_invoice/:invoice', async (request) => statusOf([...state.parcels.values()].find((p) => p.invoice === request.params.invoice)));

  // The demo's hand on the parcel: what a rider's day would do, one status at a time.
  app.post<{ Params: { id: string }; Body: { status?: string } | undefined }>('/advance/:id', async (request, reply) => {
    const to = request.body?.status;
    if (to !== undefined && !(STATUSES as readonly string[]).includes(to)) return reply.code(400).send({ status: 400, message: `status must be one of ${STATUSES.join(', ')}` });
    const notice = await state.advance(request.params.id, to);
    return notice ? { status: 200, delivery_status: notice.body.status } : reply.code(404).send({ status: 404, message: 'Consignment not found' });
  });
};

/** The simulator on its own server at 127.0.0.1 (a free port), at the root: for tests and standalone use. Its base for the adapter is `${url}/api/v1`. */
export async function startSteadfastSimulator(options: SteadfastSimulatorOptions): Promise<{ url: string; state: SteadfastSimulatorState; close(): Promise<void> }> {
  refuseInProduction();
  const state = options.state ?? createSteadfastSimulatorState();
  const app = Fastify({ logger: false });
  await app.register(steadfastSimulator, { ...options, state });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, state, close: () => app.close() };
}
