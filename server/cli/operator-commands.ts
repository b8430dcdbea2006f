/**
 * The operator-* commands of `npm run accounts`: console operators are added, listed, disabled,
 * enabled, given a new second factor and removed here, on the machine, never from the console.
 * A new operator's authenticator key is printed once, as an address and a QR code drawn in the
 * terminal, with ten recovery codes; the store gets the key sealed under the server's secret
 * (SESSION_SECRET, as for the server) and the codes' salted hashes. Every change is audited as
 * `operator-changed` under `cli:<system user>`.
 */
import { parseArgs } from 'node:util';
import QRCode from 'qrcode';
import { neutralise } from '../audit/audit-format';
import { resolveSessionSecret } from '../auth/session-secret';
import { hashOperatorPassword, operatorPasswordProblem } from '../console/operator-password';
import { newOperatorSecrets, type OperatorSecrets } from '../console/operator-secrets';
import { totpKeyCipher } from '../console/totp-key-cipher';
import { DuplicateOperatorError, type OperatorRecord, type OperatorRole } from '../storage/records';
import { cliActor } from './cli-actor';
import type { CliDeps, CliIo } from './cli-deps';

export const operatorUsage = `  operator-add --name <name> --role admin|viewer
                                       add a console operator; password from stdin or a
                                       prompt. Prints the authenticator key (QR code and
                                       otpauth:// address) and ten recovery codes, once
  operator-list                        operators: role, enabled, created, recovery codes left
  operator-disable --name <name>       refuse the operator's sign-in; ends their sessions
  operator-enable --name <name>        allow sign-in again
  operator-reset-2fa --name <name>     a new authenticator key and recovery codes (the old
                                       ones stop working); ends their sessions
  operator-remove --name <name>        delete the operator (audit rows keep the name)`;

export const operatorCommands = [
  'operator-add',
  'operator-list',
  'operator-disable',
  'operator-enable',
  'operator-reset-2fa',
  'operator-remove',
] as const;

type OperatorCommand = (typeof operatorCommands)[number];

export function isOperatorCommand(command: string | undefined): command is OperatorCommand {
  return operatorCommands.includes(command as OperatorCommand);
}

const roles: readonly OperatorRole[] = ['admin', 'viewer'];

class OperatorUsageError extends Error {}

function describeOperator(operator: OperatorRecord, recoveryCodesLeft: number): string {
  return [
    operator.name,
    operator.role,
    operator.disabled ? 'disabled' : 'enabled',
    `created ${new Date(operator.createdAt).toISOString()}`,
    `${recoveryCodesLeft} recovery code(s) left`,
  ].join('\t');
}

/** The key and codes an operator needs, printed once: nothing can show them again. */
async function printSecrets(io: CliIo, secrets: OperatorSecrets): Promise<void> {
  io.out('Scan this QR code with an authenticator app, or enter the address below into it:');
  io.out((await QRCode.toString(secrets.otpauthUri, { type: 'terminal', small: true })).trimEnd());
  io.out(secrets.otpauthUri);
  io.out('');
  io.out('Recovery codes: each signs in once instead of an authenticator code.');
  io.out('They are shown this once only; keep them somewhere safe, apart from the password.');
  for (const code of secrets.recoveryCodes) io.out(`  ${code}`);
}

/** The authenticator keys are sealed under the server's secret, as the console opens them (totp-key-cipher.ts). */
async function cipherOf(deps: CliDeps) {
  return totpKeyCipher(await resolveSessionSecret(deps.config, deps.storage));
}

