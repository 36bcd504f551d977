/**
 * ./bin/dev's supervisor as an author runs it: when the server process dies, a stand-in shows the crash
 * page on the same port, and the next save of any site file (not only generator code) starts the server
 * again. Runs the real CLI on a temp copy of the fixture site, on a free loopback port.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { appendFile } from 'node:fs/promises'
import { createServer, request } from 'node:http'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { copyFixture } from '../support/site'

const REPO = resolve(import.meta.dirname, '../..')
let fixture: Awaited<ReturnType<typeof copyFixture>>
let supervisor: ChildProcess
let port: number

function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', () => resolve({ status: 0, body: '' }))
    req.end()
  })
}

async function until(check: () => Promise<boolean>, what: string, ms = 240_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((ok) => setTimeout(ok, 150))
  }
}

beforeAll(async () => {
  fixture = await copyFixture('basic')
  const probe = createServer()
  await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok))
  port = (probe.address() as { port: number }).port
  await new Promise((ok) => probe.close(ok))
  supervisor = spawn(process.execPath, ['--import', 'tsx', join(REPO, 'src/cli/dev.ts'), '--root', fixture.root, '--port', String(port)], {
    cwd: REPO,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  supervisor.stderr!.resume()
  await until(async () => (await get('/api/widget')).status === 200, 'the first build')
}, 300_000)

afterAll(async () => {
  if (supervisor?.exitCode === null) {
    const exited = new Promise((ok) => supervisor.once('exit', ok))
    supervisor.kill('SIGTERM')
    await exited
  }
  await fixture?.dispose()
})

it('restarts a stopped server process on the next save of a doc, not only of generator code', async () => {
  // The supervisor's child running dev.ts (it may have other children, such as esbuild's service).
  const children = execFileSync('pgrep', ['-P', String(supervisor.pid), '-f', 'src/cli/dev.ts'], { encoding: 'utf8' }).trim().split('\n').map(Number)
  expect(children).toHaveLength(1)
  const [serverPid] = children
  process.kill(serverPid!, 'SIGKILL')
  await until(async () => (await get('/api/widget')).status === 500, 'the stand-in crash page')
  const crash = await get('/api/widget')
  expect(crash.body).toContain('the watch server process stopped (SIGKILL)')
  expect(crash.body).toContain('save any file of the site')
  await appendFile(join(fixture.root, 'docs/api/widget.md'), '\nA line saved after the crash.\n')
  await until(async () => (await get('/api/widget')).body.includes('A line saved after the crash.'), 'the restarted server')
}, 600_000)
