/**
 * The member's path on Firefox and WebKit (issue 40), a step of `npm test`: the production build
 * served by nginx (tests/e2e/support/serve-dist.ts) against the standalone mock server, the slot's
 * ports (E2E_SLOT), at a phone's size and a desktop's:
 *   the landing page; sign-in; five member pages and a member's profile by their address; a message
 *   sent from the composer, shown once, still there after a reload; a message from another member,
 *   sent through the API with that member's session, arriving live; a photo uploaded and cropped;
 *   the widget opened on a partner's page.
 * Any uncaught error or unhandled rejection fails the step. For each engine it prints what the app
 * uses that the engine lacks, and the fallback the app took there (page-helpers.ts FEATURES).
 *
 *   npx tsx tests/engines/run.ts                 both engines
 *   npx tsx tests/engines/run.ts firefox         one
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildUserSlug } from '../../src/lib/slug'
import { APP_URL, E2E_BUILD_ENV, E2E_SLOT, MOCK_PORT, MOCK_URL } from '../e2e/support/e2e-env'
import { smallJpeg } from '../e2e/support/images'
import { t } from '../e2e/support/locales'
import { PARTNER_URL } from '../e2e/support/partner'
import { type Engine, type EngineName, firefox, webkit } from './drivers'
import { FEATURES, type Query } from './page-helpers'

const root = join(import.meta.dirname, '..', '..')
/** WebKitWebDriver's port: the slot's fifth (47311 + 10n + 4; the partner pages hold + 2 and + 3). */
const WEBKIT_DRIVER_PORT = 47315 + 10 * E2E_SLOT
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
]

interface Member {
  id: string
  nickname: string
  email: string
  password: string
  sessionId: string
}

