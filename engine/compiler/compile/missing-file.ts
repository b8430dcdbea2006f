/** The error for a path that names no file under a content folder, with the nearest file that does exist. */
import type { ContentError } from '../validation/content-error';
import { closest, withSuggestion } from '../validation/suggest';
import type { ContentFiles } from './content-source';

/** The folder part of a relative path: '' for a file at the top. */
export function folderOf(path: string): string {
  return path.split('/').slice(0, -1).join('/');
}

/** The nearest existing path to `relativePath` under `folder`: first beside it, else anywhere in the folder. */
function nearestFile(files: ContentFiles, folder: string, relativePath: string): string | undefined {
  const dir = folderOf(relativePath);
  const strip = (paths: string[]) => paths.map((path) => path.slice(folder.length + 1));
  const beside = dir ? strip(files.filesUnder(`${folder}/${dir}`)) : [];
  return closest(relativePath, beside.length > 0 ? beside : strip(files.filesUnder(folder)));
}

/**
 * `file content/files/x.pdf does not exist; did you mean "y.pdf"?`; `written` turns a path
 * under the folder back into the form the field takes.
 */
export function missingFileError(
  files: ContentFiles,
  where: Pick<ContentError, 'file' | 'pointer'>,
  folder: string,
  relativePath: string,
  what = 'file',
  written: (path: string) => string = (path) => path,
): ContentError {
  const nearest = nearestFile(files, folder, relativePath);
  const message = `${what} content/${folder}/${relativePath} does not exist`;
  return withSuggestion(where, message, nearest === undefined ? undefined : written(nearest));
}

/** A picture that content names must exist under content/images. */
export function checkImage(files: ContentFiles, src: string, file: string, pointer: string, errors: ContentError[]) {
  if (files.fileSize(`images/${src}`) === undefined) {
    errors.push(missingFileError(files, { file, pointer }, 'images', src, 'image'));
  }
}
