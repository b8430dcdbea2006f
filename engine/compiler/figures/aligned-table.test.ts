import { describe, expect, it } from 'vitest';
import { alignedLines } from './aligned-table';

describe('alignedLines', () => {
  it('pads names to the left and figures to the right, each column as wide as its widest cell', () => {
    expect(
      alignedLines([
        ['route', 'req/s', 'p99 ms'],
        ['manifest', '38359', '5.4'],
        ['pdf', '24642', '12.0'],
      ]),
    ).toEqual(['route     req/s  p99 ms', 'manifest  38359     5.4', 'pdf       24642    12.0']);
  });

  it('left-aligns as many leading columns as asked', () => {
    expect(
      alignedLines(
        [
          ['page', 'form', 'perf'],
          ['login', 'mobile', '99'],
        ],
        2,
      ),
    ).toEqual(['page   form    perf', 'login  mobile    99']);
  });
});
