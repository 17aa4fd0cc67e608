import type { ApiFailure, FieldError, PageMeta } from '@boipoka/shared';
import { clearSession, getSession, updateSessionTokens } from './session';
import { currentLocale } from './i18n';

/** An answer of the API that was not a success, with its status and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Thrown before any call when an authorised call has no stored token (SPEC §7: show a message, make no call). */
export class MissingTokenError extends Error {
  constructor() {
    super('Authentication token not found. Please log in again.');
    this.name = 'MissingTokenError';
  }
}

export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
  meta?: PageMeta;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const API_BASE = '/api';

/**
 * How requests leave: the browser's fetch, or on the server (rendering a page) a call into the API in the same
 * process, so the page's data goes through the same routes, validation and serialisation as the browser's.
 */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;
let apiFetch: ApiFetch = (url, init) => fetch(url, init);

export function setApiFetch(next: ApiFetch): void {
  apiFetch = next;
}

let refreshInFlight: Promise<boolean> | null = null;

/** One refresh at a time: concurrent 401s wait for the same rotation instead of racing (and revoking) each other. */
function refreshTokens(): Promise<boolean> {
  refreshInFlight ??= (async () => {
    const session = getSession();
    if (!session) return false;
    try {
      const response = await apiFetch(`${API_BASE}/users/refresh-token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': currentLocale() },
        body: JSON.stringify({ refreshToken: session.refreshToken }),
      });
      if (!response.ok) return false;
      const envelope = (await response.json()) as ApiEnvelope<{ accessToken: string; refreshToken: string }>;
      updateSessionTokens(envelope.data);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function send(path: string, request: ApiRequest): Promise<Response> {
  // The server answers its messages in the page's language.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale(), ...request.headers };
  // A FormData body (a file) is sent as the browser encodes it, multipart with its boundary; anything else as JSON.
  const multipart = typeof FormData !== 'undefined' && request.body instanceof FormData;
  if (request.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (request.auth) {
    const token = getSession()?.accessToken;
    if (!token) throw new MissingTokenError();
    headers.Authorization = `Bearer ${token}`;
  }
  return apiFetch(`${API_BASE}${path}`, {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : multipart ? (request.body as FormData) : JSON.stringify(request.body),
    signal: request.signal,
  });
}

async function readEnvelope(response: Response): Promise<ApiEnvelope<unknown> | ApiFailure | null> {
  try {
    return (await response.json()) as ApiEnvelope<unknown> | ApiFailure;
  } catch {
    return null;
  }
}

/**
 * Calls the API and returns the whole envelope. An expired access token is refreshed once and the call retried;
 * when that fails the session is cleared (the shopper is signed out cleanly).
 */
async function sendRefreshingOnce(path: string, request: ApiRequest): Promise<Response> {
  let response = await send(path, request);
  if (response.status === 401 && request.auth && getSession()) {
    if (await refreshTokens()) response = await send(path, request);
    else clearSession();
  }
  return response;
}

export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<ApiEnvelope<T>> {
  const response = await sendRefreshingOnce(path, request);
  const envelope = await readEnvelope(response);
  if (!response.ok || !envelope || envelope.success === false) {
    const failure = envelope as ApiFailure | null;
    throw new ApiError(response.status, failure?.message ?? response.statusText, failure?.errors ?? [], failure?.message);
  }
  return envelope as ApiEnvelope<T>;
}

/** A file the API answers with (a CSV export), with the same token handling; the name the server gave it, if any. */
export async function apiFile(path: string, request: ApiRequest = {}): Promise<{ blob: Blob; filename: string | undefined }> {
  const response = await sendRefreshingOnce(path, request);
  if (!response.ok) {
    const failure = (await readEnvelope(response)) as ApiFailure | null;
    throw new ApiError(response.status, failure?.message ?? response.statusText, failure?.errors ?? [], failure?.message);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), filename };
}

/** The `data` of a successful answer. */
export async function apiData<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiRequest<T>(path, request)).data;
}

/** The message a person should read for a failed call: the server's when it gave one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof MissingTokenError) return error.message;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

export function toQueryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
