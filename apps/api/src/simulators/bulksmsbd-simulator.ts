import { randomInt } from 'node:crypto';
import Fastify, { type FastifyPluginAsync, type FastifyRequest } from 'fastify';

/**
 * A local stand-in for BulkSMSBD's single-SMS endpoint (https://bulksmsbd.com/bulksms-api-bangladesh.php): `/api/smsapi`
 * by GET (query) or POST (form), with `api_key`, `type`, `number`, `senderid` and `message`, answering as the gateway does —
 * HTTP 200 and `{"response_code":202,"message_id":…,"success_message":"SMS Submitted Successfully","error_message":""}`, or a
 * 10xx code. It sends nothing: it keeps what it received, for the tests to read and the demo's outbox to say "sent".
 * It never runs in production.
 */

export interface BulksmsbdSimulatorOptions {
  apiKey: string;
  senderId: string;
  /** Driven by tests; a fresh one when absent. */
  state?: BulksmsbdSimulatorState;
}

export interface ReceivedSms {
  apiKey: string;
  type: string;
  number: string;
  senderId: string;
  message: string;
  method: 'GET' | 'POST';
  messageId: string;
}

export interface BulksmsbdSimulatorState {
  /** What was accepted, oldest first (the last 500). */
  readonly received: ReceivedSms[];
  /** The next `times` requests are answered HTTP 503 (a gateway down), or with this 10xx code (e.g. 1007, no balance). */
  failNext(times: number, how?: 503 | number): void;
}

const MAX_KEPT = 500;

export function createBulksmsbdSimulatorState(): BulksmsbdSimulatorState & { take(): 503 | number | undefined } {
  const failures: (503 | number)[] = [];
  return {
    received: [],
    failNext(times, how = 503) {
      for (let i = 0; i < times; i++) failures.push(how);
    },
    take: () => failures.shift(),
  };
}

function refuseInProduction(): void {
  if (process.env.NODE_ENV === 'production') throw new Error('The BulkSMSBD simulator never runs in production');
}

const refusal = (code: number, error: string) => ({ response_code: code, success_message: '', error_message: error });

export const bulksmsbdSimulator: FastifyPluginAsync<BulksmsbdSimulatorOptions> = async (app, options) => {
  refuseInProduction();
  const state = (options.state ?? createBulksmsbdSimulatorState()) as ReturnType<typeof createBulksmsbdSimulatorState>;

  // Encapsulated in this plugin: the app around it parses nothing new.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const handle = async (request: FastifyRequest) => {
    const fields = { ...(request.query as Record<string, unknown>), ...((request.body as Record<string, unknown> | undefined) ?? {}) };
    const field = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
    const failure = state.take();
    if (failure === 503) throw Object.assign(new Error('Service Unavailable'), { statusCode: 503 });
    if (failure !== undefined) return refusal(failure, 'Balance Insufficient');
    if (!field('api_key') || !field('number') || !field('senderid') || !field('message')) return refusal(1003, 'Please Required all fields');
    if (field('api_key') !== options.apiKey) return refusal(1011, 'User Id not found');
    if (field('senderid') !== options.senderId) return refusal(1002, 'sender id not correct/sender id is disabled');
    if (!/^8801[3-9]\d{8}$/.test(field('number'))) return refusal(1003, 'Invalid number');
    const messageId = String(randomInt(1_000_000, 1_000_000_000));
    state.received.push({
      apiKey: field('api_key'),
      type: field('type'),
      number: field('number'),
      senderId: field('senderid'),
      message: field('message'),
      method: request.method === 'GET' ? 'GET' : 'POST',
      messageId,
    });
    if (state.received.length > MAX_KEPT) state.received.splice(0, state.received.length - MAX_KEPT);
    return { response_code: 202, message_id: messageId, success_message: 'SMS Submitted Successfully', error_message: '' };
  };

  app.get('/api/smsapi', handle);
  app.post('/api/smsapi', handle);

  // What a number received, newest first, as its handset would show it: the demo's phones, where a reader of the demo
  // (and the browser journeys) reads a phone check's code (decision 051). The simulator reaches no real phone.
  app.get('/inbox', async (request) => {
    const digits = String((request.query as { number?: unknown }).number ?? '')
      .replace(/\D/g, '')
      .slice(-10);
    if (digits.length !== 10) return { messages: [] };
    const messages = state.received
      .filter((sms) => sms.number.endsWith(digits))
      .slice(-20)
      .reverse();
    return { messages: messages.map((sms) => ({ messageId: sms.messageId, message: sms.message })) };
  });
};

/** The simulator on its own server at 127.0.0.1 (a free port), at the root: for tests and standalone use. */
export async function startBulksmsbdSimulator(options: BulksmsbdSimulatorOptions): Promise<{ url: string; state: BulksmsbdSimulatorState; close(): Promise<void> }> {
  refuseInProduction();
  const state = options.state ?? createBulksmsbdSimulatorState();
  const app = Fastify({ logger: false });
  await app.register(bulksmsbdSimulator, { ...options, state });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, state, close: () => app.close() };
}
