/**
 * Runs Debian's nginx (or any nginx >= 1.19.5) over a build folder on one local port, as production
 * serves it (site.conf, written by the build) but without root: the configuration (main-conf.ts), the
 * pid file, the logs and the temporary folders live in a fresh folder under the system's temp dir,
 * removed when the server stops. Used by `npm run serve:prod`, the end-to-end tests and the benchmarks.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join, resolve } from 'node:path'
import { mainConf } from './main-conf'

/** What to install, said wherever nginx or its brotli module is missing. */
export const INSTALL_HINT =
  'Debian/Ubuntu: apt-get install -y nginx libnginx-mod-http-brotli-static (as root, or with sudo); ' +
  'elsewhere install nginx >= 1.19.5 and set NGINX_PATH to its binary'

const SEARCHED = [
  '/usr/sbin/nginx',
  '/usr/local/sbin/nginx',
  '/usr/local/nginx/sbin/nginx',
  '/opt/homebrew/bin/nginx',
]

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** $NGINX_PATH, else `nginx` on PATH, else the usual places (a normal user's PATH lacks /usr/sbin). */
export function findNginx(): string | null {
  const fromEnv = process.env.NGINX_PATH?.trim()
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null
  const onPath = (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'nginx'))
  return [...onPath, ...SEARCHED].find(isExecutable) ?? null
}

export interface NginxBuild {
  path: string
  version: string
  /** Where its MIME types file is (beside its own nginx.conf). */
  mimeTypes: string
  /** Whether it can send precompressed brotli (ngx_brotli's static module, loaded or built in). */
  brotli: boolean
  /** The module to load for it, when it is a dynamic one installed beside nginx's other modules. */
  brotliModule: string | undefined
}

/** What `nginx -V` says about the binary: version, configuration folder, modules folder. */
export function describeNginx(path: string): NginxBuild {
  const out = spawnSync(path, ['-V'], { encoding: 'utf8' })
  const text = `${out.stdout}${out.stderr}`
  const option = (name: string) => text.match(new RegExp(`--${name}=(\\S+)`))?.[1]
  const prefix = option('prefix') ?? '/usr/local/nginx'
  const confPath = resolve(prefix, option('conf-path') ?? 'conf/nginx.conf')
  const modulesPath = resolve(prefix, option('modules-path') ?? 'modules')
  const module = join(modulesPath, 'ngx_http_brotli_static_module.so')
  // A module compiled into the binary needs no load_module (and has none to load).
  const builtIn = text.includes('ngx_brotli')
  const brotliModule = !builtIn && existsSync(module) ? module : undefined
  return {
    path,
    version: text.match(/nginx version: nginx\/(\S+)/)?.[1] ?? 'unknown',
    mimeTypes: join(dirname(confPath), 'mime.types'),
    brotli: builtIn || !!brotliModule,
    brotliModule,
  }
}

/** The repository's folder for the local certificate (gitignored). */
export const CERT_DIR = resolve(import.meta.dirname, '..', '..', '.certs')

/**
 * A self-signed certificate for localhost and 127.0.0.1 in `dir` (`.certs/` by default), made with
 * openssl on first use and kept, so every run serves the same one. Browsers are told to accept it
 * (Chromium: --ignore-certificate-errors; Playwright: ignoreHTTPSErrors).
 */
export function ensureCertificate(dir = CERT_DIR): { certificate: string; key: string } {
  const certificate = join(dir, 'localhost.pem')
  const key = join(dir, 'localhost-key.pem')
  if (existsSync(certificate) && existsSync(key)) return { certificate, key }
  mkdirSync(dir, { recursive: true })
  // Made aside, then moved in: two servers starting at once (tests and a benchmark) never read half a file.
  const tmp = mkdtempSync(join(dir, 'new-'))
  const out = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      '825',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      join(tmp, 'localhost-key.pem'),
      '-out',
      join(tmp, 'localhost.pem'),
    ],
    { encoding: 'utf8' },
  )
  if (out.status !== 0) {
    rmSync(tmp, { recursive: true, force: true })
    throw new NginxError(
      `openssl could not make a certificate for TLS (${out.error?.message ?? out.stderr.trim()}); ` +
        'install openssl, or serve plain HTTP',
    )
  }
  renameSync(join(tmp, 'localhost-key.pem'), key)
  renameSync(join(tmp, 'localhost.pem'), certificate)
  rmSync(tmp, { recursive: true, force: true })
  return { certificate, key }
}

