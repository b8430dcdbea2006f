/** Paper copies of instructions for use: only the product area asks. */
import type { ErrorAnswer, PaperCopyAnswer, PaperCopyRequest } from '../../engine/shared/types';
import { requestJson } from '../api/http';

/** Asks for printed instructions for use; a refused form (400) is an answer that says why, by field. */
export function createPaperCopyRequest(
  request: PaperCopyRequest,
  signal?: AbortSignal,
): Promise<PaperCopyAnswer | ErrorAnswer> {
  return requestJson<PaperCopyAnswer | ErrorAnswer>('POST', '/api/paper-copy-requests', {
    body: request,
    signal,
    answers: [400],
  });
}
