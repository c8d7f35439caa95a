/**
 * Signing in and out: login (password or remembered token, `TOK_<token_login>` with the nickname),
 * logout, fast registration, and our forgot-password call. Refusals answer HTTP 200 with `error: 1`
 * and a French `error_label`, as the real API does.
 */
import type { WireLoginResponse } from '../../src/api/wire/auth'
import { db, nextId } from '../db/database'
import { blankProfile, type Member } from '../db/members'
import { ok, openRoute, refused } from '../lib/http'
import { token } from '../lib/ids'
import { nowIso } from '../lib/time'
import { memberByLogin } from '../services/members'
import { createSession, endSession } from '../services/sessions'
import { addActivity } from '../services/social'

export const TOKEN_PREFIX = 'TOK_'
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
const NICKNAME_RE = /^[A-Za-z0-9_.-]{3,20}$/

const loginError = (error_label: string): WireLoginResponse => ({ error: 1, error_label })

async function signIn(member: Member, remember: boolean): Promise<WireLoginResponse> {
  const session = await createSession(member)
  await addActivity(member.id, 'con')
  const answer: WireLoginResponse = { error: 0, user_id: String(member.id), session_id: session.session_id }
  if (remember) {
    let tokenLogin = member.token_login
    if (!tokenLogin) {
      tokenLogin = token(20)
      const value = tokenLogin
      await db.members.update((q) => q.where({ id: member.id }), {
        data(m) {
          m.token_login = value
        },
      })
    }
    answer.token_login = tokenLogin
  }
  return answer
}

const login = openRoute(
  'post',
  '/index_api/login',
  async ({ params }) => {
    const loginName = params.str('login')
    const pass = params.get('pass') ?? ''
    if (loginName === '') return loginError("L'email est requis")
    if (pass === '') return loginError('Le mot de passe est requis')
    const member = memberByLogin(loginName)
    if (pass.startsWith(TOKEN_PREFIX)) {
      const tokenLogin = pass.slice(TOKEN_PREFIX.length)
      if (!member?.token_login || member.token_login !== tokenLogin) {
        return loginError('Votre session a expiré, veuillez vous reconnecter.')
      }
      return signIn(member, true)
    }
    if (!member || member.password !== pass) return loginError('Identifiant ou mot de passe incorrect.')
    return signIn(member, params.flag('rememberme'))
  },
  { auth: 'none', mutation: true },
)

const logout = openRoute(
  'post',
  '/index_api/logout',
  async ({ params, me }) => {
    const sessionId = params.get('session_id')
    if (sessionId) await endSession(sessionId)
    const stillSignedIn = me && db.sessions.findFirst((q) => q.where({ member_id: me.id, expired: false }))
    if (me && !stillSignedIn) {
      await db.members.update((q) => q.where({ id: me.id }), {
        data(m) {
          m.online = false
          m.last_seen = nowIso()
        },
      })
    }
    return ok()
  },
  { mutation: true },
)

function blankMember(id: number, email: string, pseudo: string, password: string): Member {
  return {
    id,
    email,
    password,
    pseudo,
    prenom: '',
    ...blankProfile(),
    online: true,
    last_seen: nowIso(),
    created_at: nowIso(),
  }
}

/** Fast registration: the new member, profile incomplete, comes back signed in (the login's answer). */
const subscribe = openRoute(
  'post',
  '/index_api/subscribe',
  async ({ params }) => {
    const mail = params.str('mail')
    const pass = params.get('pass') ?? ''
    const nickname = params.str('login')
    if (mail === '') return loginError("L'email est requis")
    if (!EMAIL_RE.test(mail)) return loginError("L'adresse email n'est pas valide.")
    if (pass.length < 6) return loginError('Le mot de passe doit contenir au moins 6 caractères.')
    if (!NICKNAME_RE.test(nickname)) {
      return loginError(
        'Le pseudo doit contenir de 3 à 20 caractères : lettres, chiffres, tiret ou souligné.',
      )
    }
    const lower = mail.toLowerCase()
    if (db.members.findFirst((q) => q.where((m) => m.email.toLowerCase() === lower))) {
      return loginError('Cette adresse email est déjà utilisée.')
    }
    const nickLower = nickname.toLowerCase()
    if (db.members.findFirst((q) => q.where((m) => m.pseudo.toLowerCase() === nickLower))) {
      return loginError('Ce pseudo est déjà pris.')
    }
    const member = await db.members.create(blankMember(nextId('members'), mail, nickname, pass))
    return signIn(member, params.flag('rememberme'))
  },
  { auth: 'none', mutation: true },
)

/** Ours: never says whether the address has an account, as a careful site would not. */
const forgotPassword = openRoute(
  'post',
  '/index_api/forgot_password',
  async ({ params }) => {
    const email = params.str('email')
    if (email === '') return refused("L'email est requis")
    if (!EMAIL_RE.test(email)) return refused("L'adresse email n'est pas valide.")
    await db.passwordResets.create({ id: nextId('passwordResets'), email, date: nowIso() })
    return ok({
      message:
        'Si un compte existe pour cette adresse, un email de réinitialisation vient de vous être envoyé.',
    })
  },
  { auth: 'none', mutation: true },
)

export const authHandlers = [login, logout, subscribe, forgotPassword]
