/**
 * A render that throws, as an error the author can act on. React reports only the message, and the
 * page being rendered is not necessarily at fault: a layout component (src/components) that throws
 * does so on whichever page comes first. The stack says whose code threw, so the error points there —
 * the component's file:line:column — and still names the page (route and file) it was rendering.
 */
import { relative, sep } from 'node:path'
import { BuildError } from '../errors'
import { GENERATOR_ROOT } from './assets'
import { siteCodeFrame, stackFrames } from './site-code-frames'

const COMPONENTS = `${GENERATOR_ROOT}${sep}src${sep}components${sep}`

/**
 * The frame that threw, when it is in src/components: `{ file, line, column }` (file relative to the
 * generator). The first frame outside node_modules decides: a page's own code that throws while a
 * component is further down the stack is the page's fault.
 */
export function componentFrame(error: unknown): { name?: string; file: string; line: number; column: number } | undefined {
  const frames = stackFrames(error)
  const top = frames[0]
  if (!top?.path.startsWith(COMPONENTS)) return undefined
  // The thrower may be a callback (`.map((item) => …)`): name the component function around it.
  const name = frames.find((f) => f.path === top.path && /^[A-Z]\w*$/.test(f.name ?? ''))?.name
  return { name, file: relative(GENERATOR_ROOT, top.path).split(sep).join('/'), line: top.line, column: top.column }
}

/** The BuildError for a failed render of `route` from `file` (a doc or custom page). */
export function renderError(error: unknown, route: string, file: string): BuildError {
  const frame = componentFrame(error)
  if (frame) {
    const component = frame.name ?? frame.file.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '')
    return new BuildError(`rendering ${route} (${file}) failed: the component ${component} threw`, {
      location: { file: frame.file, line: frame.line, column: frame.column },
      cause: error,
      hint: `the causes above say what threw: check what ${file} passes to ${component}, or fix ${frame.file} (layout components run on every page, so ${route} may only be the first one it failed on)`,
    })
  }
  // Code of a Docusaurus site's own (its theme components, its pages): the line in the author's file.
  const site = siteCodeFrame(error)
  if (site) {
    return new BuildError(`rendering ${route} (${file}) failed: code at ${site.file}:${site.line} threw`, {
      location: site,
      cause: error,
      hint: `the causes above say what threw: fix ${site.file}, or what ${file} passes to it`,
    })
  }
  return new BuildError(`rendering ${route} failed`, {
    location: { file },
    cause: error,
    hint: 'the causes above say what threw; fix the page or the component',
  })
}

/** The compiled page of a source file (relative to the site root), which can place an error its code threw. */
type PageOf = (file: string) => { locate?: (error: unknown) => Promise<{ file: string; line: number; column: number } | undefined> } | undefined

/**
 * Runs `render`; an error it throws that names only a page is placed where it was thrown, in the page's
 * own source or a component file it bundles: the page's `locate` (compile-pool.ts) compiles it again
 * with a source map to find the line. Other errors come back as they are.
 */
export async function renderPlaced<T>(root: string, pageOf: PageOf, render: () => T): Promise<T> {
  try {
    return render()
  } catch (error) {
    throw await placedRenderError(error, root, pageOf)
  }
}

async function placedRenderError(error: unknown, root: string, pageOf: PageOf): Promise<unknown> {
  if (!(error instanceof BuildError) || error.location?.file === undefined || error.location.line !== undefined) return error
  const page = error.location.file
  const point = await pageOf(page)?.locate?.(error.cause).catch(() => undefined)
  if (!point) return error
  const file = relative(root, point.file).split(sep).join('/')
  return new BuildError(`${error.message}: code at ${file}:${point.line} threw`, {
    location: { file, line: point.line, column: point.column },
    cause: error.cause,
    hint: file === page ? 'the causes above say what threw: fix the code at that place of the page' : `the causes above say what threw: fix ${file}, or what ${page} passes to it`,
  })
}
