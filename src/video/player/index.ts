/** The media player (a client island): other domains and blocks use it through this entry only. */
export { MediaPlayer } from './MediaPlayer.client'
export type { PlayerLabels } from './labels'
