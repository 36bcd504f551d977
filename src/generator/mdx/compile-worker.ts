/**
 * A compile worker: compiles the batches of pages it is sent (MDX and code highlighting) and posts back
 * the modules, what the plugins learned about each page, the warnings, and the code-cache entries used.
 */
import { parentPort } from 'node:worker_threads'
import { toTransferable, type TransferableError } from '../errors'
import type { CodeEntry } from './code-cache'
import { useCodeCache } from './code-jobs'
import { transformPages, type CompileInput, type TransformOptions, type TransformResult } from './compile'

export interface CompileTask {
  id: number
  inputs: CompileInput[]
  options: TransformOptions
  /** Where the code cache lives (node_modules/.cache/rtk-docs). */
  cacheDir: string
}

export type CompileReply =
  | ({ id: number; ok: true; codeEntries: Array<[string, CodeEntry]> } & TransformResult)
  | { id: number; ok: false; error: TransferableError }

parentPort?.on('message', (task: CompileTask) => {
  const cache = useCodeCache(task.cacheDir)
  transformPages(task.inputs, task.options).then(
    (result) => parentPort!.postMessage({ id: task.id, ok: true, codeEntries: cache.takeUsed(), ...result } satisfies CompileReply),
    (error: unknown) => {
      cache.takeUsed()
      parentPort!.postMessage({ id: task.id, ok: false, error: toTransferable(error) } satisfies CompileReply)
    },
  )
})
