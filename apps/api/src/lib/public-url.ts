import { OWN_COVER_PREFIX } from '@boipoka/shared';

/**
 * Images this server hosts are stored as paths (`/api/covers/<id>.svg`). With PUBLIC_URL set, answers carry them as
 * absolute URLs, so a client on another origin (the original React client) loads them from this server and not from its
 * own origin. Built only from the configured PUBLIC_URL, never from the request's Host header: cached answers are shared
 * by every caller, and a forged Host would otherwise be served to all of them.
 */
export class PublicUrls {
  constructor(private readonly publicUrl?: string) {}

  /** A stored image as it leaves in an answer. */
  image(stored: string): string {
    return this.publicUrl && stored.startsWith('/') ? `${this.publicUrl}${stored}` : stored;
  }

  /** An image as a client sends it back (the original client PATCHes the whole book it read): our own covers are stored as paths. */
  storedImage(sent: string): string {
    if (!this.publicUrl) return sent;
    const own = `${this.publicUrl}${OWN_COVER_PREFIX}`;
    return sent.startsWith(own) ? sent.slice(this.publicUrl.length) : sent;
  }
}
