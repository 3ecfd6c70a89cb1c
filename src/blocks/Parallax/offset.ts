/**
 * How far the picture is moved for a section `top` px below the window's top: 0 when the section's
 * middle is at the window's middle, up to ±ratio/2 of the section's height at either end of its way
 * through the window. The picture is (1 + ratio) times the section's height, so it always covers it.
 */
export function parallaxOffset({ top, height, viewport, ratio }: { top: number; height: number; viewport: number; ratio: number }): number {
  const travel = viewport + height
  if (travel <= 0) return 0
  const progress = Math.min(1, Math.max(0, (viewport - top) / travel))
  return Math.round((progress - 0.5) * ratio * height * 100) / 100
}
