/**
 * Keeps the docs consistent with themselves: wherever a page states an option's default value
 * ("defaults to", "(default `x`)", a Default column in an option table …), every other page that
 * states a default for the same option must state the same one.
 */
import { readFile } from 'node:fs/promises'
import fg from 'fast-glob'
import { describe, expect, it } from 'vitest'
import { collectDefaults, describeContradiction, findContradictions, type SharedNames } from './default-statements'

/**
 * Names that different APIs use for different options. A statement belongs to the first scope whose
 * pattern matches "<file> <nearest heading>"; statements of different scopes are not compared.
 * When the test reports a name that really means two options, add it here rather than rewording a page.
 */
const SHARED_NAMES: SharedNames = {
  // createSlice's reducerPath defaults to the slice name; createApi's to 'api'
  reducerPath: [
    { scope: 'createApi', where: /^docs\/rtk-query\// },
    { scope: 'createSlice', where: /createSlice/ },
  ],
  // the listener middleware's `extra` option, and the `extra` type of createAsyncThunk's ThunkApiConfig
  extra: [
    { scope: 'createListenerMiddleware', where: /createListenerMiddleware/ },
    { scope: 'ThunkApiConfig', where: /createAsyncThunk|ThunkApiConfig/ },
  ],
  // the immutability and serializability checks each have their own ignoredPaths and warnAfter
  ignoredPaths: [
    { scope: 'immutableCheck', where: /immutab/i },
    { scope: 'serializableCheck', where: /serializab/i },
  ],
  warnAfter: [
    { scope: 'immutableCheck', where: /immutab/i },
    { scope: 'serializableCheck', where: /serializab/i },
  ],
  // the GraphQL Code Generator plugin's option, and injectEndpoints' option
  overrideExisting: [
    { scope: 'GraphQL Code Generator plugin', where: /code-generation\.md .*GraphQL/ },
    { scope: 'injectEndpoints', where: /./ },
  ],
  // RTK Query options set per subscription (hook options, initiate options) inherit the API's or the
  // endpoint's setting; the createApi / endpoint option of the same name has its own default
  ...Object.fromEntries(
    ['refetchOnFocus', 'refetchOnReconnect', 'refetchOnMountOrArgChange', 'refetchCachedPages'].map((option) => [
      option,
      [
        { scope: 'per subscription', where: /hook|initiate|subscription/i },
        { scope: 'createApi or endpoint', where: /./ },
      ],
    ]),
  ),
  // the code generator's `hooks` flag, and reactHooksModule's `hooks` object
  hooks: [
    { scope: 'codegen config', where: /code-generation\.md/ },
    { scope: 'reactHooksModule', where: /./ },
  ],
  // an argument of updateQueryData (true) and of patchQueryData (false)
  updateProvided: [
    { scope: 'updateQueryData', where: / updateQueryData$/ },
    { scope: 'patchQueryData', where: / patchQueryData$/ },
  ],
}

describe('collectDefaults', () => {
  it('finds each form of default statement with its option and line', () => {
    const page = [
      '# Store', // 1
      '', // 2
      'The `timeout` option defaults to `30`. Also `retries` (default `2`) and, with the default `mode: \'fast\'`, more.', // 3
      '', // 4
      '### `keepFor`', // 5
      '', // 6
      '`number`, default `60`. It defaults to `60` seconds.', // 7
      '', // 8
      '### strategy', // 9
      '', // 10
      "- `'raf'` (default): waits a frame", // 11
      '', // 12
      '| Option | Type | Default |', // 13
      '| --- | --- | --- |', // 14
      '| `verbose` | `boolean` | `false` |', // 15
      '| `limit` | `number` | — |', // 16
      '| `depth` | `number`, default `3` | |', // 17
      '', // 18
      '```ts', // 19
      'interface Options {', // 20
      '  size?: number // default: 21', // 21
      '}', // 22
      '```', // 23
    ].join('\n')
    const found = collectDefaults('docs/x.md', page).map(({ option, comparable, line }) => [option, comparable, line])
    expect(found).toEqual([
      ['timeout', '30', 3],
      ['retries', '2', 3],
      ['mode', 'fast', 3],
      ['keepFor', '60', 7],
      ['keepFor', '60', 7],
      ['strategy', 'raf', 11],
      ['verbose', 'false', 15],
      ['depth', '3', 17],
      ['size', '21', 21],
    ])
  })

  it('records a described default without comparing it, and skips "required"', () => {
    const page = '| Option | Default |\n| --- | --- |\n| `hooks` | the hooks of React Redux |\n| `api` | required |\n'
    expect(collectDefaults('docs/x.md', page).map(({ option, comparable }) => [option, comparable])).toEqual([['hooks', null]])
  })

  it('ignores a heading that is not an option name', () => {
    expect(collectDefaults('docs/x.md', '## Options\n\nDefaults to `1`.\n')).toEqual([])
  })
})

describe('findContradictions', () => {
  const pageA = 'Set `pollingInterval` (default `0`) to poll.\n'
  const pageB = '| Option | Default |\n| --- | --- |\n| `pollingInterval` | `1000` |\n'

  it('reports an option stated with two defaults, naming each page and line', () => {
    const statements = [...collectDefaults('docs/a.md', pageA), ...collectDefaults('docs/b.md', pageB)]
    const found = findContradictions(statements)
    expect(found.map((c) => c.key)).toEqual(['pollingInterval'])
    const message = describeContradiction(found[0]!)
    expect(message).toContain('docs/a.md:1')
    expect(message).toContain('docs/b.md:3')
    expect(message).toContain('`1000`')
  })

  it('keeps options of the same name apart when they are scoped', () => {
    const statements = [...collectDefaults('docs/a.md', pageA), ...collectDefaults('docs/b.md', pageB)]
    const shared: SharedNames = { pollingInterval: [{ scope: 'a', where: /a\.md/ }, { scope: 'b', where: /b\.md/ }] }
    expect(findContradictions(statements, shared)).toEqual([])
  })

  it('treats "none", "not set" and `undefined` as the same default', () => {
    const statements = [
      ...collectDefaults('docs/a.md', '| Option | Default |\n| --- | --- |\n| `timeout` | none |\n'),
      ...collectDefaults('docs/b.md', 'The `timeout` option defaults to `undefined`.\n'),
    ]
    expect(findContradictions(statements)).toEqual([])
  })
})

describe('the docs', () => {
  // Parsing all of docs/ takes about 5 s of CPU; the timeout allows for a loaded machine.
  it('state the same default for an option on every page', async () => {
    const files = await fg('docs/**/*.{md,mdx}', { cwd: process.cwd() })
    const statements = (await Promise.all(files.map(async (file) => collectDefaults(file, await readFile(file, 'utf8'))))).flat()
    // The collector really reads the docs: dozens of pages state defaults, most of them comparably.
    expect(new Set(statements.map((s) => s.file)).size).toBeGreaterThan(20)
    expect(statements.filter((s) => s.comparable !== null).length).toBeGreaterThan(100)
    const contradictions = findContradictions(statements, SHARED_NAMES)
    expect(contradictions.map(describeContradiction).join('\n\n'), 'options with different defaults on different pages').toBe('')
  }, 180_000)
})
