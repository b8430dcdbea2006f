/**
 * A Kysely query compiled once, run many times with new values. Kysely builds and compiles a
 * query on every call (tens of microseconds); the audit write on every file delivery is the one
 * place where that shows, so it is compiled once here with a marker for each value, and each
 * call swaps its values in at the markers' places.
 */
import { type Compilable, CompiledQuery, type Kysely } from 'kysely';

const markerPrefix = '\u0000prepared-value:';

export function preparedQuery<Values extends Record<string, unknown>>(
  db: Kysely<never>,
  build: (values: Values) => Compilable<unknown>,
  names: readonly (keyof Values & string)[],
): (values: Values, executor?: Pick<Kysely<never>, 'executeQuery'>) => Promise<unknown> {
  const markers = Object.fromEntries(names.map((name) => [name, `${markerPrefix}${name}`])) as unknown as Values;
  const template = build(markers).compile();
  const slots = template.parameters.map((value) =>
    typeof value === 'string' && value.startsWith(markerPrefix) ? value.slice(markerPrefix.length) : undefined,
  );
  const unused = names.filter((name) => !slots.includes(name));
  if (unused.length > 0) throw new Error(`preparedQuery: ${unused.join(', ')} never reached the compiled query`);
  // The executor may be a transaction of db, so several rows can share one commit.
  return (values, executor = db) =>
    executor.executeQuery(
      CompiledQuery.raw(
        template.sql,
        slots.map((name, index) => (name === undefined ? template.parameters[index] : values[name])),
      ),
    );
}
