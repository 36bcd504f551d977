import { readFileSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { extractCodeBlocks } from './src/generator/samples/extract.ts'
import { splitSample } from './src/generator/samples/split.ts'
import { parseCodeMeta } from './src/generator/samples/meta.ts'
import { toJavaScript } from './src/generator/samples/to-javascript.ts'
const pages = execSync("find docs -name '*.md*'").toString().trim().split('\n')
const seen = new Set<string>()
for (const p of pages) for (const b of extractCodeBlocks(readFileSync(p, 'utf8'))) {
  if (b.lang !== 'ts' && b.lang !== 'tsx') continue
  const meta = parseCodeMeta(b.meta); if (meta.noTranspile) continue
  for (const f of splitSample(b.code, b.lang, meta)) {
    const orig = new Set(f.code.split('\n'))
    for (const l of toJavaScript(f.code, b.lang).split('\n')) if (!orig.has(l) && !seen.has(l.trim())) { seen.add(l.trim()); console.log(l) }
  }
}
