import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '@studio/embedded-postgres';
import { answeringDaemon } from './answeringDaemon';
import type { ChildServer } from './childServer';
import type { RecordedAnswer } from './recordedAnswer';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Headers nginx writes itself for a file it serves. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'server', 'last-modified']);

/** A header value as an nginx string: double-quoted, inner quotes and backslashes escaped. */
const quoted = (value: string) => `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`;

/**
 * Debian's nginx with one worker, serving a recorded answer's very bytes from a file with its headers: what a
 * server written in C does for that answer, the anchor the site's front is measured against.
 */
export async function startNginx(answer: RecordedAnswer): Promise<ChildServer> {
  const folder = await mkdtemp(join(tmpdir(), 'studio-nginx-'));
  // Its worker runs as an unprivileged user when started by root: the files must be readable by others.
  await chmod(folder, 0o755);
  await mkdir(join(folder, 'logs'));
  await writeFile(join(folder, 'answer'), answer.body, { mode: 0o644 });
  const port = await findFreePort();
  let contentType = 'application/octet-stream';
  const added: string[] = [];
  for (let index = 0; index < answer.headers.length; index += 2) {
    const name = answer.headers[index]!.toLowerCase();
    const value = answer.headers[index + 1]!;
    if (name === 'content-type') contentType = value;
    else if (!OWN_HEADERS.has(name)) added.push(`add_header ${name} ${quoted(value)} always;`);
  }
  const config = `
worker_processes 1;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/logs/error.log error;
events { worker_connections 1024; }
http {
  access_log off;
  server_tokens off;
  etag off;
  keepalive_requests 100000000;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${folder};
    location / {
      types { }
      default_type ${quoted(contentType)};
      ${added.join('\n      ')}
      try_files /answer =404;
    }
  }
}`;
  await writeFile(join(folder, 'nginx.conf'), config, { mode: 0o644 });
  const nginx = spawn(NGINX, ['-p', folder, '-c', join(folder, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return answeringDaemon({
    name: 'nginx',
    child: nginx,
    url: `http://127.0.0.1:${port}`,
    timeoutMs: 10_000,
    stopSignal: 'SIGQUIT',
    folder,
  });
}
