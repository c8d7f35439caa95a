/** Our FAQ answer to client sections (spec section 3: a name and question/answer pairs). */
import type { FaqSection } from '../models/support'
import { isRecord, list, listAt, record, text } from './read'

export function normalizeFaq(response: unknown): FaqSection[] {
  return listAt(response, ['sections', 'result'])
    .filter(isRecord)
    .map((section) => ({
      name: text(section.name),
      entries: list(section.questions)
        .map(record)
        .map((entry) => ({ question: text(entry.question), answer: text(entry.answer) }))
        .filter((entry) => entry.question !== ''),
    }))
    .filter((section) => section.entries.length > 0)
}
