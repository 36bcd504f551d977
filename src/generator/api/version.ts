import { createRequire } from 'node:module'

/** The installed version of @reduxjs/toolkit: sample links and their signatures are cached per version. */
export function toolkitVersion(): string {
  return (createRequire(import.meta.url)('@reduxjs/toolkit/package.json') as { version: string }).version
}
