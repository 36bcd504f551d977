import { readFileSync } from 'node:fs'
import { extractCodeBlocks } from './src/generator/samples/extract.ts'
import { checkSamples } from './src/generator/samples/check.ts'
import { execSync } from 'node:child_process'
const pages = execSync("find docs -name '*.md*'").toString().trim().split('\n')
let t = performance.now()
let n = 0
for (const p of pages) n += extractCodeBlocks(readFileSync(p, 'utf8')).length
console.log('extract', n, (performance.now() - t).toFixed(0))
t = performance.now()
const r = await checkSamples({ root: process.cwd() })
console.log('check', r.blocks, (performance.now() - t).toFixed(0))
t = performance.now()
const r2 = await checkSamples({ root: process.cwd() })
console.log('check again', r2.blocks, (performance.now() - t).toFixed(0))
