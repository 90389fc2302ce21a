/**
 * Debian's nginx run by a test with the repository's own site files (deploy/nginx): a prefix of its
 * own in a temporary folder, the site's listen address, root and upstream ports replaced by the
 * test's, and no daemon, so the test stops it.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const DEPLOY_DIR = path.resolve(import.meta.dirname, '../../deploy');
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const MIME_TYPES = '/etc/nginx/mime.types';
const START_TIMEOUT_MS = 20_000;

export const NGINX_BINARY = NGINX_CANDIDATES.find((candidate) => existsSync(candidate));
export const NGINX_SKIP_REASON = NGINX_BINARY
  ? undefined
  : "nginx tests skipped: Debian's nginx is not installed (.ci/run installs it with apt-get where it can)";
/** Debian's libnginx-mod-http-brotli-static; without it the site's brotli_static line is taken out and br is not checked. */
export const HAS_BROTLI_STATIC = existsSync(BROTLI_STATIC_MODULE);

export type SiteReplacements = Readonly<Record<string, string>>;

export type RunningNginx = { url: string; stop: () => Promise<void>; errorLog: () => Promise<string>; accessLog: () => Promise<string> };

/** Where the sites write their logs on a host; the test's own prefix takes its place. */
const HOST_LOG_DIR = '/var/log/nginx/';

/**
 * Starts nginx on 127.0.0.1:`port` with `site` (a file of deploy/nginx), each key of `replace`
 * found in it replaced by its value (a missing key fails: the file's shape is what is tested).
 */
export async function startNginx(site: string, port: number, replace: SiteReplacements): Promise<RunningNginx> {
  if (!NGINX_BINARY) throw new Error('nginx is not installed');
  const prefix = await mkdtemp(path.join(tmpdir(), 'procuration-nginx-'));
  await mkdir(path.join(prefix, 'snippets'));
  await mkdir(path.join(prefix, 'sites'));
  let siteText = await readFile(path.join(DEPLOY_DIR, 'nginx', site), 'utf8');
  for (const [from, to] of Object.entries({ 'listen 80;': `listen 127.0.0.1:${port};`, ...replace })) {
    if (!siteText.includes(from)) throw new Error(`${site} no longer contains "${from}"`);
    siteText = siteText.replaceAll(from, to);
  }
  await writeFile(path.join(prefix, 'sites', 'site.conf'), siteText.replaceAll(HOST_LOG_DIR, `${prefix}/`));
  const snippet = path.join(prefix, 'snippets', 'procuration-static.conf');
  await copyFile(path.join(DEPLOY_DIR, 'nginx', 'procuration-static.conf'), snippet);
  if (!HAS_BROTLI_STATIC) await writeFile(snippet, (await readFile(snippet, 'utf8')).replace('brotli_static on;', ''));
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    [
      // As root (CI), the workers would become "nobody", who cannot read the test's temporary folders.
      process.getuid?.() === 0 ? 'user root;' : '',
      HAS_BROTLI_STATIC ? `load_module ${BROTLI_STATIC_MODULE};` : '',
      'worker_processes 1;',
      `error_log ${path.join(prefix, 'error.log')} warn;`,
      `pid ${path.join(prefix, 'nginx.pid')};`,
      'events { worker_connections 512; }',
      'http {',
      `  include ${MIME_TYPES};`,
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      '  include sites/*.conf;',
      '}',
      '',
    ].join('\n'),
  );
  const conf = path.join(prefix, 'nginx.conf');
  // A wrong file fails here, with nginx's own words.
  execFileSync(NGINX_BINARY, ['-t', '-q', '-p', prefix, '-c', conf], { stdio: 'pipe' });
  const child: ChildProcess = spawn(NGINX_BINARY, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const giveUpAt = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      await fetch(`${url}/robots.txt`);
      break;
    } catch (error) {
      if (Date.now() > giveUpAt || child.exitCode !== null) throw new Error('nginx did not start', { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    errorLog: async () =>
      (await readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '')) +
      (await readFile(path.join(prefix, 'procuration-error.log'), 'utf8').catch(() => '')),
    // What the site's own access log holds (nginx writes each line when its answer is sent).
    accessLog: () => readFile(path.join(prefix, 'procuration-access.log'), 'utf8').catch(() => ''),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
