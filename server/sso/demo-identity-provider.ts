/**
 * Demo mode's hospital: a real OpenID Connect provider (`oidc-provider`, a certified
 * implementation) on this machine's loopback, with three demo staff, so the one-command start shows
 * signing in as oneself, and tests run the sign-in against a real provider instead of a stand-in.
 * Production never starts it (server.ts starts it in demo mode only, and its issuer is plain HTTP
 * on loopback, which only demo mode's client accepts).
 */
import { generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import escapeHtml from 'escape-html';
import Provider from 'oidc-provider';
import { type DemoHospitalSignIn, type DemoStaffMember, demoStaff } from './demo-hospital';
import { DemoProviderStore } from './demo-provider-store';
import { demoPage, handleInteraction } from './demo-sign-in-pages';

export interface DemoClient {
  clientId: string;
  clientSecret: string;
  /** The portal's public origins: each one's /sso/callback is a redirect URI, and its /login a sign-out's way back. */
  portalOrigins: readonly string[];
}

export interface DemoIdentityProviderOptions {
  /** Loopback port; 0 for any free one. */
  port: number;
  /** The portal's client, and any other client of the same provider (tests sign in as another). */
  clients: readonly DemoClient[];
  staff?: readonly DemoStaffMember[];
  /** Lifetime of an ID token, in seconds. */
  idTokenSeconds?: number;
  /** Whether the ID token carries the e-mail, name and groups (as Microsoft Entra ID's does), or only the user info. */
  claimsInIdToken?: boolean;
  /** The key tokens are signed with; a new one by default. */
  signingKey?: KeyObject;
}

export interface DemoIdentityProvider {
  issuer: string;
  close(): Promise<void>;
}

const clientName = 'Customer resources portal';

export async function startDemoIdentityProvider(options: DemoIdentityProviderOptions): Promise<DemoIdentityProvider> {
  const staff = options.staff ?? demoStaff;
  const server = createServer();
  server.listen(options.port, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const privateKey = options.signingKey ?? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      client_name: clientName,
      redirect_uris: client.portalOrigins.map((origin) => `${origin}/sso/callback`),
      post_logout_redirect_uris: client.portalOrigins.map((origin) => `${origin}/login`),
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    async findAccount(_context: unknown, subject: string) {
      const member = staff.find((candidate) => candidate.subject === subject);
      return (
        member && {
          accountId: member.subject,
          claims: () => ({
            sub: member.subject,
            email: member.email,
            email_verified: true,
            name: member.name,
            groups: member.groups,
          }),
        }
      );
    },
    adapter: DemoProviderStore,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    conformIdTokenClaims: !(options.claimsInIdToken ?? true),
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'demo', use: 'sig', alg: 'RS256' }] },
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: options.idTokenSeconds ?? 3600,
      Interaction: 600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(context: { body: string }, form: string) {
          context.body = demoPage(
            'Sign out',
            `${form}<p>Sign out of the demo hospital on this device?</p><div class="actions">
<button class="primary" type="submit" form="op.logoutForm" value="yes" name="logout" autofocus>Sign out</button>
<button class="secondary" type="submit" form="op.logoutForm">Stay signed in</button></div>`,
          );
        },
        async postLogoutSuccessSource(context: { body: string }) {
          context.body = demoPage('Signed out', '<p>You have signed out of the demo hospital.</p>');
        },
      },
    },
    interactions: { url: (_context: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async renderError(context: { type: string; body: string }, out: Record<string, string>) {
      context.type = 'html';
      const said = Object.entries(out).map(
        ([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(value)}</p>`,
      );
      context.body = demoPage('Something went wrong', said.join(''));
    },
  });

  const checkPassword = (email: string, password: string) =>
    staff.find((member) => member.email === email.toLowerCase() && member.password === password)?.subject;
  const answer = provider.callback();
  server.on('request', (request, response) => {
    handleInteraction(provider, checkPassword, clientName, request, response).then(
      (handled) => {
        if (!handled) answer(request, response);
      },
      () => {
        if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        response.end(demoPage('Sign-in expired', '<p>Go back to the portal and start again.</p>'));
      },
    );
  });

  return {
    issuer,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Demo mode's start: the demo hospital's provider on `port` of loopback, with the portal (at its
 * public origin) as its client under a secret made for this start only.
 */
export async function startDemoHospital(
  port: number,
  publicOrigin: string,
): Promise<{ signIn: DemoHospitalSignIn; close: () => Promise<void> }> {
  const clientId = 'customer-resources-portal';
  const clientSecret = randomBytes(32).toString('base64url');
  const provider = await startDemoIdentityProvider({
    port,
    clients: [{ clientId, clientSecret, portalOrigins: [publicOrigin] }],
  });
  return { signIn: { issuer: provider.issuer, clientId, clientSecret }, close: provider.close };
}
