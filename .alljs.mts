import { readFileSync, writeFileSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { transform } from 'sucrase'
import { extractCodeBlocks } from './src/generator/samples/extract.ts'
import { splitSample } from './src/generator/samples/split.ts'
import { parseCodeMeta } from './src/generator/samples/meta.ts'
import { toJavaScript } from './src/generator/samples/to-javascript.ts'
import { tidyStrippedCode } from './src/generator/samples/tidy-stripped.ts'
import { parseSample } from './src/generator/samples/syntax.ts'
const pages = execSync("find docs -name '*.md*'").toString().trim().split('\n')
let out = '', n = 0, fallback = 0
for (const p of pages) for (const b of extractCodeBlocks(readFileSync(p, 'utf8'))) {
  if (b.lang !== 'ts' && b.lang !== 'tsx') continue
  const meta = parseCodeMeta(b.meta); if (meta.noTranspile) continue
  for (const f of splitSample(b.code, b.lang, meta)) {
    n++
    const stripped = transform(f.code, { transforms: b.lang === 'tsx' ? ['typescript', 'jsx'] : ['typescript'], jsxRuntime: 'preserve', disableESTransforms: true }).code
    const tidied = "";
    try { parseSample(tidied, b.lang === 'tsx' ? 'jsx' : 'js') } catch (e) { fallback++; console.log('INVALID', p, b.fenceLine, f.name, (e as Error).message) }
    out += `\n===== ${p}:${b.fenceLine} ${f.name ?? ''}\n` + toJavaScript(f.code, b.lang) + '\n'
  }
}
writeFileSync('/tmp/alljs.txt', out)
console.log(n, 'files', fallback, 'invalid tidy')
