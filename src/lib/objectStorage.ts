import type { S3ClientConfig } from '@aws-sdk/client-s3'

import type { Env } from '@/lib/env'

/**
 * The S3-compatible bucket configured by S3_* (uploads through Payload's storage adapter, and what
 * our own code keeps beside them, such as burned watermark copies), or null for local disk.
 */
export function s3Settings(env: Env): { bucket: string; config: S3ClientConfig } | null {
  if (!env.S3_BUCKET) return null
  return {
    bucket: env.S3_BUCKET,
    config: {
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION ?? 'us-east-1',
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' },
    },
  }
}
