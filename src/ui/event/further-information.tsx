import type { FurtherInformationItem } from './further-information-items'
import { RichText } from './rich-text'

/** Further information (spec 000 section 2): the composer items that have a value, in order. */
export function FurtherInformation({ items }: { items: readonly FurtherInformationItem[] }) {
  if (items.length === 0) return null
  return (
    <section className="app-event-section" aria-labelledby="further-information-heading">
      <h2 className="govuk-heading-l" id="further-information-heading">
        Further information
      </h2>
      {items.map((item) =>
        item.kind === 'markup' ? (
          <RichText key={item.key} html={item.html} />
        ) : (
          <figure key={item.key} className="app-event-figure">
            {/* eslint-disable-next-line @next/next/no-img-element -- see event-banner.tsx */}
            <img className="app-event-figure__image" src={item.src} alt={item.alt} width={item.width} height={item.height} loading="lazy" />
            {item.caption ? <figcaption className="govuk-body-s app-event-figure__caption">{item.caption}</figcaption> : null}
          </figure>
        ),
      )}
    </section>
  )
}
