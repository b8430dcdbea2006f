/**
 * One HTTPS request to nginx on a port of 127.0.0.1, as a browser at `https://<host>` sends it: the
 * server's name for SNI, its certificate (a test's own) as the one authority trusted.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:https';

export interface HttpsAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface HttpsRequest {
  port: number;
  /** The name the certificate is for, sent for SNI. */
  servername: string;
  /** The certificate, trusted as its own authority. */
  ca: Buffer;
  path: string;
  /** The Host header; default: servername:port. */
  host?: string;
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON, with the Origin of the Host asked for, as the page's own script sends it. */
  body?: unknown;
}

export function httpsRequest(options: HttpsRequest): Promise<HttpsAnswer> {
  const host = options.host ?? `${options.servername}:${options.port}`;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: options.port,
        servername: options.servername,
        ca: options.ca,
        path: options.path,
        method: options.method ?? 'GET',
        headers: {
          host,
          ...(body === undefined ? {} : { 'content-type': 'application/json', origin: `https://${host}` }),
          ...options.headers,
        },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
