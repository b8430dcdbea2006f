/**
 * The benchmark's yardstick: nginx alone serving the same files without any gate, at the same
 * addresses the portal answers (so each case differs only in its origin), with one worker, sendfile
 * and an access log as the production layout has (deploy/nginx/).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchTree } from './bench-tree';

/** Writes the configuration into the tree's state folder; returns its path. */
export function writeStaticNginxConfig(tree: BenchTree, port: number): string {
  const path = join(tree.stateDir, `static-${port}.conf`);
  writeFileSync(path, staticNginxConfig(tree, port));
  return path;
}

function staticNginxConfig(tree: BenchTree, port: number): string {
  const state = tree.stateDir;
  return `# nginx alone for npm run bench:compare (scripts/bench/nginx-static.ts)
worker_processes 1;
pid ${join(state, 'static.pid')};
error_log ${join(state, 'static-error.log')} warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    server_tokens off;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65s;
    access_log ${join(state, 'static-access.log')};
    client_body_temp_path ${join(state, 'static-body')};
    proxy_temp_path ${join(state, 'static-proxy')};
    fastcgi_temp_path ${join(state, 'static-fastcgi')};
    uwsgi_temp_path ${join(state, 'static-uwsgi')};
    scgi_temp_path ${join(state, 'static-scgi')};
    server {
        listen 127.0.0.1:${port};
        location ^~ /assets/ { root ${tree.siteDir}; gzip_static on; }
        location ^~ /public/ { alias ${join(tree.contentDir, 'files')}/; }
        location ^~ /api/products/ {
            alias ${tree.staticManifestDir}/;
            default_type application/json;
            gzip_static on;
        }
    }
}
`;
}
