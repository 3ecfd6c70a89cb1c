'use client'
/** The newsletter's client parts, each its own chunk (see src/blocks/islands.tsx for why). */
import dynamic from 'next/dynamic'

export const NewsletterForm = dynamic(() => import('./components/NewsletterForm.client').then((module) => module.NewsletterForm))
export const PromoPopup = dynamic(() => import('./components/PromoPopup.client').then((module) => module.PromoPopup))
