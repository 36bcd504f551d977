/**
 * src/generator/mdx/micromark-edit-map.ts: micromark's EditMap applies its edits from the first one on,
 * with the same result as upstream's `consume`, and it is the EditMap micromark itself uses.
 */
import { readFileSync } from 'node:fs'
import { createProcessor } from '@mdx-js/mdx'
import fg from 'fast-glob'
import { EditMap } from 'micromark-util-edit-map'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { afterEach, describe, expect, it } from 'vitest'
import { linearConsume, upstreamConsume } from '../../../src/generator/mdx/micromark-edit-map'

/** A small seeded generator, so a failing case can be replayed. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
}

type Consume = EditMap['consume']

function parse(markdown: string, consume: Consume): unknown {
  const before = EditMap.prototype.consume
  EditMap.prototype.consume = consume
  try {
    const processor = createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective] })
    return processor.parse(markdown)
  } finally {
    EditMap.prototype.consume = before
  }
}

afterEach(() => {
  expect(EditMap.prototype.consume).toBe(linearConsume)
})

describe('linearConsume', () => {
  it('gives what upstream gives on random edits: adds, removals, the same place twice, edits that overlap', () => {
    for (let seed = 1; seed <= 2000; seed++) {
      const next = random(seed)
      const length = Math.floor(next() * 30)
      const events = Array.from({ length }, (_, i) => `e${i}`)
      const ours = new EditMap()
      const theirs = new EditMap()
      const edits = Math.floor(next() * 5)
      for (let e = 0; e < edits; e++) {
        const at = Math.floor(next() * (length + 1))
        const remove = Math.floor(next() * 4)
        const add = Array.from({ length: Math.floor(next() * 3) }, (_, i) => `s${seed}-${e}-${i}`)
        // An edit removing past the end of the list is never made by micromark: keep to what it makes.
        const kept = Math.min(remove, length - at)
        ours.add(at, kept, [...add] as never)
        theirs.add(at, kept, [...add] as never)
      }
      const a = [...events]
      const b = [...events]
      linearConsume.call(ours as never, a)
      upstreamConsume.call(theirs, b as never)
      expect(a, `seed ${seed}`).toEqual(b)
      expect(ours.map).toEqual([])
      expect(ours.index.size).toBe(0)
    }
  })

  it('leaves the events before the first edit where they are and empties the map', () => {
    const events = ['a', 'b', 'c', 'd', 'e']
    const map = new EditMap()
    map.add(3, 1, ['x', 'y'] as never)
    map.add(1, 0, ['z'] as never)
    linearConsume.call(map as never, events)
    expect(events).toEqual(['a', 'z', 'b', 'c', 'x', 'y', 'e'])
    expect(map.map).toEqual([])
  })
})

describe('micromark with the patch', () => {
  it('is what micromark calls when a list or block quote closes', () => {
    let calls = 0
    parse('- one\n- two\n\n> quote\n\nafter\n', function (this: EditMap, events) {
      calls++
      linearConsume.call(this as never, events)
    } as Consume)
    expect(calls).toBeGreaterThan(0)
  })

  it('parses pages to the same tree, positions included, as upstream', () => {
    const nested = [
      '# Lists and quotes',
      '',
      '- one',
      '  - nested',
      '    > quoted',
      '    lazy line',
      '- two',
      '',
      '1. first',
      '2. second',
      '   ```ts',
      '   const x = 1',
      '   ```',
      '',
      '> - quoted list',
      '> - and more',
      'lazy',
      '',
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
      '',
      ':::note',
      '- inside a directive',
      ':::',
      ''
    ].join('\n')
    // The four longest docs: the most lists, quotes and tables.
    const docs = fg.sync('docs/**/*.md', { absolute: true }).map((file) => readFileSync(file, 'utf8'))
    docs.sort((a, b) => b.length - a.length)
    expect(docs.length).toBeGreaterThan(3)
    for (const source of [nested.repeat(20), ...docs.slice(0, 4)]) {
      expect(parse(source, linearConsume as unknown as Consume)).toEqual(parse(source, upstreamConsume))
    }
  })
})
