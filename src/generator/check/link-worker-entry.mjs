// Worker threads do not inherit the parent's `--import tsx` hooks on Node 20, so the worker
// registers tsx itself before loading its TypeScript module (a bundled build starts link-worker.js instead).
import { register } from 'tsx/esm/api'

register()
await import('./link-worker.ts')
