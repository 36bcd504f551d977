/**
 * A Docusaurus site's own theme components (test/fixtures/docusaurus-theme/src/theme): a wrapped
 * MDXComponents adding global components, a wrapped Admonition, a component of the site's own
 * (`@theme/Callout`, with a CSS module), a Root giving a context, and swizzled layout components,
 * built as they are, in memory: what readers see. Also the Docusaurus APIs its components call
 * (`@docusaurus/theme-common`, `router`, `IdealImage`…).
 */
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BuildError } from '../../../src/generator/errors'
import { buildSite, copyFixture, FIXTURES, text, type TestSite } from '../../support/site'

let site: TestSite
beforeAll(async () => {
  site = await buildSite(join(FIXTURES, 'docusaurus-theme'))
})

/** Runs `test` on a throwaway copy of the fixture, removed after. */
async function inCopy(test: (copy: Awaited<ReturnType<typeof copyFixture>>) => Promise<void>): Promise<void> {
  const copy = await copyFixture('docusaurus-theme')
  try {
    await test(copy)
  } finally {
    await copy.dispose()
  }
}

const siteCss = (s: TestSite) => Buffer.from(s.assets.files.find((f) => `${s.config.baseUrl}${f.path}` === s.assets.siteCss)!.contents).toString()

describe("the site's MDXComponents", () => {
  it('gives docs and blog posts its components without an import', () => {
    const highlight = site.page('/docs/intro').querySelector('article .gearbox-highlight')
    expect(highlight?.textContent).toBe('first gear')
    expect(highlight?.getAttribute('style')).toContain('background-color:#2e8555')
    expect(site.page('/blog/2024/05/01/first-drive').querySelector('article .gearbox-highlight')?.textContent).toBe('fifth gear')
  })

  it('keeps ours where it spreads them: tabs, links between docs', () => {
    const intro = site.page('/docs/intro')
    expect([...intro.querySelectorAll('article [role="tab"]')].map((t) => t.textContent)).toEqual(['Manual', 'Automatic'])
    expect(intro.querySelector('article a[href="/docs/ratios"]')?.textContent).toBe('the ratios')
  })
  it("gives a site's Details the disclosure it builds on, @docusaurus/theme-common/Details (playwright.dev's: it had to be left out)", () =>
    inCopy(async (copy) => {
      await copy.write('src/theme/Details/index.js', "import { Details as DetailsGeneric } from '@docusaurus/theme-common/Details'\nexport default function Details(props) {\n  return <DetailsGeneric {...props} className=\"alert alert--secondary\" />\n}\n")
      await copy.write('docs/more.md', '# More\n\n<details>\n<summary>The options</summary>\n\nEvery option, in one list.\n\n</details>\n')
      const built = await buildSite(copy.root)
      expect(built.warnings.filter((w) => w.includes('theme-common/Details') || w.includes('left out'))).toEqual([])
      const details = built.page('/docs/more').querySelector('article details.alert--secondary')
      expect(details?.classList.contains('alert--info')).toBe(false)
      expect(text(details?.querySelector(':scope > summary'))).toBe('The options')
      expect(text(details?.querySelector('p'))).toBe('Every option, in one list.')
    }))

  it("draws a doc's <details> with the site's swizzled MDXComponents/Details (Reanimated's was passed over)", () =>
    inCopy(async (copy) => {
      await copy.write('src/theme/MDXComponents/Details.js', "export default function Details({ children }) {\n  return <details className=\"site-details\">{children}</details>\n}\n")
      await copy.write('docs/more.md', '# More\n\n<details>\n<summary>The options</summary>\n\nEvery option, in one list.\n\n</details>\n')
      const details = (await buildSite(copy.root)).page('/docs/more').querySelector('article details.site-details')
      expect(text(details?.querySelector('summary'))).toBe('The options')
    }))

  it("leaves <details> Docusaurus's Details on a site with a theme of its own, as without one (babeljs.io failed on it: no Details component)", () =>
    inCopy(async (copy) => {
      await copy.write('docs/more.md', '# More\n\n<details>\n<summary>The options</summary>\n\nEvery option, in one list.\n\n</details>\n')
      const details = (await buildSite(copy.root)).page('/docs/more').querySelector('article details.alert')
      expect(text(details?.querySelector(':scope > summary'))).toBe('The options')
      expect(text(details?.querySelector('p'))).toBe('Every option, in one list.')
    }))
})

