import type { PrivateAssets } from '@/contracts/private-assets'

import type { PrivateAssetsFormValues } from './private-assets-state'
import { PRIVATE_ASSETS_TEXTS } from './private-assets-state'

export interface PrivateAssetsListProps {
  assets: PrivateAssets['assets']
  /** The details that opened the page: each download posts them again (decision 0018). */
  values: PrivateAssetsFormValues
}

/**
 * The resources of a private assets page (spec 000 section 2). A file is a small form that posts the
 * e-mail and booking reference to its download address, which checks the booking again; so a file
 * never has an address that opens it on its own, and the download works without JavaScript. A
 * link elsewhere is a plain link that does not pass this page's address on.
 */
export function PrivateAssetsList({ assets, values }: PrivateAssetsListProps) {
  if (assets.length === 0) return <p className="govuk-body">{PRIVATE_ASSETS_TEXTS.noResources}</p>
  return (
    <>
      <h2 className="govuk-heading-l">{PRIVATE_ASSETS_TEXTS.resourcesHeading}</h2>
      <ul className="govuk-list app-private-assets">
        {assets.map((asset) => (
          <li key={`${asset.type} ${asset.value.uri}`}>
            {asset.type === 'internalAsset' ? (
              <form method="post" action={asset.value.uri}>
                <input type="hidden" name="email" value={values.email} />
                <input type="hidden" name="bookingId" value={values.bookingId} />
                <button type="submit" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-2">
                  {PRIVATE_ASSETS_TEXTS.download(asset.value.title)}
                </button>
              </form>
            ) : (
              <a className="govuk-link" href={asset.value.uri} rel="noreferrer">
                {asset.value.title}
              </a>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}
