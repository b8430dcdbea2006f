/**
 * What the public eIFU routes look up, derived once from the compiled index (build/content/eifu.json)
 * and kept with it: lines by model, files by their public address, devices by GTIN. Nothing else of
 * the compiled content, and never the database, stands behind these pages and files.
 */
import type { EifuDocument, EifuFile, EifuIndex, EifuLine } from '../../engine/shared/types';
import { oncePerObject } from '../content/once-per-object';

export interface EifuDevice {
  model: string;
  /** The device's documents by language, in the site's order of languages. */
  byLanguage: Map<string, EifuDocument[]>;
}

export interface EifuLookup {
  lines: Map<string, EifuLine>;
  files: Map<string, EifuFile>;
  devices: Map<string, EifuDevice>;
}

export const eifuLookupOf = oncePerObject((index: EifuIndex): EifuLookup => {
  const lines = new Map<string, EifuLine>();
  const files = new Map<string, EifuFile>();
  const devices = new Map<string, EifuDevice>();
  for (const line of index.lines) {
    lines.set(line.model, line);
    for (const { lang, documents } of line.languages) {
      for (const document of documents) {
        for (const file of [document.current, ...document.earlierVersions]) files.set(file.address, file);
        for (const gtin of document.gtins) {
          const device = devices.get(gtin) ?? { model: line.model, byLanguage: new Map() };
          devices.set(gtin, device);
          device.byLanguage.set(lang, [...(device.byLanguage.get(lang) ?? []), document]);
        }
      }
    }
  }
  return { lines, files, devices };
});
