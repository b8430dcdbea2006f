/**
 * Text that completes a link's name for screen readers and search engines without being drawn,
 * e.g. which document a "Download" link fetches. Keep any space outside it: accessible-name
 * computation trims the text inside an element.
 */
import type { ReactNode } from 'react';
import './visually-hidden.css';

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
