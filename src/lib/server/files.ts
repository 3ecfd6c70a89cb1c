import fs from 'node:fs'
import path from 'node:path'

/** Writes next to the target and renames, so a reader never sees half a file (burned watermarks, bought downloads). */
export async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  try {
    await fs.promises.writeFile(temporary, data)
    await fs.promises.rename(temporary, file)
  } catch (error) {
    await fs.promises.rm(temporary, { force: true })
    throw error
  }
}
