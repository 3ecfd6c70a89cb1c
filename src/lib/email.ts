/**
 * An e-mail address as the old site accepted it: a local part, @, a domain and a suffix of 2–20
 * letters. Pure, for the browser and the server alike (site forms, the newsletter sign-up).
 */
export const EMAIL_PATTERN = /^[^\s@"<>(),;:\\[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,20}$/
export const EMAIL_MAX_LENGTH = 254

export const isEmailAddress = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
