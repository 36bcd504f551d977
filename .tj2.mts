import { toJavaScript } from './src/generator/samples/to-javascript.ts'
console.log(toJavaScript(`typeof (data as X).message === 'string'
if (x as boolean) y()
foo(a as any)
const s = (error as FetchBaseQueryError).status
return (this.state as S).a
const t = (await response.json() as T).x
f((a as B).c)
arr[(i as number)]
const u = (state: RootState) => state
const v = (a satisfies B)`, 'ts'))
