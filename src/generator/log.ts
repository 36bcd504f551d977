/**
 * Build logging. `info`/`warn` go to the author; `debug` prints only when DEBUG names this namespace
 * (`DEBUG=rtk-docs` or `DEBUG=rtk-docs:*`, as the `debug` package does).
 */
const NAMESPACE = 'rtk-docs'
const debugEnabled = (process.env.DEBUG ?? '').split(',').some((n) => n === '*' || n === NAMESPACE || n.startsWith(`${NAMESPACE}:`))

export interface Logger {
  info(message: string): void
  warn(message: string): void
  debug(message: string): void
}

/** The logger the CLI uses: stderr for warnings, stdout for progress. */
export const consoleLogger: Logger = {
  info: (m) => process.stdout.write(`${m}\n`),
  warn: (m) => process.stderr.write(`warning: ${m}\n`),
  debug: (m) => {
    if (debugEnabled) process.stderr.write(`${NAMESPACE} ${m}\n`)
  },
}

/** A logger that keeps messages in memory, for tests and for the watch server's overlay. */
export function memoryLogger(): Logger & { warnings: string[]; infos: string[] } {
  const warnings: string[] = []
  const infos: string[] = []
  return { warnings, infos, info: (m) => infos.push(m), warn: (m) => warnings.push(m), debug: () => {} }
}

/**
 * A logger that says each warning once: the same text again (as every locale's build gives it, or the
 * compile of each docs version that imports one component) is left out.
 */
export function onceEach(logger: Logger): Logger {
  const said = new Set<string>()
  return {
    ...logger,
    warn: (message) => {
      if (said.has(message)) return
      said.add(message)
      logger.warn(message)
    },
  }
}
