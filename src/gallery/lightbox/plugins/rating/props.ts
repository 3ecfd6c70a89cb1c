/** The rating panel's options (props with defaults, as the library's plugins have). */
export type RatingProps = { enabled: boolean; position: string; stars: number; icon: string; size: number }

export const defaultRatingProps: RatingProps = { enabled: false, position: 'bottom', stars: 5, icon: 'star', size: 20 }

export const resolveRatingProps = (props: Partial<RatingProps> = {}): RatingProps => ({ ...defaultRatingProps, ...props })
