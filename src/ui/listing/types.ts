/** Props shared by the listing components: plain data, so server components can pass them to client ones. */

/** One choice of a filter group, with the number of results ticking it would give. */
export interface FilterOption {
  value: string
  label: string
  count: number
}

/** The filter form's fields as the page shows them (the URL's state, or the entries it refused). */
export interface FilterValues {
  term: string
  category: string[]
  district: string[]
  ageRange: string[]
  postcode: string
  /** Miles, as the select's value. */
  distance: string
  /** 'YYYY-MM-DD' or ''. */
  startDate: string
  endDate: string
  /** '' for the default order (by date). */
  orderBy: string
}

export type FilterField = 'postcode' | 'startDate' | 'endDate'

/** The id of the input of each field that can be refused, for the error summary's links. */
export const FILTER_FIELD_IDS: Record<FilterField, string> = {
  postcode: 'filter-postcode',
  startDate: 'filter-start-date',
  endDate: 'filter-end-date',
}

export type Alignment = 'left' | 'center' | 'right'

/** A promo card ready to show (spec 000 section 3 'Promo card'). */
export interface PromoCardView {
  id: number
  title: string
  titleAlignment: Alignment
  body: string | null
  bodyAlignment: Alignment
  link: { url: string; title: string; style: 'link' | 'button' } | null
  backgroundColour: string | null
  /** The image at the 640 px card size; opacity from 0 (hidden) to 1 (spec 001 section 3: default 0.5). */
  image: { url: string; alt: string; opacity: number } | null
}