export async function runOperatorCommand(argv: string[], io: CliIo, deps: CliDeps): Promise<number> {
  const { storage } = deps;
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { name: { type: 'string' }, role: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      io.out(operatorUsage);
      return 0;
    }
    const [command, ...extra] = positionals;
    if (!isOperatorCommand(command)) throw new OperatorUsageError(`Unknown command "${command}"`);
    if (extra.length > 0) {
      throw new OperatorUsageError(`Unexpected argument(s): ${extra.join(' ')} (passwords are read from stdin)`);
    }
    if (values.role !== undefined && command !== 'operator-add') {
      throw new OperatorUsageError('--role goes with operator-add');
    }
    const audit = (operatorName: string, change: string) =>
      storage.audit.write({
        time: deps.now(),
        kind: 'operator-changed',
        account: null,
        detail: `${operatorName}: ${change}`,
        ...cliActor(),
      });
    const named = async (): Promise<OperatorRecord> => {
      if (!values.name) throw new OperatorUsageError('--name is required');
      const operator = await storage.operators.findByName(values.name);
      if (!operator) throw new OperatorUsageError(`No operator named "${neutralise(values.name)}"`);
      return operator;
    };

    switch (command) {
      case 'operator-add': {
        const { name, role } = values;
        if (!name || !/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(name)) {
          throw new OperatorUsageError(
            '--name is required: letters, digits, dot, dash or underscore, up to 64 characters',
          );
        }
        if (!roles.includes(role as OperatorRole)) {
          throw new OperatorUsageError('--role is required: admin (changes everything) or viewer (reads only)');
        }
        if (await storage.operators.findByName(name)) throw new DuplicateOperatorError(name);
        const password = await io.readPassword('new');
        const problem = operatorPasswordProblem(password);
        if (problem) throw new OperatorUsageError(problem);
        const secrets = await newOperatorSecrets(name, deps.scryptCost);
        await storage.operators.create({
          name,
          role: role as OperatorRole,
          passwordHash: await hashOperatorPassword(password, deps.scryptCost),
          totpSecret: (await cipherOf(deps)).seal(name, secrets.totpSecret),
          recoveryCodeHashes: secrets.recoveryCodeHashes,
          now: deps.now(),
        });
        await audit(name, `added as ${role}`);
        io.out(`Created operator "${name}" (${role})`);
        await printSecrets(io, secrets);
        return 0;
      }
      case 'operator-list': {
        const operators = await storage.operators.list();
        if (operators.length === 0) {
          io.out('No operators (add one with operator-add)');
          return 0;
        }
        for (const operator of operators) {
          io.out(describeOperator(operator, await storage.operators.remainingRecoveryCodes(operator.id)));
        }
        return 0;
      }
      case 'operator-disable':
      case 'operator-enable': {
        const operator = await named();
        const disabling = command === 'operator-disable';
        await storage.operators.setDisabled(operator.id, disabling);
        await audit(operator.name, disabling ? 'disabled' : 'enabled');
        io.out(
          disabling
            ? `Disabled operator "${operator.name}" and ended their console sessions`
            : `Enabled operator "${operator.name}"`,
        );
        return 0;
      }
      case 'operator-reset-2fa': {
        const operator = await named();
        const secrets = await newOperatorSecrets(operator.name, deps.scryptCost);
        const sealed = (await cipherOf(deps)).seal(operator.name, secrets.totpSecret);
        await storage.operators.resetSecondFactor(operator.id, sealed, secrets.recoveryCodeHashes);
        await audit(operator.name, 'second factor reset');
        io.out(`New authenticator key and recovery codes for "${operator.name}"; the old ones no longer work`);
        await printSecrets(io, secrets);
        return 0;
      }
      case 'operator-remove': {
        const operator = await named();
        await storage.operators.remove(operator.id);
        await audit(operator.name, 'removed');
        io.out(`Removed operator "${operator.name}" and ended their console sessions`);
        return 0;
      }
    }
  } catch (error) {
    if (error instanceof OperatorUsageError || error instanceof DuplicateOperatorError) {
      io.err(error.message);
      return 1;
    }
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      io.err(`${error.message}\n\n${operatorUsage}`);
      return 1;
    }
    throw error;
  }
}