async function mock(path: string, params: Record<string, string | number>, method = 'POST') {
  const url = new URL(`${MOCK_URL}${path}`)
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v))
  const response = await fetch(url, { method, headers: { 'Api-Key': E2E_BUILD_ENV.VITE_API_KEY } })
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok || body.error === 1)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body)}`)
  return body
}

async function createMember(params: Record<string, string | number>): Promise<Member> {
  const made = (await mock('/__mock/member', params)) as {
    id: number
    pseudo: string
    email: string
    password: string
    session_id: string
  }
  return {
    id: String(made.id),
    nickname: made.pseudo,
    email: made.email,
    password: made.password,
    sessionId: made.session_id,
  }
}

async function until(what: string, check: () => Promise<boolean>, timeout = 30_000): Promise<void> {
  const end = Date.now() + timeout
  while (Date.now() < end) {
    if (await check().catch(() => false)) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`timed out after ${timeout} ms: ${what}`)
}

const h1: Query = { css: 'h1' }

/** An error's message, or its name and where it was thrown when it has none (a WebDriver error can come bare). */
const describeError = (error: unknown) =>
  error instanceof Error
    ? error.message || `${error.name} ${error.stack?.split('\n').slice(1, 4).join(' ').trim() ?? ''}`
    : String(error)

/** One walk of the member's path in one engine at one size; throws at the first thing missing. */
async function walk(engine: Engine, size: (typeof SIZES)[number], photo: string, log: (s: string) => void) {
  const step = async (title: string, work: () => Promise<void>) => {
    const t0 = Date.now()
    try {
      await work()
    } catch (error) {
      // What the page says when it went wrong: its alerts (an error message) help more than a timeout.
      const alerts = await engine
        .value<string>(
          "[...document.querySelectorAll('[role=alert]')].map((a) => a.textContent.trim()).filter(Boolean).join(' | ')",
        )
        .catch(() => '')
      const errors = await engine.takeErrors().catch(() => [])
      throw new Error(
        `${title}: ${describeError(error)} (at ${await engine.url().catch(() => '?')})${alerts ? `; the page's alerts: ${alerts}` : ''}${errors.length ? `; uncaught: ${errors.join(' | ')}` : ''}`,
      )
    }
    const errors = await engine.takeErrors()
    if (errors.length)
      throw new Error(`${title}: uncaught error(s) in the page:\n    ${errors.join('\n    ')}`)
    log(`    ✔ ${title} (${Date.now() - t0} ms)`)
  }
  await engine.setSize(size.width, size.height)
  const [me, other] = await Promise.all([
    createMember({ sex: 2, looking_for: 1, public_photos: 1, prefix: `Eng${engine.name}` }),
    createMember({ sex: 1, looking_for: 2, public_photos: 1, prefix: `Other${engine.name}` }),
  ])

  await step('the landing page', async () => {
    await engine.goto(`${APP_URL}/`)
    await until('html[data-app-ready]', () =>
      engine.value<boolean>("document.documentElement.hasAttribute('data-app-ready')"),
    )
    await until('a heading', async () => (await engine.count(h1)) > 0)
  })

  await step('sign-in', async () => {
    await engine.goto(`${APP_URL}/app/register?modal=login`)
    await engine.type(
      { css: 'input', name: 'Email ou pseudo', match: 'starts', within: '[role=dialog]' },
      me.email,
    )
    await engine.type(
      { css: 'input', name: 'Mot de passe', match: 'starts', within: '[role=dialog]' },
      me.password,
    )
    await engine.click({ css: 'button', name: 'Se connecter', within: '[role=dialog]' })
    await until('/app after the login', async () => new URL(await engine.url()).pathname === '/app')
  })

  const pages = ['/app', '/app/search/result', '/app/chat', '/app/swipe', '/app/account/settings']
  for (const path of [...pages, `/app/users/${buildUserSlug(other.nickname, other.id)}`]) {
    await step(`${path} by its address`, async () => {
      await engine.goto(`${APP_URL}${path}`)
      // The heading comes with the HTML (the prerendered shell): the app must have taken over too,
      // or the walk moves on while the page's chunks are still on their way.
      await until('html[data-app-ready]', () =>
        engine.value<boolean>("document.documentElement.hasAttribute('data-app-ready')"),
      )
      await until('its heading', async () => (await engine.count(h1)) > 0)
      const now = new URL(await engine.url()).pathname
      if (now !== path) throw new Error(`landed on ${now}`)
    })
  }

  const conversation = `${APP_URL}/app/chat/${buildUserSlug(other.nickname, other.id)}`
  const composer: Query = {
    css: 'textarea, input, [contenteditable]',
    name: `Votre message à ${other.nickname}`,
  }
  const message = (text: string): Query => ({
    css: '[role=listitem], li',
    name: text,
    match: 'contains',
    within: '[role=region], section',
    withinName: `Messages avec ${other.nickname}`,
  })
  const openConversation = async () => {
    await until('the composer', async () => (await engine.count(composer)) === 1)
    await until(
      'the socket (Connecté)',
      async () => (await engine.count({ css: '[role=status]', name: 'Connecté', match: 'contains' })) > 0,
    )
  }
  const mine = `Bonjour depuis ${engine.name} (${size.name}) ${Date.now()}`
  await step('a message sent from the composer, shown once, still there after a reload', async () => {
    await engine.goto(conversation)
    await openConversation()
    await engine.type(composer, mine)
    await engine.click({ css: 'button', name: 'Envoyer' })
    await until('the message, once', async () => (await engine.count(message(mine))) === 1)
    // Shown once: not a second time when the server's echo or push comes back.
    await new Promise((r) => setTimeout(r, 1500))
    const shown = await engine.count(message(mine))
    if (shown !== 1) throw new Error(`the message is shown ${shown} times`)
    await engine.reload()
    await openConversation()
    await until('the message after the reload, once', async () => (await engine.count(message(mine))) === 1)
  })

  const theirs = `Réponse de ${other.nickname} ${Date.now()}`
  await step("another member's message, sent through the API with their session, arriving live", async () => {
    await mock('/ajax_api/send_message', { dest: me.id, msg: theirs, session_id: other.sessionId }, 'GET')
    await until('their message, once', async () => (await engine.count(message(theirs))) === 1)
  })

  await step('a photo uploaded and cropped', async () => {
    await engine.goto(`${APP_URL}/app/account/photos`)
    await until('Mes photos', async () => (await engine.count({ css: 'h1', name: 'Mes photos' })) === 1)
    await engine.click({ css: 'button', name: 'Ajouter une photo', match: 'contains' })
    await engine.upload({ css: 'input[type=file]', within: '[role=dialog]' }, photo)
    await until(
      'the preview',
      async () => (await engine.count({ css: 'img', name: 'Aperçu de la photo à envoyer' })) === 1,
    )
    // The upload's answers, kept to say why when the photo never shows (the app only says it failed).
    await engine.value(
      "(() => { const send = XMLHttpRequest.prototype.send; window.__engineXhr = []; XMLHttpRequest.prototype.send = function (body) { this.addEventListener('loadend', () => window.__engineXhr.push(this.status + ' ' + String(this.responseText).slice(0, 200))); return send.call(this, body) }; return true })()",
    )
    await engine.click({ css: 'button', name: 'Envoyer', within: '[role=dialog]' })
    await until(
      'photo n° 2',
      async () => (await engine.count({ css: 'img', name: 'Ma photo n° 2' })) === 1,
      20_000,
    ).catch(async (error) => {
      const answers = await engine.value<string[]>('window.__engineXhr ?? []').catch(() => [])
      throw new Error(`${String(error)}; the upload's answers: ${JSON.stringify(answers)}`)
    })
    await engine.click({ css: 'button', name: 'Actions pour la photo n° 2' })
    await engine.click({ css: '[role=menuitem]', name: 'Modifier' })
    const confirm: Query = { css: 'button:not([disabled])', name: 'Valider', within: '[role=dialog]' }
    await until('Valider enabled', async () => (await engine.count(confirm)) === 1, 20_000)
    await engine.click(confirm)
    await until('the editor closed', async () => (await engine.count({ css: '[role=dialog]' })) === 0)
    const photos = (await mock('/index_api/user_edit_photos', { session_id: me.sessionId }, 'GET')) as {
      photos: { crop: { width: number; height: number } | null }[]
    }
    const crop = photos.photos[1]?.crop
    if (!crop || crop.width <= 0 || crop.width !== crop.height)
      throw new Error(`the server kept no square crop: ${JSON.stringify(crop)}`)
  })

  await step('the widget opened on the partner page', async () => {
    // Another site: a tab of its own, as a person arrives there from elsewhere (setSize opens one).
    await engine.setSize(size.width, size.height)
    await engine.goto(`${PARTNER_URL}/hostile.html`)
    const launcher: Query = {
      css: 'button',
      name: t('widget:launcher.open'),
      match: 'starts',
      within: '[data-flirt-widget-host]',
    }
    await until('the launcher', async () => (await engine.count(launcher)) === 1, 20_000)
    await engine.click(launcher)
    await until(
      'the panel',
      async () => (await engine.count({ css: '[role=dialog]', name: t('widget:panel.title') })) === 1,
    )
  })
}

