/** The signed-in area as a lazy part: the route table draws it; the entry and the login page fetch it ahead. */
import { lazyPart } from '../lazy/lazy-part';

export const signedInArea = lazyPart(() => import('./signed-in-area'));
