/**
 * What is derived from a loaded content object (a manifest's compressed answer, a line's search
 * index) is computed when first needed and kept with that object: content loaded again brings new
 * objects, so the old derived values are forgotten with the old content, never served for the new.
 */
export function oncePerObject<Key extends object, Rest extends unknown[], Value>(
  compute: (key: Key, ...rest: Rest) => Value,
): (key: Key, ...rest: Rest) => Value {
  const values = new WeakMap<Key, Value>();
  return (key, ...rest) => {
    if (values.has(key)) return values.get(key) as Value;
    const value = compute(key, ...rest);
    values.set(key, value);
    return value;
  };
}
