/** What authors are told of the Docusaurus plugins we do not run: what we do instead, by the name they wrote. */
import { describe, expect, it } from 'vitest'
import { insteadOf, runsAsPackage } from '../../../../src/generator/config/docusaurus/ignored'

describe('insteadOf', () => {
  it('knows a plugin by its shorthand as by its package (pwa, @docusaurus/plugin-pwa)', () => {
    for (const name of ['pwa', '@docusaurus/plugin-pwa', 'docusaurus-plugin-pwa']) {
      expect(insteadOf(name)).toBe('no service worker is generated')
      expect(runsAsPackage(name)).toBe(false)
    }
  })

  it('says mermaid blocks are drawn with markdown.mermaid', () => {
    expect(insteadOf('@docusaurus/theme-mermaid')).toMatch(/draws ```mermaid blocks itself when markdown\.mermaid is true/)
  })
})
