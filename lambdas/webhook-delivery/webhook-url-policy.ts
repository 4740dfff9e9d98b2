import { BlockList, isIP } from 'node:net';

/**
 * Which webhook URLs are allowed (URLs checked against internal and private addresses, https only on
 * AWS). From configuration (config.webhooks.allowLocalHttp): false on AWS; local mode sets it so a receiver on this
 * machine can be used.
 */
export interface WebhookUrlPolicy {
  /** Allows http: and loopback addresses (never link-local, metadata or other private ranges). */
  allowLocalHttp: boolean;
}

/** Addresses a webhook may never reach: loopback, private, link-local (cloud metadata), CGNAT, multicast, reserved. */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * An IPv4-mapped IPv6 address ('::ffff:10.0.0.1', or '::ffff:a00:1' as URL parsing writes it) as its IPv4 form, so the
 * IPv4 ranges judge it.
 */
function unmapped(address: string): string {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return address;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * Whether a webhook may connect to this IP address under the policy.
 * @param address an IPv4 or IPv6 literal (brackets removed).
 * @returns false for anything not a public unicast address (loopback allowed only with allowLocalHttp).
 */
export function isAllowedAddress(address: string, policy: WebhookUrlPolicy): boolean {
  const ip = unmapped(address);
  const family = isIP(ip);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (policy.allowLocalHttp && LOOPBACK.check(ip, type)) return true;
  return !FORBIDDEN.check(ip, type);
}
