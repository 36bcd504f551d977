/**
 * src/generator/deploy/settings.ts: where ./bin/deploy pushes, as docusaurus deploy documents it: the
 * environment before the config, HTTPS as GIT_USER unless SSH is asked for or the source remote uses it.
 */
import { describe, expect, it } from 'vitest'
import { deploySettings, type DeploySettings, type SourceCheckout } from '../../../src/generator/deploy/settings'

const source: SourceCheckout = { originUrl: 'https://github.com/acme/docs.git', branch: 'main', commit: 'abc123' }
const config = (deploy: Record<string, string> = {}) => ({ deploy })
const settings = (env: NodeJS.ProcessEnv, deploy: Record<string, string> = { organizationName: 'acme', projectName: 'docs' }, checkout = source, file = 'site.config.ts') =>
  deploySettings(config(deploy), env, checkout, file) as DeploySettings

describe('deploySettings', () => {
  it('pushes over HTTPS as GIT_USER (with GIT_PASS) to gh-pages, and shows the URL without the password', () => {
    const s = settings({ GIT_USER: 'bot', GIT_PASS: 'p@ss:word' })
    expect(s).toMatchObject({ branch: 'gh-pages', remoteUrl: 'https://bot:p%40ss%3Aword@github.com/acme/docs.git', shownUrl: 'https://bot@github.com/acme/docs.git', commitMessage: 'Deploy website - based on abc123', siteUrl: 'https://acme.github.io/docs/' })
  })

  it('takes the environment before the config: ORGANIZATION_NAME, PROJECT_NAME, DEPLOYMENT_BRANCH, GITHUB_HOST, GITHUB_PORT, CUSTOM_COMMIT_MESSAGE, GIT_USER_NAME/EMAIL', () => {
    const s = settings({ GIT_USER: 'bot', ORGANIZATION_NAME: 'other', PROJECT_NAME: 'site', DEPLOYMENT_BRANCH: 'pages', GITHUB_HOST: 'git.example.com', GITHUB_PORT: '8443', CUSTOM_COMMIT_MESSAGE: 'Publish', GIT_USER_NAME: 'CI', GIT_USER_EMAIL: 'ci@example.com' }, { organizationName: 'acme', projectName: 'docs', deploymentBranch: 'main' })
    expect(s).toMatchObject({ branch: 'pages', remoteUrl: 'https://bot@git.example.com:8443/other/site.git', commitMessage: 'Publish', siteUrl: 'https://git.example.com/pages/other/site/', author: { name: 'CI', email: 'ci@example.com' } })
  })

  it("serves an organization's pages repository from its root, and asks for its branch, which has no default", () => {
    expect(settings({ GIT_USER: 'bot' }, { organizationName: 'acme', projectName: 'acme.github.io', deploymentBranch: 'main' }).siteUrl).toBe('https://acme.github.io/')
    expect(() => settings({ GIT_USER: 'bot' }, { organizationName: 'acme', projectName: 'acme.github.io' })).toThrow(/deploy\.deploymentBranch is not set/)
  })

  it('uses SSH when USE_SSH=true or the source remote is an SSH URL, and then needs no GIT_USER', () => {
    expect(settings({ USE_SSH: 'true' }).remoteUrl).toBe('git@github.com:acme/docs.git')
    expect(settings({}, undefined, { ...source, originUrl: 'git@github.com:acme/docs.git' }).remoteUrl).toBe('git@github.com:acme/docs.git')
    expect(settings({ USE_SSH: 'true', GITHUB_PORT: '2222' }).remoteUrl).toBe('ssh://git@github.com:2222/acme/docs.git')
    // USE_SSH=false wins over an SSH source remote.
    expect(settings({ USE_SSH: 'false', GIT_USER: 'bot' }, undefined, { ...source, originUrl: 'git@github.com:acme/docs.git' }).remoteUrl).toBe('https://bot@github.com/acme/docs.git')
  })

  it('says what is missing and where to set it: GIT_USER, the organization, the project (named as the config file names them)', () => {
    expect(() => settings({})).toThrow(/GIT_USER is not set/)
    expect(() => settings({ GIT_USER: 'bot' }, {})).toThrow(/deploy\.organizationName is not set/)
    expect(() => settings({ GIT_USER: 'bot' }, { organizationName: 'acme' }, source, 'docusaurus.config.ts')).toThrow(/: projectName is not set/)
  })

  it('refuses to deploy from the deployment branch of the same repository, not from that branch of another one', () => {
    expect(() => settings({ GIT_USER: 'bot' }, undefined, { ...source, branch: 'gh-pages' })).toThrow(/the checked-out branch is gh-pages/)
    expect(() => settings({ GIT_USER: 'bot', CURRENT_BRANCH: 'gh-pages' })).toThrow(/the checked-out branch is gh-pages/)
    expect(settings({ GIT_USER: 'bot' }, undefined, { ...source, branch: 'gh-pages', originUrl: 'git@github.com:acme/sources.git' }).branch).toBe('gh-pages')
  })

  it("skips a pull request's build", () => {
    expect(deploySettings(config({ organizationName: 'acme', projectName: 'docs' }), { CI_PULL_REQUEST: 'https://github.com/acme/docs/pull/1' }, source, 'site.config.ts')).toEqual({ skip: expect.stringContaining('pull request') })
  })
})
