/**
 * Raw HTTP/1.1 over a socket: the request line goes out exactly as written (fetch, undici and
 * inject would normalise `..`, encodings and backslashes away), and the answer is parsed by hand.
 */
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  /** All Set-Cookie lines. */
  setCookies: string[];
  body: Buffer;
  /** The whole answer as received, for "no byte of X" checks. */
  raw: Buffer;
}

export interface RawRequest {
  method?: string;
  target: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** How long the connection may stay silent before the request counts as unanswered; default 15 s. */
  silentMs?: number;
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < body.length) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function parseAnswer(raw: Buffer, method = 'GET'): RawAnswer {
  const headEnd = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, headEnd < 0 ? raw.length : headEnd).toString('latin1');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? Number.NaN);
  const headers: Record<string, string> = {};
  const setCookies: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'set-cookie') setCookies.push(value);
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  let body = headEnd < 0 ? Buffer.alloc(0) : raw.subarray(headEnd + 4);
  if (method === 'HEAD') body = Buffer.alloc(0);
  else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  return { status, headers, setCookies, body, raw };
}

/** Sends one request on a fresh connection (Connection: close) and reads the answer to the end. */
export function rawRequest(port: number, request: RawRequest): Promise<RawAnswer> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { host: 'localhost', connection: 'close', ...request.headers };
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  if (body && !('content-length' in headers)) headers['content-length'] = String(body.length);
  const head = `${method} ${request.target} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head, 'latin1');
      if (body) socket.write(body);
    });
    socket.setTimeout(request.silentMs ?? 15_000, () =>
      socket.destroy(new Error(`No answer to ${method} ${request.target}`)),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(parseAnswer(Buffer.concat(chunks), method)));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may answer and close before the whole request was written.
      if (error.code === 'ECONNRESET' && chunks.length > 0) resolve(parseAnswer(Buffer.concat(chunks), method));
      else reject(error);
    });
  });
}

export function portOf(address: ReturnType<import('node:net').Server['address']>): number {
  if (address && typeof address === 'object') return address.port;
  throw new Error('The server is not listening on a TCP port');
}
