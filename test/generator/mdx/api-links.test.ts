/**
 * Which names of a code sample link to the API reference (src/generator/mdx/api-links.ts), and how the
 * highlighted HTML carries the links (token-links.ts, highlighter.ts): imports followed through aliases
 * and `type` modifiers, shadowing local names left plain, colours unchanged.
 */
import { parseHTML } from 'linkedom'
import { describe, expect, it } from 'vitest'
import { apiLinks, findApiUses } from '../../../src/generator/mdx/api-links'
import { ensureLanguage, getHighlighter, highlightToHtml } from '../../../src/generator/mdx/highlighter'
import { parseSample } from '../../../src/generator/samples/syntax'
import { convertToJavaScript, toJavaScript } from '../../../src/generator/samples/to-javascript'

/** Each use as `text@line:column → export`. */
function uses(code: string, lang = 'ts'): string[] {
  return findApiUses(code, lang).map((u) => {
    const before = code.slice(0, u.start).split('\n')
    return `${code.slice(u.start, u.end)}@${before.length}:${before.at(-1)!.length + 1} → ${u.import.name}`
  })
}

describe('findApiUses', () => {
  it('follows aliases: the imported name and the local one link, and every use of the local one', () => {
    const code = `import { createSlice as cs } from '@reduxjs/toolkit'
const a = cs({ name: 'a', initialState: 0, reducers: {} })
const b = cs({ name: 'b', initialState: 0, reducers: {} })`
    expect(uses(code)).toEqual(['createSlice@1:10 → createSlice', 'cs@1:25 → createSlice', 'cs@2:11 → createSlice', 'cs@3:11 → createSlice'])
  })

  it('links type-only imports (both forms) where they are used as types', () => {
    const code = `import type { PayloadAction } from '@reduxjs/toolkit'
import { type EntityState, nanoid } from '@reduxjs/toolkit/react'
type S = EntityState<string, string>
function f(action: PayloadAction<string>) { return nanoid() }`
    expect(uses(code)).toEqual([
      'PayloadAction@1:15 → PayloadAction',
      'EntityState@2:15 → EntityState',
      'nanoid@2:28 → nanoid',
      'EntityState@3:10 → EntityState',
      'PayloadAction@4:20 → PayloadAction',
      'nanoid@4:52 → nanoid',
    ])
  })

  it('leaves local names that shadow an import plain: parameters, block constants, destructuring, catch, loops', () => {
    const code = `import { nanoid, current } from '@reduxjs/toolkit'
function a(nanoid: string) { return nanoid }
{ const current = 1; current }
const b = ({ nanoid }: { nanoid: string }) => nanoid
try { nanoid() } catch (current) { current }
for (const nanoid of []) nanoid
current(nanoid())`
    expect(uses(code)).toEqual(['nanoid@1:10 → nanoid', 'current@1:18 → current', 'nanoid@5:7 → nanoid', 'current@7:1 → current', 'nanoid@7:9 → nanoid'])
  })

  it('leaves names plain where a declaration further down the scope shadows them, an escaped name too', () => {
    const code = `import { nanoid, current } from '@reduxjs/toolkit'
function a() { return nanoid(); function nanoid() {} }
{ current; const \\u0063urrent = 1 }
nanoid(current)`
    expect(uses(code)).toEqual(['nanoid@1:10 → nanoid', 'current@1:18 → current', 'nanoid@4:1 → nanoid', 'current@4:8 → current'])
  })

  it('leaves property names, object keys and members plain, but links shorthand properties', () => {
    const code = `import { nanoid } from '@reduxjs/toolkit'
const o = { nanoid: 1, id: nanoid(), nanoid2: 2 }
o.nanoid
const p = { nanoid }
interface I { nanoid: string }`
    expect(uses(code)).toEqual(['nanoid@1:10 → nanoid', 'nanoid@2:28 → nanoid', 'nanoid@4:13 → nanoid'])
  })

  it('reads the RTK entry points only, in JavaScript and JSX too', () => {
    const code = `import { createApi } from '@reduxjs/toolkit/query/react'
import { nanoid } from 'nanoid'
import { configureStore } from '@reduxjs/toolkit/dist'
export const api = createApi({})
export const App = () => <p>{nanoid()}</p>`
    expect(uses(code, 'jsx')).toEqual(['createApi@1:10 → createApi', 'createApi@4:20 → createApi'])
    expect(uses(`const createSlice = () => 1\ncreateSlice()`)).toEqual([])
  })

  it('leaves the name plain where it is only spelled: comments, strings, templates, JSX text, longer names', () => {
    const code = `import { nanoid } from '@reduxjs/toolkit'
// nanoid makes ids
/** nanoid() */
const a = 'nanoid' + \`nanoid \${nanoid()}\`
const nanoid2 = $nanoid + nanoid_ + a.nanoid
export const P = () => <p title="nanoid">nanoid {nanoid()}</p>`
    expect(uses(code, 'tsx')).toEqual(['nanoid@1:10 → nanoid', 'nanoid@4:32 → nanoid', 'nanoid@6:50 → nanoid'])
  })

  it('finds the same uses in a parse it is given (the code worker passes the one its JavaScript conversion made)', () => {
    const code = `import { createSlice as cs, type PayloadAction } from '@reduxjs/toolkit'
const s = cs({ name: 'a', initialState: 0, reducers: { set: (_, a: PayloadAction<number>) => a.payload } })
export default (s.reducer as unknown)`
    const source = parseSample(code, 'ts')
    expect(findApiUses(code, 'ts', source)).toEqual(findApiUses(code, 'ts'))
    const js = convertToJavaScript(source, 'ts')
    expect(js.code).toBe(toJavaScript(code, 'ts'))
    expect(js.code).toContain('export default s.reducer')
    // The cast's parentheses went after the check parsed the output, so that parse is not handed on.
    expect(js.source).toBeUndefined()
    const plain = convertToJavaScript(parseSample(code.split('\n').slice(0, 2).join('\n'), 'ts'), 'ts')
    expect(plain.source?.text).toBe(plain.code)
    expect(findApiUses(plain.code, 'js', plain.source).map((u) => plain.code.slice(u.start, u.end))).toEqual(['createSlice', 'cs', 'cs'])
    expect(findApiUses(plain.code, 'js', plain.source)).toEqual(findApiUses(plain.code, 'js'))
  })
})

