import type { OutgoingSms, SmsProvider } from '../sms-provider';

export interface BulkSmsBdOptions {
  /** SMS_API_URL: https://bulksmsbd.net/api/smsapi, or the simulator's in the demo and the tests. */
  apiUrl: string;
  /** SMS_API_KEY */
  apiKey: string;
  /** SMS_SENDER_ID: the sender id BulkSMSBD approved for the account. */
  senderId: string;
  timeoutMs?: number;
}

/** What BulkSMSBD answers: `{"response_code":202,"message_id":…,"success_message":"SMS Submitted Successfully","error_message":""}`. */
interface BulkSmsBdAnswer {
  response_code?: number | string;
  message_id?: number | string | null;
  success_message?: string;
  error_message?: string;
}

/** A few of the documented codes, for the outbox's error line (the rest are shown by number). */
const CODES: Record<string, string> = {
  '1002': 'sender id not correct or disabled',
  '1003': 'a required field is missing',
  '1005': 'internal error',
  '1006': 'balance validity not available',
  '1007': 'balance insufficient',
  '1011': 'user id not found',
  '1013': 'sender id has no gateway for this api key',
};

/**
 * BulkSMSBD (bulksmsbd.net), a Bangladeshi gateway whose HTTP API is public: `api_key`, `type=text`, `number` (880…),
 * `senderid` and `message`, by GET or POST (documented at https://bulksmsbd.com/bulksms-api-bangladesh.php). We POST
 * them as a form, so the key is never in a URL a proxy logs. Code 202 is "SMS Submitted Successfully"; every other code
 * (10xx) is a refusal. The gateway picks the encoding from the text (Bangla goes as Unicode) under `type=text`.
 */
export class BulkSmsBdProvider implements SmsProvider {
  readonly name = 'bulksmsbd';

  constructor(private readonly options: BulkSmsBdOptions) {}

  async send(sms: OutgoingSms): Promise<{ messageId: string | null }> {
    const body = new URLSearchParams({
      api_key: this.options.apiKey,
      type: 'text',
      // The documented form of a number: 8801XXXXXXXXX.
      number: `88${sms.to}`,
      senderid: this.options.senderId,
      message: sms.text,
    });
    const response = await fetch(this.options.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    const raw = await response.text();
    if (!response.ok) throw new Error(`BulkSMSBD answered HTTP ${response.status}`);
    let answer: BulkSmsBdAnswer;
    try {
      answer = JSON.parse(raw) as BulkSmsBdAnswer;
    } catch {
      throw new Error(`BulkSMSBD answered something other than JSON: ${raw.slice(0, 100)}`);
    }
    const code = String(answer.response_code ?? '');
    if (code !== '202') {
      throw new Error(`BulkSMSBD refused the SMS (code ${code || 'none'}: ${answer.error_message || CODES[code] || 'no reason given'})`.slice(0, 500));
    }
    return { messageId: answer.message_id != null && answer.message_id !== '' ? String(answer.message_id) : null };
  }
}
