/**
 * A safety notice names the devices it affects by GTIN. A GTIN that the instructions for use mark
 * as another line's device would send that device's readers the wrong notice, and this line's
 * readers a device they do not have: it is reported at the notice. A GTIN no instructions for use
 * name is the content's own knowledge and passes (not every device has public instructions).
 */
import { gtin14 } from '../../shared/gtin';
import type { EifuIndex } from '../../shared/types';
import type { ContentError } from '../validation/content-error';
import type { LoadedProduct } from './content-source';

export function checkNoticeDevices(eifu: EifuIndex, lines: readonly LoadedProduct[], errors: ContentError[]): void {
  const owners = new Map<string, string>();
  for (const line of eifu.lines)
    for (const { documents } of line.languages)
      for (const document of documents)
        for (const gtin of document.gtins) {
          const normal = gtin14(gtin);
          if (normal) owners.set(normal, line.model);
        }
  for (const { file, product } of lines) {
    product.notices?.forEach((notice, i) => {
      notice.gtins.forEach((gtin, j) => {
        const normal = gtin14(gtin);
        const owner = normal && owners.get(normal);
        if (owner && owner !== product.model)
          errors.push({
            file,
            pointer: `/notices/${i}/gtins/${j}`,
            message: `GTIN ${gtin} is a device of the line "${owner}", not of "${product.model}": a notice names its own line's devices (publish it on "${owner}" too if it affects both)`,
          });
      });
    });
  }
}
