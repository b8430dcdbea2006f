import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './test-support/server-process';

/**
 * Runs nextTick until V8 has its feedback, lets every tick object die through a full garbage
 * collection, runs nextTick again, and returns how many of its object-literal sites V8 then
 * reports megamorphic (V8's own object printer, from --allow-natives-syntax).
 */
function megamorphicSitesAfterFullGc(keep: boolean): number {
  const script = `
    import { keepTickObjectShape } from './server/tick-object-shape.ts';
    const ticks = async (count) => { for (let i = 0; i < count; i++) await new Promise((done) => process.nextTick(done)); };
    await ticks(1000);
    if (${keep}) keepTickObjectShape();
    // Out of the tick queue, so that no tick object but a kept one is alive through the collection.
    await new Promise((done) => setImmediate(done));
    gc();
    gc();
    await ticks(1000);
    new Function('f', '%DebugPrint(f)')(process.nextTick);
  `;
  // V8's printer writes through C stdio; read through a pipe, its output came back cut short.
  const dir = mkdtempSync(join(tmpdir(), 'tick-object-'));
  try {
    const out = join(dir, 'stdout');
    const fd = openSync(out, 'w');
    const child = spawnSync(
      process.execPath,
      ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', fd, 'pipe'] },
    );
    closeSync(fd);
    expect(child.stderr).toBe('');
    const printed = readFileSync(out, 'utf8');
    expect(printed).toContain('DefineKeyedOwnPropertyInLiteral');
    return printed.match(/DefineKeyedOwnPropertyInLiteral MEGAMORPHIC/g)?.length ?? 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('keeping a tick object', () => {
  it('keeps nextTick building its objects inline through a full garbage collection', () => {
    expect(megamorphicSitesAfterFullGc(true)).toBe(0);
  });

  it('is needed: without it the same collection leaves nextTick calling into the runtime', () => {
    // Should this fail after a Node upgrade, V8 keeps these hidden classes by itself and the keeper can go.
    expect(megamorphicSitesAfterFullGc(false)).toBeGreaterThan(0);
  });
});
