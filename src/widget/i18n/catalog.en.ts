/**
 * The translations the widget's views use, in this language: one chunk, loaded when the language is.
 * Only the parts of shared namespaces the widget shows (named JSON imports keep the rest out).
 */
import auth from '../../i18n/locales/en/auth.json'
import {
  actions,
  composer,
  contact,
  conversation,
  errors,
  history,
  side,
  status,
} from '../../i18n/locales/en/chat.json'
import { register } from '../../i18n/locales/en/onboarding.json'
import { carousel } from '../../i18n/locales/en/search.json'
import ui from '../../i18n/locales/en/ui.json'
import widget from '../../i18n/locales/en/widget.json'
import type { Catalog } from './translator'

const catalog: Catalog = {
  auth,
  chat: { actions, composer, contact, conversation, errors, history, side, status },
  onboarding: { register },
  search: { carousel },
  ui,
  widget,
}

export default catalog
