/** Code known only once a page renders: written plain with a marker, highlighted after the render. */
import { describe, expect, it } from 'vitest'
import type { CodeJob } from '../../../src/generator/mdx/code-jobs'
import { highlightLateCode, lateCodeHtml } from '../../../src/generator/render/late-code'

const route = (html: string) => ({ route: '/a', html, kind: 'doc' as const })

describe('highlightLateCode', () => {
  it('hands each marked block to the highlighter with its code and language as written, and puts its HTML in place', async () => {
    const jobs: CodeJob[] = []
    const page = `<p>before</p>${lateCodeHtml('if (a < b && c > "d") {}', 'js')}<p>between</p>${lateCodeHtml('<x/>', 'html')}`
    const [out] = await highlightLateCode([route(page)], 'github-light-default', async (job) => {
      jobs.push(job)
      return { ok: true, html: `<pre class="shiki">[${job.lang}]</pre>` }
    })
    expect(jobs).toEqual([
      { code: 'if (a < b && c > "d") {}', lang: 'js', theme: 'github-light-default', lines: [], javascript: false },
      { code: '<x/>', lang: 'html', theme: 'github-light-default', lines: [], javascript: false },
    ])
    expect(out!.html).toBe('<p>before</p><pre class="shiki">[js]</pre><p>between</p><pre class="shiki">[html]</pre>')
  })

  it('leaves a block the highlighter refuses plain, without its marker, and pages without one untouched', async () => {
    const plain = route('<p>no code</p>')
    const [refused, untouched] = await highlightLateCode([route(lateCodeHtml('a < b', 'nope')), plain], 'x', async () => ({ ok: false, message: 'unknown language' }))
    expect(refused!.html).toBe('<pre class="shiki"><code>a &lt; b</code></pre>')
    expect(untouched).toBe(plain)
  })
})
