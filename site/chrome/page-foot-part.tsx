/**
 * The footer and back-to-top (page-foot.tsx) in a chunk of their own: the login page draws its form
 * without waiting for them. The entry fetches the chunk at start, beside the site texts; should it
 * come later, a band of the footer's colour holds its place (chrome.css), and a failed fetch keeps
 * the band while the next page tries again.
 */
import { lazyChunk } from '../lazy/lazy-part';

export const pageFootChunk = lazyChunk(() => import('./page-foot'));

export const PageFoot = pageFootChunk.part(
  (chunk) => chunk.PageFoot,
  () => <div className="page-foot-place" />,
);
