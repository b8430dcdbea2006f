/** The signed-in area as a lazy part of the route table: every address but /login. */
import { inPageFrame } from '../lazy/in-page-frame';
import { signedInChunk } from './signed-in-chunk';

export const SignedInArea = signedInChunk.part((chunk) => chunk.default, inPageFrame);
