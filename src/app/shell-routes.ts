/**
 * Which prerendered shell answers which address (issue 38): the one table the build (vite.config.ts
 * renders a shell per family and language, prerender.tsx) and nginx (scripts/nginx/site-conf.ts picks
 * the file from the cookies below) both read. Plain data: the nginx conf's code imports it.
 *
 * A family is a page pattern of the route table (page-routes.ts). Each has one shell per language,
 * `shells/<lang>/<name>.html`: the member's header and tab bar, the page's frame and heading and
 * placeholders for its data, in that language only. `/app/users/:userSlug` (a shared profile link,
 * open to visitors) has a visitor's shell too (`<name>.visitor.html`): the visitor header over the
 * profile's own loading state. Pages left out are served the plain app.html (empty root), as before.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../lib/languages'
import { LANGUAGE_COOKIE, MEMBER_COOKIE } from '../lib/shell-cookies'
import { PAGE_NAMESPACES, type PagePath } from './page-routes'

/**
 * The cookies nginx reads to pick a shell; the app writes them (src/lib/shell-cookies.ts) and the
 * shells' first script keeps them in step with the stored preferences (src/app/shell-head.ts).
 */
export const SHELL_COOKIES = {
  /** The member's language (fr, en, es); none: French, the app's default too. */
  language: LANGUAGE_COOKIE,
  /** 1 when this browser holds a login, 0 otherwise. */
  member: MEMBER_COOKIE,
} as const

/**
 * Pages with no shell: /app/logout ends the session at once; /app/page/:slug is named by its content
 * (the heading is not known at build time) and is open to visitors and members alike; /app/register
 * is not a page pattern of page-routes.ts (it has its own chunk) and is a visitor's page.
 */
const NO_SHELL: ReadonlySet<PagePath> = new Set(['/app/logout', '/app/page/:slug'])

/** Open pages whose visitors see the visitor header (spec section 2's guard): they get both shells. */
const VISITOR_SHELL: ReadonlySet<PagePath> = new Set(['/app/users/:userSlug'])

export interface ShellFamily {
  /** The page's wouter pattern. */
  pattern: PagePath
  /** The file's name, without the language folder nor `.html`: `app-chat-_` for /app/chat/:chatSlug. */
  name: string
  /** An address of the family, rendered at build time: the pattern with `_` for each parameter. */
  examplePath: string
  /** Whether visitors have a shell of their own (the visitor header). */
  visitor: boolean
}

const examplePathOf = (pattern: string) => pattern.replace(/:\w+/g, '_')

export const SHELL_FAMILIES: readonly ShellFamily[] = (Object.keys(PAGE_NAMESPACES) as PagePath[])
  .filter((pattern) => !NO_SHELL.has(pattern))
  .map((pattern) => ({
    pattern,
    name: examplePathOf(pattern).slice(1).replaceAll('/', '-'),
    examplePath: examplePathOf(pattern),
    visitor: VISITOR_SHELL.has(pattern),
  }))

export type ShellAudience = 'member' | 'visitor'

/** The shell's file, relative to the build's root. */
export function shellFile(family: ShellFamily, language: Language, audience: ShellAudience): string {
  return `shells/${language}/${family.name}${audience === 'visitor' ? '.visitor' : ''}.html`
}

/** Every shell the build writes: each family in each language, and its visitor's where it has one. */
export function allShells(): { family: ShellFamily; language: Language; audience: ShellAudience }[] {
  return SHELL_FAMILIES.flatMap((family) =>
    LANGUAGES.flatMap((language) =>
      (family.visitor ? (['member', 'visitor'] as const) : (['member'] as const)).map((audience) => ({
        family,
        language,
        audience,
      })),
    ),
  )
}

/** The family a pattern belongs to (nginx's locations are per page pattern). */
export const shellFamilyOf = (pattern: string): ShellFamily | undefined =>
  SHELL_FAMILIES.find((f) => f.pattern === pattern)

/** The language a cookie's value names, as nginx reads it: anything else is French. */
export const shellLanguageOf = (cookie: string | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(cookie ?? '') ? (cookie as Language) : DEFAULT_LANGUAGE
