/**
 * A language's site texts over the default's: objects key by key, arrays position by position,
 * anything the translation leaves out kept as it is.
 */
export function mergeTexts<T>(base: T, override: unknown): T {
  if (override === undefined) return base;
  if (Array.isArray(base)) {
    if (!Array.isArray(override)) return base;
    return base.map((item, i) => mergeTexts(item, override[i])) as T;
  }
  if (base && typeof base === 'object') {
    if (!override || typeof override !== 'object' || Array.isArray(override)) return base;
    const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [key, value] of Object.entries(override)) {
      merged[key] = Object.hasOwn(merged, key) ? mergeTexts(merged[key], value) : value;
    }
    return merged as T;
  }
  return override as T;
}
