/**
 * The key under which per-address limits count a client. An IPv6 host is usually given a whole
 * /64 and may pick any address in it for each connection, so a /64 counts as one address; an
 * IPv4 address (also when written IPv4-mapped, `::ffff:a.b.c.d`) counts alone. The audit log and
 * the request log keep the full address: only the counting is coarser.
 */
import ipaddr from 'ipaddr.js';

const ipv6PrefixGroups = 4; // 4 × 16 bits = /64

export function limitKeyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 becomes IPv4
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, ipv6PrefixGroups);
  return `${groups.map((group) => group.toString(16)).join(':')}::/64`;
}
