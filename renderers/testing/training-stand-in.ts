/**
 * Storybook serves no training package: like documents and secure downloads they are gated content,
 * which only the portal's server hands out, to a session whose account permits the line. Frames that
 * show one in the portal (videos, the learning library) show a page of Storybook's own instead
 * (.storybook/stand-ins/training.html), which names the address the portal would frame.
 */
import type { RouteDef } from '../../engine/shared/routes/route-tree';

/** The stand-in for the training package at `address`. */
export function trainingStandIn(address: string): string {
  return `/stand-ins/training.html?shows=${encodeURIComponent(address)}`;
}

/** A video route whose frame shows the stand-in for its video. */
export function withTrainingStandIn(route: RouteDef): RouteDef {
  const { url } = route.meta;
  return url ? { ...route, meta: { ...route.meta, url: trainingStandIn(url) } } : route;
}
