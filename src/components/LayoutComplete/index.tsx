/**
 * The end marker of a row that must not be seen half-parsed (globals.css keeps such a row invisible
 * until this has arrived): while the server streams a freshly rendered page, the browser may paint
 * the row before its last items, and those items arriving would move the first ones.
 */
export function LayoutComplete() {
  return <span className="layout-complete" hidden />
}
