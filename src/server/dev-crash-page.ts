/**
 * The page every HTML request gets while the site does not build: the client's crash view ('This page
 * crashed.', the error, its causes, 'Try again'; see crashView in src/client/lazy.ts) plus where to look
 * (file:line:column) and how to fix it. Self-contained, with its own styles, because the stylesheet or
 * the bundle may be what is broken.
 */
import { BuildError, errorChain, formatLocation, type SourceLocation } from '../generator/errors'

/** The crash page's HTML (without the reload script, which the server adds to every page). */
export function crashPage(error: unknown): string {
  const location = firstLocation(error)
  const [message = 'Unknown error', ...causes] = errorChain(error)
  const hint = firstHint(error)
  const stack = error instanceof BuildError || !(error instanceof Error) ? undefined : error.stack
  const lines = [
    `<p class="rtk-crash__title">This page crashed.</p>`,
    location ? `<p class="rtk-crash__location"><code>${escapeHtml(formatLocation(location))}</code></p>` : '',
    `<pre class="rtk-crash__message">${escapeHtml(message)}</pre>`,
    ...causes.map((cause) => `<pre class="rtk-crash__message">Cause: ${escapeHtml(cause)}</pre>`),
    hint ? `<p class="rtk-crash__hint">Fix: ${escapeHtml(hint)}</p>` : '',
    stack ? `<details><summary>Stack</summary><pre>${escapeHtml(stack)}</pre></details>` : '',
    `<button type="button" class="rtk-crash__button" onclick="location.reload()">Try again</button>`,
    `<p class="rtk-crash__note">Save the fixed file and this tab reloads by itself.</p>`,
  ]
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>This page crashed.</title><meta name="robots" content="noindex"><style>${STYLES}</style></head>
<body><main class="rtk-crash" role="alert">${lines.filter(Boolean).join('\n')}</main></body></html>`
}

/** The outermost location in the cause chain: a render error wraps the page's own error, for instance. */
function firstLocation(error: unknown): SourceLocation | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) if (e instanceof BuildError && e.location) return e.location
  return undefined
}

function firstHint(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) if (e instanceof BuildError && e.hint) return e.hint
  return undefined
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

const STYLES = `
body{margin:0;padding:2rem 1rem;font:16px/1.5 system-ui,sans-serif;background:#fff;color:#1c1e21}
.rtk-crash{max-width:60rem;margin:0 auto;border:1px solid #d32f2f;background:#fdecea;color:#8b1a1a;border-radius:8px;padding:1rem 1.25rem}
.rtk-crash__title{margin:0 0 .5rem;font-weight:700;font-size:1.25rem}
.rtk-crash pre{white-space:pre-wrap;word-break:break-word;margin:.3rem 0;font:14px/1.45 ui-monospace,monospace}
.rtk-crash code{font:600 14px ui-monospace,monospace}
.rtk-crash__button{margin-top:.6rem;padding:.35rem 1rem;border-radius:6px;border:1px solid currentColor;background:#fff;color:inherit;font:inherit;cursor:pointer}
.rtk-crash__note{margin:.6rem 0 0;font-size:.875rem;color:#5c1111}
@media (prefers-color-scheme:dark){body{background:#18191a;color:#e3e3e3}.rtk-crash{background:#3b1717;color:#ffb4ab;border-color:#ff6b6b}.rtk-crash__button{background:#242526}.rtk-crash__note{color:#f2c7c3}}
`
