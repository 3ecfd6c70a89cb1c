import { PreloaderRelease } from '../islands'

/**
 * The loading screen (a site setting): over the page until its first pictures have loaded, 4 s at
 * most — also without JavaScript, by CSS alone — and never for visitors who ask for less motion.
 * Hidden from assistive technology: the page underneath is there all along.
 */
export function Preloader() {
  return (
    <>
      <div className="preloader" aria-hidden="true">
        <span className="spinner" />
      </div>
      <PreloaderRelease />
    </>
  )
}
