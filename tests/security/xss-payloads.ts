/**
 * A corpus of XSS payloads for the tests that push one member's text through everything another
 * member sees. Built from the common filter-evasion families (OWASP's XSS filter evasion cheat sheet,
 * PortSwigger's XSS cheat sheet): each vector is crossed with wrappers that break out of text,
 * attributes, URLs and templates, and with encodings filters forget. Every payload, if it ever ran,
 * would open a dialog (alert / confirm / prompt) or set `window.__xss`: the tests watch both.
 */

export type XssFamily =
  | 'script-tag'
  | 'event-handler'
  | 'javascript-url'
  | 'svg'
  | 'data-url'
  | 'iframe'
  | 'css'
  | 'template'
  | 'polyglot'
  | 'markup-breakout'

interface Vector {
  family: XssFamily
  html: string
}

const SINKS = ['alert(1)', 'confirm(1)', 'prompt(1)', 'window.__xss=1']

const vectorsFor = (js: string): Vector[] => [
  { family: 'script-tag', html: `<script>${js}</script>` },
  { family: 'script-tag', html: `<ScRiPt>${js}</sCrIpT>` },
  { family: 'script-tag', html: `<script src="data:text/javascript,${js}"></script>` },
  { family: 'script-tag', html: `<scr<script>ipt>${js}</scr</script>ipt>` },
  { family: 'script-tag', html: `<script/x>${js}</script>` },
  { family: 'event-handler', html: `<img src=x onerror=${js}>` },
  { family: 'event-handler', html: `<img src="x" onerror="${js}">` },
  { family: 'event-handler', html: `<IMG SRC=x OnErRoR=${js}>` },
  { family: 'event-handler', html: `<img src=x:x onerror=\`${js}\`>` },
  { family: 'event-handler', html: `<body onload=${js}>` },
  { family: 'event-handler', html: `<details open ontoggle=${js}>` },
  { family: 'event-handler', html: `<input autofocus onfocus=${js}>` },
  { family: 'event-handler', html: `<video><source onerror=${js}></video>` },
  { family: 'event-handler', html: `<audio src=x onerror=${js}>` },
  { family: 'event-handler', html: `<marquee onstart=${js}>x</marquee>` },
  { family: 'event-handler', html: `<div onpointerover=${js} style="position:fixed;inset:0">x</div>` },
  { family: 'event-handler', html: `<select autofocus onfocus=${js}>` },
  { family: 'event-handler', html: `<textarea autofocus onfocus=${js}>` },
  { family: 'event-handler', html: `<object data=x onerror=${js}>` },
  { family: 'event-handler', html: `<img src=x onerror=eval(atob('${btoa(js)}'))>` },
  { family: 'javascript-url', html: `<a href="javascript:${js}">clic</a>` },
  { family: 'javascript-url', html: `<a href="JaVaScRiPt:${js}">clic</a>` },
  { family: 'javascript-url', html: `<a href="&#106;avascript:${js}">clic</a>` },
  { family: 'javascript-url', html: `<a href="jav&#x09;ascript:${js}">clic</a>` },
  { family: 'javascript-url', html: `<a href=" javascript:${js}">clic</a>` },
  { family: 'javascript-url', html: `javascript:${js}` },
  { family: 'javascript-url', html: `<form action="javascript:${js}"><button>ok</button></form>` },
  {
    family: 'javascript-url',
    html: `<math><maction actiontype="statusline" xlink:href="javascript:${js}">x</maction></math>`,
  },
  { family: 'svg', html: `<svg onload=${js}>` },
  { family: 'svg', html: `<svg><script>${js}</script></svg>` },
  { family: 'svg', html: `<svg><animate onbegin=${js} attributeName=x dur=1s>` },
  { family: 'svg', html: `<svg><set onbegin=${js} attributeName=x to=1>` },
  { family: 'svg', html: `<svg><a xlink:href="javascript:${js}"><text x=20 y=20>x</text></a></svg>` },
  { family: 'svg', html: `<svg><foreignObject><img src=x onerror=${js}></foreignObject></svg>` },
  { family: 'data-url', html: `<a href="data:text/html,<script>${js}</script>">clic</a>` },
  {
    family: 'data-url',
    html: `<object data="data:text/html;base64,${btoa(`<script>${js}</script>`)}"></object>`,
  },
  { family: 'data-url', html: `<embed src="data:image/svg+xml,<svg onload=${js}>">` },
  { family: 'iframe', html: `<iframe src="javascript:${js}"></iframe>` },
  { family: 'iframe', html: `<iframe srcdoc="<script>${js}</script>"></iframe>` },
  { family: 'iframe', html: `<iframe srcdoc="&lt;img src=x onerror=${js}&gt;"></iframe>` },
  { family: 'iframe', html: `<iframe onload=${js}></iframe>` },
  { family: 'css', html: `<style>@import 'javascript:${js}';</style>` },
  { family: 'css', html: `<div style="background:url(javascript:${js})">x</div>` },
  { family: 'css', html: `<div style="width:expression(${js})">x</div>` },
  { family: 'css', html: `<style onload=${js}></style>` },
  { family: 'css', html: `<link rel=stylesheet href="javascript:${js}">` },
  { family: 'template', html: `{{constructor.constructor('${js}')()}}` },
  { family: 'template', html: `\${${js}}` },
  { family: 'template', html: `{{${js}}}` },
  { family: 'template', html: `<%= ${js} %>` },
  {
    family: 'polyglot',
    html: `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=${js} )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=${js}//>\\x3e`,
  },
  { family: 'polyglot', html: `'"--></style></script><svg onload=${js}>` },
  { family: 'polyglot', html: `"'><img src=x onerror=${js}><"'` },
  { family: 'markup-breakout', html: `"><script>${js}</script>` },
  { family: 'markup-breakout', html: `'><img src=x onerror=${js}>` },
  { family: 'markup-breakout', html: `</textarea><script>${js}</script>` },
  { family: 'markup-breakout', html: `</title><script>${js}</script>` },
  { family: 'markup-breakout', html: `--><script>${js}</script><!--` },
  { family: 'markup-breakout', html: `<!--<img src="--><img src=x onerror=${js}//">` },
  { family: 'markup-breakout', html: `<noscript><p title="</noscript><img src=x onerror=${js}>">` },
  { family: 'markup-breakout', html: `<meta http-equiv="refresh" content="0;url=javascript:${js}">` },
  { family: 'markup-breakout', html: `<base href="javascript:${js}//">` },
]

