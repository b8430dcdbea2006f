/**
 * Frames of this site show our own compiled training content, as trusted as the portal itself;
 * a sandbox allowing both scripts and same-origin could lift itself, so it would only pretend
 * to protect. Such frames get none; frames of another origin get the sandbox they are given.
 */
export function sandboxFor(url: string, sandbox: string): string | undefined {
  const sameSite = url.startsWith('/') && !url.startsWith('//');
  return sameSite ? undefined : sandbox;
}
