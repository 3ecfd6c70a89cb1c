/** The per-field messages of a rejected write (what the admin shows beside each field). */
export async function fieldErrors(write: Promise<unknown>): Promise<string[]> {
  try {
    await write
  } catch (error) {
    return ((error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []).map((e) => e.message)
  }
  throw new Error('The write was expected to fail')
}