/** Encodings a filter may decode once too often, or not at all. */
const ENCODINGS: ((html: string) => string)[] = [
  (html) => html,
  (html) => html.replaceAll('<', '%3C').replaceAll('>', '%3E'),
  (html) => html.replaceAll('<', '&lt;').replaceAll('>', '&gt;'),
  (html) => html.replaceAll('<', '\\u003c').replaceAll('>', '\\u003e'),
  (html) => `\u0000${html}`,
]

export interface XssPayload {
  family: XssFamily
  text: string
}

/** Every payload, unique, in a stable order. */
export function xssPayloads(): XssPayload[] {
  const seen = new Set<string>()
  const out: XssPayload[] = []
  for (const sink of SINKS) {
    for (const vector of vectorsFor(sink)) {
      for (const encode of ENCODINGS) {
        const text = encode(vector.html)
        if (seen.has(text)) continue
        seen.add(text)
        out.push({ family: vector.family, text })
      }
    }
  }
  return out
}

/** A sample that still covers every family (for the slower end-to-end walks). */
export function xssSample(perFamily = 3): XssPayload[] {
  const byFamily = new Map<XssFamily, XssPayload[]>()
  for (const payload of xssPayloads()) {
    const list = byFamily.get(payload.family) ?? []
    if (list.length < perFamily) list.push(payload)
    byFamily.set(payload.family, list)
  }
  return [...byFamily.values()].flat()
}
