// Worker threads do not inherit the parent's `--import tsx` hooks on Node 20, so the worker
// registers tsx itself before loading its TypeScript module.
import { register } from 'tsx/esm/api'

register()
await import('./code-worker.ts')
