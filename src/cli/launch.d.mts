/** Types of launch.mjs (plain JavaScript: it runs before anything can load TypeScript). */
export declare const WORKER_ENTRIES: Record<string, string>
/** The folder of the cached bundle of `entry` (relative to the generator root) and the worker entries; `main.js` is the entry. */
export declare function ensureBundle(entry: string): Promise<string>
/** The node flags a build runs with (bin/build passes them; the benches too). */
export declare const BUILD_NODE_FLAGS: readonly string[]
