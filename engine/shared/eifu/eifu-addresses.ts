/**
 * The public addresses of the electronic instructions for use. A file's address is made of what
 * does not change while a version is listed (its line, its revision, its file name), so a link
 * printed or saved keeps working across compiles.
 */

export const eifuPrefix = '/eifu';

/** The page of one line's instructions for use in one language. */
export function eifuLinePath(model: string, lang: string): string {
  return `${eifuPrefix}/${model}/${lang}`;
}

export const eifuAboutPath = `${eifuPrefix}/about`;

/** A revision as an address segment: "Rev. D" is rev-d, "5.0 Rev. B" is 5-0-rev-b. */
export function revisionSlug(revision: string): string {
  return revision
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The last segment of a path under content/files. */
export function fileNameOf(filePath: string): string {
  return filePath.slice(filePath.lastIndexOf('/') + 1);
}

export function eifuFileAddress(model: string, revision: string, filePath: string): string {
  return `${eifuPrefix}/files/${model}/${revisionSlug(revision)}/${fileNameOf(filePath)}`;
}

/** The GS1 Digital Link address of a device: its GTIN in 14 digits under /01/. */
export function digitalLinkPath(gtin14: string): string {
  return `/01/${gtin14}`;
}
