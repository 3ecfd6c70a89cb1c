'use client'
/**
 * Every block's client code, each loaded only on pages that render that block.
 *
 * Turbopack puts every client component a route's server code imports into that route's first-view
 * chunks, rendered or not: a CMS page would load the slider, the map, the portfolio… because any
 * page could hold them. Each island below is its own chunk instead. The server renders it as usual
 * and preloads its chunk only when it is on the page; hydration takes it up when it arrives.
 * Block server components import their client parts from here, never from `Component.client`.
 *
 * Most blocks sit further down a page and work as plain HTML until hydrated: their code is fetched
 * when the visitor comes near them (visibleIsland). The slider and a section's background video,
 * usually the first thing on a page, keep next/dynamic: their chunk arrives with the page.
 */
import dynamic from 'next/dynamic'

import { visibleIsland } from '@/components/visibleIsland'

export const Countdown = visibleIsland(() => import('./Countdown/Component.client').then((module) => module.Countdown))
export const Counters = visibleIsland(() => import('./Counters/Component.client').then((module) => module.Counters))
export const Hotspots = visibleIsland(() => import('./Hotspots/Component.client').then((module) => module.Hotspots))
export const LazyVideo = visibleIsland(() => import('./LazyVideo/Component.client').then((module) => module.LazyVideo))
export const MapView = visibleIsland(() => import('./Map/Component.client').then((module) => module.MapView))
export const MasonryGrid = visibleIsland(() => import('./MasonryGrid/Component.client').then((module) => module.MasonryGrid))
export const Parallax = visibleIsland(() => import('./Parallax/Component.client').then((module) => module.Parallax))
export const PortfolioGrid = visibleIsland(() => import('./PortfolioGrid/Component.client').then((module) => module.PortfolioGrid))
export const BackgroundVideo = dynamic(() => import('./Section/Component.client').then((module) => module.BackgroundVideo))
export const Slider = dynamic(() => import('./Slider/Component.client').then((module) => module.Slider))
export const Tabs = visibleIsland(() => import('./Tabs/Component.client').then((module) => module.Tabs))
export const Testimonials = visibleIsland(() => import('./Testimonials/Component.client').then((module) => module.Testimonials))
export const Toggles = visibleIsland(() => import('./Toggles/Component.client').then((module) => module.Toggles))
