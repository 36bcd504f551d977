/**
 * A blog post's own `# Title` (its content title: content-title.ts) leaves its body: the post's header
 * shows the title (its front matter's, or this heading's: blog/posts.ts), and Docusaurus's blog compiles
 * posts with `removeContentTitle`, so the heading would otherwise show twice (reactnative.dev's posts).
 */
import type { Root } from 'mdast'
import type { Plugin } from 'unified'
import { contentTitleHeading } from './content-title'

export const remarkPostTitle: Plugin<[{ isPost: (path: string) => boolean }], Root> = ({ isPost }) => (tree, file) => {
  if (!isPost(String(file.path))) return
  const title = contentTitleHeading(tree)
  title?.parent.children.splice(title.index, 1)
}
