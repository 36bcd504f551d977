/**
 * `@docusaurus/theme-common/internal`'s tabs helpers, on which a site's ejected Tabs builds
 * (`useTabs`, or `useTabsContextValue` with `TabsContextProvider` in later Docusaurus 3 releases, and
 * `sanitizeTabsChildren`): the tabs its children or `values` name, and the one selected as the page is
 * rendered, the same rules as Docusaurus's (a defaultValue no tab has and duplicate values are errors).
 * The reader's stored or queried choice is the browser's to apply (client/tabs.ts), as it is after
 * Docusaurus's hydration.
 */
import { Children, createContext, createElement, isValidElement, useContext, type ReactElement, type ReactNode } from 'react'
import { duplicates } from './theme-common'

/** A tab, as a `<TabItem>`'s props or the `values` prop name it. */
export interface TabValue {
  readonly value: string
  readonly label?: string
  readonly attributes?: Record<string, unknown>
  readonly default?: boolean
}

export interface TabsProps {
  readonly lazy?: boolean
  readonly block?: boolean
  readonly children?: ReactNode
  readonly defaultValue?: string | null
  readonly values?: readonly TabValue[]
  readonly groupId?: string
  readonly className?: string
  readonly queryString?: string | boolean
}

export interface TabsContextValue {
  selectedValue: string
  selectValue: (value: string) => void
  tabValues: readonly TabValue[]
  lazy: boolean
  block: boolean
}

/** The children of a Tabs less the line breaks MDX leaves between its TabItems. */
export function sanitizeTabsChildren(children: ReactNode): ReactNode {
  return Children.toArray(children).filter((child) => child !== '\n')
}

function childrenValues(children: ReactNode): TabValue[] {
  return Children.toArray(children).flatMap((child) => {
    if (!child) return []
    if (isValidElement(child) && child.props !== null && typeof child.props === 'object' && 'value' in child.props) {
      const { value, label, attributes, default: isDefault } = (child as ReactElement<TabValue>).props
      return [{ value, label, attributes, default: isDefault }]
    }
    const type = isValidElement(child) ? child.type : undefined
    const name = typeof type === 'string' ? type : ((type as { name?: string } | undefined)?.name ?? typeof child)
    throw new Error(`Docusaurus error: Bad <Tabs> child <${name}>: all children of the <Tabs> component should be <TabItem>, and every <TabItem> should have a unique "value" prop.`)
  })
}

function initialValue(defaultValue: string | null | undefined, tabValues: readonly TabValue[]): string {
  if (tabValues.length === 0) throw new Error('Docusaurus error: the <Tabs> component requires at least one <TabItem> children component')
  if (defaultValue) {
    if (!tabValues.some((tab) => tab.value === defaultValue)) {
      throw new Error(`Docusaurus error: The <Tabs> has a defaultValue "${defaultValue}" but none of its children has the corresponding value. Available values are: ${tabValues.map((tab) => tab.value).join(', ')}.`)
    }
    return defaultValue
  }
  return (tabValues.find((tab) => tab.default) ?? tabValues[0]!).value
}

/** What a Tabs shows as the page is rendered: its tabs and the selected one (selecting is the browser's). */
export function useTabsContextValue(props: TabsProps): TabsContextValue {
  const tabValues = props.values ?? childrenValues(props.children)
  const repeated = duplicates(tabValues, (a, b) => a.value === b.value)
  if (repeated.length > 0) throw new Error(`Docusaurus error: Duplicate values "${repeated.map((tab) => `'${tab.value}'`).join(', ')}" found in <Tabs>. Every value needs to be unique.`)
  return { selectedValue: initialValue(props.defaultValue, tabValues), selectValue: () => {}, tabValues, lazy: props.lazy ?? false, block: props.block ?? false }
}

/** The name earlier Docusaurus 3 releases gave it. */
export const useTabs = useTabsContextValue

const TabsContext = createContext<TabsContextValue | null>(null)

export function TabsContextProvider({ value, children }: { value: TabsContextValue; children?: ReactNode }): ReactNode {
  return createElement(TabsContext.Provider, { value }, children)
}

export function useTabsContext(): TabsContextValue {
  const value = useContext(TabsContext)
  if (!value) throw new Error('useTabsContext() must be used within a Tabs component')
  return value
}
