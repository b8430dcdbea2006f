/** The account actions' context for a command of `npm run accounts`, under `cli:<system user>`. */
import type { AccountActionContext } from '../auth/account-actions';
import { resolveSessionSecret } from '../auth/session-secret';
import { cliActor } from './cli-actor';
import type { CliDeps } from './cli-deps';

export async function cliActions(deps: CliDeps): Promise<AccountActionContext> {
  return {
    storage: deps.storage,
    secret: await resolveSessionSecret(deps.config, deps.storage),
    now: deps.now,
    modelKeys: deps.modelKeys,
    demoMode: deps.config.demoMode,
    scryptCost: deps.scryptCost,
    actor: cliActor(),
  };
}
