'use client'
/** The forms domain's client parts, each its own chunk (see src/blocks/islands.tsx for why). */
import dynamic from 'next/dynamic'

export const SiteForm = dynamic(() => import('./components/SiteForm.client').then((module) => module.SiteForm))
