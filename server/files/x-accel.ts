/**
 * FILE_DELIVERY=x-accel: nginx in front sends the bytes of a file the portal has permitted and
 * audited (deploy/nginx/). The portal answers with an empty body and X-Accel-Redirect naming
 * the file under nginx's internal location for the content folder; nginx keeps the Content-Type,
 * Content-Disposition and Cache-Control the portal chose, adds the portal's other headers back,
 * and answers the request's Range itself, with sendfile.
 */
import type { FileFacts, Validators } from './plan-delivery';

/** The internal address of a file: its source path under the content folder, each segment percent-encoded. */
export function xAccelRedirectOf(prefix: string, source: string): string {
  return `${prefix}/${source.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The validators nginx's static module sends for the same file: the ETag is the modification time
 * in seconds and the size, both in hex. Planning with them, the portal answers 304 and 416 exactly
 * when nginx would, and a Range with an If-Range from nginx's ETag is audited as the part nginx sends.
 */
export function nginxValidatorsOf(file: FileFacts): Validators {
  return {
    etag: `"${Math.floor(file.mtimeMs / 1000).toString(16)}-${file.size.toString(16)}"`,
    lastModified: new Date(file.mtimeMs).toUTCString(),
  };
}
