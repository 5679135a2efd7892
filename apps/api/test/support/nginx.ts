import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { httpRequest, waitUntil } from './http-client.js';

/** Debian's nginx (`apt-get install nginx`; `.ci/run` installs it when missing). */
export const NGINX_BINARY = '/usr/sbin/nginx';
export const nginxPresent = () => existsSync(NGINX_BINARY);

/**
 * The balancer's configuration: round robin over the API processes, the client's address
 * appended to X-Forwarded-For (the servers trust this proxy's address through
 * TRUST_PROXY), and which upstream answered in `X-Upstream`, so a test can see both
 * processes serve. Everything nginx writes stays in `dir`.
 */
export function nginxConfig(options: { dir: string; port: number; upstreams: string[] }): string {
  const { dir } = options;
  return `worker_processes 1;
${process.getuid?.() === 0 ? 'user root root;\n' : ''}pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream baandee_api {
${options.upstreams.map((upstream) => `    server ${upstream};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${options.port};
    client_max_body_size 3m;
    location / {
      proxy_pass http://baandee_api;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/**
 * nginx as a foreground child (`daemon off`) with its configuration, pid file, logs and
 * temporary files in a folder of its own; ready once `/api/health` answers through it.
 */
export async function startNginx(options: { port: number; upstreams: string[] }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'baandee-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ dir, ...options }));
  const child = spawn(NGINX_BINARY, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let exited: number | null | undefined;
  child.stdout.on('data', (data: Buffer) => (output += data));
  child.stderr.on('data', (data: Buffer) => (output += data));
  child.once('exit', (code) => (exited = code));
  const url = `http://127.0.0.1:${options.port}`;
  const errorLog = () => (existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '');
  try {
    await waitUntil('nginx answering /api/health', async () => {
      if (exited !== undefined) throw new Error(`nginx exited with ${exited}: ${output}${errorLog()}`);
      return (await httpRequest(`${url}/api/health`)).status === 200;
    });
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    errorLog,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (exited !== undefined) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
