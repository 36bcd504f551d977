/** The messages write-translations finds in a site's code: <Translate> and translate() from @docusaurus/Translate. */
import { describe, expect, it } from 'vitest'
import { codeMessages } from '../../../src/generator/i18n/code-messages'

describe('codeMessages', () => {
  it('takes <Translate> text (whitespace made single spaces), its id and description, and translate() objects', () => {
    const source = [
      "import Translate, { translate } from '@docusaurus/Translate'",
      'export default function Home() {',
      '  return (',
      "    <Layout title={translate({ id: 'home.title', message: 'Home', description: 'The tab title' })}>",
      '      <Translate id="home.heading" description="The big heading">',
      '        Safe moorings   for your state',
      '      </Translate>',
      '      <Translate>{`Read the guide`}</Translate>',
      "      <p title={translate({ message: 'Tide ' + 'tables' })} />",
      '    </Layout>',
      '  )',
      '}',
    ].join('\n')
    expect(codeMessages('src/pages/index.js', source)).toEqual({
      messages: [
        ['home.title', { message: 'Home', description: 'The tab title' }],
        ['home.heading', { message: 'Safe moorings for your state', description: 'The big heading' }],
        ['Read the guide', { message: 'Read the guide' }],
        ['Tide tables', { message: 'Tide tables' }],
      ],
      warnings: [],
    })
  })

  it('follows the names the import gives them, in TypeScript too', () => {
    const source = "import T, { translate as t } from '@docusaurus/Translate'\nconst label: string = t({ message: 'Close' })\nexport const X = () => <T id=\"x\">Open</T>\n"
    expect(codeMessages('src/theme/X.tsx', source).messages).toEqual([['Close', { message: 'Close' }], ['x', { message: 'Open' }]])
  })

  it('leaves alone what is not imported from @docusaurus/Translate', () => {
    const source = "import Translate from './MyTranslate'\nimport { translate } from '@docusaurus/Translate'\nexport const X = () => <Translate id=\"mine\">Mine</Translate>\n"
    expect(codeMessages('src/x.jsx', source)).toEqual({ messages: [], warnings: [] })
    expect(codeMessages('src/y.js', "const translate = (x) => x\ntranslate({ message: 'no' })\n")).toEqual({ messages: [], warnings: [] })
  })

  it('names the file and line of a message that is computed, and leaves it out', () => {
    const source = "import Translate, { translate } from '@docusaurus/Translate'\nconst who = 'you'\nexport const X = () => <Translate id=\"hello\">{`Hello ${who}`}</Translate>\nexport const y = translate({ message: who })\n"
    expect(codeMessages('src/components/X.js', source)).toEqual({
      messages: [],
      warnings: [
        'src/components/X.js:3: <Translate> is left out: its id, description and text must be written as plain text, not computed',
        'src/components/X.js:4: translate() is left out: its first argument must be an object of plain text ({ message, id, description })',
      ],
    })
  })
})
