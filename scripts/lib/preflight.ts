/**
 * Imported first by every script that loads the Payload config: ES modules evaluate in import order,
 * so a bad environment stops here with one clear message listing every problem, before the config
 * (which reads the environment as it loads) is evaluated.
 */
import { EnvError, getEnv } from '@/lib/env'

try {
  getEnv()
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
