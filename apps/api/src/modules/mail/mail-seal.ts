import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What a sealed mail holds: the body as it must reach its recipient (with the secret link the outbox does not show). */
export interface SealedBody {
  html: string;
  text: string;
}

const VERSION = 'v1';

/**
 * Seals the deliverable body of a mail whose link is a key to an account (a password reset) in the outbox row, with
 * AES-256-GCM under a key derived from JWT_SECRET (HKDF, its own label: the key signs nothing and opens nothing else).
 * MailService seals; only MailWorker opens, just before handing the mail to SMTP, and the row's sealed copy is dropped
 * once the mail is sent or given up. The outbox page, its API and a database dump see the redacted copy only.
 */
export class MailSeal {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'boipoka', 'mail-outbox-seal v1', 32));
  }

  seal(body: SealedBody): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
  }

  /** The body, or an error when it was sealed under another secret or changed. */
  open(sealed: string): SealedBody {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('sealed mail in an unknown format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const json = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    const body = JSON.parse(json) as SealedBody;
    if (typeof body.html !== 'string' || typeof body.text !== 'string') throw new Error('sealed mail without a body');
    return body;
  }
}
