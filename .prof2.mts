import { readFileSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { extractCodeBlocks } from './src/generator/samples/extract.ts'
import { createSampleProgram } from './src/generator/samples/program.ts'
import { isCheckedBlock, virtualFilesOfBlock } from './src/generator/samples/virtual-files.ts'
const root = process.cwd()
const pages = execSync("find docs -name '*.md*'").toString().trim().split('\n')
const files = new Map()
for (const p of pages) for (const b of extractCodeBlocks(readFileSync(p, 'utf8')).filter(isCheckedBlock)) for (const f of virtualFilesOfBlock(root, p, b).files) files.set(f.path, f)
let t = performance.now()
const texts = new Map([...files].map(([p, f]) => [p, f.file.code]))
const program = createSampleProgram(root, texts, [...files.values()].filter(f => f.check !== 'data').map(f => f.path))
console.log('createProgram', (performance.now() - t).toFixed(0), program.getSourceFiles().length)
console.log(program.getSourceFiles().filter((f) => !f.fileName.includes('__samples__')).map((f) => f.fileName.replace(/.*node_modules\//, '')).filter((n) => !n.startsWith('typescript/lib')).join(' ').slice(0, 3000))
t = performance.now()
program.getGlobalDiagnostics()
console.log('global', (performance.now() - t).toFixed(0))
const times = []
for (const f of files.values()) { if (f.check !== 'ts') continue; const s = performance.now(); program.getSemanticDiagnostics(program.getSourceFile(f.path)); times.push([performance.now() - s, f.path]) }
times.sort((a, b) => b[0] - a[0])
console.log('semantic total', times.reduce((a, b) => a + b[0], 0).toFixed(0))
console.log(times.slice(0, 15).map(([t, p]) => t.toFixed(0) + ' ' + p.replace(root, '')).join('\n'))
