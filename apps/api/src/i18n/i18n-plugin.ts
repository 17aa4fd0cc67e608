import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Locale, negotiateLocale } from './locale';
import { localizeEnvelope } from './translate';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language, negotiated from `Accept-Language` (i18n/locale.ts). */
    readonly locale: Locale;
  }
}

/** The language of a request, also for one no plugin has seen (a URL refused before routing). */
export function localeOf(request: FastifyRequest): Locale {
  return (request as { locale?: Locale }).locale ?? negotiateLocale(request.headers['accept-language']);
}

/** Marks an answer as depending on the caller's language, for browsers and shared caches. */
export function varyOnLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader('Vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(accept-language|\*)\s*(,|$)/i.test(current)) return;
  reply.header('Vary', current ? `${current}, Accept-Language` : 'Accept-Language');
}

/**
 * Every API answer in the caller's language: `request.locale`, `Vary: Accept-Language` and `Content-Language` on API answers, and the
 * success envelope's message translated on its way out. Failures are translated by the error handler's `send`, the
 * catalogue's pre-serialised reads by `sendMemoizedJson`.
 */
const NEGOTIATED = Symbol('negotiated locale');

export const i18nPlugin = fp(
  async (app) => {
    app.decorateRequest('locale', {
      // Asked several times per request (headers, the envelope, mails): the header is read once.
      getter(this: FastifyRequest & { [NEGOTIATED]?: Locale }) {
        return (this[NEGOTIATED] ??= negotiateLocale(this.headers['accept-language']));
      },
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.startsWith('/api/')) {
        varyOnLanguage(reply);
        reply.header('Content-Language', request.locale);
      }
      done();
    });
    app.addHook('preSerialization', (request: FastifyRequest, _reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      done(null, localizeEnvelope(payload, request.locale));
    });
  },
  { name: 'i18n' },
);