describe('imports from the site root, as webpack\'s resolve.roots finds them (the static folders, then the site folder)', () => {
  it("reads /static/img/x.svg in a theme component and a doc, and url(/static/img/x.svg) in the site's CSS, from the site folder (Reanimated's icons were missing)", () =>
    inCopy(async (copy) => {
      await copy.write('static/img/danger.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>')
      await copy.write('src/theme/Danger/index.js', "import DangerIcon from '/static/img/danger.svg'\nexport default function Danger() {\n  return <span className=\"danger\"><DangerIcon title=\"Danger\" /></span>\n}\n")
      await copy.write('docs/danger.mdx', "import Danger from '@theme/Danger'\nimport icon from '/img/danger.svg'\n\n# Danger\n\n<Danger />\n")
      const css = await readFile(join(copy.root, 'src/css/custom.css'), 'utf8')
      await copy.write('src/css/custom.css', `${css}\n.header-danger::before { background: url(/static/img/danger.svg); }\n.header-kept::before { background: url(/img/danger.svg); }\n`)
      const built = await buildSite(copy.root)
      const icon = built.page('/docs/danger').querySelector('article .danger svg')
      expect(icon?.querySelector('title')?.textContent).toBe('Danger')
      expect(icon?.getAttribute('viewBox')).toBe('0 0 1 1')
      const styles = siteCss(built)
      // Found in the site folder: bundled; found in static/: served where it is.
      expect(styles).toMatch(/\.header-danger:before\{background:url\("?\/assets\/danger-[\w-]+\.svg"?\)\}/)
      expect(styles).toContain('.header-kept:before{background:url(/img/danger.svg)}')
    }))
})

describe('plugin-ideal-image', () => {
  it("gives imported PNG and JPEG files its loader's objects, which a site's wrapper around IdealImageLegacy reads (playwright.dev's failed its pages), and they still work as URLs", () =>
    inCopy(async (copy) => {
      const config = await readFile(join(copy.root, 'docusaurus.config.js'), 'utf8')
      await copy.write('docusaurus.config.js', config.replace('module.exports = config', "config.plugins = ['@docusaurus/plugin-ideal-image']\nmodule.exports = config"))
      await copy.write(
        'src/theme/Picture/index.js',
        "import Image from '@theme/IdealImageLegacy'\nexport default function Picture({ image: { preSrc, src }, alt }) {\n  return <Image placeholder={{ lqip: preSrc }} alt={alt} src={src.src} srcSet={src.images.map((i) => ({ ...i, src: i.path }))} />\n}\n",
      )
      await copy.write('docs/pictures.mdx', "import Picture from '@theme/Picture'\nimport gear from './img/gear.png'\n\n# Pictures\n\n<Picture image={require('./img/gear.png')} alt=\"A gear\" />\n\n<img className=\"plain\" src={gear} alt=\"The same gear\" />\n")
      const built = await buildSite(copy.root)
      const article = built.page('/docs/pictures').querySelector('article')!
      const picture = article.querySelector('img[alt="A gear"]')
      expect(picture?.getAttribute('src')).toMatch(/^\/assets\/gear-[\w-]+\.png$/)
      expect(article.querySelector('img.plain')?.getAttribute('src')).toBe(picture?.getAttribute('src'))
      expect(built.warnings.filter((w) => w.includes('Picture') || w.includes('left out') || w.includes('not available'))).toEqual([])
    }))
})

describe("the site's theme components", () => {
  it('wraps every admonition, :::tip blocks included, in the site\'s Admonition around ours', () => {
    const wrapper = site.page('/docs/intro').querySelector('article .gearbox-admonition')
    expect(wrapper?.getAttribute('data-type')).toBe('tip')
    expect(wrapper?.querySelector('.rtk-admonition--tip')?.textContent).toContain('Change gear before the engine labours.')
  })

  it("renders a component of the site's own in docs and pages, its CSS module's classes apart from the pages' own", () => {
    const inDoc = site.page('/docs/ratios').querySelector('article aside')
    // Class names come from the module's file and a hash of its path (styles/style-imports.ts).
    expect(inDoc?.className).toMatch(/^styles_[0-9a-f]{6}_callout$/)
    const home = site.page('/')
    expect(home.querySelector('aside')?.className).toBe(inDoc?.className)
    // The page's own styles.module.css has a .callout too: it keeps its own class.
    const own = home.querySelector('main')?.className
    expect(own).toMatch(/^styles_[0-9a-f]{6}_callout$/)
    expect(own).not.toBe(inDoc?.className)
    const css = siteCss(site)
    expect(css).toContain(`.${inDoc?.className}{border-inline-start:4px solid #2e8555`)
    expect(css).toContain(`.${own}{max-width:40rem}`)
  })

  it("lets a component read @generated/docusaurus.config (at its module's top too) and @generated/globalData, in a doc and a page", () => {
    for (const route of ['/docs/ratios', '/']) {
      const badge = site.page(route).querySelector('.site-badge')
      expect(badge?.textContent, route).toBe('Gearbox')
      expect(badge?.getAttribute('data-tagline'), route).toBe('Transmissions, explained')
      expect(badge?.getAttribute('data-plugins'), route).toBe('0')
    }
  })

  it("puts Root around the content, so its context reaches the theme's components in docs and pages", () => {
    for (const route of ['/docs/ratios', '/']) {
      expect(site.page(route).querySelector('aside strong')?.textContent).toBe('Since Gearbox 2.1:')
    }
  })

  it("gives docs and pages that import a module the theme uses (Root's context) the theme's one instance of it", () => {
    for (const route of ['/docs/ratios', '/']) {
      const release = site.page(route).querySelector('.gearbox-release')
      // A context object and a string constant of that module, each the theme's.
      expect([release?.textContent, release?.getAttribute('data-channel')]).toEqual(['Gearbox 2.1', 'stable'])
    }
    // The CSS that module imports is in the site's stylesheet, once.
    expect(siteCss(site).split('.gearbox-release{font-style:normal}')).toHaveLength(2)
  })

  it('names the swizzled layout components it does not use in one warning', () => {
    const about = site.warnings.filter((w) => w.startsWith('src/theme:'))
    expect(about).toHaveLength(1)
    expect(about[0]).toContain('2 swizzled components are not used: DocItem/Footer, Footer.')
    // Our own layout is drawn: the navbar and footer are ours.
    expect(site.page('/docs/intro').querySelector('footer.rtk-footer')).not.toBeNull()
  })
})

