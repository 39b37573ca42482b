import type { VenueMapLinks } from './venue-map'

/**
 * OpenStreetMap's embed page in an iframe, with a title naming what it shows, and a link to the
 * larger map for anyone who cannot use the embedded one (or has no JavaScript: the embed needs it,
 * the link does not). No API key, no script of ours.
 */
export function VenueMapEmbed({ links, venueName }: { links: VenueMapLinks; venueName: string }) {
  return (
    <div className="app-venue-map">
      <iframe className="app-venue-map__frame" src={links.embedUrl} title={`Map showing the location of ${venueName}`} loading="lazy" />
      <p className="govuk-body-s app-venue-map__link">
        <a className="govuk-link" href={links.largerMapUrl}>
          View larger map<span className="govuk-visually-hidden"> of {venueName}</span>
        </a>
      </p>
    </div>
  )
}
