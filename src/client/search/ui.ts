/** Search dialog (issue 5: being built). */
export async function open(): Promise<void> {
  throw new Error('search is not built yet')
}

export function crashHint(_error: unknown): string {
  return 'Try reloading the page.'
}
