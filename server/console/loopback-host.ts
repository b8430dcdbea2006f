/**
 * Whether an address to listen on is this machine's loopback, so that only the machine itself
 * (an SSH tunnel, nginx beside the portal) can reach what listens there. A host name other than
 * `localhost` may resolve anywhere, so it counts as not loopback.
 */
import { isIP } from 'node:net';

export function isLoopbackHost(host: string): boolean {
  if (host.toLowerCase() === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return isIP(host) === 6 && new URL(`http://[${host}]`).hostname === '[::1]';
}
