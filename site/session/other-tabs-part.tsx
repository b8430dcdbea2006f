/**
 * The listener to the other tabs (other-tabs.tsx) as a part of the signed-in chunk, drawn on every
 * page: it also brings that chunk to the login page once the page is drawn, ready for the sign-in.
 */
import { signedInChunk } from '../guard/signed-in-chunk';

export const OtherTabs = signedInChunk.part(
  (chunk) => chunk.OtherTabs,
  () => null,
);
