/**
 * A compile worker: compiles the batches of pages it is sent (MDX; code blocks go to the code worker
 * through the port it is started with) and posts back the modules, what the plugins learned about each
 * page, the warnings, and the code-cache entries the batch used.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads'
import { toTransferable, type TransferableError } from '../errors'
import type { CodeEntry } from './code-cache'
import { CodeClient } from './code-service'
import { transformPages, type CompileInput, type TransformOptions, type TransformResult } from './compile'

/** What a compile worker is started with. */
export interface CompileWorkerData {
  /** Its end of the channel to the code worker. */
  codePort: MessagePort
}

export interface CompileTask {
  id: number
  inputs: CompileInput[]
  options: TransformOptions
  /** Where the code cache lives (<site>/.cache/rtk-docs). */
  cacheDir: string
}

export type CompileReply =
  | ({ id: number; ok: true; codeEntries: Array<[string, CodeEntry]> } & TransformResult)
  | { id: number; ok: false; error: TransferableError }

const code = new CodeClient((workerData as CompileWorkerData).codePort)

// Tasks may overlap (compile-pool.ts sends a second batch while the first waits for its code blocks);
// each records the code-cache entries it used on its own.
parentPort?.on('message', (task: CompileTask) => {
  const used = new Map<string, CodeEntry>()
  transformPages(task.inputs, task.options, (job) => code.process(job, task.cacheDir, used), (tree) => code.twin(tree)).then(
    (result) => parentPort!.postMessage({ id: task.id, ok: true, codeEntries: [...used], ...result } satisfies CompileReply),
    (error: unknown) => parentPort!.postMessage({ id: task.id, ok: false, error: toTransferable(error) } satisfies CompileReply),
  )
})
