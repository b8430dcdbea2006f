/** The log stream: lines reach standard output whole and in order, also when the process ends abruptly. */
import { spawnSync } from 'node:child_process';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { joinedPerTurn, loggerSettings, requestLoggerFactory, writeCompletedLine } from './request-log';
import { repoRoot } from './test-support/server-process';

describe('the log stream', () => {
  it('hands over every line, whole and in order, however the writes fall across turns of the event loop', async () => {
    const written: string[] = [];
    const stream = joinedPerTurn({ write: (text: string) => written.push(text) } as never);
    for (let turn = 0; turn < 3; turn++) {
      for (let line = 0; line < 4; line++) stream.write(`${turn}.${line}\n`);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(written.join('')).toBe(
      [0, 1, 2].flatMap((turn) => [0, 1, 2, 3].map((line) => `${turn}.${line}\n`)).join(''),
    );
    // One write for each turn's lines, not one for each line.
    expect(written).toHaveLength(3);
  });

  it('writes out the lines of the turn in which the process exits', { timeout: 60_000 }, () => {
    const script = `
      import pino from 'pino';
      import { productionLogger } from './server/request-log.ts';
      const { stream, ...options } = productionLogger('info');
      const log = pino(options, stream);
      for (const word of ['first', 'second', 'last']) log.info(word);
      process.exit(3);`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(child.status).toBe(3);
    const messages = child.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).msg);
    expect(messages).toEqual(['first', 'second', 'last']);
  });
});

describe('the completed-request line', () => {
  const request = {
    method: 'GET',
    url: '/api/search?auth=secret-key&q=typed-words',
    originalUrl: '/api/search?auth=secret-key&q=typed-words',
    ip: '10.0.0.7',
    headers: { referer: 'https://portal.example/volumetric-pump?auth=other-key' },
  } as unknown as FastifyRequest;
  const reply = { statusCode: 200, elapsedTime: 1.25 } as FastifyReply;

  function capturingLogger(level: string, childOptions: { level?: string } = {}) {
    const lines: string[] = [];
    const app = Fastify({
      logger: { ...loggerSettings(level), stream: { write: (line: string) => lines.push(line) } },
    });
    const bindings = { reqId: 'request-1' };
    return {
      lines,
      /** The request's logger as the server makes it. */
      log: requestLoggerFactory(app.log, bindings, childOptions),
      /** The logger Fastify makes by default, pino's own child. */
      byPino: app.log.child(bindings, childOptions),
    };
  }

  const withoutTime = ({ time: _time, ...rest }: Record<string, unknown>) => JSON.stringify(rest);

  it('is, key for key and in the same order, the line pino writes for it, credentials and search words redacted', () => {
    const { lines, log, byPino } = capturingLogger('info');
    byPino.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    expect(writeCompletedLine(log, request, reply)).toBe(true);
    const [fromPino, direct] = lines.map((line) => JSON.parse(line));
    expect(typeof direct.time).toBe('number');
    expect(direct.reqId).toBe('request-1');
    expect(withoutTime(direct)).toBe(withoutTime(fromPino));
    expect(lines[1]).not.toContain('secret-key');
    expect(lines[1]).not.toContain('typed-words');
    expect(lines[1]).not.toContain('other-key');
    expect(direct.req.url).toBe('/api/search?auth=[REDACTED]&q=[REDACTED]');
    expect(lines[1]?.endsWith('\n')).toBe(true);
  });

  it('carries the request id on the lines the request logs itself, and is the same line after them', () => {
    const { lines, log, byPino } = capturingLogger('info');
    log.warn({ source: 'missing.pdf' }, 'indexed file is missing');
    byPino.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    expect(writeCompletedLine(log, request, reply)).toBe(true);
    const [warning, fromPino, direct] = lines.map((line) => JSON.parse(line));
    expect(warning).toMatchObject({ level: 40, reqId: 'request-1', source: 'missing.pdf' });
    expect(withoutTime(direct)).toBe(withoutTime(fromPino));
  });

  it('is left out below the info level', () => {
    const { lines, log } = capturingLogger('warn');
    expect(writeCompletedLine(log, request, reply)).toBe(true);
    expect(lines).toEqual([]);
  });

  it('is left out on a route logged only from warnings up, whose warnings still carry the request id', () => {
    const { lines, log } = capturingLogger('info', { level: 'warn' });
    expect(writeCompletedLine(log, request, reply)).toBe(true);
    expect(lines).toEqual([]);
    log.info('not written');
    log.warn('health check failed');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 40, reqId: 'request-1', msg: 'health check failed' }),
    ]);
  });
});
