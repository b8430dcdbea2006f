/**
 * The documents the reader is asked to read and confirm, which the signed-in layout's loader asks
 * for beside the catalogue (session/signed-in-loader.ts), and the confirmation the notice's form
 * sends through its route's action (acknowledge-action.ts).
 */
import type {
  AcknowledgementAnswer,
  AcknowledgementRequest,
  AcknowledgementsAnswer,
  ErrorAnswer,
} from '../../engine/shared/types';
import { requestJson } from '../api/http';

const path = '/api/acknowledgements';

export function getAcknowledgements(): Promise<AcknowledgementsAnswer> {
  return requestJson<AcknowledgementsAnswer>('GET', path);
}

/** The stored confirmation, or the server's words for why not (a shared password, a version no longer current). */
export function confirmAcknowledgement(request: AcknowledgementRequest): Promise<AcknowledgementAnswer | ErrorAnswer> {
  return requestJson<AcknowledgementAnswer | ErrorAnswer>('POST', path, { body: request, answers: [403, 404, 409] });
}
