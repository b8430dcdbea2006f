/**
 * prom-client's default metrics (CPU, memory, heap, handles, garbage collection, event-loop lag)
 * describe the process, not an app: they are collected once per process, from the first app
 * built on, however many apps it builds (each would otherwise start its own event-loop monitor).
 */
import { collectDefaultMetrics, Registry } from 'prom-client';

let registry: Registry | undefined;

export function processMetrics(): Registry {
  if (registry === undefined) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}
