import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Locale } from '../i18n/locale';
import { localizeEnvelope } from '../i18n/translate';

interface SerializedAnswer {
  body: string;
  etag: string;
}

// One serialised answer per language: the envelope's message is in the caller's language, so each has its own body and ETag.
const answers: Record<Locale, WeakMap<object, SerializedAnswer>> = { en: new WeakMap(), bn: new WeakMap() };

/**
 * Sends the JSON answer built from `source`, serialised and hashed once per `source` object: a value the catalogue
 * cache hands out again and again is stringified and given its ETag only the first time. `build` must depend on
 * nothing but `source` (and what the cache key of `source` already fixes); the envelope's message is put in the caller's
 * language, and each language's bytes are kept apart. The ETag has @fastify/etag's weak form, and
 * the plugin still answers 304 to a matching If-None-Match.
 */
export function sendMemoizedJson(reply: FastifyReply, source: object, build: () => unknown): FastifyReply {
  const locale = reply.request.locale;
  let answer = answers[locale].get(source);
  if (!answer) {
    const body = JSON.stringify(localizeEnvelope(build(), locale));
    answer = { body, etag: `W/"${createHash('sha1').update(body).digest('base64')}"` };
    answers[locale].set(source, answer);
  }
  return reply.header('ETag', answer.etag).type('application/json; charset=utf-8').send(answer.body);
}
