/** Reads one content file and checks it: syntax, then schema, every error with its line and column. */
import {
  type CheckedText,
  type ContentKind,
  type ContentTypes,
  checkContentText,
} from '../../engine/compiler/validation/validators';
import { readText } from './read-json';

/** A checked file and its text as read, for the lines shown around each error. */
export type CheckedFile<T> = CheckedText<T> & { text?: string };

export type ContentReader = <K extends ContentKind>(
  kind: K,
  path: string,
  displayPath: string,
) => CheckedFile<ContentTypes[K]>;

export const readContentFile: ContentReader = (kind, path, displayPath) => {
  const read = readText(path, displayPath);
  if (!read.ok) return { errors: [read.error] };
  return { ...checkContentText(kind, displayPath, read.text), text: read.text };
};