export interface RunningNginx {
  url: string
  nginx: NginxBuild
  /** The folder holding the configuration, the logs and the temporary files. */
  tmp: string
  process: ChildProcess
  /** Resolves with the exit code when nginx stops, for whatever reason. */
  exited: Promise<number>
  stop(): Promise<void>
}

/** The last lines of the server's error log, for a failure message. */
export function errorLogTail(tmp: string, lines = 40): string {
  const file = join(tmp, 'error.log')
  if (!existsSync(file)) return '(no error log was written)'
  const text = readFileSync(file, 'utf8').trimEnd()
  return text ? text.split('\n').slice(-lines).join('\n') : '(the error log is empty)'
}

const listening = (host: string, port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, host)
    socket.once('connect', () => {
      socket.end()
      done(true)
    })
    socket.once('error', () => done(false))
  })

export class NginxError extends Error {}

/**
 * Starts nginx over `root` on host:port and resolves once it accepts connections. Rejects with the
 * error log when nginx is missing, the build has no site.conf, or nginx stops before it listens
 * (a port already taken, a configuration error).
 */
export async function startNginx(options: {
  root: string
  port: number
  host?: string
  timeoutMs?: number
  /** TLS with HTTP/2 (a self-signed certificate, ensureCertificate()), as a CDN serves; else HTTP/1.1. */
  tls?: boolean
}): Promise<RunningNginx> {
  const host = options.host ?? '127.0.0.1'
  const root = resolve(options.root)
  const path = findNginx()
  if (!path && process.env.NGINX_PATH?.trim())
    throw new NginxError(`NGINX_PATH (${process.env.NGINX_PATH}) is not an executable file. ${INSTALL_HINT}.`)
  if (!path) throw new NginxError(`nginx not found. ${INSTALL_HINT}.`)
  if (!existsSync(join(root, '.nginx', 'site.conf')))
    throw new NginxError(
      `${root}/.nginx/site.conf not found: that folder holds no build of this version (rebuild it)`,
    )
  const nginx = describeNginx(path)
  if (!existsSync(nginx.mimeTypes)) throw new NginxError(`${nginx.mimeTypes} (nginx's MIME types) not found`)

  const tls = options.tls ? ensureCertificate() : undefined
  const tmp = mkdtempSync(join(tmpdir(), `flirt-nginx-${options.port}-`))
  const conf = join(tmp, 'nginx.conf')
  writeFileSync(
    conf,
    mainConf({
      root,
      host,
      port: options.port,
      tmp,
      mimeTypes: nginx.mimeTypes,
      brotli: nginx.brotli,
      modules: nginx.brotliModule ? [nginx.brotliModule] : [],
      user: process.getuid?.() === 0 ? 'root' : undefined,
      tls,
      version: nginx.version,
    }),
  )
  // -e: errors before the configuration is read go to our log, not to /var/log/nginx (not writable).
  const child = spawn(path, ['-p', tmp, '-c', conf, '-e', join(tmp, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<number>((done) => {
    child.on('exit', (code, signal) => done(signal ? 0 : (code ?? 1)))
    child.on('error', () => done(127))
  })
  let stopped = false
  const stop = async () => {
    if (!stopped && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    stopped = true
    await exited
    rmSync(tmp, { recursive: true, force: true })
  }
  const running: RunningNginx = {
    url: `${tls ? 'https' : 'http'}://${host}:${options.port}`,
    nginx,
    tmp,
    process: child,
    exited,
    stop,
  }

  const deadline = Date.now() + (options.timeoutMs ?? 15_000)
  let early: number | undefined
  exited.then((code) => {
    early = code
  })
  while (Date.now() < deadline) {
    if (early !== undefined) break
    // nginx writes its pid file once it holds the port: until then, whoever answers is someone else.
    if (existsSync(join(tmp, 'nginx.pid')) && (await listening(host, options.port))) return running
    await new Promise((r) => setTimeout(r, 100))
  }
  const log = errorLogTail(tmp)
  await stop().catch(() => undefined)
  throw new NginxError(
    `nginx ${early === undefined ? 'did not listen' : `exited (${early})`} on ${host}:${options.port} ` +
      `serving ${root}. Its error log:\n${log}`,
  )
}
