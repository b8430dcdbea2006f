/** What renderers may ask of the site (engine/rendering/contract.ts RenderActions), done over the server's API. */
import type { PaperCopyOutcome, RenderActions } from '../../engine/rendering/contract';
import type { ErrorAnswer, PaperCopyAnswer, PaperCopyRequest } from '../../engine/shared/types';
import { isApiError } from '../api/errors';
import { requestJson } from '../api/http';

async function requestPaperCopy(request: PaperCopyRequest): Promise<PaperCopyOutcome> {
  try {
    // A refused form (400) is an answer that says why, by field.
    const answer = await requestJson<PaperCopyAnswer | ErrorAnswer>('POST', '/api/paper-copy-requests', {
      body: request,
      answers: [400],
    });
    if ('reference' in answer) return { ok: true, reference: answer.reference };
    // The form shows each refused field under its own label; the server's summary names them by key.
    return { ok: false, message: answer.fields ? '' : answer.error, fields: answer.fields ?? {} };
  } catch (error) {
    if (isApiError(error)) return { ok: false, message: '', fields: {}, failure: error.kind };
    return { ok: false, message: String(error), fields: {} };
  }
}

export const renderActions: RenderActions = { requestPaperCopy };
