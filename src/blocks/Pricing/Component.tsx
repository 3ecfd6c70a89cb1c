import { CmsLink } from '@/components/CmsLink'
import type { PricingBlock as PricingBlockProps } from '@/payload-types'

export function PricingBlock({ heading, intro, plans }: PricingBlockProps) {
  if (!plans?.length) return null
  return (
    <section className="block block-pricing">
      {heading ? <h2>{heading}</h2> : null}
      {intro ? <p className="block-intro">{intro}</p> : null}
      <ul className="pricing-plans" data-stagger>
        {plans.map((plan, index) => (
          <li key={plan.id ?? index} className={`pricing-plan${plan.featured ? ' is-featured' : ''}`}>
            <h3>{plan.name}</h3>
            <p className="pricing-price">
              <span className="pricing-amount">{plan.price}</span>
              {plan.period ? <span className="pricing-period"> {plan.period}</span> : null}
            </p>
            {plan.summary ? <p className="pricing-summary">{plan.summary}</p> : null}
            {plan.features?.length ? (
              <ul className="pricing-features">
                {plan.features.map((feature, featureIndex) => (
                  <li key={feature.id ?? featureIndex}>{feature.text}</li>
                ))}
              </ul>
            ) : null}
            <CmsLink link={plan.link} className={plan.featured ? 'button' : 'button button-secondary'} />
          </li>
        ))}
      </ul>
    </section>
  )
}
