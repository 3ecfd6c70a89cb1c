'use client'
/**
 * Site-wide features a site may switch off (the chat button, the loading screen), each its own chunk
 * loaded only on pages that render it: imported from the layout directly, Turbopack would put their
 * code in every page's first view whether the setting is on or not (see src/blocks/islands.tsx).
 */
import dynamic from 'next/dynamic'

export const ChatWidget = dynamic(() => import('./ChatWidget').then((module) => module.ChatWidget))
export const PreloaderRelease = dynamic(() => import('./Preloader/Release.client').then((module) => module.PreloaderRelease))
export const RefreshOnSave = dynamic(() => import('./LivePreview/RefreshOnSave.client').then((module) => module.RefreshOnSave))
