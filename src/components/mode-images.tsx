/**
 * An image, or one per colour mode when a dark one is given: both are in the page and the stylesheet
 * shows the mode's (site.css, `.rtk-themed-image--light/--dark`), as Docusaurus's ThemedImage draws
 * them. The navbar and footer logos (`srcDark`) and `@theme/ThemedImage` use it.
 */
import type { ImgHTMLAttributes } from 'react'

export function ModeImages({ src, srcDark, className, ...img }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string; srcDark?: string }) {
  if (srcDark === undefined) return <img className={className} src={src} {...img} />
  const classed = (mode: 'light' | 'dark') => `${className ? `${className} ` : ''}rtk-themed-image rtk-themed-image--${mode}`
  return (
    <>
      <img className={classed('light')} src={src} {...img} />
      <img className={classed('dark')} src={srcDark} {...img} />
    </>
  )
}
