/**
 * How the portal and the operators' console each take requests: the same logging, proxy trust,
 * body limit, request ids and timeouts, whichever listener a request reaches.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { Config, TrustProxy } from '../config';
import { answerClientError } from './client-error-answer';
import { requestLogController } from './request-log';

/** Bodies are small JSON objects; anything larger is refused before parsing. */
const bodyLimitBytes = 16 * 1024;
/** How often Node checks for requests that exceeded the request timeout (its default is 30 s). */
const timeoutCheckMs = 1000;

export function listenerOptionsOf(config: Config, logger: FastifyServerOptions['logger'] | undefined) {
  return {
    logger: logger === undefined ? false : logger,
    logController: requestLogController(),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: bodyLimitBytes,
    genReqId: () => randomUUID(),
    // A client that stalls its request (slowloris) is dropped; idle keep-alive sockets close soon.
    requestTimeout: config.requestTimeoutSeconds * 1000,
    connectionTimeout: config.requestTimeoutSeconds * 1000,
    keepAliveTimeout: config.keepAliveSeconds * 1000,
    http: { connectionsCheckingInterval: timeoutCheckMs },
    // A request Node's parser refuses is answered with the security headers too.
    clientErrorHandler: answerClientError,
  };
}

/** A hop count trusts that many proxies nearest the server, as proxy-addr does. */
function trustProxyOption(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
