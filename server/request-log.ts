/**
 * Request logging for the running server: one JSON line per answer, written when it is done, with
 * the request id, method, address (credentials redacted, log-redaction.ts), client address,
 * status and time, instead of Fastify's two lines (one on arrival, one on completion). Failures
 * and cut-off streams are still logged as Fastify does.
 */
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pino from 'pino';
import { requestSerializer } from './log-redaction';
import { batchedPerTurn } from './per-turn';

/** A Fastify request logger as pino makes it: its bindings (pid, hostname, reqId) and its stream. */
type PinoLogger = pino.Logger & { [key: symbol]: unknown };

type Bindings = Record<string, unknown>;
type ChildOptions = { level?: string };
type LogMethod = (...args: unknown[]) => void;

/**
 * A request's logger, made by Fastify for every request to bind the request id. pino's child
 * logger costs about half a microsecond to make, and nearly every request wastes it: its one line,
 * the completed line, is written from the parent's bindings (writeCompletedLine). This one makes
 * the child on first use, when the request logs something else (a warning, an error).
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    readonly parent: FastifyBaseLogger,
    readonly bindings: Bindings,
    readonly options: ChildOptions,
  ) {}

  /** pino's child, made now if it was not yet. */
  get made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  /** True while nothing has made the child, so the parent and the bindings say all. */
  get unmade(): boolean {
    return this.#child === undefined;
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made.level = level;
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }

  private write(level: 'info' | 'warn' | 'error' | 'fatal' | 'debug' | 'trace', args: unknown[]): void {
    (this.made[level] as LogMethod)(...args);
  }
}

/** Fastify's childLoggerFactory for a logger pino made: request loggers made on first use. */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}

/** pino's serialisation of bindings that have no serializer of their own, such as the request id. */
function bindingsText(bindings: Bindings): string {
  let text = '';
  for (const key in bindings) text += `,${JSON.stringify(key)}:${JSON.stringify(bindings[key])}`;
  return text;
}

/** Where a request's completed line goes: the pino logger that writes it and the bindings it carries. */
function completedLineTarget(log: unknown): { logger: PinoLogger; bindings: unknown; infoEnabled: boolean } {
  if (log instanceof RequestLogger && log.unmade) {
    const parent = log.parent as PinoLogger;
    const { values } = parent.levels;
    return {
      logger: parent,
      bindings: `${parent[pino.symbols.chindingsSym]}${bindingsText(log.bindings)}`,
      infoEnabled: (values[log.level] ?? Number.POSITIVE_INFINITY) <= (values.info ?? 30),
    };
  }
  const logger = (log instanceof RequestLogger ? log.made : log) as PinoLogger;
  return { logger, bindings: logger[pino.symbols.chindingsSym], infoEnabled: logger.isLevelEnabled?.('info') };
}

/**
 * Writes the line pino would write for `log.info({ req, res, responseTime }, 'request completed')`
 * under loggerSettings (numeric level, epoch time, the logger's bindings, the redacting request
 * serializer), put together at once: every answer writes one, and pino's general path (each key's
 * serializer looked up, each value stringified on its own) cost about 5 % of a manifest answer's
 * throughput. False when the logger is not one pino made (Fastify's silent one), which writes nothing.
 */
export function writeCompletedLine(log: unknown, request: FastifyRequest, reply: FastifyReply): boolean {
  const { logger, bindings, infoEnabled } = completedLineTarget(log);
  const stream = logger[pino.symbols.streamSym] as { write(line: string): void } | undefined;
  if (!stream || typeof bindings !== 'string') return false;
  if (infoEnabled) {
    stream.write(
      `{"level":30,"time":${Date.now()}${bindings},"req":${JSON.stringify(requestSerializer(request))},"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`,
    );
  }
  return true;
}

class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (!error && writeCompletedLine(reply.log, request, reply)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export function requestLogController(): LogController {
  return new OneLinePerRequest();
}

/** A sonic-boom in `contentMode: 'buffer'`, whose write takes bytes (its types know only strings). */
interface BytesDestination {
  write(bytes: Buffer): boolean;
  flushSync(): void;
}

/**
 * A stream that hands the lines written during one turn of the event loop to `destination` as one
 * buffer, at the end of that turn. Given strings, sonic-boom measures the byte length of each one
 * and of the chunk it is gathering, then encodes the chunk again when it writes it, and these
 * strings are ropes of many pieces that each of those steps flattens: about 1.5 µs a line under
 * load. Encoded once here, a turn's lines are gathered and written as bytes (the destination's
 * `contentMode: 'buffer'`). Lines of a turn the process does not finish (an error that ends it)
 * are handed over on exit, after which the destination writes out everything it holds.
 */
export function joinedPerTurn(destination: BytesDestination): { write(line: string): void } {
  const lines = batchedPerTurn<string>((turn) => destination.write(Buffer.from(turn.join(''))));
  process.on('exit', () => {
    if (lines.flush()) destination.flushSync();
  });
  return { write: lines.add };
}

/**
 * Logger settings for the running server: credentials are redacted from request logs. Lines go to
 * standard output without blocking, gathered into writes of at least 8 KiB: a synchronous write
 * per request line cost about 40 % of a manifest request's CPU under load, and one write per line
 * still about 10 %. A quiet server's lines are written within a second all the same (the periodic
 * flush), and pino writes what is left when the process exits (signals, errors), so only a kill -9
 * can lose the last second of lines, never an audit row (those are in the database before the
 * answer).
 */
export function productionLogger(level = 'info'): FastifyServerOptions['logger'] {
  return {
    ...loggerSettings(level),
    stream: joinedPerTurn(
      pino.destination({
        dest: 1,
        sync: false,
        minLength: 8192,
        periodicFlush: 1000,
        contentMode: 'buffer',
      }) as unknown as BytesDestination,
    ),
  };
}

/** What the running server's logger is, apart from where its lines go. */
export function loggerSettings(level: string) {
  return { level, serializers: { req: requestSerializer } };
}
