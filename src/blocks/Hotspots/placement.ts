/** Where a pin's tooltip opens so it stays inside the picture: below pins near the top, towards the middle near the sides. */
export function tooltipPlacement(x: number, y: number): { vertical: 'above' | 'below'; horizontal: 'start' | 'centre' | 'end' } {
  return {
    vertical: y < 35 ? 'below' : 'above',
    horizontal: x < 25 ? 'start' : x > 75 ? 'end' : 'centre',
  }
}
