import { describe, expect, it } from 'vitest';
import { gcFiguresOf } from './gc-trace';

/** Lines as Node 20 prints them with --trace-gc --trace-gc-nvp, shortened, mixed with the request log. */
const output = [
  '[4586:0x276ee140]     5031 ms: pause=0.6 mutator=28.0 gc=s reduce_memory=0 fast_promote=0.00 allocated=24226032 promoted=4589088 new_space_survived=5306184 nodes_promoted=1 promotion_rate=93.3%',
  '{"level":30,"time":1764149000000,"pid":4586,"reqId":"a","msg":"request completed"}',
  '[4586:0x7f9668000f00]     5040 ms: pause=0.5 mutator=12.0 gc=s reduce_memory=0 promoted=1000 nodes_promoted=0',
  '[4586:0x276ee140]     5071 ms: pause=6.5 mutator=31.0 gc=mc reduce_memory=0 total_size_before=54684912 promoted=288976 new_space_survived=0',
  '[4586:0x276ee140]     5102 ms: pause=0.9 mutator=30.0 gc=s reduce_memory=0 promoted=21872 nodes_promoted=0',
  '[4586:0x276ee140]     5130 ms: pause=0.7 mutat{"level":30,"time":1764149000001,"msg":"request completed"}',
  '[4586:0x276ee140]     5160 ms: pau',
].join('\n');

describe('gcFiguresOf', () => {
  it("counts the main isolate's scavenges, mark-compacts, promoted bytes and pauses, skipping broken lines", () => {
    const figures = gcFiguresOf(output);
    expect(figures).toEqual({
      scavenges: 2,
      markCompacts: 1,
      promotedBytes: 4_589_088 + 21_872,
      pauseMs: expect.closeTo(0.6 + 6.5 + 0.9, 6),
    });
  });

  it('gives zeros for output without collections', () => {
    expect(gcFiguresOf('Customer-resources portal listening on http://127.0.0.1:8080\n')).toEqual({
      scavenges: 0,
      markCompacts: 0,
      promotedBytes: 0,
      pauseMs: 0,
    });
  });
});
