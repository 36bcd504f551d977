/**
 * The code-sample checker: every ts/tsx block of every page is type-checked, every js/jsx block
 * syntax-checked, all in ONE TypeScript program (the declaration files of @reduxjs/toolkit, React and
 * the DOM are the expensive part, so they are loaded once for all blocks).
 */
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'
import { extractCodeBlocks, PageSyntaxError } from './extract'
import { createSampleProgram } from './program'
import { compareSampleErrors, blockError, type SampleError, type SampleReport } from './report'
import { isCheckedBlock, virtualFilesOfBlock, type VirtualFile } from './virtual-files'

export type { SampleError, SampleReport } from './report'

/** The docs folders the site builds (CONTENT.md, "Files, ids and routes"). */
export const DOCS_FOLDERS = ['api', 'assets', 'introduction', 'migrations', 'rtk-query', 'tutorials', 'usage']

export interface CheckOptions {
  /** repository root */
  root: string
  /** pages to check (absolute, or relative to root); default: every .md/.mdx of the built docs folders */
  files?: string[]
}

/**
 * Checks the code samples of the given pages.
 *
 * @returns the number of pages and checked blocks, and every error sorted by page and line
 */
export async function checkSamples(options: CheckOptions): Promise<SampleReport> {
  const root = resolve(options.root)
  const pages = options.files ? options.files.map((f) => resolve(root, f)) : await listPages(root)
  const errors: SampleError[] = []
  const files = new Map<string, VirtualFile>()
  let blocks = 0

  const sources = await Promise.all(pages.map((page) => readFile(page, 'utf8')))
  pages.forEach((page, index) => {
    const rel = relative(root, page).split(sep).join('/')
    try {
      for (const block of extractCodeBlocks(sources[index]!).filter(isCheckedBlock)) {
        blocks++
        const result = virtualFilesOfBlock(root, rel, block)
        errors.push(...result.errors)
        for (const file of result.files) files.set(file.path, file)
      }
    } catch (error) {
      if (!(error instanceof PageSyntaxError)) throw error
      errors.push({ file: rel, blockLine: 0, line: error.line, column: error.column, lineInBlock: 0, message: error.message })
    }
  })

  errors.push(...typeCheck(root, files))
  return { pages: pages.length, blocks, errors: errors.sort(compareSampleErrors) }
}

/** Every .md/.mdx page of the built docs folders, in a stable order. */
async function listPages(root: string): Promise<string[]> {
  const lists = await Promise.all(
    DOCS_FOLDERS.map(async (folder) => {
      const dir = join(root, 'docs', folder)
      const entries = await readdir(dir, { recursive: true }).catch(() => [] as string[])
      return entries.filter((e) => /\.mdx?$/.test(e)).map((e) => join(dir, e))
    }),
  )
  return lists.flat().sort()
}

/** Runs the program over the virtual files and places each diagnostic on its page line. */
function typeCheck(root: string, files: ReadonlyMap<string, VirtualFile>): SampleError[] {
  if (files.size === 0) return []
  const texts = new Map([...files].map(([path, f]) => [path, f.file.code]))
  const rootNames = [...files.values()].filter((f) => f.check !== 'data').map((f) => f.path)
  const program = createSampleProgram(root, texts, rootNames)

  const errors: SampleError[] = []
  for (const virtual of files.values()) {
    if (virtual.check === 'data') continue
    const source = program.getSourceFile(virtual.path)
    if (!source) continue
    const diagnostics = virtual.check === 'ts'
      ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
      : program.getSyntacticDiagnostics(source)
    for (const diagnostic of diagnostics) errors.push(placeDiagnostic(virtual, source, diagnostic))
  }
  // A problem with no file (bad options, a broken @types package) is the checker's, not a page's.
  const setup = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()][0]
  if (setup) throw new Error(`the sample checker's TypeScript setup is broken: ${ts.flattenDiagnosticMessageText(setup.messageText, '\n')}`)
  return errors
}

function placeDiagnostic(virtual: VirtualFile, source: ts.SourceFile, diagnostic: ts.Diagnostic): SampleError {
  const { line, character } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
  // The file lost its marker lines and `// file:` line; the line map gives the block line back.
  const lineInBlock = virtual.file.lineMap[line] ?? virtual.file.blockLine
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
  return blockError(virtual.page, virtual.block, lineInBlock, character + 1, message)
}
