import { APIError } from 'payload'

/**
 * A refused upload, shown to the editor as is (413, 415, 400…). The name is set explicitly: Payload's
 * REST error formatter needs it, and minified production builds leave class names empty.
 */
export class UploadRejectedError extends APIError {
  constructor(message: string, status: number) {
    super(message, status, undefined, true)
    this.name = 'UploadRejected'
  }
}
