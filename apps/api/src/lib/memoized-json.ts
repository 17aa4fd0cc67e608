import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

interface SerializedAnswer {
  body: string;
  etag: string;
}

const answers = new WeakMap<object, SerializedAnswer>();

/**
 * Sends the JSON answer built from `source`, serialised and hashed once per `source` object: a value the catalogue
 * cache hands out again and again is stringified and given its ETag only the first time. `build` must depend on
 * nothing but `source` (and what the cache key of `source` already fixes). The ETag has @fastify/etag's weak form, and
 * the plugin still answers 304 to a matching If-None-Match.
 */
export function sendMemoizedJson(reply: FastifyReply, source: object, build: () => unknown): FastifyReply {
  let answer = answers.get(source);
  if (!answer) {
    const body = JSON.stringify(build());
    answer = { body, etag: `W/"${createHash('sha1').update(body).digest('base64')}"` };
    answers.set(source, answer);
  }
  return reply.header('ETag', answer.etag).type('application/json; charset=utf-8').send(answer.body);
}
