/** The log stream: lines reach standard output whole and in order, also when the process ends abruptly. */
import { spawnSync } from 'node:child_process';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../testing/server-process';
import { loggerSettings, requestLogController } from './request-log';

describe('the log stream', () => {
  it('writes out the lines of the turn in which the process exits', { timeout: 60_000 }, () => {
    const script = `
      import pino from 'pino';
      import { productionLogger } from './server/plugins/request-log.ts';
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
  const address = '/api/search?auth=secret-key&q=typed-words';
  const referer = 'https://portal.example/volumetric-pump?auth=other-key';

  /** An app logging as the server does, with one route that may log a warning of its own. */
  async function capturingApp(level: string, routeLevel?: 'warn') {
    const lines: string[] = [];
    const app = Fastify({
      logger: { ...loggerSettings(level), stream: { write: (line: string) => lines.push(line) } },
      logController: requestLogController(),
      genReqId: () => 'request-1',
    });
    app.get('/api/search', routeLevel ? { logLevel: routeLevel } : {}, async (request) => {
      request.log.info('not written');
      if (request.headers['x-warn']) request.log.warn({ source: 'missing.pdf' }, 'indexed file is missing');
      return {};
    });
    await app.ready();
    const inject = (headers: Record<string, string> = {}) =>
      app.inject({ url: address, headers: { referer, ...headers }, remoteAddress: '10.0.0.7' });
    return { lines, inject, parsed: () => lines.map((line) => JSON.parse(line)) };
  }

  it('is one line per request, credentials and search words redacted', async () => {
    const { lines, inject, parsed } = await capturingApp('info');
    await inject();
    const completed = parsed().filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    const [direct] = completed;
    expect(typeof direct.time).toBe('number');
    expect(direct.reqId).toBe('request-1');
    expect(direct).toMatchObject({ level: 30, res: { statusCode: 200 }, req: { method: 'GET' } });
    expect(typeof direct.responseTime).toBe('number');
    expect(lines.join('')).not.toContain('secret-key');
    expect(lines.join('')).not.toContain('typed-words');
    expect(lines.join('')).not.toContain('other-key');
    expect(direct.req.url).toBe('/api/search?auth=[REDACTED]&q=[REDACTED]');
    expect(lines.every((line) => line.endsWith('\n'))).toBe(true);
  });

  it('carries the request id on the lines the request logs itself, and is the same line after them', async () => {
    const { inject, parsed } = await capturingApp('info');
    await inject({ 'x-warn': '1' });
    const [, warning, completed] = parsed();
    expect(warning).toMatchObject({ level: 40, reqId: 'request-1', source: 'missing.pdf' });
    expect(completed).toMatchObject({ level: 30, reqId: 'request-1', msg: 'request completed' });
  });

  it('is left out below the info level', async () => {
    const { lines, inject } = await capturingApp('warn');
    await inject();
    expect(lines).toEqual([]);
  });

  it('is left out on a route logged only from warnings up, whose warnings still carry the request id', async () => {
    const { inject, parsed } = await capturingApp('info', 'warn');
    await inject({ 'x-warn': '1' });
    expect(parsed()).toEqual([
      expect.objectContaining({ level: 40, reqId: 'request-1', msg: 'indexed file is missing' }),
    ]);
  });
});
