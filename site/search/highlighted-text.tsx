/** Text with its matched words in <mark>: built from ranges as text nodes, never parsed as HTML. */
import type { HighlightedText as Highlighted } from '../../engine/shared/types';

export function HighlightedText({ value }: { value: Highlighted }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of value.marks) {
    if (start < at || end > value.text.length) continue;
    if (start > at) parts.push(value.text.slice(at, start));
    parts.push(<mark key={start}>{value.text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < value.text.length) parts.push(value.text.slice(at));
  return <>{parts}</>;
}
