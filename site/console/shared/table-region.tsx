/**
 * A wide table scrolls sideways inside its own region, so a phone's page never does; the region is
 * focusable and named by the table's caption, so a keyboard can scroll it too.
 */
import { type ReactNode, useId } from 'react';

export function TableRegion({ children }: { children: (captionId: string) => ReactNode }) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section className="table-region" aria-labelledby={id} tabIndex={0}>
      {children(id)}
    </section>
  );
}
