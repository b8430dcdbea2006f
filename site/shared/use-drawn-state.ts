/**
 * A loaded resource's state, with its arrival drawn in the background: when the data arrives the
 * answer stays 'loading' while React draws the data in a deferred render, which it splits into
 * short slices so the browser stays responsive (a slow phone would otherwise freeze for the whole
 * render), then shows it at once. Loading and error states pass through unchanged.
 */
import { useDeferredValue } from 'react';
import type { ResourceState } from './use-resource';

const stillDrawing = { status: 'loading' } as const;

export function useDrawnState<T>(state: ResourceState<T>): ResourceState<T> {
  const drawn = useDeferredValue(state);
  return state.status === 'ready' && drawn !== state ? stillDrawing : state;
}
