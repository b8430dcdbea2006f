/**
 * The attack suite's server: the real app over fixture content, listening on a random port of
 * 127.0.0.1 so raw requests reach it byte for byte, with the injected clock and store of
 * createTestApp. Every protected file is overwritten with a unique marker, so "not a byte of a
 * protected file" is a search for the markers in the raw answer.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { fixtureFiles, readTreeFileIndex } from '../../../server/testing/fixture-content';
import { createTestApp, type TestApp } from '../../../server/testing/test-app';
import { portOf, type RawAnswer, type RawRequest, rawRequest } from './raw-http';

export interface AttackServer extends TestApp {
  port: number;
  /** Marker text of every protected file, by its source path. */
  markers: Map<string, string>;
  request(request: RawRequest | string): Promise<RawAnswer>;
  /** Audit rows written for the request that got this answer (matched by X-Request-Id). */
  auditOf(answer: RawAnswer): ReturnType<TestApp['storage']['audit']['recent']>;
}

export async function startAttackServer(options: Parameters<typeof createTestApp>[0] = {}): Promise<AttackServer> {
  const t = await createTestApp(options);
  const markers = new Map<string, string>();
  const index = readTreeFileIndex(t.tree);
  for (const table of [index.public, index.secure, index.training]) {
    for (const file of Object.values(table)) {
      // tips.pdf keeps its 0..255 pattern for the range tests; every other file becomes a marker.
      if (file.source === `files/${fixtureFiles.tips}`) continue;
      const marker = `PROTECTED-${file.kind}-${file.source.replaceAll('/', '_')}-MARKER`;
      writeFileSync(join(t.tree.contentDir, file.source), marker);
      markers.set(file.source, marker);
    }
  }
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const port = portOf(t.app.server.address());
  return {
    ...t,
    port,
    markers,
    request: (request) => rawRequest(port, typeof request === 'string' ? { target: request } : request),
    auditOf: async (answer) => {
      const id = answer.headers['x-request-id'];
      expect(id, 'every answer carries X-Request-Id').toMatch(/^[0-9a-f-]{36}$/);
      return (await t.storage.audit.recent(100_000)).filter((row) => row.requestId === id);
    },
  };
}

/** A refusal: a 4xx (never 5xx, never success), and none of the protected files' bytes. */
export function expectRefused(server: AttackServer, answer: RawAnswer, label: string, statuses?: number[]): void {
  expect(answer.status, `${label}: status`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${label}: status`).toBeLessThan(500);
  if (statuses) expect(statuses, `${label}: status ${answer.status}`).toContain(answer.status);
  expectNoProtectedBytes(server, answer, label);
}

export function expectNoProtectedBytes(server: AttackServer, answer: RawAnswer, label: string): void {
  const text = answer.raw.toString('latin1');
  for (const marker of server.markers.values()) expect(text, `${label}: leaks ${marker}`).not.toContain(marker);
  // What is left is an error object or nothing: never a file.
  if (answer.body.length > 0) {
    expect(answer.headers['content-type'] ?? '', `${label}: content type`).toMatch(/^(application\/json|text\/plain)/);
    expect(answer.body.length, `${label}: body size`).toBeLessThan(512);
  }
}
