/** The Photo Gallery by 10Web importer: read the old tables, then import (or dry-run) into our collections. */
export { checkSource, readBwg, type BwgData } from './source'
export { imageFile, importBwg, richTextOf, type BwgReport } from './run'

/** One message for every way the old site cannot be read (details go to the server log). */
export const BWG_UNREADABLE = 'The old site could not be read with these settings. Check the database address, its user and password, the table prefix and the upload folder; the server log has the details.'
