import { transform } from 'sucrase'
import { tidyLine } from './src/generator/samples/tidy-line.ts'
const code = ['const a = 1', '', '// The state of the slice', 'interface State {', '  // how many', '  count: number', '}', '', '/** Exported for the tests */', 'export type Count = State["count"]', 'declare const injected: string', '', '// A comment about b, apart from the types', '', 'type Local = string', 'const b = 2'].join('\n')
const out = transform(code, { transforms: ['typescript'], disableESTransforms: true }).code
console.log(JSON.stringify(out))
out.split('\n').forEach((l, i) => console.log(JSON.stringify(tidyLine(code.split('\n')[i]!, l))))
