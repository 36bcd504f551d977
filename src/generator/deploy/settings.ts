/**
 * Where and how `./bin/deploy` publishes a build, as `docusaurus deploy` documents it (docusaurus.io,
 * "Deploying to GitHub Pages"): the repository from the config's `deploy` fields (Docusaurus's
 * `organizationName`, `projectName`, `deploymentBranch`, `githubHost`, `githubPort`) with the environment
 * first, HTTPS with GIT_USER (and GIT_PASS) unless USE_SSH or an SSH source remote says SSH. Pure: the
 * environment and the source checkout's facts come in, so each rule is tested without git.
 */
import { BuildError } from '../errors'
import type { SiteConfig } from '../config/schema'

/** What the source checkout says of itself. */
export interface SourceCheckout {
  /** `remote.origin.url`, or '' when the checkout has no origin. */
  originUrl: string
  /** The branch checked out ('HEAD' when detached). */
  branch: string
  /** The commit checked out. */
  commit: string
}

export interface DeploySettings {
  /** The deployment repository's URL, with credentials: never print it (see `shownUrl`). */
  remoteUrl: string
  /** The same URL as it may be shown: the password left out. */
  shownUrl: string
  branch: string
  commitMessage: string
  /** Where the site will be served, for the last line the command prints. */
  siteUrl: string
  /** `git config user.name` / `user.email` of the deploy commit (GIT_USER_NAME, GIT_USER_EMAIL). */
  author: { name?: string; email?: string }
}

/** The settings of a deploy, or `{ skip }` when none is to be made (a pull request's build), with why. */
export function deploySettings(config: Pick<SiteConfig, 'deploy'>, env: NodeJS.ProcessEnv, source: SourceCheckout, configFile: string): DeploySettings | { skip: string } {
  if (env.CI_PULL_REQUEST || env.CIRCLE_PULL_REQUEST) return { skip: 'a pull request is never deployed (CI_PULL_REQUEST is set)' }
  const organization = env.ORGANIZATION_NAME || config.deploy.organizationName
  const project = env.PROJECT_NAME || config.deploy.projectName
  if (!organization) throw missing('organizationName', 'ORGANIZATION_NAME', 'the GitHub user or organization that owns the deployment repository', configFile)
  if (!project) throw missing('projectName', 'PROJECT_NAME', "the deployment repository's name", configFile)
  const organizationPages = project.endsWith('.github.io')
  const branch = env.DEPLOYMENT_BRANCH || config.deploy.deploymentBranch || (organizationPages ? undefined : 'gh-pages')
  if (!branch) throw missing('deploymentBranch', 'DEPLOYMENT_BRANCH', `the branch GitHub Pages serves ${project} from (an organization's pages repository has no gh-pages default)`, configFile)
  const host = env.GITHUB_HOST || config.deploy.githubHost || 'github.com'
  const port = env.GITHUB_PORT || config.deploy.githubPort

  const ssh = env.USE_SSH !== undefined && env.USE_SSH !== '' ? env.USE_SSH.toLowerCase() === 'true' : isSshUrl(source.originUrl)
  let remoteUrl: string
  let shownUrl: string
  if (ssh) {
    remoteUrl = shownUrl = port ? `ssh://git@${host}:${port}/${organization}/${project}.git` : `git@${host}:${organization}/${project}.git`
  } else {
    const user = env.GIT_USER
    if (!user) throw new BuildError('GIT_USER is not set: deploying over HTTPS needs the GitHub user that may push to the deployment repository', { hint: 'run GIT_USER=<github user> ./bin/deploy (GIT_PASS=<personal access token> for a non-interactive push), or USE_SSH=true ./bin/deploy' })
    const address = `${host}${port ? `:${port}` : ''}/${organization}/${project}.git`
    remoteUrl = `https://${encodeURIComponent(user)}${env.GIT_PASS ? `:${encodeURIComponent(env.GIT_PASS)}` : ''}@${address}`
    shownUrl = `https://${encodeURIComponent(user)}@${address}`
  }

  // The source branch may not be the deployment branch of the same repository: the push would replace the sources.
  const currentBranch = env.CURRENT_BRANCH || source.branch
  const sameRepository = repositoryPath(source.originUrl) === `${organization}/${project}`.toLowerCase()
  if (currentBranch === branch && sameRepository) {
    throw new BuildError(`the checked-out branch is ${branch}, the branch the site is deployed to: deploying would replace the sources with the build`, { hint: `check out the source branch (main, say), or set CURRENT_BRANCH; the build is pushed to ${branch}` })
  }
  const siteUrl = host === 'github.com' ? (organizationPages ? `https://${organization}.github.io/` : `https://${organization}.github.io/${project}/`) : `https://${host}/pages/${organization}/${project}/`
  return {
    remoteUrl,
    shownUrl,
    branch,
    commitMessage: env.CUSTOM_COMMIT_MESSAGE || `Deploy website - based on ${source.commit}`,
    siteUrl,
    author: { name: env.GIT_USER_NAME || undefined, email: env.GIT_USER_EMAIL || undefined },
  }
}

/** `git@host:org/repo.git` and `ssh://…` are SSH; `https://…`, a path or nothing are not. */
function isSshUrl(url: string): boolean {
  return /^ssh:\/\//.test(url) || /^[\w.-]+@[\w.-]+:/.test(url)
}

/** `org/repo` of a GitHub remote URL in any of its forms, lower-cased; '' for anything else. */
function repositoryPath(url: string): string {
  const match = /[:/]([^/:]+\/[^/]+?)(?:\.git)?\/?$/.exec(url)
  return match ? match[1]!.toLowerCase() : ''
}

function missing(field: string, variable: string, what: string, configFile: string): BuildError {
  // A Docusaurus config has the field at its top level; ours in its `deploy` section.
  const path = /^docusaurus\.config\./.test(configFile) ? field : `deploy.${field}`
  return new BuildError(`the deployment repository is unknown: ${path} is not set`, {
    location: { file: configFile },
    hint: `set ${path} in ${configFile} (${what}), or ${variable} in the environment`,
  })
}
