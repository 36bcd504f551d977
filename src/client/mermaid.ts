/**
 * Mermaid diagrams (config `markdown.mermaid`): a ```mermaid block is sent as its source in a
 * `[data-rtk-mermaid]` box, readable without JavaScript. On a page that has one, the mermaid script
 * (`data-rtk-mermaid-src` on <html>, ~800 KB gzip, loaded by no other page) draws each as SVG in the
 * page's colour mode, and again when the mode changes. A diagram mermaid cannot read keeps its source
 * with the error above it.
 */
import { message } from './messages'

interface Mermaid {
  initialize(config: Record<string, unknown>): void
  parse(source: string): Promise<unknown>
  render(id: string, source: string): Promise<{ svg: string }>
}

let loading: Promise<Mermaid> | undefined
let drawn = 0
let watching = false

/** Draws the diagrams of `root` not drawn yet. */
export function drawDiagrams(root: ParentNode): void {
  const boxes = [...root.querySelectorAll<HTMLElement>('[data-rtk-mermaid]:not([data-rtk-mermaid-state])')]
  const src = document.documentElement.dataset.rtkMermaidSrc
  if (boxes.length === 0 || !src) return
  for (const box of boxes) box.dataset.rtkMermaidState = 'loading'
  loading ??= loadScript(src)
  loading.then(
    async (mermaid) => {
      watchTheme()
      await draw(mermaid, boxes)
    },
    (error: unknown) => {
      loading = undefined
      for (const box of boxes) fail(box, `the diagram script could not be loaded (${error instanceof Error ? error.message : String(error)})`)
    },
  )
}

async function draw(mermaid: Mermaid, boxes: HTMLElement[]): Promise<void> {
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: document.documentElement.dataset.theme === 'dark' ? 'dark' : 'default' })
  for (const box of boxes) {
    const source = box.querySelector('pre')?.textContent ?? ''
    const id = `rtk-mermaid-${++drawn}`
    try {
      // parse first: a render that fails leaves mermaid's error graphic at the end of the page.
      await mermaid.parse(source)
      const { svg } = await mermaid.render(id, source)
      let figure = box.querySelector<HTMLElement>('.rtk-mermaid__diagram')
      if (!figure) {
        figure = document.createElement('div')
        figure.className = 'rtk-mermaid__diagram'
        figure.setAttribute('role', 'img')
        figure.setAttribute('aria-label', message('rtk.mermaid.label', { title: source.trim().split('\n')[0]! }))
        box.prepend(figure)
      }
      figure.innerHTML = svg
      box.querySelector('.rtk-mermaid__error')?.remove()
      box.dataset.rtkMermaidState = 'drawn'
    } catch (error) {
      document.getElementById(`d${id}`)?.remove()
      fail(box, error instanceof Error ? error.message : String(error))
    }
  }
}

function fail(box: HTMLElement, message: string): void {
  box.dataset.rtkMermaidState = 'failed'
  let note = box.querySelector('.rtk-mermaid__error')
  if (!note) {
    note = document.createElement('p')
    note.className = 'rtk-mermaid__error'
    box.prepend(note)
  }
  note.textContent = `This diagram could not be drawn: ${message.split('\n')[0]}`
}

/** Drawn diagrams follow the colour mode. */
function watchTheme(): void {
  if (watching) return
  watching = true
  new MutationObserver(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>('[data-rtk-mermaid][data-rtk-mermaid-state="drawn"]')]
    if (boxes.length > 0) void loading?.then((mermaid) => draw(mermaid, boxes))
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
}

function loadScript(src: string): Promise<Mermaid> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => {
      const mermaid = (window as Window & { mermaid?: Mermaid }).mermaid
      if (mermaid) resolve(mermaid)
      else reject(new Error('the script defined no mermaid'))
    }
    script.onerror = () => reject(new Error(`${src} did not load`))
    document.head.append(script)
  })
}
