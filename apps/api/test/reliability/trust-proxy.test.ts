/**
 * TRUST_PROXY (issue 29): behind a proxy that appends the address it saw to X-Forwarded-For, the client is that last
 * entry, never the first ones, which the client writes itself. With `TRUST_PROXY=true` a varying first entry used to be a
 * new address for every per-address limit (sign-in failures, argon2 attempts, registrations, mail forms, the global rate).
 */
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustProxyFrom } from '../../src/config';
import { isPrivateAddress } from '../../src/lib/trusted-proxy';
import { createUser, PASSWORD } from '../factories';
import { withFreshApp } from '../test-app';

const PROXY = '10.0.0.2';
let spoofs = 0;
/** What a client behind the proxy sends: its own made-up X-Forwarded-For, to which the proxy appends the address it saw. */
const throughProxy = (client: string, options: InjectOptions): InjectOptions => ({
  ...options,
  remoteAddress: PROXY,
  headers: { ...(options.headers as Record<string, string>), 'x-forwarded-for': `198.51.100.${++spoofs % 250}, ${client}` },
});
const failedSignIn = (email: string): InjectOptions => ({ method: 'POST', url: '/api/users/login', payload: { email, password: 'wrong-guess' } });

describe('TRUST_PROXY', () => {
  it('is read as off, one proxy (true or 1) or the proxies\u2019 addresses; a bare hop count or anything else stops the server with a clear error', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('false')).toBe(false);
    expect(trustProxyFrom('0')).toBe(false);
    expect(trustProxyFrom('true')).toBe(1);
    expect(trustProxyFrom('1')).toBe(1);
    expect(trustProxyFrom(' 10.0.0.0/8, 192.168.1.7 ,fd00::/8, loopback')).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']);
    for (const bad of ['yes please', '10.0.0.0/33', '300.1.1.1', 'proxy.example', '2']) expect(() => trustProxyFrom(bad), bad).toThrow(ConfigError);
    expect(() => trustProxyFrom('2')).toThrow(/list their addresses/);
    expect(loadConfig({ TRUST_PROXY: 'true' }, { jwtSecret: 'x'.repeat(32) }).trustProxy).toBe(1);
    // Where one proxy in front may connect from: this machine or a private network (IPv4, IPv6, IPv4-mapped).
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.1', '::1', 'fd12::3', '::ffff:10.0.0.2']) expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['203.0.113.7', '8.8.8.8', '2001:db8::1', '::ffff:8.8.8.8', 'not-an-address']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('true (one proxy): a varying first X-Forwarded-For entry does not escape the per-address sign-in limit; another real client is not blocked', () =>
    withFreshApp(
      async ({ app, db }) => {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++) statuses.push((await app.inject(throughProxy('203.0.113.7', failedSignIn(`nobody-${i}@example.test`)))).statusCode);
        expect(statuses).toEqual([401, 401, 401, 429, 429]);
        const user = await createUser(db);
        const other = await app.inject(throughProxy('203.0.113.8', { method: 'POST', url: '/api/users/login', payload: { email: user.email, password: PASSWORD } }));
        expect(other.statusCode).toBe(200);
      },
      { trustProxy: trustProxyFrom('true'), loginMaxFailuresPerIp: 3 },
    ));

  it('true (one proxy): the global rate limit counts the real client, whatever it writes first', () =>
    withFreshApp(
      async ({ app }) => {
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) statuses.push((await app.inject(throughProxy('203.0.113.9', { method: 'GET', url: '/api/site' }))).statusCode);
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
        expect((await app.inject(throughProxy('203.0.113.10', { method: 'GET', url: '/api/site' }))).statusCode).toBe(200);
      },
      { trustProxy: trustProxyFrom('true'), rateLimitMax: 5 },
    ));

  it('a list of proxies: the client is the last address not in it; a request that did not come through one is its own socket address', () =>
    withFreshApp(
      async ({ app }) => {
        // The client, then an inner proxy of the list (10.0.0.9), then the proxy that connected (10.0.0.2).
        const viaTwo = (i: number): InjectOptions => ({ ...failedSignIn(`list-${i}@example.test`), remoteAddress: PROXY, headers: { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.30, 10.0.0.9` } });
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) statuses.push((await app.inject(viaTwo(i))).statusCode);
        expect(statuses).toEqual([401, 401, 401, 429]);
        // Not from a listed proxy: X-Forwarded-For is not believed, so naming the blocked client changes nothing for it.
        const direct = await app.inject({ ...failedSignIn('direct@example.test'), remoteAddress: '198.51.100.77', headers: { 'x-forwarded-for': '203.0.113.30' } });
        expect(direct.statusCode).toBe(401);
      },
      { trustProxy: trustProxyFrom('10.0.0.0/8'), loginMaxFailuresPerIp: 3 },
    ));

  it('true: a client that reaches the shop directly from a public address is that address, whatever X-Forwarded-For it writes', () =>
    withFreshApp(
      async ({ app }) => {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++)
          statuses.push((await app.inject({ ...failedSignIn(`direct-${i}@example.test`), remoteAddress: '198.51.100.80', headers: { 'x-forwarded-for': `192.0.2.${i}` } })).statusCode);
        expect(statuses).toEqual([401, 401, 401, 429]);
      },
      { trustProxy: trustProxyFrom('true'), loginMaxFailuresPerIp: 3 },
    ));
});
