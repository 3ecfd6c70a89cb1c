/** A spreadsheet cell as CSV: quoted, and never read as a formula by a spreadsheet (=, +, -, @ lead). */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

/** Rows as a CSV download (with a BOM, so spreadsheets read it as UTF-8). */
export function csvResponse(rows: unknown[][], filename: string): Response {
  const csv = rows.map((row) => row.map(csvCell).join(',')).join('\r\n')
  return new Response(`\uFEFF${csv}\r\n`, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'private, no-store' },
  })
}
