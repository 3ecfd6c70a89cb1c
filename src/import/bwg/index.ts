/** The Photo Gallery by 10Web importer: read the old tables, then import (or dry-run) into our collections. */
export { checkSource, readBwg, type BwgData } from './source'
export { imageFile, importBwg, richTextOf, type BwgReport } from './run'
