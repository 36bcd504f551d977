import { describe, expect, it } from 'vitest'
import { parseSvg } from '../../../src/generator/mdx/svg-component'

describe('parseSvg', () => {
  it("gives the root's attributes as React props and what is inside it as written", () => {
    const svg = parseSvg('<?xml version="1.0"?>\n<!DOCTYPE svg>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="a b" fill-rule="evenodd" data-x="1" aria-hidden="true" style="fill: red; --tone:blue" title=\'5 > 4 &amp; "so"\'><use xlink:href="#p"/></svg>')
    expect(svg).toEqual({
      attributes: { xmlns: 'http://www.w3.org/2000/svg', xmlnsXlink: 'http://www.w3.org/1999/xlink', className: 'a b', fillRule: 'evenodd', 'data-x': '1', 'aria-hidden': 'true', style: { fill: 'red', '--tone': 'blue' }, title: '5 > 4 & "so"' },
      inner: '<use xlink:href="#p"/>',
    })
  })

  it('reads a self-closing root, and nothing from a file without an <svg> element', () => {
    expect(parseSvg('<svg viewBox="0 0 1 1"/>')).toEqual({ attributes: { viewBox: '0 0 1 1' }, inner: '' })
    expect(parseSvg('<html><body>not an image</body></html>')).toBeUndefined()
  })
})
