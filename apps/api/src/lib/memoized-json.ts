import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Locale } from '../i18n/locale';
import { localizeEnvelope } from '../i18n/translate';
import { stringBytes } from './heap-bytes';

interface SerializedAnswer {
  /**
   * The JSON as UTF-8 bytes, encoded once: sent as a string, every answer would be measured (Content-Length), copied
   * behind the headers and encoded again, a page holding Bangla (a two-byte string) at twice its length.
   */
  body: Buffer;
  etag: string;
}

// One serialised answer per language: the envelope's message is in the caller's language, so each has its own body and ETag.
const answers: Record<Locale, WeakMap<object, SerializedAnswer>> = { en: new WeakMap(), bn: new WeakMap() };

/** Each list item's JSON, kept per item object: an item the books service keeps for a row the search index holds is serialised once. */
const itemJson = new WeakMap<object, string>();

/**
 * `JSON.stringify(payload)`, with a page's items (`{ success, message, data: [...], meta, ...more }`) serialised through
 * `itemJson`. A search's page adds `search` after `meta` (issue 34): written as JSON.stringify would write it, its items
 * kept as any page's are.
 */
export function stringifyAnswer(payload: unknown): string {
  return serialize(payload).body;
}

/** The answer's JSON, and what the JSON kept per item of it takes (the items' own, whoever serialised them first). */
function serialize(payload: unknown): { body: string; itemBytes: number } {
  if (!payload || typeof payload !== 'object') return { body: JSON.stringify(payload), itemBytes: 0 };
  const { success, message, data, meta } = payload as { success?: unknown; message?: unknown; data?: unknown; meta?: unknown };
  const keys = Object.keys(payload);
  const isPage = keys.length >= 4 && keys[0] === 'success' && keys[1] === 'message' && keys[2] === 'data' && keys[3] === 'meta';
  if (!isPage || !Array.isArray(data)) return { body: JSON.stringify(payload), itemBytes: 0 };
  let itemBytes = 0;
  const items = data.map((item: unknown) => {
    if (!item || typeof item !== 'object') return JSON.stringify(item);
    let json = itemJson.get(item);
    if (json === undefined) {
      json = JSON.stringify(item);
      itemJson.set(item, json);
    }
    itemBytes += stringBytes(json);
    return json;
  });
  // What follows `meta`, as JSON.stringify writes an object's further keys (one whose value it leaves out is left out).
  const more = keys.length > 4 ? JSON.stringify(Object.fromEntries(keys.slice(4).map((key) => [key, (payload as Record<string, unknown>)[key]]))).slice(1, -1) : '';
  return { body: `${JSON.stringify({ success, message }).slice(0, -1)},"data":[${items.join(',')}],"meta":${JSON.stringify(meta)}${more ? `,${more}` : ''}}`, itemBytes };
}

/** A serialised answer's bookkeeping besides its body: the answer object, its ETag, its place in the weak map. */
const ANSWER_OVERHEAD = 160;

/**
 * Sends the JSON answer built from `source`, serialised and hashed once per `source` object: a value the catalogue
 * cache hands out again and again is stringified and given its ETag only the first time. `build` must depend on
 * nothing but `source` (and what the cache key of `source` already fixes); the envelope's message is put in the caller's
 * language, and each language's bytes are kept apart. The ETag has @fastify/etag's weak form, and
 * the plugin still answers 304 to a matching If-None-Match.
 *
 * What is kept lives as long as `source` does; `kept` is told how many bytes that is (the body, and the first time the
 * JSON kept for the page's items too), so a cache holding `source` counts them against its budget.
 */
export function sendMemoizedJson(reply: FastifyReply, source: object, build: () => unknown, kept?: (source: object, bytes: number) => void): FastifyReply {
  const locale = reply.request.locale;
  let answer = answers[locale].get(source);
  if (!answer) {
    const first = !Object.values(answers).some((byLocale) => byLocale.has(source));
    const { body, itemBytes } = serialize(localizeEnvelope(build(), locale));
    // A buffer of its own (Buffer.from would cut a short answer from a shared 8 KB slab and keep all of it alive).
    const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(body, 'utf8'));
    bytes.write(body, 'utf8');
    answer = { body: bytes, etag: `W/"${createHash('sha1').update(bytes).digest('base64')}"` };
    answers[locale].set(source, answer);
    kept?.(source, ANSWER_OVERHEAD + bytes.length + (first ? itemBytes : 0));
  }
  return reply.header('ETag', answer.etag).type('application/json; charset=utf-8').send(answer.body);
}
