/**
 * `./bin/docusaurus`: Docusaurus's command line (`docusaurus build [siteDir] [options]`) turned into this
 * generator's commands, so a site's package.json scripts switch by naming this file instead of
 * `docusaurus`. Pure: the mapping is tested on its own; src/cli/docusaurus.ts runs what it returns.
 */
import { isAbsolute, join } from 'node:path'

/** The bin/ scripts to run, one after another (`serve --build` builds, then serves), with their arguments. */
export type Invocation = { run: Array<{ script: string; args: string[] }>; notes: string[] } | { error: string }

/** Options of Docusaurus's that change nothing here (what they ask is what this generator always does, or does not apply). */
const DROPPED: Record<string, string> = {
  '--no-minify': 'pages and assets are minified as always',
  '--bundle-analyzer': 'there is no webpack bundle to analyze (the client script is a few KB)',
  '--dev': 'the build is the production one',
  '--hot-only': 'the watch server reloads the page on a save',
}

/** Docusaurus's commands and ours; each takes the site folder as its first argument, as Docusaurus's do. */
const COMMANDS: Record<string, string> = {
  start: 'dev',
  build: 'build',
  serve: 'serve',
  deploy: 'deploy',
  clear: 'clear',
  'write-translations': 'write-translations',
  'write-heading-ids': 'write-heading-ids',
}

const CONFIG_NAMES = /^docusaurus\.config\.(ts|mts|cts|js|mjs|cjs)$/

/** What `docusaurus <argv>` becomes here. */
export function docusaurusInvocation(argv: readonly string[]): Invocation {
  const [command, ...rest] = argv
  if (command === undefined || command === '--help' || command === '-h') return { error: usage() }
  const notes: string[] = []
  const args: string[] = []
  const positionals: string[] = []
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!
    const [flag, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg, undefined]
    if (flag! in DROPPED) {
      notes.push(`${flag} is ignored: ${DROPPED[flag!]}`)
    } else if (flag === '--config') {
      const file = inline ?? rest[++i] ?? ''
      if (!CONFIG_NAMES.test(file.split(/[\\/]/).pop() ?? '')) return { error: `--config ${file}: the config is read from the site folder's docusaurus.config.* here; rename the file to docusaurus.config.ts (or .js) in the site folder` }
      notes.push(`--config ${file}: read from the site folder`)
    } else if (arg.startsWith('-')) {
      args.push(arg)
    } else if (args.length > 0 && takesValue(args.at(-1)!, arg) && !args.at(-1)!.includes('=')) {
      args.push(arg)
    } else {
      positionals.push(arg)
    }
  }

  const version = /^docs:version(?::([\w-]+))?$/.exec(command)
  if (version) {
    if (positionals.length !== 1) return { error: `${command} takes the version's name: docusaurus ${command} 2.0` }
    return { run: [{ script: 'docs-version', args: ['--root', '.', ...(version[1] ? ['--plugin-id', version[1]] : []), ...args, positionals[0]!] }], notes }
  }
  const script = COMMANDS[command]
  if (script === undefined) {
    if (command === 'swizzle') return { error: 'swizzle is not needed here: this generator draws the layout itself, and a site\'s own src/theme/ components are used where the README says; see "Bring your Docusaurus site"' }
    return { error: `${command} is not a command here.\n${usage()}` }
  }
  const [siteDir = '.', ...files] = positionals
  if (files.length > 0 && script !== 'write-heading-ids') return { error: `${command} takes one site folder, not ${positionals.join(' ')}` }
  const root = ['--root', siteDir]
  if (script === 'serve') {
    // Docusaurus reads serve's --dir from the site folder, ./bin/serve from where it is run.
    const dir = valueOf(args, '--dir')
    const serveArgs = dir === undefined || isAbsolute(dir) ? args : withValue(args, '--dir', join(siteDir, dir))
    if (!args.includes('--build')) return { run: [{ script, args: [...root, ...serveArgs] }], notes }
    return { run: [{ script: 'build', args: [...root, ...(dir === undefined ? [] : ['--out', dir])] }, { script, args: [...root, ...serveArgs.filter((a) => a !== '--build')] }], notes }
  }
  return { run: [{ script, args: [...root, ...args, ...files] }], notes }
}

/** The value of `flag` in `args` (`--flag value` or `--flag=value`). */
function valueOf(args: readonly string[], flag: string): string | undefined {
  const at = args.findIndex((a) => a === flag || a.startsWith(`${flag}=`))
  if (at === -1) return undefined
  return args[at]!.includes('=') ? args[at]!.slice(flag.length + 1) : args[at + 1]
}

/** `args` with `flag`'s value replaced, written as `--flag=value`. */
function withValue(args: readonly string[], flag: string, value: string): string[] {
  const at = args.findIndex((a) => a === flag || a.startsWith(`${flag}=`))
  const skip = args[at]!.includes('=') ? 1 : 2
  return [...args.slice(0, at), `${flag}=${value}`, ...args.slice(at + skip)]
}

/** Whether `next` is the value of `flag` (`--poll`'s interval is optional: a number, or none). */
function takesValue(flag: string, next: string): boolean {
  if (flag === '--poll') return /^\d+$/.test(next)
  return ['--out-dir', '--out', '--dir', '--port', '--host', '--locale', '--target-dir', '--messagePrefix', '--syntax'].includes(flag)
}

function usage(): string {
  return `Usage: ./bin/docusaurus <command> [siteDir] [options], as Docusaurus's CLI:
  start, build, serve, deploy, clear, write-translations, write-heading-ids [siteDir] [options]
  docs:version[:<plugin id>] <version>
Each runs this generator's own command (./bin/dev, ./bin/build, …) with the same options.`
}
