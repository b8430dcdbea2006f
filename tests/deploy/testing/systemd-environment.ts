/**
 * The environment systemd gives a service, read from its unit as systemd reads it (systemd.exec(5)),
 * for what deploy/customer-resources@.service uses: `Environment=` assignments, then each
 * `EnvironmentFile=` in order (a later file winning; `-` marks one that may be missing), then the
 * `NAME=value` words that ExecStart hands to /usr/bin/env. `%i` is the instance name.
 */

/**
 * One EnvironmentFile= as systemd reads it: lines starting with # or ; are comments; a value's
 * surrounding white space is dropped, but whatever follows it on its line (a "# …" too) is part of
 * it; a value in double or single quotes is what the quotes hold; a backslash keeps the next character.
 */
export function parseEnvironmentFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.replace(/\\\n/g, '').split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith(';')) continue;
    const equals = trimmed.indexOf('=');
    if (equals < 1) continue;
    const name = trimmed.slice(0, equals).trim();
    const raw = trimmed.slice(equals + 1).trim();
    const quoted = /^(["'])(.*)\1$/.exec(raw);
    env[name] = quoted ? (quoted[2] ?? '') : raw.replace(/\\(.)/g, '$1');
  }
  return env;
}

/** The `NAME=value` words of a unit setting, quotes removed. */
function assignments(words: string): [string, string][] {
  return [...words.matchAll(/(\w+)=("[^"]*"|\S*)/g)].map(([, name = '', value = '']) => [
    name,
    value.replace(/^"(.*)"$/, '$1'),
  ]);
}

/** The service's settings of a unit: every `Name=value` line, in order. */
function settingsOf(unit: string, instance: string): [string, string][] {
  return unit.split('\n').flatMap((line): [string, string][] => {
    const setting = /^(\w+)=(.*)$/.exec(line.trim());
    return setting ? [[setting[1] ?? '', (setting[2] ?? '').replaceAll('%i', instance)]] : [];
  });
}

/**
 * The environment of one instance of the unit; `files` holds the text of each environment file by
 * its path (undefined: the file does not exist).
 */
export function instanceEnvironment(
  unit: string,
  instance: string,
  files: Record<string, string | undefined>,
): Record<string, string> {
  const settings = settingsOf(unit, instance);
  const env: Record<string, string> = {};
  for (const [name, value] of settings) {
    if (name === 'Environment') Object.assign(env, Object.fromEntries(assignments(value)));
  }
  for (const [name, value] of settings) {
    if (name !== 'EnvironmentFile') continue;
    const optional = value.startsWith('-');
    const path = optional ? value.slice(1) : value;
    const text = files[path];
    if (text === undefined) {
      if (optional) continue;
      throw new Error(`${path} is required by the unit and was not given`);
    }
    Object.assign(env, parseEnvironmentFile(text));
  }
  const start = settings.find(([name]) => name === 'ExecStart')?.[1] ?? '';
  const envWords = /^\/usr\/bin\/env((?: \w+=\S*)*) /.exec(start)?.[1] ?? '';
  Object.assign(env, Object.fromEntries(assignments(envWords)));
  return env;
}
