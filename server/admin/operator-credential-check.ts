import type { Storage } from '../storage/storage';
import type { OperatorCredentialCheck } from './sign-in-routes';

export function operatorCredentialCheck(_storage: Storage, _now: () => number): OperatorCredentialCheck {
  throw new Error('not yet');
}
