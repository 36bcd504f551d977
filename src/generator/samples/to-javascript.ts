import { transform } from 'sucrase'

/** The JavaScript a reader would write: types removed; comments, blank lines and layout kept;
 *  JSX left as JSX for tsx. Type-only imports/exports, interfaces, type aliases, `declare` statements
 *  disappear without leaving doubled blank lines. Throws an Error with line:column on a syntax error. */
export function toJavaScript(code: string, lang: 'ts' | 'tsx'): string {
  const transforms: Array<'typescript' | 'jsx'> = lang === 'tsx' ? ['typescript', 'jsx'] : ['typescript']
  return transform(code, { transforms, jsxRuntime: 'preserve', disableESTransforms: true }).code
}
