/** Content types of the files the portal delivers; anything else is refused at compile time. */
const types: Record<string, string> = {
  pdf: 'application/pdf',
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

export function contentTypeOf(path: string): string | undefined {
  const extension = path.split('.').pop()?.toLowerCase() ?? '';
  return Object.hasOwn(types, extension) ? types[extension] : undefined;
}
