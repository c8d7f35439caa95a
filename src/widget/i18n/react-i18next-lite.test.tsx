import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { renderTags } from './react-i18next-lite'

const html = (nodes: ReturnType<typeof renderTags>) => renderToStaticMarkup(nodes)

describe('Trans’s tags (react-i18next-lite)', () => {
  it('puts a named component around its text, keeping its own props', () => {
    const nodes = renderTags("J'accepte les <cgu>CGU</cgu>.", {
      // biome-ignore lint/a11y/useAnchorContent: the translation puts the link text inside
      cgu: <a href="https://flirt.example/app/page/cgu" />,
    })
    expect(html(nodes)).toBe('J&#x27;accepte les <a href="https://flirt.example/app/page/cgu">CGU</a>.')
  })

  it('takes indexed and self-closing tags, and nested ones', () => {
    const nodes = renderTags('<0>Un <1>deux</1></0><2/>fin', [
      <strong key="a" />,
      <em key="b" />,
      <br key="c" />,
    ])
    expect(html(nodes)).toBe('<strong>Un <em>deux</em></strong><br/>fin')
  })

  it('keeps the text of a tag it has no component for, never its markup', () => {
    expect(html(renderTags('a <b>gras</b> <img src=x onerror=alert(1)>'))).toBe(
      'a gras &lt;img src=x onerror=alert(1)&gt;',
    )
  })
})
