import Link from 'next/link'

/** "Import" in the admin's menu (the view checks that the visitor is an admin). */
export function ImportNavLink() {
  return (
    <Link href="/admin/import" className="nav__link" id="nav-import">
      <span className="nav__link-label">Import</span>
    </Link>
  )
}
