/** The FAQ machine's call; tests and stories swap it with `.provide()`. */
import { fromPromise } from 'xstate'
import type { FaqSection } from '../../api/models/support'
import { getFaq } from '../../api/support'

/** GET /index_api/faq (ours): the sections, each with its questions and answers. */
export const loadFaq = fromPromise<FaqSection[]>(() => getFaq())
