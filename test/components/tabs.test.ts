/** Docusaurus's <Tabs> (src/components/mdx.tsx) rendered on the server: which tabs it lists, in which order, showing what. */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { parseHTML } from 'linkedom'
import { describe, expect, it } from 'vitest'
import { TabItem, Tabs } from '../../src/components/mdx'

function tabsOf(props: Parameters<typeof Tabs>[0], items: Array<{ value: string; label?: string; text: string }>) {
  const html = renderToStaticMarkup(createElement(Tabs, props, ...items.map(({ text, ...item }) => createElement(TabItem, { key: item.value, ...item }, text))))
  const { document } = parseHTML(`<div>${html}</div>`)
  const tabs = [...document.querySelectorAll('[role="tab"]')]
  const panels = [...document.querySelectorAll('[role="tabpanel"]')]
  return {
    tabs: tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]),
    panels: panels.map((panel) => [panel.textContent, panel.hasAttribute('hidden')]),
  }
}

describe('Tabs', () => {
  it('lists its TabItems in order, the first one shown, when no values are given', () => {
    expect(tabsOf({}, [{ value: 'js', label: 'JavaScript', text: 'js code' }, { value: 'flow', text: 'flow code' }])).toEqual({
      tabs: [['JavaScript', 'true'], ['flow', 'false']],
      panels: [['js code', false], ['flow code', true]],
    })
  })

  it('lists the tabs its values prop gives, in that order and with those labels; a TabItem not listed is never shown (Relay)', () => {
    const values = [{ value: 'ts', label: 'TypeScript' }, { value: 'js', label: 'JavaScript' }]
    expect(tabsOf({ values }, [{ value: 'js', text: 'js code' }, { value: 'flow', label: 'Flow', text: 'flow code' }, { value: 'ts', text: 'ts code' }])).toEqual({
      tabs: [['TypeScript', 'true'], ['JavaScript', 'false']],
      panels: [['ts code', false], ['js code', true]],
    })
  })
})
