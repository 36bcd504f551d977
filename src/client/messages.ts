/**
 * The words the browser code shows (the search dialog, copy buttons), in the page's locale: the server
 * puts the locale's translations of them (its code.json, under Docusaurus's ids where Docusaurus has one)
 * on <html data-rtk-messages>; an id without one is its English (english.ts).
 */
import { ENGLISH } from './english'

export { ENGLISH }

export type ClientMessageId = keyof typeof ENGLISH

let translations: Record<string, string> | undefined

/** `id` in the page's locale, its `{name}` placeholders filled from `values`. */
export function message(id: ClientMessageId, values: Readonly<Record<string, string>> = {}): string {
  translations ??= parse(document.documentElement.dataset.rtkMessages)
  return (translations[id] ?? ENGLISH[id]).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

function parse(json: string | undefined): Record<string, string> {
  try {
    return json ? (JSON.parse(json) as Record<string, string>) : {}
  } catch {
    return {}
  }
}
