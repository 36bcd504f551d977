/**
 * Which line of a sample's JavaScript version each TypeScript line became, so the lines an author
 * highlights are highlighted in the JavaScript tab too. The conversion (to-javascript.ts) deletes type
 * syntax in place and then whole lines (interfaces, type-only imports, blank lines left behind): a
 * JavaScript line is its TypeScript line with characters taken out. The lines are matched in order,
 * an identical line (spaces aside) counting more than one the JavaScript line is a part of, by a longest
 * common subsequence over lines (samples are short: a few hundred lines at most).
 */

/** TypeScript line → JavaScript line (1-based) for the lines that survived the conversion. */
export function javaScriptLines(typescript: string, javascript: string): Map<number, number> {
  const ts = typescript.split('\n').map(squeeze)
  const js = javascript.split('\n').map(squeeze)
  // best[i][j]: the best score matching ts[i..] with js[j..].
  const best = Array.from({ length: ts.length + 1 }, () => new Array<number>(js.length + 1).fill(0))
  for (let i = ts.length - 1; i >= 0; i--) {
    for (let j = js.length - 1; j >= 0; j--) {
      const pair = score(ts[i]!, js[j]!)
      best[i]![j] = Math.max(best[i + 1]![j]!, best[i]![j + 1]!, pair > 0 ? pair + best[i + 1]![j + 1]! : 0)
    }
  }
  const map = new Map<number, number>()
  let i = 0
  let j = 0
  while (i < ts.length && j < js.length) {
    const pair = score(ts[i]!, js[j]!)
    if (pair > 0 && best[i]![j] === pair + best[i + 1]![j + 1]!) {
      map.set(i + 1, j + 1)
      i++
      j++
    } else if (best[i + 1]![j]! >= best[i]![j + 1]!) i++
    else j++
  }
  return map
}

/** A line without its spaces (the conversion re-spaces what it takes out). */
function squeeze(line: string): string {
  return line.replace(/\s+/g, '')
}

/** How well a JavaScript line matches a TypeScript line: 3 the same, 1 a part of it (in order), 0 not. */
function score(ts: string, js: string): number {
  if (ts === js) return 3
  if (js === '' || js.length > ts.length) return 0
  let at = 0
  for (const char of ts) if (char === js[at]) at++
  return at === js.length ? 1 : 0
}
