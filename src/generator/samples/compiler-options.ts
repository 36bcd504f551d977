/**
 * The compiler options of the samples, as they would stand in a reader's tsconfig.json: a strict,
 * bundler-based project. Kept apart from program.ts so that the cache can include them in its key
 * without loading TypeScript.
 */
export const SAMPLE_COMPILER_OPTIONS = {
  strict: true,
  module: 'esnext',
  moduleResolution: 'bundler',
  moduleDetection: 'force',
  target: 'es2022',
  lib: ['es2022', 'dom', 'dom.iterable'],
  jsx: 'react-jsx',
  skipLibCheck: true,
  noEmit: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  isolatedModules: false,
  allowImportingTsExtensions: false,
  // Only Node's globals (`process.env.NODE_ENV` is common in samples): the repository's other @types
  // packages serve the generator and would slow every run and leak globals into the samples.
  types: ['node'],
  // js/jsx samples join the program to get TypeScript's JavaScript grammar checks (never type-checked).
  allowJs: true,
  checkJs: false,
}
