/** The signed-in operator, from the layout's loader, and whether the page may offer changes. */
import { useRouteLoaderData } from 'react-router-dom';
import type { ConsoleSessionAnswer } from '../../../engine/shared/console/console-api';

export type SignedInSession = Extract<ConsoleSessionAnswer, { signedIn: true }>;

export const layoutRouteId = 'console';

export function useOperator(): SignedInSession['operator'] {
  const session = useRouteLoaderData(layoutRouteId) as SignedInSession | undefined;
  if (!session) throw new Error('useOperator is used outside the signed-in console');
  return session.operator;
}

/** A viewer reads everything and is offered nothing that changes it (the server refuses too). */
export const useCanChange = () => useOperator().role === 'admin';
