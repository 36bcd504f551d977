/**
 * TypeScript, loaded with `require`. It is a 9 MB CommonJS file: imported as an ES module, Node
 * first scans all of it for export names, which costs about a second on every run of the checker.
 */
import { createRequire } from 'node:module'
import type * as TypeScript from 'typescript'

const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript

export default ts
