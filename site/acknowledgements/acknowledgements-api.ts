/**
 * The documents the reader is asked to read and confirm, which the signed-in layout's loader asks
 * for beside the catalogue (session/signed-in-loader.ts). The confirmation is sent by the routes'
 * action (acknowledge-action.ts), which comes with the pages that show the notice.
 */
import type { AcknowledgementsAnswer } from '../../engine/shared/types';
import { requestJson } from '../api/http';

export const acknowledgementsPath = '/api/acknowledgements';

export function getAcknowledgements(): Promise<AcknowledgementsAnswer> {
  return requestJson<AcknowledgementsAnswer>('GET', acknowledgementsPath);
}