describe("the Docusaurus APIs a site's component calls, answered as Docusaurus's server render does", () => {
  it('theme-common (class names, theme config, plural forms, window size), router, ExecutionEnvironment, isInternalUrl, useGlobalData', () => {
    const facts = site.page('/docs/shifting').querySelector('article [data-facts]')!
    expect(facts.className).toBe('theme-doc-markdown')
    const fact = (name: string) => facts.querySelector(`[data-fact="${name}"]`)?.textContent
    expect([fact('gears'), fact('navbar'), fact('window'), fact('path'), fact('dom'), fact('internal'), fact('global-data')]).toEqual(['5 gears', 'Gearbox', 'ssr', '/docs/shifting', 'false', 'true,false', '0'])
    // The doc being rendered, as Docusaurus's docs plugin gives it (useDoc, useDocsVersion); its one heading
    // is a <Heading> component, which no table of contents lists, Docusaurus's neither.
    expect([fact('doc'), fact('version'), fact('route-plugin')]).toEqual(['shifting|Shifting|/docs/shifting|@site/docs/shifting.mdx|Shifting|', 'current', 'docusaurus-plugin-content-docs'])
  })

  it('IdealImage shows the required image, lazily, without the plugin\'s options as attributes; Heading gives its id and anchor', () => {
    const article = site.page('/docs/shifting').querySelector('article')!
    const img = article.querySelector('img[alt="A gear"]')!
    expect(img.getAttribute('src')).toMatch(/^\/assets\/gear-[A-Z0-9]+\.png$/)
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.hasAttribute('max')).toBe(false)
    expect(site.files.some((f) => `/${f.path}` === img.getAttribute('src'))).toBe(true)
    expect(article.querySelector('h2#when-to-shift a[href="#when-to-shift"]')).not.toBeNull()
  })
})

describe("a site's own Tabs built on theme-common/internal (an ejected Docusaurus 3 Tabs: Prisma's)", () => {
  it('renders with the tabs its TabItems name and the default selected, each TabItem a panel hidden unless selected', () => {
    const tabs = site.page('/docs/fruit').querySelector('article .site-tabs')!
    expect([...tabs.querySelectorAll('[role="tab"]')].map((tab) => [text(tab), tab.getAttribute('aria-selected')])).toEqual([
      ['Apple', 'false'],
      ['Banana', 'true'],
    ])
    expect([...tabs.querySelectorAll('[role="tabpanel"]')].map((panel) => [text(panel), panel.hasAttribute('hidden')])).toEqual([
      ['Apples are crisp.', true],
      ['Bananas are soft.', false],
    ])
  })
})

