/** Prints a generated admin password once, the only time it is ever shown. */
export function printAdminPassword(password: string | undefined): void {
  if (!password) return
  const email = process.env.ADMIN_EMAIL || 'admin@atrium.example'
  console.log(
    [
      '',
      '  An admin account was created. This password is shown only once:',
      `    e-mail:   ${email}`,
      `    password: ${password}`,
      '  Sign in at /admin and change it under your account.',
      '',
    ].join('\n'),
  )
}
