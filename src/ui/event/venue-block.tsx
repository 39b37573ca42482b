import type { Venue } from '@/payload-types'

import { openingHoursRows } from './opening-hours'
import { OpeningHoursTable } from './opening-hours-table'
import { RichText } from './rich-text'
import { addressLines, venueTextSections } from './venue-details'
import { venueMapLinks } from './venue-map'
import { VenueMapEmbed } from './venue-map-embed'

export interface VenueBlockProps {
  venue: Venue
  /** The event's room at the venue. */
  roomSpace?: string | null
}

/**
 * The venue block (spec 000 section 2), in the spec's order: name, address lines, a map when the
 * venue has a latitude (and a longitude: a marker needs both), the opening hours table, the room,
 * parking, description, disabled facilities, how to get here, bank holidays and closures. Only the
 * parts with a value render.
 */
export function VenueBlock({ venue, roomSpace }: VenueBlockProps) {
  const lines = addressLines(venue.address)
  const map = venueMapLinks(venue.location)
  const hours = openingHoursRows(venue.openingHours)
  const room = roomSpace?.trim()
  const sections = venueTextSections(venue)
  return (
    <section className="app-event-section app-venue" aria-labelledby="venue-heading">
      <h2 className="govuk-heading-l" id="venue-heading">
        Venue
      </h2>
      <h3 className="govuk-heading-m">{venue.name}</h3>
      {lines.length > 0 ? (
        <address className="govuk-body app-venue__address">
          {lines.map((line, index) => (
            <span className="app-venue__address-line" key={`${index}-${line}`}>
              {line}
            </span>
          ))}
        </address>
      ) : null}
      {map ? <VenueMapEmbed links={map} venueName={venue.name} /> : null}
      {hours.length > 0 ? <OpeningHoursTable rows={hours} /> : null}
      {room ? (
        <>
          <h3 className="govuk-heading-s">Room</h3>
          <p className="govuk-body">{room}</p>
        </>
      ) : null}
      {sections.map((section) => (
        <div key={section.key}>
          <h3 className="govuk-heading-s">{section.heading}</h3>
          <RichText html={section.html} />
        </div>
      ))}
    </section>
  )
}
