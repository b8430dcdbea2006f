/**
 * The sso-* commands of `npm run accounts`: an account's hospital sign-in (OpenID Connect) shown,
 * connected or changed, and removed, through the same actions as the console
 * (sso/hospital-sign-in-settings.ts), audited under `cli:<system user>`. The client secret is read
 * from stdin or a hidden prompt, never from an argument, and never printed.
 */
import { parseArgs } from 'node:util';
import { neutralise } from '../audit/audit-format';
import { type AccountActionContext, AccountActionError, findAccount } from '../auth/account-actions';
import { resolveSessionSecret } from '../auth/session-secret';
import { removeHospitalSignIn, setHospitalSignIn } from '../sso/hospital-sign-in-settings';
import { identityProviders } from '../sso/identity-providers';
import { redirectUriOf } from '../sso/sso-routes';
import { cliActor } from './cli-actor';
import type { CliDeps, CliIo } from './cli-deps';

export const ssoUsage = `  sso --name <name>                    the account's hospital sign-in (OpenID Connect):
                                       issuer, client id, domains, group, whether the
                                       shared password still works, and the redirect URI
                                       to register at the hospital (never the secret)
  sso-set --name <name> --issuer <url> --client-id <id> --domains <a,b>
          [--group-claim <claim> --group-value <value>] [--password allowed|refused]
          [--keep-secret]
                                       connect the account to its hospital's provider, or
                                       change the connection: the issuer is discovered
                                       first; the client secret from stdin or a prompt
                                       (--keep-secret keeps the one set). Refusing the
                                       password ends its sessions; another issuer ends
                                       the people's
  sso-remove --name <name>             remove it; the account's people's sessions end`;

const ssoCommands = ['sso', 'sso-set', 'sso-remove'] as const;
type SsoCommand = (typeof ssoCommands)[number];

export function isSsoCommand(command: string | undefined): command is SsoCommand {
  return ssoCommands.includes(command as SsoCommand);
}

class SsoUsageError extends Error {}

export async function runSsoCommand(argv: string[], io: CliIo, deps: CliDeps): Promise<number> {
  const { storage, config } = deps;
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        issuer: { type: 'string' },
        'client-id': { type: 'string' },
        domains: { type: 'string' },
        'group-claim': { type: 'string' },
        'group-value': { type: 'string' },
        password: { type: 'string' },
        'keep-secret': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      io.out(ssoUsage);
      return 0;
    }
    const [command, ...extra] = positionals;
    if (!isSsoCommand(command)) throw new SsoUsageError(`Unknown command "${command}"`);
    if (extra.length > 0) {
      throw new SsoUsageError(`Unexpected argument(s): ${extra.join(' ')} (the client secret is read from stdin)`);
    }
    if (!values.name) throw new SsoUsageError('--name is required');
    const account = await findAccount(storage, values.name);
    const context: AccountActionContext = {
      storage,
      secret: await resolveSessionSecret(config, storage),
      now: deps.now,
      modelKeys: deps.modelKeys,
      demoMode: config.demoMode,
      actor: cliActor(),
    };
    const redirectUri = redirectUriOf(config.publicOrigin);

    switch (command) {
      case 'sso': {
        const connection = await storage.accountSso.get(account.id);
        if (!connection) {
          io.out(`"${account.name}" has no hospital sign-in. The redirect URI to register: ${redirectUri}`);
          return 0;
        }
        const group = connection.groupClaim ? `${connection.groupClaim} = ${connection.groupValue}` : '-';
        const lines = [
          ['issuer', connection.issuer],
          ['client id', connection.clientId],
          ['client secret', 'set (never shown)'],
          ['e-mail domains', connection.domains.join(', ') || '-'],
          ['group', group],
          ['shared password', connection.passwordAllowed ? 'still signs in' : 'refused'],
          ['redirect URI', redirectUri],
          ['changed', `${new Date(connection.updatedAt).toISOString()} by ${connection.updatedBy}`],
        ];
        for (const [label, value] of lines) io.out(`${label}:\t${neutralise(value ?? '')}`);
        return 0;
      }
      case 'sso-set': {
        if (!values.issuer || !values['client-id']) throw new SsoUsageError('--issuer and --client-id are required');
        if (values.password !== undefined && values.password !== 'allowed' && values.password !== 'refused') {
          throw new SsoUsageError('--password must be allowed or refused');
        }
        const before = await storage.accountSso.get(account.id);
        const keep = values['keep-secret'] === true;
        if (keep && !before) throw new SsoUsageError(`"${account.name}" has no client secret to keep yet`);
        const clientSecret = keep ? undefined : await io.readPassword('existing', 'Client secret');
        await setHospitalSignIn(context, identityProviders({ demoMode: config.demoMode, now: deps.now }), account, {
          issuer: values.issuer,
          clientId: values['client-id'],
          ...(clientSecret !== undefined && { clientSecret }),
          domains: (values.domains ?? '').split(','),
          groupClaim: values['group-claim'] ?? null,
          groupValue: values['group-value'] ?? null,
          passwordAllowed:
            (values.password ?? (before?.passwordAllowed === false ? 'refused' : 'allowed')) === 'allowed',
        });
        io.out(`"${account.name}" signs in with ${values.issuer}. Register this redirect URI there: ${redirectUri}`);
        return 0;
      }
      case 'sso-remove': {
        await removeHospitalSignIn(context, account);
        io.out(`Removed the hospital sign-in of "${account.name}"; its people's sessions were ended`);
        return 0;
      }
    }
  } catch (error) {
    if (error instanceof SsoUsageError || error instanceof AccountActionError) {
      io.err(error.message);
      return 1;
    }
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      io.err(`${error.message}\n\n${ssoUsage}`);
      return 1;
    }
    throw error;
  }
}
