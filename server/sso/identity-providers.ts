/**
 * The hospitals' OpenID Connect providers as the portal's client sees them, through `openid-client`
 * (never by hand): each provider's metadata is discovered from its issuer
 * (`/.well-known/openid-configuration`, whose `issuer` must be that issuer exactly) and kept a few
 * minutes per issuer, with the provider's signing keys; a client configuration is made per sign-in
 * from the account's connection, on the portal's clock, with a bounded tolerance for the provider's.
 *
 * Providers are reached over HTTPS only. Demo mode also reaches one on this machine over plain
 * HTTP (its own demo provider, and the one tests start), never another.
 */
import { LRUCache } from 'lru-cache';
import * as client from 'openid-client';
import { isLoopbackHost } from '../console/loopback-host';

/** How long a discovered provider is used before it is asked again (a changed key or endpoint shows within that). */
const metadataTtlMs = 5 * 60_000;

/** Seconds one request to a provider may take before it counts as unreachable. */
const requestTimeoutSeconds = 5;

/** How far the provider's clock may be from the portal's when token times are checked, in seconds. */
const clockToleranceSeconds = 60;

/** The provider cannot be reached: no answer, a timeout, or a server error. */
export class ProviderUnreachableError extends Error {
  constructor(issuer: string, cause: unknown) {
    super(`The identity provider ${issuer} cannot be reached`, { cause });
    this.name = 'ProviderUnreachableError';
  }
}

/** The provider answered, but not as an OpenID provider at that issuer. */
class ProviderRefusedError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'ProviderRefusedError';
  }
}

/** An account's connection as a client needs it: the client secret in clear, for this request only. */
export interface ProviderClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** A failure of the network or of the provider's server, as opposed to an answer the provider meant. */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (!(error instanceof client.ClientError)) return false;
  if (error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_ABORT') return true;
  if (error.cause instanceof TypeError) return true;
  return error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' && error.cause instanceof Response && error.cause.status >= 500;
}

/** Whether the address may be reached over plain HTTP: demo mode's providers on this machine. */
function insecureAllowed(issuer: URL, demoMode: boolean): boolean {
  return demoMode && issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname.replace(/^\[|\]$/g, ''));
}

/** What is wrong with an issuer's form (https, no query or fragment), or undefined. */
function issuerProblem(issuer: string, demoMode: boolean): string | undefined {
  if (!URL.canParse(issuer)) return 'The issuer must be an address such as https://login.example.org/tenant';
  const url = new URL(issuer);
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    return 'The issuer must be an address without a query, fragment or credentials';
  }
  if (url.protocol !== 'https:' && !insecureAllowed(url, demoMode)) return 'The issuer must be an https:// address';
  return undefined;
}

interface Discovered {
  metadata: client.ServerMetadata;
  /** The provider's signing keys as the last client fetched them, for the next. */
  keys?: client.ExportedJWKSCache;
}

/** openid-client's way of fetching, which tests may wrap. */
export type CustomFetch = client.CustomFetch;

export function identityProviders(options: { demoMode: boolean; now: () => number; fetch?: CustomFetch | undefined }) {
  const discovered = new LRUCache<string, Discovered>({ max: 200, ttl: metadataTtlMs });

  const prepare = (configuration: client.Configuration, issuer: URL) => {
    configuration.timeout = requestTimeoutSeconds;
    if (options.fetch) configuration[client.customFetch] = options.fetch;
    if (insecureAllowed(issuer, options.demoMode)) client.allowInsecureRequests(configuration);
  };

  /** The provider's metadata: from the cache, else discovered (throws ProviderUnreachableError or ProviderRefusedError). */
  async function discover(issuer: string): Promise<Discovered> {
    const cached = discovered.get(issuer);
    if (cached) return cached;
    const problem = issuerProblem(issuer, options.demoMode);
    if (problem) throw new ProviderRefusedError(problem);
    const url = new URL(issuer);
    try {
      // The client id is not part of discovery; the one configuration made here only carries the metadata.
      const configuration = await client.discovery(url, 'discovery', undefined, undefined, {
        timeout: requestTimeoutSeconds,
        execute: insecureAllowed(url, options.demoMode) ? [client.allowInsecureRequests] : [],
        ...(options.fetch && { [client.customFetch]: options.fetch }),
      });
      const entry = { metadata: configuration.serverMetadata() };
      discovered.set(issuer, entry);
      return entry;
    } catch (error) {
      if (isUnreachable(error)) throw new ProviderUnreachableError(issuer, error);
      throw new ProviderRefusedError(
        `${issuer} does not answer as an OpenID Connect provider of that issuer (${(error as Error).message})`,
        error,
      );
    }
  }

  return {
    discover,

    /**
     * A client of one account's connection: the provider's discovered metadata, the client's
     * credentials (sent as HTTP Basic unless the provider takes only a form post), and the portal's
     * clock (openid-client checks times against it, within clockToleranceSeconds).
     */
    async client(connection: ProviderClient): Promise<client.Configuration> {
      const { metadata, keys } = await discover(connection.issuer);
      const methods = metadata.token_endpoint_auth_methods_supported;
      const authentication =
        methods === undefined || methods.includes('client_secret_basic')
          ? client.ClientSecretBasic(connection.clientSecret)
          : client.ClientSecretPost(connection.clientSecret);
      const configuration = new client.Configuration(
        metadata,
        connection.clientId,
        {
          [client.clockSkew]: Math.round((options.now() - Date.now()) / 1000),
          [client.clockTolerance]: clockToleranceSeconds,
        },
        authentication,
      );
      prepare(configuration, new URL(connection.issuer));
      if (keys) client.setJwksCache(configuration, keys);
      return configuration;
    },

    /**
     * The provider's address that ends the person's session there too and comes back to
     * `postLogoutRedirectUri` (OpenID Connect RP-Initiated Logout, naming the client), or undefined
     * when the provider offers none.
     */
    async endSessionAddress(
      issuer: string,
      clientId: string,
      postLogoutRedirectUri: string,
    ): Promise<string | undefined> {
      const { metadata } = await discover(issuer);
      if (metadata.end_session_endpoint === undefined) return undefined;
      const configuration = new client.Configuration(metadata, clientId);
      prepare(configuration, new URL(issuer));
      const parameters = { client_id: clientId, post_logout_redirect_uri: postLogoutRedirectUri };
      return client.buildEndSessionUrl(configuration, parameters).href;
    },

    /** Keeps the signing keys a client fetched, so the next sign-in at that provider need not fetch them. */
    keepKeys(issuer: string, configuration: client.Configuration): void {
      const entry = discovered.get(issuer);
      const keys = client.getJwksCache(configuration);
      if (entry && keys) entry.keys = keys;
    },
  };
}

export type IdentityProviders = ReturnType<typeof identityProviders>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The hospitals' identity providers, discovered and kept a few minutes each. */
    identityProviders: IdentityProviders;
  }
}
