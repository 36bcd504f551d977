/**
 * src/generator/mdx/code-service.ts: a compiling thread's client of the code worker, for code blocks and
 * Markdown twins. When the code worker
 * is gone, nothing may wait for it: jobs waiting fail, and so do jobs sent after (a page still compiling
 * on the main thread would otherwise wait forever).
 */
import { MessageChannel } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { CodeClient, serveCode } from '../../../src/generator/mdx/code-service'
import type { Root } from 'mdast'
import { twinMarkdown } from '../../../src/generator/markdown/twin-markdown'
import type { CodeJob } from '../../../src/generator/mdx/code-jobs'

const job: CodeJob = { code: 'const a = 1', lang: 'ts', theme: 'github-dark-default', lines: [], javascript: false }

describe('CodeClient', () => {
  it('gets each answer of the code worker, and records the successful ones', async () => {
    const { port1, port2 } = new MessageChannel()
    serveCode(port2, { code: async (j) => ({ ok: true, html: `<pre>${j.code}</pre>` }), twin: async () => '' })
    const used = new Map()
    await expect(new CodeClient(port1).process(job, '/tmp', used)).resolves.toEqual({ ok: true, html: '<pre>const a = 1</pre>' })
    expect(used.size).toBe(1)
    port1.close()
  })

  it("gets a Markdown twin's tree written out by the code worker", async () => {
    const { port1, port2 } = new MessageChannel()
    serveCode(port2, { code: () => new Promise(() => {}), twin: async (tree) => twinMarkdown(tree) })
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'emphasis', children: [{ type: 'text', value: 'Tip' }] }] }, { type: 'list', ordered: false, children: [{ type: 'listItem', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'one' }] }] }] }] }
    await expect(new CodeClient(port1).twin(tree)).resolves.toBe('_Tip_\n\n- one\n')
    port1.close()
  })

  it('fails the jobs waiting and every later job once the code worker is gone', async () => {
    const { port1, port2 } = new MessageChannel()
    serveCode(port2, { code: () => new Promise(() => {}), twin: () => new Promise(() => {}) }) // never answers, as a crashed worker
    const client = new CodeClient(port1)
    const waiting = client.process(job, '/tmp', new Map())
    client.failAll(new Error('the code worker (highlighting) stopped: it exited with code 1'))
    port1.close()
    await expect(waiting).rejects.toThrow(/code worker \(highlighting\) stopped/)
    await expect(client.process(job, '/tmp', new Map())).rejects.toThrow(/code worker \(highlighting\) stopped/)
    await expect(client.twin({ type: 'root', children: [] })).rejects.toThrow(/code worker \(highlighting\) stopped/)
  })
})
