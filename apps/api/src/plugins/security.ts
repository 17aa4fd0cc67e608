import compress from '@fastify/compress';
import cors from '@fastify/cors';
import etag from '@fastify/etag';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import fp from 'fastify-plugin';

export interface SecurityPluginOptions {
  corsOrigins: string[];
}

export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
export const CORS_REQUEST_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key', 'Accept-Language', 'If-None-Match'];

const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; object-src 'none'; frame-ancestors 'none'; base-uri 'self'";

/** Security headers, CORS, compression and revalidation (ETag) for every answer. */
export const securityPlugin = fp<SecurityPluginOptions>(
  async (app, { corsOrigins }) => {
    // helmet's middleware built once: @fastify/helmet builds it again (and re-parses the CSP) on every request.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // blob: is the admin's own chosen cover, previewed before it is uploaded (an object URL only this page can make).
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // HSTS only when the request actually came over TLS (set below).
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    });
    // What helmet sets is the same on every answer (no nonces): run it once and set its headers, not its eleven
    // middlewares, on each request (issue 29: the catalogue's cached pages are sent a few thousand times a second).
    const headers: [string, string | number | readonly string[]][] = [];
    securityHeaders(
      {} as IncomingMessage,
      { setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, value]), removeHeader: () => {} } as unknown as ServerResponse,
      (error?: unknown) => {
        if (error) throw error;
      },
    );
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });

    // Closed by default (same origin only); CORS_ORIGINS opens it to the listed origins, for every method and request header
    // the API takes (the original client edits, cancels and deletes with PATCH and DELETE, and sends its bearer token).
    await app.register(cors, {
      origin: corsOrigins.length ? corsOrigins : false,
      credentials: false,
      methods: CORS_METHODS,
      allowedHeaders: CORS_REQUEST_HEADERS,
      exposedHeaders: ['Retry-After', 'ETag'],
      maxAge: 600,
    });

    // Revalidation for the catalogue: registered before compression so it hashes the plain body; weak because the encoding may differ.
    await app.register(etag, { weak: true });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

    app.addHook('onSend', async (request, reply, payload) => {
      const url = request.url;
      if (request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https') {
        reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      }
      if (url.startsWith('/api/docs')) {
        reply.header('Content-Security-Policy', DOCS_CSP);
      } else if (url.startsWith('/api/') && request.user) {
        // An answer to a signed-in request is that person's: no shared cache may keep it, and the browser neither.
        reply.header('Cache-Control', 'private, no-store');
      } else if (url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) {
        // API answers are always revalidated, never served stale from a cache.
        reply.header('Cache-Control', 'no-cache');
      }
      return payload;
    });
  },
  { name: 'security' },
);
