import { describe, expect, it } from 'vitest';
import { MemoryFailureStore } from '../../lib/failure-store';
import { LoginThrottle } from './login-throttle';

/** Counters held (read from the store itself). */
const held = (store: MemoryFailureStore) => (store as unknown as { windows: { size: number } }).windows.size;

describe('MemoryFailureStore', () => {
  it('counts within a window and forgets the count once the window is over', async () => {
    const store = new MemoryFailureStore();
    expect((await store.increment('i:1.2.3.4', 1000, 0)).count).toBe(1);
    expect((await store.increment('i:1.2.3.4', 1000, 500)).count).toBe(2);
    expect(await store.get('i:1.2.3.4', 1000)).toBeNull();
    expect((await store.increment('i:1.2.3.4', 1000, 1000)).count).toBe(1);
  });

  it('stays within its bytes however many addresses come, keeping the counters still in use', async () => {
    const store = new MemoryFailureStore(64 * 1024);
    for (let i = 0; i < 50; i += 1) await store.increment('i:203.0.113.9', 60_000, 0);
    // Fifty thousand addresses, each counted once (IPv6 gives one client as many), the attacker's own counter hit between.
    for (let i = 0; i < 50_000; i += 1) {
      await store.increment(`i:2001:db8::${i.toString(16)}`, 60_000, 0);
      if (i % 100 === 0) await store.get('i:203.0.113.9', 0);
    }
    expect(held(store)).toBeLessThan(1_000);
    expect((await store.get('i:203.0.113.9', 0))?.count).toBe(50);
  });

  it('keeps the sign-in limit of an address that keeps trying while others come and go', async () => {
    const store = new MemoryFailureStore(64 * 1024);
    let now = 0;
    const throttle = new LoginThrottle(store, {
      maxFailuresPerAccount: 3,
      maxFailuresPerIp: 1000,
      maxFailuresPerAccountAllIps: 1000,
      windowMinutes: 15,
      attemptsPerIpPerMinute: 0,
      registrationsPerIpPerHour: 0,
      passwordAttemptsPerIpPerMinute: 0,
      now: () => new Date(now),
    });
    for (let i = 0; i < 3; i += 1) await throttle.recordFailure('owner@example.test', '198.51.100.1');
    for (let i = 0; i < 5_000; i += 1) {
      now += 1;
      await throttle.recordFailure(`someone-${i}@example.test`, `2001:db8::${i.toString(16)}`);
      if (i % 50 === 0) await expect(throttle.assertAllowed('owner@example.test', '198.51.100.1')).rejects.toThrow();
    }
    expect(held(store)).toBeLessThan(1_000);
  });
});
