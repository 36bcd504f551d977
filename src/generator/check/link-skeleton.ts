/**
 * The crawl (crawl.ts) gets each page as the tags linkinator reads links from, and nothing else: its
 * parser (htmlparser2) otherwise tokenizes every byte of prose, tables and markup to find them, the main
 * cost of a large site's crawl once each URL is sent once (repeated-links.ts). Kept, as linkinator's
 * links.ts reads them: the start tags of the elements whose attributes hold URLs (`a`, `link`, `img`,
 * `script`, `source`, `iframe`, `meta`…, with all their attributes), `<base>`, and JSON-LD scripts whole.
 * The same links are found, from the same page URL.
 */

/** Elements linkinator takes a URL from (its `linksAttribute` table), and `base`, which moves them. */
const LINK_ELEMENTS = new Set(['a', 'area', 'audio', 'base', 'blockquote', 'body', 'command', 'del', 'embed', 'frame', 'html', 'iframe', 'img', 'input', 'ins', 'link', 'meta', 'object', 'q', 'script', 'source', 'track', 'video'])

/** Elements with no end tag: the others are closed right after, so none holds what follows. */
const VOID_ELEMENTS = new Set(['area', 'base', 'command', 'embed', 'img', 'input', 'link', 'meta', 'source', 'track'])

/**
 * In order: a comment; a script with its contents (a tag written in a string there is not one); the
 * contents of style, textarea and title, which are text; a start tag (quoted values may hold `>`).
 */
const TOKEN = /<!--[\s\S]*?-->|(<script\b(?:[^>"']|"[^"]*"|'[^']*')*>)([\s\S]*?)<\/script\s*>|<(?:style|textarea|title)\b[^>]*>[\s\S]*?<\/(?:style|textarea|title)\s*>|<([a-zA-Z][\w-]*)(?:\s(?:[^>"']|"[^"]*"|'[^']*')*)?\/?>/gi

/** `html` reduced to the tags that carry links, in their order. */
export function linkSkeleton(html: string): string {
  const kept: string[] = []
  for (const [whole, scriptTag, , name] of html.matchAll(TOKEN)) {
    if (scriptTag !== undefined) {
      // A JSON-LD script's URLs are read from its contents; another script's only from its src.
      kept.push(/application\/ld\+json/i.test(scriptTag) ? whole : /\ssrc=/i.test(scriptTag) ? `${scriptTag}</script>` : '')
    } else if (name !== undefined && LINK_ELEMENTS.has(name.toLowerCase())) {
      const element = name.toLowerCase()
      kept.push(VOID_ELEMENTS.has(element) ? whole : `${whole.replace(/\/>$/, '>')}</${element}>`)
    }
  }
  return kept.filter((tag) => tag !== '').join('\n')
}
