import type { Config, Plugin } from 'payload'

import { MEDIA_QUEUE } from '@/lib/server/jobs'

import { VideoGalleries } from './collections/VideoGalleries'
import { videos } from './collections/Videos'
import { MEDIA_JOBS_PER_RUN, videoStreamTask } from './streams'

/** Our clips (video and audio files with tracks), their streams job, and video galleries, as an in-repo plugin. */
export const videoPlugin =
  ({ staticDir, maxBytes }: { staticDir?: string; maxBytes: number }): Plugin =>
  (config: Config): Config => ({
    ...config,
    collections: [...(config.collections ?? []), videos({ staticDir, maxBytes }), VideoGalleries],
    jobs: {
      ...config.jobs,
      tasks: [...(config.jobs?.tasks ?? []), videoStreamTask],
      // Streams take a while and every core: one at a time per process, checked every 30 seconds.
      autoRun: [...(Array.isArray(config.jobs?.autoRun) ? config.jobs.autoRun : []), { cron: '*/30 * * * * *', queue: MEDIA_QUEUE, limit: MEDIA_JOBS_PER_RUN }],
    },
  })
