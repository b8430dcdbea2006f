/**
 * Attacks on the public eIFU pages, their files and the label resolver, as raw requests: nothing of
 * a line but the documents content marks as regulatory is reachable without a password. Traversal
 * in every spelling, encoded slashes, another line's files under a line's address, secure and
 * training files, and unmarked downloads: each a 4xx page without a byte of any file that is not a
 * public instruction for use.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EifuIndex } from '../../engine/shared/types';
import { readTreeFileIndex } from '../../server/testing/fixture-content';
import { type AttackServer, startAttackServer } from './testing/attack-server';
import { escapes } from './testing/file-escapes';
import type { RawAnswer } from './testing/raw-http';

let server: AttackServer;
let publicSources: Set<string>;
let published: { address: string; source: string }[];

beforeAll(async () => {
  server = await startAttackServer();
  const eifu = JSON.parse(readFileSync(join(server.tree.buildDir, 'eifu.json'), 'utf8')) as EifuIndex;
  const files = eifu.lines.flatMap((l) =>
    l.languages.flatMap((g) => g.documents.flatMap((d) => [d.current, ...d.earlierVersions])),
  );
  publicSources = new Set(files.map((f) => f.source));
  published = files.map(({ address, source }) => ({ address, source }));
});
afterAll(async () => {
  await server.close();
});

/** A refusal that carries no byte of a file the public pages do not publish. */
function expectNothingGated(answer: RawAnswer, label: string) {
  expect(answer.status, `${label}: status`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${label}: status`).toBeLessThan(500);
  const text = answer.raw.toString('latin1');
  for (const [source, marker] of server.markers)
    if (!publicSources.has(source)) expect(text, `${label}: leaks ${source}`).not.toContain(marker);
}

describe('the public files', () => {
  it('serves every published file at its address, with its own bytes', async () => {
    expect(published.length).toBeGreaterThan(0);
    for (const { address, source } of published) {
      const answer = await server.request(address);
      expect(answer.status, address).toBe(200);
      expect(answer.body.toString('latin1'), address).toBe(server.markers.get(source));
    }
  });

  it('refuses every escape at every place of a public address, on the pages, the files and the resolver', async () => {
    const places = [
      (way: string) => `/eifu/files/${way}`,
      (way: string) => `/eifu/files/demo-pump/${way}`,
      (way: string) => `/eifu/files/demo-pump/2025-07-08/${way}`,
      (way: string) => `/eifu/${way}`,
      (way: string) => `/eifu/demo-pump/${way}`,
      (way: string) => `/01/${way}`,
    ];
    for (const place of places)
      for (const way of escapes) {
        const target = place(way);
        expectNothingGated(await server.request(target), target);
      }
    // A lot is only read, never followed: a lot that GS1's characters allow still leads to the device's page.
    for (const way of escapes) {
      const target = `/01/09501101530003/10/${way}`;
      const answer = await server.request(target);
      if (answer.status === 307) expect(answer.headers.location, target).toBe('/eifu/demo-pump/en?gtin=09501101530003');
      else expectNothingGated(answer, target);
    }
  });

  it('never answers a file that is not published, under any line, revision or spelling of a public address', async () => {
    const index = readTreeFileIndex(server.tree);
    const gated = [index.public, index.secure, index.training].flatMap((table) =>
      Object.values(table).filter((file) => !publicSources.has(file.source)),
    );
    expect(gated.some((f) => f.kind === 'secure')).toBe(true);
    const revisions = ['2025-07-08', '2025-01-20', '2024-03-12', '2025-03-03', '2024-02-01', '2023-06-01'];
    for (const file of gated) {
      const name = basename(file.source);
      for (const model of ['demo-pump', 'other-pump', 'demo-bags'])
        for (const revision of revisions)
          for (const target of [
            `/eifu/files/${model}/${revision}/${name}`,
            `/eifu/files/${model}%2F${revision}%2F${name}`,
            `/eifu/files/${model}/${revision}/..%2F..%2F${file.source}`,
            `/eifu/files/${file.source}`,
            `/eifu/files/${model}/${revision}/${encodeURIComponent(file.source)}`,
          ])
            expectNothingGated(await server.request(target), target);
    }
  });

  it("does not give one line's file at another line's address", async () => {
    // other-pump's published notes, asked for under demo-pump.
    for (const target of [
      '/eifu/files/demo-pump/2025-03-03/other-only-words.pdf',
      '/eifu/files/demo-pump/2025-07-08/other-only-words.pdf',
      '/eifu/files/other-pump/2025-07-08/instructions-for-use-v5.pdf',
    ]) {
      const answer = await server.request(target);
      expect(answer.status, target).toBe(404);
      expect(answer.raw.toString('latin1'), target).not.toContain('MARKER');
    }
  });

  it('lists no unmarked document of a line on its public page', async () => {
    const page = (await server.request('/eifu/demo-pump/en')).raw.toString('utf8');
    for (const hidden of ['flushing', 'compatibility', 'setup-guide', 'tips.pdf', '/public/', '/secure-download'])
      expect(page, hidden).not.toContain(hidden);
  });
});
