/** Borderless cards: `Card` is the root; header, title, description, body and footer are its parts. */
import { createStyleContext } from 'styled-system/jsx'
import { card } from 'styled-system/recipes/card'

const { withProvider, withContext } = createStyleContext(card)

export const Card = withProvider('div', 'root')
export const CardHeader = withContext('div', 'header')
export const CardTitle = withContext('h3', 'title')
export const CardDescription = withContext('p', 'description')
export const CardBody = withContext('div', 'body')
export const CardFooter = withContext('div', 'footer')
