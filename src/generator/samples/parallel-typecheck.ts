/**
 * Spreads the type check over the machine's cores. Checking the blocks is nearly all of the checker's
 * time, and blocks are independent, so each core gets a share of the blocks and a program of its own.
 * Each program parses the declaration files again (about two seconds of work), so small runs, such as
 * one page, stay on the main thread.
 */
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { CodeBlock } from './extract'
import { typeCheck, type CheckedFile, type Finding } from './typecheck'
import type { CheckJob, CheckResult } from './typecheck-worker'
import type { VirtualFile } from './virtual-files'

const WORKER_URL = new URL('./typecheck-worker-entry.mjs', import.meta.url)

/** Below this many blocks a second program costs more than it saves. */
const BLOCKS_PER_SHARE = 60

/**
 * Type-checks the files of many blocks, on several threads when there are enough blocks.
 *
 * @param shares - how many programs to run at once (default: one per core, at most 4, and at most
 *   one per BLOCKS_PER_SHARE blocks)
 */
export async function typeCheckBlocks(root: string, files: VirtualFile[], shares?: number): Promise<Map<CodeBlock, Finding[]>> {
  const blocks = [...new Set(files.map((f) => f.block))]
  const count = shares ?? Math.min(availableParallelism(), 4, Math.floor(blocks.length / BLOCKS_PER_SHARE))
  if (count <= 1) return typeCheck(root, files)

  const groups = partition(blocks, files, count)
  // The workers start first, then the main thread checks the first share while they run.
  const pending = groups.slice(1).map((group) => runWorker(root, group, blocks))
  const results = [typeCheck(root, groups[0]!)]
  for (const found of await Promise.all(pending)) results.push(found)
  return new Map(results.flatMap((found) => [...found]))
}

/**
 * Cuts the blocks, in page order, into `count` runs of about the same amount of code. Neighbouring
 * blocks use the same APIs, and a program that has worked out the types of, say, createApi once is
 * faster for every later block that uses it: dealing blocks out round-robin would repeat that work.
 */
function partition(blocks: CodeBlock[], files: VirtualFile[], count: number): VirtualFile[][] {
  const total = blocks.reduce((sum, b) => sum + b.code.length, 0)
  const shareOf = new Map<CodeBlock, number>()
  let done = 0
  for (const block of blocks) {
    shareOf.set(block, Math.min(count - 1, Math.floor((done / total) * count)))
    done += block.code.length
  }
  const groups = Array.from({ length: count }, () => [] as VirtualFile[])
  for (const file of files) groups[shareOf.get(file.block)!]!.push(file)
  return groups
}

/** Checks one share on a worker; blocks travel as their index in `blocks`. */
function runWorker(root: string, files: VirtualFile[], blocks: CodeBlock[]): Promise<Map<CodeBlock, Finding[]>> {
  const index = new Map(blocks.map((block, i) => [block, i]))
  const job: CheckJob = {
    root,
    files: files.map((f): CheckedFile<number> => ({
      path: f.path,
      check: f.check,
      block: index.get(f.block)!,
      file: { code: f.file.code, lineMap: f.file.lineMap, blockLine: f.file.blockLine },
    })),
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { workerData: job })
    worker.once('message', (result: CheckResult) => {
      if (result.ok) resolve(new Map(result.findings.map(([i, found]) => [blocks[i]!, found])))
      else reject(new Error(result.message))
      void worker.terminate()
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the sample check worker stopped (exit code ${code}) before it answered`)))
  })
}
