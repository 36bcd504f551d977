/**
 * The Host header check of both servers, against DNS rebinding: a page on evil.example whose name is
 * re-pointed at 127.0.0.1 could otherwise read this server (drafts included) from the author's browser.
 * As Vite's `server.allowedHosts` does, a request is answered only when its Host names localhost (or a
 * `*.localhost` name, which browsers resolve to loopback themselves), an IP address (rebinding needs a
 * name), or a name the author gave with `--host`. Everything else gets 403 saying how to allow it.
 */

/** The hostname part of a Host header (`[::1]:3000` → `::1`, `Example.com.:80` → `example.com`). */
export function hostName(header: string): string {
  const trimmed = header.trim().toLowerCase()
  const name = trimmed.startsWith('[') ? trimmed.slice(1, trimmed.indexOf(']')) : trimmed.replace(/:\d*$/, '')
  return name.replace(/\.$/, '')
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const IPV6 = /^[0-9a-f:.]+$/

/**
 * Whether a request with this Host header may be answered. `allowed` are the names given with
 * `--host` (the bound address among them). No header (HTTP/1.0) is allowed: browsers always send one.
 */
export function isHostAllowed(header: string | undefined, allowed: readonly string[]): boolean {
  if (header === undefined) return true
  const name = hostName(header)
  if (name === '') return false
  if (name === 'localhost' || name.endsWith('.localhost')) return true
  if (IPV4.test(name) || (name.includes(':') && IPV6.test(name))) return true
  return allowed.some((host) => hostName(host) === name)
}

/** The 403 text: what was refused and the flag that allows it. */
export function hostRefusal(header: string, command: string): string {
  const name = hostName(header)
  return [
    `Blocked request: this server does not answer for the host "${name}".`,
    'It answers localhost, IP addresses and the name given with --host, so that other sites cannot read it',
    'through DNS rebinding. If you meant to reach it by this name, restart it with:',
    `  ${command} --host ${name}`,
    '',
  ].join('\n')
}
