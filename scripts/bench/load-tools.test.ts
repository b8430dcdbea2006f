import { describe, expect, it } from 'vitest';
import { parseWrkReport } from './load-tools';

/** wrk 4.1's report with --latency, as it prints it. */
const report = `Running 2s test @ http://127.0.0.1:40749/public/bench/large-8m.pdf
  1 threads and 100 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.21s   310.05ms   1.90s    71.43%
    Req/Sec    92.31     40.11   150.00     61.54%
  Latency Distribution
     50%    1.18s
     75%    1.39s
     90%    1.62s
     99%    1.82s
  172 requests in 2.00s, 1.38GB read
  Socket errors: connect 0, read 3, write 0, timeout 2
  Non-2xx or 3xx responses: 5
Requests/sec:     85.99
Transfer/sec:    708.40MB
`;

describe('parseWrkReport', () => {
  it('reads req/s, MiB/s, the 99th percentile in ms and the failures', () => {
    expect(parseWrkReport(report)).toEqual({
      requestsPerSecond: 85.99,
      mebibytesPerSecond: 708.4,
      p99Ms: 1820,
      failures: 'socket errors: connect 0, read 3, write 0, timeout 2; 5 non-2xx/3xx',
    });
  });

  it('converts microseconds and kilobytes, and reports no failures when there were none', () => {
    const fast = report
      .replace('     99%    1.82s', '     99%  850.00us')
      .replace('708.40MB', '512.00KB')
      .replace(/ {2}Socket errors.*\n {2}Non-2xx.*\n/, '');
    expect(parseWrkReport(fast)).toMatchObject({ mebibytesPerSecond: 0.5, p99Ms: 0.85, failures: '' });
  });

  it('refuses output that is not a wrk report', () => {
    expect(() => parseWrkReport('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(
      'wrk printed no Requests/sec',
    );
  });
});
