/**
 * The action of the routes that show the notice (the catalogue, a product line): the form of one
 * document to confirm posts here, the confirmation goes to the server, and the router then runs
 * the signed-in layout's loader again, whose fresh list no longer holds the confirmed version.
 */
import type { ActionFunctionArgs } from 'react-router-dom';
import type { RequestFailure } from '../../engine/rendering/contract';
import type { AcknowledgementAnswer, AcknowledgementRequest, ErrorAnswer } from '../../engine/shared/types';
import { isApiError } from '../api/errors';
import { requestJson } from '../api/http';
import { acknowledgementsPath } from './acknowledgements-api';

/** The stored confirmation, or the server's words for why not (a shared password, a version no longer current). */
function confirmAcknowledgement(request: AcknowledgementRequest): Promise<AcknowledgementAnswer | ErrorAnswer> {
  return requestJson<AcknowledgementAnswer | ErrorAnswer>('POST', acknowledgementsPath, {
    body: request,
    answers: [403, 404, 409],
  });
}

/** The fields of the form; `name` only names the document in what the page says after. */
export const acknowledgementFields = ['model', 'document', 'version', 'name'] as const;
type Field = (typeof acknowledgementFields)[number];

export type AcknowledgeOutcome =
  | { ok: true; document: string; version: string; name: string }
  | { ok: false; document: string; version: string; message?: string; failure?: RequestFailure };

export async function acknowledgeAction({ request }: ActionFunctionArgs): Promise<AcknowledgeOutcome> {
  const form = await request.formData();
  const field = (name: Field) => String(form.get(name) ?? '');
  const sent = { model: field('model'), document: field('document'), version: field('version') };
  const which = { document: sent.document, version: sent.version };
  try {
    const answer = await confirmAcknowledgement(sent);
    if ('error' in answer) return { ok: false, ...which, message: answer.error };
    return { ok: true, ...which, name: field('name') };
  } catch (error) {
    if (isApiError(error)) return { ok: false, ...which, failure: error.kind };
    throw error;
  }
}
