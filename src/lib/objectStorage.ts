import fs from 'node:fs'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'

import { GetObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'

import { getEnv, type Env } from '@/lib/env'

/**
 * The S3-compatible bucket configured by S3_* (uploads through Payload's storage adapter, and what
 * our own code keeps beside them: burned watermark copies, video streams), or null for local disk.
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

export type Bucket = { client: S3Client; name: string }
let shared: { settings: string; bucket: Bucket } | null = null

/** One client per process for the configured bucket, or null without object storage. */
export function objectBucket(): Bucket | null {
  const settings = s3Settings(getEnv())
  if (!settings) return null
  const key = JSON.stringify(settings)
  if (shared?.settings !== key) shared = { settings: key, bucket: { client: new S3Client(settings.config), name: settings.bucket } }
  return shared.bucket
}

/** Whether an error from the bucket says the object is not there. */
export function isMissingObject(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return failure?.name === 'NoSuchKey' || failure?.name === 'NotFound' || failure?.$metadata?.httpStatusCode === 404
}

/** An object as a response body with its length, or null when it is not there. */
export async function readObject(bucket: Bucket, key: string): Promise<{ stream: ReadableStream; length: number } | null> {
  try {
    const object = await bucket.client.send(new GetObjectCommand({ Bucket: bucket.name, Key: key }))
    if (!object.Body || object.ContentLength === undefined) return null
    return { stream: object.Body.transformToWebStream(), length: object.ContentLength }
  } catch (error) {
    if (isMissingObject(error)) return null
    throw error
  }
}

/** Copies an object to a file on this disk; false when it is not there. */
export async function downloadObject(bucket: Bucket, key: string, file: string): Promise<boolean> {
  const object = await readObject(bucket, key)
  if (!object) return false
  await pipeline(Readable.fromWeb(object.stream as import('node:stream/web').ReadableStream), fs.createWriteStream(file))
  return true
}

export async function writeObject(bucket: Bucket, key: string, body: Buffer, contentType: string): Promise<void> {
  await bucket.client.send(new PutObjectCommand({ Bucket: bucket.name, Key: key, Body: body, ContentType: contentType }))
}
