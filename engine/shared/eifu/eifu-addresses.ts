/**
 * The public addresses of the electronic instructions for use. A file's address is made of what
 * does not change while a version is listed (its line, its date of issue, its file name), so a
 * link printed or saved keeps working across compiles, also once a newer file takes its place and
 * it moves among the earlier versions.
 */

export const eifuPrefix = '/eifu';

/** The page of one line's instructions for use in one language. */
export function eifuLinePath(model: string, lang: string): string {
  return `${eifuPrefix}/${model}/${lang}`;
}

export const eifuAboutPath = `${eifuPrefix}/about`;

/** The last segment of a path under content/files. */
export function fileNameOf(filePath: string): string {
  return filePath.slice(filePath.lastIndexOf('/') + 1);
}

/** `/eifu/files/<model>/<date of issue>/<file name>`. */
export function eifuFileAddress(model: string, dateOfIssue: string, filePath: string): string {
  return `${eifuPrefix}/files/${model}/${dateOfIssue}/${fileNameOf(filePath)}`;
}

/** The GS1 Digital Link address of a device: its GTIN in 14 digits under /01/. */
export function digitalLinkPath(gtin14: string): string {
  return `/01/${gtin14}`;
}
