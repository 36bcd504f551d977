/**
 * Turns a code block into the virtual files the program checks. Every block gets a folder of its own,
 * `<root>/__samples__/<page path>/line-<fence line>/`, so blocks never see each other's files, and the
 * folder name tells where the block is when TypeScript prints a path in a message.
 */
import { posix } from 'node:path'
import type { CodeBlock } from './extract'
import { parseCodeMeta } from './meta'
import { blockError, type SampleError } from './report'
import { splitSampleWithLineMap, type MappedSampleFile } from './split'

/** A virtual file and where it came from. */
export interface VirtualFile {
  /** absolute path the program knows the file by */
  path: string
  /** repository-relative page path */
  page: string
  block: CodeBlock
  file: MappedSampleFile
  /** ts: syntax and types checked; js: syntax only; data (JSON…): only served when imported */
  check: 'ts' | 'js' | 'data'
}

/** The folder, inside the repository, that holds no real file and all virtual ones. */
export const VIRTUAL_FOLDER = '__samples__'

const TYPESCRIPT_BLOCK = new Set(['ts', 'tsx'])
const JAVASCRIPT_BLOCK = new Set(['js', 'jsx'])

/** Tells whether the checker looks at a block at all: ts/tsx/js/jsx, unless marked `no-transpile`. */
export function isCheckedBlock(block: CodeBlock): boolean {
  return (TYPESCRIPT_BLOCK.has(block.lang) || JAVASCRIPT_BLOCK.has(block.lang)) && !parseCodeMeta(block.meta).noTranspile
}

/**
 * The virtual files of one checked block, plus errors about the block's layout itself
 * (a file named twice).
 *
 * @param root - repository root (POSIX separators)
 * @param page - repository-relative page path
 */
export function virtualFilesOfBlock(root: string, page: string, block: CodeBlock): { files: VirtualFile[]; errors: SampleError[] } {
  // A page outside the repository (`../x.md`) must still get a folder inside it, where node_modules resolve.
  const pageFolder = page.split('/').map((part) => (part === '..' ? '_' : part)).join('/')
  const folder = posix.join(root, VIRTUAL_FOLDER, pageFolder, `line-${block.fenceLine}`)
  const files: VirtualFile[] = []
  const errors: SampleError[] = []
  const seen = new Set<string>()
  for (const file of splitSampleWithLineMap(block.code, block.lang, parseCodeMeta(block.meta))) {
    const name = withExtension(file.name ?? `line-${block.fenceLine}`, block.lang)
    const path = posix.join(folder, name)
    if (seen.has(path)) {
      errors.push(blockError(page, block, file.blockLine, 1, `'${file.name}' is already a file of this block; give each \`// file:\` its own name`))
      continue
    }
    seen.add(path)
    files.push({ path, page, block, file, check: checkOf(name) })
  }
  return { files, errors }
}

/** Keeps a name's own extension (`legacy.js` in a ts block is JavaScript); a bare name gets the block's. */
function withExtension(name: string, lang: string): string {
  return /\.[a-z0-9]+$/i.test(posix.basename(name)) ? name : `${name}.${lang}`
}

function checkOf(name: string): VirtualFile['check'] {
  if (/\.[cm]?tsx?$/.test(name)) return 'ts'
  if (/\.[cm]?jsx?$/.test(name)) return 'js'
  return 'data'
}
