'use client'
/**
 * The newsletter's client parts, each its own chunk (see src/blocks/islands.tsx for why). The form,
 * in every page's footer, is fetched when the visitor comes near it (it posts without JavaScript).
 */
import dynamic from 'next/dynamic'

import { visibleIsland } from '@/components/visibleIsland'

export const NewsletterForm = visibleIsland(() => import('./components/NewsletterForm.client').then((module) => module.NewsletterForm))
export const PromoPopup = dynamic(() => import('./components/PromoPopup.client').then((module) => module.PromoPopup))
