/** The client's FAQ (spec section 3: sections with a name and question/answer pairs). */

export interface FaqEntry {
  question: string
  answer: string
}

export interface FaqSection {
  name: string
  entries: FaqEntry[]
}
