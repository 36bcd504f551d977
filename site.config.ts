import type { SiteConfigInput } from './src/generator/config/schema'

/** The Redux Toolkit documentation site. Every field and its default: src/generator/config/schema.ts. */
const config: SiteConfigInput = {
  title: 'Redux Toolkit',
  tagline: 'The official, opinionated, batteries-included toolset for efficient Redux development',
  llmsDescription:
    'Redux Toolkit is the official, recommended way to write Redux logic. This site documents its store setup, slices, async logic, entity adapters, listener middleware and RTK Query, its data-fetching and caching add-on.',
  url: 'https://redux-toolkit.js.org',
  baseUrl: '/',
  titleDelimiter: '|',
  siteVersion: '3.6.3',
  favicon: '/img/favicon.svg',
  repoUrl: 'https://github.com/reduxjs/redux-toolkit',
  editUrl: 'https://github.com/reduxjs/redux-toolkit/edit/master/',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', calendar: 'gregory' } },
  },
  docs: {
    path: 'docs',
    // Our docs folder holds only these sections; other sites take every Markdown file (the default).
    include: ['{api,assets,introduction,migrations,rtk-query,tutorials,usage}/**/*.{md,mdx}'],
    routeBasePath: '/',
    version: { name: 'current', label: 'Next', isLast: true, path: '/' },
    mainDocId: 'introduction/getting-started',
    sections: {
      introduction: 'Getting Started',
      tutorials: 'Tutorials',
      usage: 'Usage Guide',
      migrations: 'Usage Guide',
      api: 'API',
      'rtk-query': 'RTK Query',
    },
  },
  navbar: {
    title: 'Redux Toolkit',
    logo: { src: '/img/redux.svg', alt: 'Redux logo' },
    hideOnScroll: false,
    items: [
      { to: '/introduction/getting-started', label: 'Getting Started' },
      { to: '/tutorials/overview', label: 'Tutorials' },
      { to: '/usage/usage-guide', label: 'Usage Guide' },
      { to: '/api/configureStore', label: 'API' },
      { to: '/rtk-query/overview', label: 'RTK Query' },
      { href: 'https://github.com/reduxjs/redux-toolkit', label: 'GitHub', 'aria-label': 'GitHub repository' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Getting Started', to: '/introduction/getting-started' },
          { label: 'Tutorials', to: '/tutorials/overview' },
          { label: 'Usage Guide', to: '/usage/usage-guide' },
          { label: 'API Reference', to: '/api/configureStore' },
          { label: 'RTK Query', to: '/rtk-query/overview' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/redux-toolkit' },
          { label: 'Discord', href: 'https://discord.gg/reactiflux' },
          { label: 'Discussions', href: 'https://github.com/reduxjs/redux-toolkit/discussions' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'GitHub', href: 'https://github.com/reduxjs/redux-toolkit' },
          { label: 'Redux core', href: 'https://redux.js.org' },
          { label: 'React Redux', href: 'https://react-redux.js.org' },
          { label: 'Production error codes', to: '/errors' },
        ],
      },
    ],
    logo: { src: '/img/redux-white.svg', alt: 'Redux logo', href: 'https://redux.js.org', width: 48, height: 48 },
    copyright: 'Copyright © 2015–2026 Dan Abramov and the Redux documentation authors.',
  },
  announcementBar: {
    id: 'rtk-course-2026',
    content:
      'New to Redux Toolkit? Follow the free, self-paced course that starts with <a href="/tutorials/overview">the tutorials</a> and ends with a working RTK Query app.',
    backgroundColor: '#764abc',
    textColor: '#ffffff',
    isCloseable: false,
  },
  analytics: {
    src: 'https://cloud.umami.is/script.js',
    websiteId: '6a3f2f1e-2b7c-4c41-9a6e-1d3c7b0e5f20',
    autoTrack: true,
    doNotTrack: true,
  },
  samples: { typecheck: true },
  // This site is Redux Toolkit's reference: its samples' RTK names link to it.
  code: { theme: 'github-dark-default', apiLinks: true },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
  toc: { minHeadingLevel: 2, maxHeadingLevel: 4 },
  search: {
    path: 'pagefind/',
    tags: ['Getting Started', 'Tutorials', 'Usage Guide', 'API', 'RTK Query'],
    tabs: [],
  },
}

export default config
