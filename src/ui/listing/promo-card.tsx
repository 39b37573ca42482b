import type { CSSProperties } from 'react'

import { promoColours } from './promo-colours'
import type { PromoCardView } from './types'

export interface PromoCardProps {
  promo: PromoCardView
  position: number
}

/**
 * A promo card in a listing's 6th or 12th slot (spec 000 sections 2 and 3). The text sits on the
 * card's solid background colour, in black or white by contrast (promo-colours.ts); the
 * background image is shown above it at its opacity, so no text is ever over a picture.
 */
export function PromoCard({ promo, position }: PromoCardProps) {
  const colours = promoColours(promo.backgroundColour)
  const style = {
    '--app-card-index': position,
    ...(colours ? { '--app-promo-background': colours.background, '--app-promo-text': colours.text } : {}),
  } as CSSProperties
  return (
    <article className={`app-card app-card--promo app-promo${colours ? ' app-promo--coloured' : ''}`} style={style}>
      {promo.image ? (
        <div className="app-promo__image">
          {/* The 640 px card rendition; an image without alt text is decorative. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            className="app-card__image"
            src={promo.image.url}
            alt={promo.image.alt}
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            style={{ opacity: promo.image.opacity }}
          />
        </div>
      ) : null}
      <div className="app-card__body">
        <h3 className="app-card__title" style={{ textAlign: promo.titleAlignment }}>
          {promo.title}
        </h3>
        {promo.body ? (
          <p className="app-promo__body" style={{ textAlign: promo.bodyAlignment }}>
            {promo.body}
          </p>
        ) : null}
        {promo.link ? (
          <p className="app-promo__action" style={{ textAlign: promo.bodyAlignment }}>
            <a className={promo.link.style === 'button' ? 'app-promo__button' : 'app-promo__link'} href={promo.link.url}>
              {promo.link.title}
            </a>
          </p>
        ) : null}
      </div>
    </article>
  )
}
