import { useEffect, useState } from 'react'

/** The longest anything else waits for the first photo (a slow or broken file must not hold it all). */
export const FIRST_PHOTO_WAIT_MS = 1500

/**
 * True once the photo the viewer opened at has loaded (or failed, or FIRST_PHOTO_WAIT_MS passed).
 * Until then the viewer asks for nothing else (neighbours, filmstrip thumbnails, live numbers, the
 * view ping), so the photo a visitor clicked is not queued behind a dozen other requests on the
 * connections and the server. `waiting` is false when there is no photo to wait for (an embed);
 * only its value when the viewer opens counts.
 */
export function useFirstPhotoShown(waiting: boolean): boolean {
  const [shown, setShown] = useState(!waiting)
  useEffect(() => {
    if (shown) return
    const done = () => setShown(true)
    // Load and error do not bubble: listen in the capture phase for the current slide's image.
    const onSettled = (event: Event) => {
      if (event.target instanceof HTMLImageElement && event.target.closest('.atrium-lightbox .yarl__slide_current')) done()
    }
    document.addEventListener('load', onSettled, true)
    document.addEventListener('error', onSettled, true)
    const timer = window.setTimeout(done, FIRST_PHOTO_WAIT_MS)
    return () => {
      document.removeEventListener('load', onSettled, true)
      document.removeEventListener('error', onSettled, true)
      window.clearTimeout(timer)
    }
  }, [shown])
  return shown
}
