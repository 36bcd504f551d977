/**
 * What Meta's Docusaurus preset (docusaurus-plugin-internaldocs-fb) gives its sites, as its public build
 * has it, for sites built without the package installed (Relay, Metro, React Native, Jest, Pyre…): the
 * `FbInternalOnly` and `OssOnly` components every page may use without importing them, and the config
 * helpers of its `/internal` module (also published as internaldocs-fb-helpers). The public build is
 * the one readers of these sites get: internal-only parts are left out, the external ones shown.
 */
import type { ReactNode } from 'react'

/** The preset's package; a config naming it (or a path into it) gets what this module gives. */
export const META_PRESET_PACKAGE = 'docusaurus-plugin-internaldocs-fb'

/** `<FbInternalOnly>`: content for Meta's internal build alone, left out here. */
export function FbInternalOnly(_props: { children?: ReactNode }): ReactNode {
  return null
}

/** `<OssOnly>`: content for the public build, shown. */
export function OssOnly({ children }: { children?: ReactNode }): ReactNode {
  return <>{children}</>
}

/** The components a page of such a site may use without an import, in both spellings sites use. */
export const META_PRESET_MDX_COMPONENTS = { FbInternalOnly, OssOnly, FBInternalOnly: FbInternalOnly, OSSOnly: OssOnly }

/** Their names. */
export const META_PRESET_COMPONENTS: readonly string[] = Object.keys(META_PRESET_MDX_COMPONENTS)

/** The module specifiers of the preset's config helpers. */
export const META_HELPER_MODULES = [`${META_PRESET_PACKAGE}/internal`, 'internaldocs-fb-helpers'] as const

/**
 * The `/internal` module's public-build answers, as a module's source: `isInternal()` is false;
 * `fbContent({ internal, external })` is the external part; `fbInternalOnly(x)` is nothing (an empty list,
 * which a sidebar flattens away and an object or array spread adds nothing from), or its fallback when one
 * is given; and the two components, which pages also import from it.
 */
export const META_HELPERS_SOURCE = `export function isInternal() { return false }
export function fbContent(options) { return options == null ? undefined : options.external }
export function fbInternalOnly(_elements, fallback) { return fallback === undefined ? [] : fallback }
export function inlineFbInternalOnly() { return [] }
export function FbInternalOnly() { return null }
export function OssOnly(props) { return props.children === undefined ? null : props.children }
export { FbInternalOnly as FBInternalOnly, OssOnly as OSSOnly }
export default { isInternal, fbContent, fbInternalOnly, inlineFbInternalOnly, FbInternalOnly, OssOnly }`
