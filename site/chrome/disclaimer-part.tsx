/**
 * The disclaimer banner (disclaimer-banner.tsx) as a part of the signed-in chunk: only a signed-in
 * user sees it, and every signed-in page comes from that chunk, so it draws with the page.
 */
import { signedInChunk } from '../guard/signed-in-chunk';

export const DisclaimerBanner = signedInChunk.part(
  (chunk) => chunk.DisclaimerBanner,
  () => null,
);
