import type { Config, Plugin } from 'payload'

import { Subscribers } from './collections/Subscribers'
import { mailchimpTask, newsletterMailTask } from './tasks'

/** The newsletter as an in-repo plugin: its subscribers and the jobs that mail them and sync Mailchimp. */
export const newsletterPlugin = (): Plugin => (config: Config): Config => ({
  ...config,
  collections: [...(config.collections ?? []), Subscribers],
  jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), newsletterMailTask, mailchimpTask] },
})
