/**
 * The code worker: highlights and converts the code blocks of every compile worker (see code-service.ts).
 * The main thread sends it one end of a MessageChannel per compile worker it starts.
 */
import { parentPort, type MessagePort } from 'node:worker_threads'
import { processCode } from './code-jobs'
import { serveCode } from './code-service'

/** What the main thread sends: a channel to a new compile worker. */
export interface CodeWorkerConnect {
  port: MessagePort
}

parentPort?.on('message', ({ port }: CodeWorkerConnect) => serveCode(port, processCode))
