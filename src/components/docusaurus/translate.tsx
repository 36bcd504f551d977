/**
 * `@docusaurus/Translate` and `@docusaurus/Interpolate`: a message looked up in the current locale's
 * `code.json` by its id (or, without one, by the message itself, as Docusaurus keys it), then its
 * `{placeholders}` filled from `values`. Without a translation the message shows as written.
 */
import { Fragment, createElement, type ReactNode } from 'react'
import { currentPage } from './scope'

type Values = Readonly<Record<string, ReactNode>>

/** Fills `{name}` placeholders; a placeholder without a value stays as written. Text only → a string. */
export function interpolate(text: string, values?: Values): ReactNode {
  if (!values) return text
  const parts = text.split(/(\{\w+\})/g).filter((part) => part !== '').map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    return name !== undefined && name in values ? values[name] : part
  })
  if (parts.every((part) => typeof part === 'string' || typeof part === 'number')) return parts.join('')
  return createElement(Fragment, null, ...parts.map((part, i) => createElement(Fragment, { key: i }, part)))
}

/** `translate({ message, id }, values)`: the translated message, as a string. */
export function translate({ message, id }: { message: string; id?: string; description?: string }, values?: Readonly<Record<string, string | number>>): string {
  return String(interpolate(lookup(id ?? message, message), values))
}

/** `<Translate id="…" values={{ … }}>Message</Translate>` */
export default function Translate({ id, values, children }: { id?: string; description?: string; values?: Values; children?: ReactNode }) {
  const message = typeof children === 'string' ? children : undefined
  if (message === undefined && id === undefined) return children ?? null
  return interpolate(lookup(id ?? message!, message ?? id!), values)
}

/** `<Interpolate values={{ … }}>Text with {placeholders}</Interpolate>` */
export function Interpolate({ values, children }: { values?: Values; children?: ReactNode }) {
  return typeof children === 'string' ? interpolate(children, values) : (children ?? null)
}

function lookup(key: string, fallback: string): string {
  let messages: Readonly<Record<string, string>> = {}
  try {
    messages = currentPage().codeTranslations
  } catch {
    // Rendered outside a page (a twin, a feed): the message as written.
  }
  return messages[key] ?? fallback
}
