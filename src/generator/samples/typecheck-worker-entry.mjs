// Worker threads do not inherit the parent's `--import tsx` hooks on Node 20, so the worker
// registers tsx itself before loading its TypeScript module (as the code-highlighting workers do).
import { register } from 'tsx/esm/api'

register()
await import('./typecheck-worker.ts')
