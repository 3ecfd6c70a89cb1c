'use client'
/** The video gallery's client part, its own chunk (see src/blocks/islands.tsx for why). */
import dynamic from 'next/dynamic'

export const VideoGallery = dynamic(() => import('./components/VideoGallery.client').then((module) => module.VideoGallery))
