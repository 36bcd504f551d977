/**
 * The command line of ./bin/build, ./bin/dev and ./bin/serve: `--help` prints the usage, and a flag the
 * command does not know (or one missing its value) says which and prints the usage, exiting with 1,
 * instead of Node's stack trace.
 */
import { existsSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs, type ParseArgsConfig } from 'node:util'

type Options = NonNullable<ParseArgsConfig['options']>

/** The flags given to `command` (their values as parseArgs types them); `usage` lists the flags. */
export function commandArgs<T extends Options>(command: string, usage: string, options: T) {
  return commandLine(command, usage, options, { positionals: false }).values
}

/** The flags and, when `positionals`, the other arguments (file names) given to `command`. */
export function commandLine<T extends Options>(command: string, usage: string, options: T, { positionals }: { positionals: boolean }) {
  const text = `Usage: ${command} ${usage.trim()}\n`
  if (process.argv.slice(2).some((arg) => arg === '--help' || arg === '-h')) {
    process.stdout.write(text)
    process.exit(0)
  }
  try {
    return parseArgs({ options, strict: true, allowPositionals: positionals })
  } catch (error) {
    process.stderr.write(`${command}: ${error instanceof Error ? error.message.replace(/\. To specify a positional argument.*$/s, '') : String(error)}\n\n${text}`)
    process.exit(1)
  }
}

/**
 * A path given on the command line, from the folder the author ran the command in: the bin/ scripts
 * move to the generator's folder first (to install its dependencies), and say where they came from in
 * RTK_DOCS_CWD.
 */
export function givenPath(path: string): string {
  return resolve(process.env.RTK_DOCS_CWD ?? process.cwd(), path)
}

/**
 * The site folder `--root` names (from where the author is), or the command's end, saying so, when there
 * is no such folder (it was Node's ENOENT stack trace from process.chdir).
 */
export function siteRoot(command: string, path: string): string {
  const root = givenPath(path)
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    process.stderr.write(`${command}: --root ${path}: ${existsSync(root) ? 'is a file, not a folder' : 'no such folder'} (${root})\n  Fix: give the folder that holds the site's site.config.ts or docusaurus.config.*\n`)
    process.exit(1)
  }
  return root
}