describe('apiLinks', () => {
  const api = {
    version: 'test',
    targets: {
      toolkit: { createSlice: { href: '/api/createSlice', summary: 'Makes a slice.' }, notAnExport: { href: '/api/x', summary: '' } },
      query: { createApi: { href: '/rtk-query/api/createApi', summary: 'The heart.' } },
    },
  }

  it('links names with a reference section that the package declares, one card per entry point and name', () => {
    const code = `import { createSlice, notAnExport, nanoid } from '@reduxjs/toolkit'
import { createApi } from '@reduxjs/toolkit/query/react'
createSlice(); notAnExport(); nanoid(); createApi()`
    const { links, cards } = apiLinks(code, 'ts', api)
    expect(links.map((l) => `${code.slice(l.start, l.end)} ${l.href} ${l.card}`)).toEqual([
      'createSlice /api/createSlice createSlice',
      'createApi /rtk-query/api/createApi query-react-createApi',
      'createSlice /api/createSlice createSlice',
      'createApi /rtk-query/api/createApi query-react-createApi',
    ])
    expect(Object.keys(cards).sort()).toEqual(['createSlice', 'query-react-createApi'])
    expect(cards.createSlice).toEqual({ signature: expect.stringMatching(/^const createSlice: </), summary: 'Makes a slice.' })
  })
})

describe('highlighted code with links', () => {
  const code = `import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
const s = createSlice({ name: 'a', initialState: '', reducers: { set: (_, a: PayloadAction<string>) => a.payload } })`
  const links = [...code.matchAll(/createSlice|PayloadAction/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, href: `/api/${m[0]}`, card: m[0] }))

  /** Each character with its class chain up to the line (the colour a browser paints comes from it). */
  function styled(html: string): string[] {
    const { document } = parseHTML(`<div>${html}</div>`)
    const out: string[] = []
    const walk = (node: Node, classes: string) => {
      // A space has no visible colour (the highlighter lets it join either neighbour).
      if (node.nodeType === 3) for (const ch of node.textContent ?? '') out.push(/\s/.test(ch) ? ch : `${ch}${classes}`)
      const el = node as Element
      const own = el.nodeType === 1 && el.tagName === 'SPAN' && !el.classList.contains('line') ? `${classes}.${el.className}` : classes
      for (const child of node.childNodes) walk(child, own)
    }
    walk(document.querySelector('code')!, '')
    return out
  }

  it('wraps exactly the linked names in links and keeps every character in its colour', async () => {
    const highlighter = await getHighlighter('github-dark-default')
    await ensureLanguage(highlighter, 'ts')
    const plain = highlightToHtml(highlighter, code, 'ts', 'github-dark-default', [])
    const linked = highlightToHtml(highlighter, code, 'ts', 'github-dark-default', [], links)
    const { document } = parseHTML(`<div>${linked}</div>`)
    const anchors = [...document.querySelectorAll('a')].map((a) => `${a.textContent} ${a.getAttribute('href')} ${a.getAttribute('data-rtk-api')}`)
    expect(anchors).toEqual([
      'createSlice /api/createSlice createSlice',
      'PayloadAction /api/PayloadAction PayloadAction',
      'createSlice /api/createSlice createSlice',
      'PayloadAction /api/PayloadAction PayloadAction',
    ])
    expect(styled(linked)).toEqual(styled(plain))
    expect(document.querySelector('code')!.textContent).toBe(code)
  })
})