describe("the site's admonition types (src/theme/Admonition/Types)", () => {
  const admonitions = () => [...site.page('/docs/shifting').querySelectorAll('article .gearbox-admonition > .rtk-admonition')]

  it('draws a keyword of its own with its component, on the layout with the look its Infima class names', () => {
    const [, named, plain] = admonitions()
    expect(named!.className).toBe('rtk-admonition rtk-admonition--tip rtk-admonition--torque theme-admonition theme-admonition-torque alert alert--success torque')
    expect(text(named!.querySelector('.rtk-admonition__title'))).toBe('TDrain plug')
    expect(named!.querySelector('.rtk-admonition__title .torque__icon')).not.toBeNull()
    expect(text(named!.querySelector('.rtk-admonition__body'))).toBe('Tighten the drain plug to 25 N·m.')
    // The block's {#id} reaches the element, through the site's type and through Docusaurus's kinds.
    expect(admonitions().map((a) => a.id)).toEqual(['lever', 'drain-plug', ''])
    // Without a title in the block, the component's own.
    expect(text(plain!.querySelector('.rtk-admonition__title span:last-child'))).toBe('Torque')
    // Its Admonition wrapper still goes around each (it calls @theme-original/Admonition, which picks the type).
    expect(plain!.parentElement!.getAttribute('data-type')).toBe('torque')
  })

  it("draws Docusaurus's kinds with the site's version of one (Admonition/Type/Note), the others as ours", () => {
    const [note] = admonitions()
    expect(note!.className).toBe('rtk-admonition rtk-admonition--note theme-admonition theme-admonition-note alert alert--secondary gearbox-note')
    expect(text(note!.querySelector('.rtk-admonition__title'))).toBe('Note')
    expect(site.page('/docs/intro').querySelector('article .rtk-admonition--tip')!.className).toBe('rtk-admonition rtk-admonition--tip theme-admonition theme-admonition-tip alert alert--success')
  })
})

describe('docs options', () => {
  it("makes the site's own admonition keywords admonitions, with the info look, beside Docusaurus's", () => {
    const intro = site.page('/docs/intro')
    const oil = [...intro.querySelectorAll('article .rtk-admonition')].find((a) => a.textContent?.includes('gearbox oil'))!
    expect(oil.className).toBe('rtk-admonition rtk-admonition--info rtk-admonition--gearnote theme-admonition theme-admonition-gearnote alert alert--info')
    expect(oil.querySelector('.rtk-admonition__title')?.textContent).toBe('Oil')
    expect(intro.querySelector('article .rtk-admonition--tip')).not.toBeNull()
  })
})

