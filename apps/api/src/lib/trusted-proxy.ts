import { BlockList, isIPv4 } from 'node:net';

/** Loopback, private, link-local and unique-local addresses: where a load balancer in front of the shop connects from. */
const PRIVATE = new BlockList();
for (const [network, bits] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
] as const)
  PRIVATE.addSubnet(network, bits, 'ipv4');
for (const [network, bits] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE.addSubnet(network, bits, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  try {
    return PRIVATE.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  } catch {
    return false;
  }
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY (config.ts): with one proxy in front, only the connecting peer is believed, and
 * only when it is on this machine or a private network; the client is then the last X-Forwarded-For entry (what the
 * proxy appended), never an earlier one (the client's own writing). A request that reached the shop directly from a
 * public address is that address, whatever it claims. A list of proxies is Fastify's own (proxy-addr).
 */
export function fastifyTrustProxy(trust: false | 1 | string[]): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === 1) return (address, hop) => hop === 0 && isPrivateAddress(address);
  return trust;
}
