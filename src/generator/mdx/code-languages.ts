/**
 * Which fence languages the highlighter knows. An unknown one (a typo, or a Prism name shiki lacks) is
 * shown as plain text, which an author notices late if at all, so the compile step warns about it.
 */
import { bundledLanguages } from 'shiki/langs'

/** Names that mean "no highlighting" on purpose. */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext'])

/** Whether shiki highlights `lang` (its bundled languages and their aliases), or it asks for none. */
export function isKnownLanguage(lang: string): boolean {
  return PLAIN.has(lang) || lang in bundledLanguages
}

/**
 * A fence's language as the highlighter names it: `YAML`, `Typescript` or `Python` is the lower-case name,
 * as Docusaurus reads a fence's language whatever its case (facebook/docusaurus#9183). A name shiki knows
 * as written stays as it is.
 */
export function fenceLanguage(written: string): string {
  return isKnownLanguage(written) || !isKnownLanguage(written.toLowerCase()) ? written : written.toLowerCase()
}

export function unknownLanguageWarning(file: string, line: number, lang: string): string {
  return `${file}:${line}: code block language "${lang}" is not one the highlighter knows, so it is shown as plain text; use a name from https://shiki.style/languages (e.g. ts, tsx, js, bash, json, diff) or "text"`
}