describe('the config fields that reach every page', () => {
  it('puts headTags in every head, and the client modules: the script after ours, the stylesheet in the site CSS', () => {
    for (const route of ['/docs/intro', '/', '/blog']) {
      const head = site.page(route).head
      expect(head.querySelector('link[rel="preconnect"]')?.getAttribute('href')).toBe('https://fonts.example.com')
      expect(head.querySelector('link[rel="preconnect"]')?.getAttribute('crossorigin')).toBe('anonymous')
      expect(head.querySelector('script[type="module"][src^="/assets/client-modules-"]')).not.toBeNull()
    }
    expect(siteCss(site)).toContain('.gearbox-highlight{font-weight:600}')
    const script = site.assets.files.find((f) => f.path.startsWith('assets/client-modules-'))!
    expect(Buffer.from(script.contents).toString()).toContain('gearboxRoute')
  })

  it('with noIndex, tells search engines to stay away from every page and writes no sitemap', async () => {
    await inCopy(async (copy) => {
      const config = await readFile(join(copy.root, 'docusaurus.config.js'), 'utf8')
      await copy.write('docusaurus.config.js', config.replace("baseUrl: '/',", "baseUrl: '/',\n  noIndex: true,"))
      const built = await buildSite(copy.root)
      for (const route of ['/docs/intro', '/', '/blog']) expect(built.page(route).querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow')
      expect(built.files.some((f) => f.path === 'sitemap.xml')).toBe(false)
      expect(site.files.some((f) => f.path === 'sitemap.xml')).toBe(true)
    })
  })
})

describe("the site's not-found page", () => {
  it('is its src/theme/NotFound, in our layout, with its title and Docusaurus\'s <html> classes', () =>
    inCopy(async (copy) => {
      await copy.write(
        'src/theme/NotFound.jsx',
        `import React from 'react';
import Layout from '@theme/Layout';
export default function NotFound() {
  return (
    <Layout title="Lost in the gearbox">
      <div className="gearbox-404"><span>404</span><p>No such gear.</p></div>
    </Layout>
  );
}
`,
      )
      const result = await buildSite(copy.root)
      const page = result.page('/404')
      expect(text(page.querySelector('.gearbox-404 p'))).toBe('No such gear.')
      expect(page.querySelector('[data-rtk-navbar]')).not.toBeNull()
      expect(page.title).toBe(`Lost in the gearbox | ${result.config.title}`)
      expect(page.documentElement.className).toBe('plugin-native plugin-id-default')
      // Not among the swizzled components the warning says are not used.
      expect(result.warnings.find((w) => w.includes('not used:'))?.match(/not used: ([^.]*)\./)?.[1]).toBe('DocItem/Footer, Footer')
    }))

  it("is its NotFound/Content inside Layout; a NotFound that wraps ours (@theme/NotFound/Content, PageMetadata) renders it", () =>
    inCopy(async (copy) => {
      await copy.write('src/theme/NotFound/Content/index.jsx', `import React from 'react';\nexport default function Content() {\n  return <main className="gearbox-missing">Nothing in this gear.</main>;\n}\n`)
      const content = await buildSite(copy.root)
      expect(text(content.page('/404').querySelector('.gearbox-missing'))).toBe('Nothing in this gear.')
      expect(content.page('/404').title).toBe(`Page Not Found | ${content.config.title}`)
      await rm(join(copy.root, 'src/theme/NotFound'), { recursive: true })
      await copy.write(
        'src/theme/NotFound.jsx',
        `import React from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';
export default function NotFound() {
  return (
    <>
      <PageMetadata title="Missing" />
      <Layout><NotFoundContent className="gearbox-wrapped" /></Layout>
    </>
  );
}
`,
      )
      const wrapped = await buildSite(copy.root)
      const page = wrapped.page('/404')
      expect(text(page.querySelector('main.gearbox-wrapped h1'))).toBe('Page Not Found')
      expect(page.title).toBe(`Missing | ${wrapped.config.title}`)
    }))

  it('is ours when its NotFound throws, with a warning naming the file and the error', () =>
    inCopy(async (copy) => {
      await copy.write('src/theme/NotFound.jsx', `export default function NotFound() {\n  throw new Error('gear stuck');\n}\n`)
      const result = await buildSite(copy.root)
      expect(text(result.page('/404').querySelector('h1'))).toBe('Page Not Found')
      expect(result.warnings.some((w) => w.startsWith("src/theme/NotFound: the not-found page shows ours, the site's failed to render: gear stuck"))).toBe(true)
    }))
})

describe('an ejected MDXComponents, its parts imported one by one', () => {
  let ejected: TestSite
  let dispose: () => Promise<void>
  beforeAll(async () => {
    const copy = await copyFixture('docusaurus-theme')
    dispose = copy.dispose
    await copy.write(
      'src/theme/MDXComponents.js',
      `import React from 'react';
import Head from '@docusaurus/Head';
import MDXCode from '@theme/MDXComponents/Code';
import MDXA from '@theme/MDXComponents/A';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXDetails from '@theme/MDXComponents/Details';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXUl from '@theme/MDXComponents/Ul';
import MDXLi from '@theme/MDXComponents/Li';
import MDXImg from '@theme/MDXComponents/Img';
import Admonition from '@theme/Admonition';
import Mermaid from '@theme/Mermaid';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Highlight from '@site/src/components/Highlight';

export default {
  Head,
  details: MDXDetails,
  Details: MDXDetails,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: (props) => <MDXHeading as="h1" {...props} />,
  h2: (props) => <MDXHeading as="h2" className="gearbox-h2" {...props} />,
  h3: (props) => <MDXHeading as="h3" {...props} />,
  admonition: Admonition,
  mermaid: Mermaid,
  Tabs,
  TabItem,
  Highlight,
};
`,
    )
    ejected = await buildSite(copy.root)
  })
  afterAll(() => dispose?.())

  it('changes what it changes (an h2 class) and leaves the rest as ours', () => {
    const intro = ejected.page('/docs/intro')
    expect(intro.querySelector('article h2#ratios')?.className).toBe('gearbox-h2')
    // Listing our MDXCode and MDXPre leaves fences ours (checked where a doc has one: ratios.mdx).
    expect(ejected.page('/docs/ratios').querySelector('article .rtk-code-sample pre.shiki')).not.toBeNull()
    expect(intro.querySelector('article .gearbox-highlight')?.textContent).toBe('first gear')
    expect(intro.querySelector('article a[href="/docs/ratios"]')).not.toBeNull()
    expect(intro.querySelector('article .gearbox-admonition .rtk-admonition--tip')).not.toBeNull()
    expect([...intro.querySelectorAll('article [role="tab"]')].map((t) => t.textContent)).toEqual(['Manual', 'Automatic'])
    // Its admonition is the theme's (the site's wrapper around ours), for every ::: block.
    expect([intro.querySelectorAll('article .rtk-admonition').length, intro.querySelectorAll('article .gearbox-admonition > .rtk-admonition').length]).toEqual([2, 2])
  })
})

describe("a site's own pre in MDXComponents", () => {
  it('draws every fence, given as Docusaurus gives it (a pre holding the code with its language and meta string), highlighted as the page renders', async () => {
    await inCopy(async (copy) => {
      await copy.write(
        'src/theme/MDXComponents.js',
        `import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import MDXPre from '@theme-original/MDXComponents/Pre';
import Highlight from '@site/src/components/Highlight';

function Pre(props) {
  const code = props.children.props;
  return <div className="gearbox-pre" data-language={code.className} data-meta={code.metastring}><MDXPre {...props} /></div>;
}

export default { ...MDXComponents, Highlight, pre: Pre };
`,
      )
      const intro = await readFile(join(copy.root, 'docs/intro.mdx'), 'utf8')
      await copy.write('docs/intro.mdx', `${intro}\n\n\`\`\`ts title="shift.ts" {2}\nconst gear: number = 1\nshift(gear + 1)\n// highlight-next-line\nshift(gear + 2)\n\`\`\`\n`)
      const built = await buildSite(copy.root)
      const wrapper = built.page('/docs/intro').querySelector('article .gearbox-pre')
      expect([wrapper?.getAttribute('data-language'), wrapper?.getAttribute('data-meta')]).toEqual(['language-ts', 'title="shift.ts" {2}'])
      // Inside: the code block, highlighted, titled, its second line marked, and the line after the magic
      // comment (which is gone); no JavaScript tab (the site draws the fence).
      expect(text(wrapper!.querySelector('.rtk-code__title'))).toBe('shift.ts')
      expect(wrapper!.querySelector('pre.shiki span[class*="rtk-t"]')).not.toBeNull()
      expect([...wrapper!.querySelectorAll('pre.shiki code > span')].map((line) => line.classList.contains('rtk-hl'))).toEqual([false, true, true])
      expect(text(wrapper!.querySelector('pre.shiki'))).not.toContain('highlight-next-line')
      expect(built.page('/docs/intro').querySelector('article .rtk-code-sample')).toBeNull()
    })
  })
})

describe('faults', () => {
  it('leaves out a theme component that cannot be built, naming its file, and builds the rest', async () => {
    await inCopy(async (copy) => {
      // A file of its own it imports is missing (a package that is not installed is a stub: mdx/missing-packages.ts).
      await copy.write('src/theme/Gauge.js', "import dial from './dial-not-written';\nexport default function Gauge() { return dial() }\n")
      const built = await buildSite(copy.root)
      expect(built.warnings.some((w) => w.startsWith('src/theme/Gauge.js: theme component left out, it could not be built:') && w.includes('dial-not-written'))).toBe(true)
      expect(built.page('/docs/ratios').querySelector('aside strong')?.textContent).toBe('Since Gearbox 2.1:')
    })
  })

  it("puts ours in place of a component of ours it ejected that cannot be built, for the files importing it too (Prisma's Tabs and the MDXComponents importing ./Tabs failed the build)", async () => {
    await inCopy(async (copy) => {
      await copy.write('src/theme/Tabs/index.js', "import { useTabsLikeNoOther } from '@docusaurus/theme-common/internal';\nexport default function Tabs(props) { useTabsLikeNoOther(props); return null }\n")
      const mdx = await readFile(join(copy.root, 'src/theme/MDXComponents.js'), 'utf8')
      await copy.write('src/theme/MDXComponents.js', mdx.replace("import Tabs from '@theme/Tabs';", "import Tabs from './Tabs';"))
      const built = await buildSite(copy.root)
      expect(built.warnings.filter((w) => w.includes('theme component left out'))).toEqual([
        expect.stringMatching(/^src\/theme\/Tabs\/index\.js: theme component left out, it could not be built: .*useTabsLikeNoOther.*; this generator's Tabs is used in its place$/),
      ])
      const intro = built.page('/docs/intro')
      // The site's MDXComponents still gives its own components, and its Tabs is ours.
      expect(intro.querySelector('article .gearbox-highlight')?.textContent).toBe('first gear')
      expect(intro.querySelectorAll('article [data-rtk-tabs] [data-rtk-tab]').length).toBeGreaterThan(1)
    })
  })

  it("leaves a helper module in lower case (a Prism grammar, prism-gear.js) alone unless a component imports it, as Docusaurus runs it only when imported (Wasp's warned it failed as it loaded)", async () => {
    await inCopy(async (copy) => {
      await copy.write('src/theme/prism-gear.js', 'Prism.languages.gear = { keyword: /\\bshift\\b/ }\n')
      const built = await buildSite(copy.root)
      expect(built.warnings.filter((w) => w.includes('prism-gear'))).toEqual([])
      expect(built.page('/docs/intro').querySelector('article .gearbox-highlight')?.textContent).toBe('first gear')
    })
  })

  it('fails a doc that imports a theme component nobody gives, at its line, saying where one would go', async () => {
    await inCopy(async (copy) => {
      await copy.write('docs/gauges.mdx', "---\ntitle: Gauges\n---\n\nimport Gauge from '@theme/Gauge';\n\n<Gauge />\n")
      const error = await buildSite(copy.root).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(BuildError)
      expect((error as BuildError).message).toBe('@theme/Gauge is not provided by this generator')
      expect((error as BuildError).location).toMatchObject({ file: 'docs/gauges.mdx', line: 5 })
      expect((error as BuildError).hint).toContain('@theme/Callout')
      expect((error as BuildError).hint).toContain('or give it in src/theme/Gauge.js')
    })
  })
})

describe('errors in code a doc imports', () => {
  it("fail at the place in the component's file, not at the doc", async () => {
    await inCopy(async (copy) => {
      await copy.write('src/components/ShiftFacts.js', "import React from 'react';\n\nexport default function ShiftFacts() {\n  return <ul>{gears.map((g) => <li>{g}</li>)</ul>;\n}\n")
      const error = await buildSite(copy.root).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(BuildError)
      expect((error as BuildError).message).toMatch(/^error in a module a page imports: Unterminated regular expression/)
      expect((error as BuildError).location).toMatchObject({ file: 'src/components/ShiftFacts.js', line: 4 })
    })
  })
})

describe("errors in the site's own code as pages render", () => {
  it("point at the line of the theme component that threw, and name the page", async () => {
    await inCopy(async (copy) => {
      const callout = await readFile(join(copy.root, 'src/theme/Callout/index.js'), 'utf8')
      await copy.write('src/theme/Callout/index.js', callout.replace('  const release = useContext(ReleaseContext);\n', "  const release = useContext(ReleaseContext);\n  if (release) throw new Error('the gauge is not calibrated');\n"))
      const error = await buildSite(copy.root).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(BuildError)
      expect((error as BuildError).message).toBe('rendering /docs/ratios (docs/ratios.mdx) failed: code at src/theme/Callout/index.js:7 threw')
      expect((error as BuildError).location).toEqual({ file: 'src/theme/Callout/index.js', line: 7, column: 22 })
    })
  })

  it('point at the line of a component a doc imports, or of the expression in the doc, that threw', async () => {
    await inCopy(async (copy) => {
      const facts = await readFile(join(copy.root, 'src/components/ShiftFacts.js'), 'utf8')
      const broken = facts.replace('  const { navbar } = useThemeConfig();\n', '  const { navbar } = useThemeConfig();\n  const top = gears.highest.label;\n')
      await copy.write('src/components/ShiftFacts.js', broken)
      const line = broken.split('\n').findIndex((l) => l.includes('gears.highest')) + 1
      const error = await buildSite(copy.root).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(BuildError)
      expect((error as BuildError).message).toBe(`rendering /docs/shifting failed: code at src/components/ShiftFacts.js:${line} threw`)
      expect((error as BuildError).location).toMatchObject({ file: 'src/components/ShiftFacts.js', line })

      await copy.write('src/components/ShiftFacts.js', facts)
      const doc = (await readFile(join(copy.root, 'docs/ratios.mdx'), 'utf8')).replace('## Reading a ratio', '## Reading a ratio\n\nThe ratio is {[].at(0).value}.')
      await copy.write('docs/ratios.mdx', doc)
      const inline = await buildSite(copy.root).catch((e: unknown) => e)
      expect((inline as BuildError).location).toMatchObject({ file: 'docs/ratios.mdx', line: doc.split('\n').findIndex((l) => l.startsWith('The ratio is')) + 1 })
    })
  })

  it("skip a page whose own code throws, saying where it threw", async () => {
    await inCopy(async (copy) => {
      await copy.write('src/pages/gauges.js', "import React from 'react';\n\nexport default function Gauges() {\n  const gauges = undefined;\n  return <ul>{gauges.map((g) => <li>{g}</li>)}</ul>;\n}\n")
      const built = await buildSite(copy.root)
      expect(built.warnings.find((w) => w.startsWith('src/pages/gauges.js: page skipped'))).toMatch(/failed to render: .*\(thrown at src\/pages\/gauges\.js:5:\d+\)$/)
    })
  })
})

describe('caches', () => {
  it('shows an edit of a theme component in the next build of the same site (rendered pages are not reused)', async () => {
    await inCopy(async (copy) => {
      const first = await buildSite(copy.root)
      expect(first.page('/docs/intro').querySelector('.gearbox-highlight')).not.toBeNull()
      await copy.write('src/components/Highlight.js', "import React from 'react';\nexport default function Highlight({ children }) { return <mark className=\"gearbox-mark\">{children}</mark> }\n")
      const second = await buildSite(copy.root)
      expect(second.page('/docs/intro').querySelector('article mark.gearbox-mark')?.textContent).toBe('first gear')
    })
  })
})

describe("a custom navbar item (the site's NavbarItem/ComponentTypes)", () => {
  const left = (route: string) => site.page(route).querySelector('.rtk-navbar__items:not(.rtk-navbar__items--right)')!

  it("draws the site's component in the bar, with the item's fields as props, reading the page being rendered", () => {
    const dropdown = left('/docs/ratios').querySelector('[data-rtk-dropdown].gear-switcher')!
    expect(dropdown.className).toBe('rtk-dropdown gear-switcher gear-switcher--2-parts')
    expect(dropdown.querySelector('[data-rtk-dropdown-toggle]')!.innerHTML).toBe('<span><span class="gear-switcher__prefix">Part:</span> Ratios</span>')
    const items = [...dropdown.querySelectorAll('[data-rtk-dropdown-menu] a')]
    // `to` is read from the site's root, as Docusaurus's useBaseUrl reads it; activeBaseRegex marks the current part alone.
    expect(items.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['Manual', '/docs/intro', null],
      ['Ratios', '/docs/ratios', 'page'],
    ])
    expect(text(left('/docs/intro').querySelector('[data-rtk-dropdown-toggle]'))).toBe('Part: Manual')
  })

  it('resolves a <NavbarItem type="doc"> it draws as the config\'s doc items resolve', () => {
    // The config's items without a position are on the left too, before it (as Docusaurus puts them).
    expect([...left('/docs/ratios').querySelectorAll(':scope > a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Docs', '/docs/intro'], ['Blog', '/blog'], ['About Ratios', '/docs/ratios']])
  })

  it('draws it in the mobile menu too, as list items with our collapsible group', () => {
    const menu = site.page('/docs/ratios').querySelector('[data-rtk-menu-primary] > ul')!
    const group = menu.querySelector(':scope > li > button[data-rtk-collapsible-toggle]')!
    expect(text(group)).toBe('Part: Ratios')
    expect(menu.querySelector(`#${group.getAttribute('aria-controls')}`)?.querySelectorAll('a')).toHaveLength(2)
    expect([...menu.querySelectorAll(':scope > li > a')].map((a) => a.textContent)).toContain('About Ratios')
  })

  it('draws it on every kind of page: blog posts, the site\'s own pages', () => {
    expect(text(left('/blog/2024/05/01/first-drive').querySelector('[data-rtk-dropdown-toggle]'))).toBe('Part: Manual')
    expect(text(left('/').querySelector('[data-rtk-dropdown-toggle]'))).toBe('Part: Manual')
  })

  it('leaves out an item of a type no component is registered for, saying where to register one', async () => {
    await inCopy(async (copy) => {
      const file = join(copy.root, 'docusaurus.config.js')
      await copy.write('docusaurus.config.js', (await readFile(file, 'utf8')).replace("{ to: '/blog', label: 'Blog' },", "{ to: '/blog', label: 'Blog' },\n        { type: 'custom-odometer', position: 'right' },"))
      const built = await buildSite(copy.root)
      expect(built.warnings).toContain(
        "docusaurus.config.js: themeConfig.navbar item of type \"custom-odometer\" is left out: no component is registered for it (add it to the object src/theme/NavbarItem/ComponentTypes exports, e.g. { ...ComponentTypes, 'custom-odometer': MyNavbarItem }, as Docusaurus requires)",
      )
      expect(text(built.page('/docs/intro').querySelector('.rtk-navbar__items--right'))).not.toContain('odometer')
    })
  })
})

describe('packages the theme and the pages import that are not installed', () => {
  it('are one warning per package naming every file that imports it, theme component and page alike', async () => {
    await inCopy(async (copy) => {
      const root = join(copy.root, 'src/theme/Root.js')
      await copy.write('src/theme/Root.js', `import { inject } from 'gearbox-analytics';\n${await readFile(root, 'utf8')}\ninject();\n`)
      const page = join(copy.root, 'src/pages/index.js')
      await copy.write('src/pages/index.js', `import { track } from 'gearbox-analytics';\n${await readFile(page, 'utf8')}\ntrack();\n`)
      const built = await buildSite(copy.root)
      expect(built.warnings.filter((w) => w.includes('gearbox-analytics'))).toEqual(['package "gearbox-analytics" is not installed: src/pages/index.js, src/theme/Root.js import it, and a stub that does nothing stands in (npm install gearbox-analytics in the site)'])
    })
  })
})

describe("a site's own CodeBlock", () => {
  it("is what a page's @theme/CodeBlock import draws, while the page's fenced code is still drawn highlighted by ours (the import's name does not take the fences over)", async () => {
    await inCopy(async (copy) => {
      await copy.write('src/theme/CodeBlock/index.js', "import React from 'react';\nexport default function CodeBlock({ children, language }) {\n  return <pre className=\"gear-code\" data-language={language}>{children}</pre>;\n}\n")
      await copy.write('docs/shifting.mdx', "---\ntitle: Shifting\n---\n\nimport CodeBlock from '@theme/CodeBlock';\n\n```ts\nconst gear: number = 3\n```\n\n<CodeBlock language=\"bash\">{['shift', 'up'].join(' ')}</CodeBlock>\n")
      const built = await buildSite(copy.root)
      const article = built.page('/docs/shifting').querySelector('article')!
      const fence = article.querySelector('[data-rtk-code] pre.shiki')
      expect(text(fence)).toBe('const gear: number = 3')
      expect(fence?.querySelector('span[class], span[style]')).not.toBeNull()
      expect([...article.querySelectorAll('pre.gear-code')].map((pre) => [pre.getAttribute('data-language'), text(pre)])).toEqual([['bash', 'shift up']])
    })
  })
})
