/** Adds request headers to an answer's Vary, once each, keeping what it names already. */
import type { FastifyReply } from 'fastify';

export function varyBy(reply: FastifyReply, ...headers: string[]): void {
  const vary = reply.getHeader('vary');
  const listed = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  const names = listed
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes('*')) return;
  const missing = headers.filter((header) => !names.includes(header.toLowerCase()));
  if (missing.length > 0) void reply.header('vary', [listed, ...missing].filter(Boolean).join(', '));
}