function startServer(name: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn('npx', args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const out: string[] = []
  child.stdout?.on('data', (c) => out.push(String(c)))
  child.stderr?.on('data', (c) => out.push(String(c)))
  child.on('exit', (code) => {
    if (code) console.error(`[${name}] exited ${code}:\n${out.join('')}`)
  })
  return child
}
const stop = (child: ChildProcess) => {
  try {
    process.kill(-(child.pid ?? 0), 'SIGTERM')
  } catch {
    // gone
  }
}

/** One engine's whole walk, at each size; returns its failures (each line also goes to `log`). */
async function walkEngine(name: EngineName, photo: string, log: (line: string) => void): Promise<string[]> {
  const failures: string[] = []
  const t0 = Date.now()
  let engine: Engine
  try {
    engine = name === 'firefox' ? await firefox() : await webkit(WEBKIT_DRIVER_PORT)
  } catch (error) {
    log(`✘ ${name}: could not start: ${String(error)}`)
    return [`${name}: could not start: ${describeError(error)}`]
  }
  log(`\n${name}: ${engine.version}`)
  try {
    await engine.goto(`${APP_URL}/`).catch((error) => failures.push(`${name}: ${String(error)}`))
    for (const feature of FEATURES) {
      // Both drivers wait for a promise the expression gives (an asynchronous probe).
      if (!(await engine.value<boolean>(`Promise.resolve(${feature.probe}).then(Boolean)`)))
        log(`  lacks ${feature.name}: the app's fallback, ${feature.fallback}`)
    }
    for (const size of SIZES) {
      log(`  at ${size.width}x${size.height} (${size.name})`)
      try {
        await walk(engine, size, photo, log)
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        failures.push(`${name} at ${size.name}: ${message}`)
        log(`    ✘ ${message}`)
      }
    }
  } finally {
    await engine.close()
  }
  log(`  ${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  return failures
}

async function main() {
  const only = process.argv.slice(2) as EngineName[]
  const engines: EngineName[] = only.length ? only : ['firefox', 'webkit']
  const servers = [
    startServer('mock', ['tsx', 'mock-server/standalone.ts'], {
      PORT: String(MOCK_PORT),
      MOCK_SIMULATION: 'off',
    }),
    startServer('app', ['tsx', 'tests/e2e/support/serve-dist.ts']),
    startServer('partner', ['tsx', 'tests/e2e/support/partner.ts']),
  ]
  // npm test stops a running step with SIGTERM to its process group; the servers have groups of
  // their own, so they are stopped here.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      for (const server of servers) stop(server)
      process.exit(1)
    })
  }
  const failures: string[] = []
  try {
    const answers = (url: string) => async () => (await fetch(url).catch(() => null))?.ok === true
    await until('the mock server', answers(`${MOCK_URL}/__mock/state`), 60_000)
    await until('the app (nginx)', answers(APP_URL), 120_000)
    await until('the partner pages', answers(`${PARTNER_URL}/hostile.html`), 240_000)
    const photo = join(mkdtempSync(join(tmpdir(), 'engines-')), 'photo.jpg')
    writeFileSync(photo, smallJpeg())

    // The two engines walk side by side, each with its own members: one browser at a time left a
    // core idle for the step's ~50 s (issue 40). Each engine's lines are kept and printed together
    // when it ends, so the two never interleave.
    const walks = engines.map(async (name) => {
      const lines: string[] = []
      try {
        failures.push(...(await walkEngine(name, photo, (line) => lines.push(line))))
      } catch (error) {
        failures.push(`${name}: ${describeError(error)}`)
      } finally {
        console.log(lines.join('\n'))
      }
    })
    await Promise.all(walks)
  } finally {
    for (const server of servers) stop(server)
  }
  if (failures.length) {
    console.log(`\n${failures.length} failure(s):\n  ${failures.join('\n  ')}`)
    process.exitCode = 1
  } else {
    console.log(
      `\nthe member's path passed on ${engines.join(' and ')}, at ${SIZES.map((s) => `${s.width}x${s.height}`).join(' and ')}`,
    )
  }
}

await main()
