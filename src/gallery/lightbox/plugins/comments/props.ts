/** The comments panel's options (props with defaults, as the library's plugins have). */
export type CommentsProps = { enabled: boolean; position: 'left' | 'right'; width: number }

export const defaultCommentsProps: CommentsProps = { enabled: false, position: 'right', width: 360 }

export const resolveCommentsProps = (props: Partial<CommentsProps> = {}): CommentsProps => ({ ...defaultCommentsProps, ...props })
