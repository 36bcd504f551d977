/**
 * /errors: the production error codes of the installed @reduxjs/toolkit. Minified builds throw
 * "Minified Redux Toolkit error #N"; this page gives the full message, and `?code=N` shows one on top.
 */
import { readErrorCodes, type ErrorCode, type MessagePart } from '../generator/content/error-codes'
import type { CustomPageProps } from '../generator/pages/load'
import { EXTERNAL_ATTRS, isExternal, withBase } from '../components/links'

export const title = 'Production Error Codes'
export const description = 'The full messages behind the short error codes that production builds of Redux Toolkit throw.'

export function loadData(ctx: { root: string }): Promise<ErrorCode[]> {
  return readErrorCodes(ctx.root)
}

export default function Errors({ data, baseUrl }: CustomPageProps<ErrorCode[]>) {
  return (
    <div className="rtk-section rtk-errors rtk-markdown" data-pagefind-ignore>
      <h1>Production Error Codes</h1>
      <p>
        To keep bundles small, production builds of Redux Toolkit replace error messages with a short code. When you see
        an error such as <code>Minified Redux Toolkit error #2</code>, find its code below for the full message. Open
        this page with <code>?code=N</code> to show one message on top. In the messages, <var className="rtk-errors__value">marked words</var> stand
        for values filled in when the error is thrown.
      </p>
      <div className="rtk-errors__detail" data-rtk-error-detail aria-live="polite" hidden />
      <table>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {data.map((error) => (
            <tr key={error.code} id={`code-${error.code}`} data-rtk-error-code={error.code}>
              <td>{error.code}</td>
              <td data-rtk-error-message>
                <Message parts={error.parts} baseUrl={baseUrl} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * A message as text: quoted names as code, values filled in at run time as marked variables, web addresses
 * as links; an address of the Redux Toolkit docs leads to that page of this site.
 */
function Message({ parts, baseUrl }: { parts: MessagePart[]; baseUrl: string }) {
  return (
    <>
      {parts.map((part, i) =>
        part.kind === 'code' ? (
          <code key={i}>{part.text}</code>
        ) : part.kind === 'link' ? (
          <Link key={i} href={ownPage(part.text, baseUrl)} text={part.text} />
        ) : part.kind === 'placeholder' ? (
          <var key={i} className="rtk-errors__value">
            {part.text}
          </var>
        ) : (
          part.text
        ),
      )}
    </>
  )
}

/** `https://redux-toolkit.js.org/api/createReducer` → `/api/createReducer` (under the base): this site is those docs. */
function ownPage(url: string, baseUrl: string): string {
  const own = /^https?:\/\/redux-toolkit\.js\.org(\/[^?#]*)?([?#].*)?$/.exec(url)
  return own ? withBase(baseUrl, `${own[1] ?? '/'}${own[2] ?? ''}`) : url
}

/** An address of another site opens in a new tab, as the docs' own links to other sites do. */
function Link({ href, text }: { href: string; text: string }) {
  return (
    <a href={href} {...(isExternal(href) ? EXTERNAL_ATTRS : {})}>
      {text}
    </a>
  )
}
