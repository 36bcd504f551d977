/**
 * Makes micromark's parse of a long page linear again: replaces `EditMap.prototype.consume` of
 * micromark-util-edit-map with one that rebuilds the events from the first edit on, instead of the
 * whole list.
 *
 * micromark 4.0.3 moves a container's exit events (a list, a list item, a block quote closing) into
 * place with an EditMap on the document's whole event list, once per container that closes. Upstream
 * `consume` copies every event of the list twice each time, although the edits sit at its end, so a
 * page's parse grew with the square of its length: 5 MB of our API pages repeated (thousands of list
 * items) spent 5.8 s of a 16 s parse in `consume`. This one touches only the events from the first edit
 * to the end and applies the edits in the same order with the same result (a property test compares the
 * two on random edits, and whole pages parse to the same tree).
 *
 * Importing this module applies the patch; every module that runs micromark (the MDX compile, the
 * Markdown twins, the sample extraction) imports it. micromark-util-edit-map is a direct dependency at the
 * version micromark asks for, so both resolve to the same module and class.
 */
import { EditMap } from 'micromark-util-edit-map'

/** What an EditMap holds: `[at, remove, add]` edits, and the same edits by `at`. */
interface EditMapFields<T> {
  map: Array<[number, number, T[]]>
  index: Map<number, [number, number, T[]]>
}

/** Upstream's `consume`, kept for the tests that compare the two. */
export const upstreamConsume: EditMap['consume'] = EditMap.prototype.consume

/**
 * Applies the edits of `this` to `events` in place and empties the map, as upstream's `consume` does:
 * edits sorted by `at`; each removes `remove` events at `at` (counted in the list before any edit) and
 * puts `add` there. Events before the first edit stay where they are.
 */
export function linearConsume<T>(this: EditMapFields<T>, events: T[]): void {
  const edits = this.map.sort((a, b) => a[0] - b[0])
  if (edits.length === 0) return
  const first = edits[0]![0]
  const rebuilt: T[] = []
  let cursor = first
  for (const [at, remove, add] of edits) {
    // An earlier edit may have removed past `at` already: then nothing between the two is kept.
    for (let i = cursor; i < at; i++) rebuilt.push(events[i]!)
    for (const event of add) rebuilt.push(event)
    cursor = at + remove
  }
  for (let i = cursor; i < events.length; i++) rebuilt.push(events[i]!)
  events.length = first
  for (const event of rebuilt) events.push(event)
  edits.length = 0
  this.index.clear()
}

EditMap.prototype.consume = linearConsume as unknown as EditMap['consume']
