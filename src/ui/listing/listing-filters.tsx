'use client'

import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

import { showResultsLabel } from '../../domain/listing-results'
import { postcodeFilterError } from '../../domain/validation/postcode-format'
import { TextInput } from '../govuk'
import { MOBILE_MEDIA_QUERY } from '../shell/breakpoints'
import { useHydrated } from '../shell/use-hydrated'
import { useMediaQuery } from '../shell/use-media-query'

import { FilterCheckboxGroup } from './filter-checkbox-group'
import { filterFormHref } from './filter-form-query'
import { ListingLink } from './listing-link'
import { useListingNavigation } from './listing-navigation'
import { RESULTS_HEADING_ID } from './results-region'
import { FILTER_FIELD_IDS, type FilterField, type FilterOption, type FilterValues } from './types'

/** The search words input allows at most 255 characters (spec 000 section 9). */
export const SEARCH_WORDS_MAX_LENGTH = 255

export interface ListingFiltersProps {
  /** The listing path: the form's action and the 'Clear all' link. */
  action: string
  values: FilterValues
  categories: readonly FilterOption[]
  /** The hafls template's district filter; null elsewhere. */
  districts: readonly FilterOption[] | null
  /** The send template's audience age range filter; null elsewhere. */
  ageRanges: readonly FilterOption[] | null
  distanceOptions: readonly number[]
  errors: Partial<Record<FilterField, string>>
  /** Today in Europe/London, 'YYYY-MM-DD': the earliest day the date inputs offer (spec 000 section 5). */
  today: string
  /** Results for the current filters, for 'Show {n} results'. */
  total: number
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])'

type ListField = 'category' | 'district' | 'ageRange'

/**
 * The listing's filter panel (spec 000 section 2). In the server's markup it is a plain GET form
 * that works without JavaScript at every width. With JavaScript:
 * - submitting navigates without reloading the page, and ticking a box or choosing a distance for
 *   a postcode submits at once, so the counts beside the options stay current;
 * - the postcode is checked as it is typed (spec 000 section 5);
 * - at 769px or less the panel is a full-screen dialog behind 'Open filters', with 'Close filters',
 *   'Clear all' and 'Show {n} results'; focus moves into it and stays there, Escape closes it and
 *   focus returns to 'Open filters'; each group shows its first 4 items with 'Show more'. The CSS
 *   hides the panel and shows 'Open filters' there from the first paint on a page marked
 *   govuk-frontend-supported (FrontendSupportedScript), so the results do not move up when React
 *   hydrates; without JavaScript the button stays hidden and the panel shows.
 * The fields are controlled and follow the URL: a new state from anywhere (paging, Clear all,
 * the back button) resets them to what the URL says.
 */
export function ListingFilters({ action, values, categories, districts, ageRanges, distanceOptions, errors, today, total }: ListingFiltersProps) {
  const navigation = useListingNavigation()
  const hydrated = useHydrated()
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY)
  const modal = hydrated && isMobile

  const formRef = useRef<HTMLFormElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const openButtonRef = useRef<HTMLButtonElement>(null)
  const closeButtonRef = useRef<HTMLButtonElement>(null)
  const focusOnOpen = useRef<string | null>(null)

  // The fields follow the URL: when the page's values change, the entries are replaced (the React
  // pattern for deriving state from a changed prop, done while rendering).
  const valuesKey = JSON.stringify(values)
  const [fields, setFields] = useState(values)
  const [fieldsKey, setFieldsKey] = useState(valuesKey)
  const [postcodeEdited, setPostcodeEdited] = useState(false)
  if (fieldsKey !== valuesKey) {
    setFieldsKey(valuesKey)
    setFields(values)
    setPostcodeEdited(false)
  }

  const [panelOpen, setPanelOpen] = useState(false)
  if (panelOpen && hydrated && !isMobile) setPanelOpen(false)
  const open = panelOpen && modal

  useEffect(() => {
    if (!open) return
    const target = focusOnOpen.current ? document.getElementById(focusOnOpen.current) : null
    focusOnOpen.current = null
    ;(target ?? closeButtonRef.current)?.focus()
    document.body.classList.add('app-body--filters-open')
    return () => document.body.classList.remove('app-body--filters-open')
  }, [open])

  // The error summary links to fields that are inside the closed dialog on a narrow screen: open
  // the dialog and focus the field instead of following the link to a hidden input.
  useEffect(() => {
    if (!modal) return
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null
      const id = link ? decodeURIComponent(link.hash.slice(1)) : ''
      const field = id ? document.getElementById(id) : null
      if (!field || !panelRef.current?.contains(field) || panelRef.current.contains(link)) return
      event.preventDefault()
      focusOnOpen.current = id
      setPanelOpen(true)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [modal])

  const closePanel = () => {
    setPanelOpen(false)
    openButtonRef.current?.focus()
  }

  const submit = () => formRef.current?.requestSubmit()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!navigation) return // a plain GET
    event.preventDefault()
    navigation.navigate(filterFormHref(action, new FormData(event.currentTarget).entries()))
  }

  const toggle = (field: ListField, value: string, checked: boolean) => {
    flushSync(() =>
      setFields((current) => ({
        ...current,
        [field]: checked ? [...current[field], value] : current[field].filter((item) => item !== value),
      })),
    )
    submit()
  }

  const showResults = () => {
    // The click goes on to submit the form; the person lands on the results.
    setPanelOpen(false)
    document.getElementById(RESULTS_HEADING_ID)?.focus()
  }

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return
    if (event.key === 'Escape') {
      event.preventDefault()
      closePanel()
      return
    }
    if (event.key !== 'Tab') return
    // A modal dialog keeps keyboard focus inside it.
    const focusable = [...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((element) => element.offsetParent !== null)
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const postcodeError = postcodeEdited ? postcodeFilterError(fields.postcode) : errors.postcode
  const dateError = errors.startDate ?? errors.endDate

  return (
    <div className="app-listing__filters">
      {/* In the server's markup too, so the CSS can swap it for the panel from the first paint. */}
      <button
        ref={openButtonRef}
        type="button"
        className="govuk-button govuk-button--secondary app-filters__open"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setPanelOpen(true)}
      >
        Open filters
      </button>
      <div
        ref={panelRef}
        className={`app-filters${open ? ' app-filters--dialog' : ''}`}
        hidden={modal && !open}
        onKeyDown={onPanelKeyDown}
        {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'listing-filters-heading' } : {})}
      >
        <div className="app-filters__header">
          <h2 className="govuk-heading-m app-filters__title" id="listing-filters-heading">
            Filters
          </h2>
          {open ? (
            <button ref={closeButtonRef} type="button" className="app-filters__close" onClick={closePanel}>
              Close filters
            </button>
          ) : null}
        </div>
        <form ref={formRef} className="app-filters__form" method="get" action={action} role="search" aria-label="Filter results" noValidate onSubmit={onSubmit}>
          <TextInput
            id="filter-term"
            name="term"
            label="Search words"
            maxLength={SEARCH_WORDS_MAX_LENGTH}
            value={fields.term}
            onChange={(event) => setFields({ ...fields, term: event.currentTarget.value })}
            spellCheck={false}
          />
          <FilterCheckboxGroup
            name="category"
            legend="Category"
            itemsName="categories"
            options={categories}
            checked={fields.category}
            collapsible={modal}
            onToggle={(value, checked) => toggle('category', value, checked)}
          />
          {ageRanges ? (
            <FilterCheckboxGroup
              name="ageRange"
              legend="Age range"
              itemsName="age ranges"
              options={ageRanges}
              checked={fields.ageRange}
              collapsible={modal}
              onToggle={(value, checked) => toggle('ageRange', value, checked)}
            />
          ) : null}
          {districts ? (
            <FilterCheckboxGroup
              name="district"
              legend="District"
              itemsName="districts"
              options={districts}
              checked={fields.district}
              collapsible={modal}
              onToggle={(value, checked) => toggle('district', value, checked)}
            />
          ) : null}
          <fieldset className="govuk-fieldset app-filters__group">
            <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">Location</legend>
            <TextInput
              id={FILTER_FIELD_IDS.postcode}
              name="postcode"
              label="Postcode"
              hint="For example, SG13 8DE"
              error={postcodeError}
              inputClassName="govuk-input--width-10"
              autoComplete="postal-code"
              spellCheck={false}
              value={fields.postcode}
              onChange={(event) => {
                setPostcodeEdited(true)
                setFields({ ...fields, postcode: event.currentTarget.value })
              }}
            />
            <div className="govuk-form-group">
              <label className="govuk-label" htmlFor="filter-distance">
                Distance
              </label>
              <select
                className="govuk-select"
                id="filter-distance"
                name="distance"
                value={fields.distance}
                onChange={(event) => {
                  flushSync(() => setFields({ ...fields, distance: event.currentTarget.value }))
                  if (fields.postcode.trim() !== '' && !postcodeFilterError(fields.postcode)) submit()
                }}
              >
                {distanceOptions.map((miles) => (
                  <option key={miles} value={String(miles)}>
                    Within {miles} miles
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
          <div className={`govuk-form-group app-filters__group${dateError ? ' govuk-form-group--error' : ''}`}>
            <fieldset className="govuk-fieldset" aria-describedby="filter-date-hint">
              <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">Date</legend>
              <div id="filter-date-hint" className="govuk-hint">
                Events on or between these days. Enter both.
              </div>
              <DateInput
                id={FILTER_FIELD_IDS.startDate}
                name="startDate"
                label="Start date"
                min={today}
                value={fields.startDate}
                error={errors.startDate}
                onChange={(startDate) => setFields({ ...fields, startDate })}
              />
              <DateInput
                id={FILTER_FIELD_IDS.endDate}
                name="endDate"
                label="End date"
                min={fields.startDate && fields.startDate > today ? fields.startDate : today}
                value={fields.endDate}
                error={errors.endDate}
                onChange={(endDate) => setFields({ ...fields, endDate })}
              />
            </fieldset>
          </div>
          {fields.orderBy ? <input type="hidden" name="orderBy" value={fields.orderBy} /> : null}
          <div className="app-filters__actions">
            {open ? (
              <button type="submit" className="govuk-button app-filters__show" onClick={showResults}>
                {showResultsLabel(total)}
              </button>
            ) : (
              <button type="submit" className="govuk-button">
                Apply filters
              </button>
            )}
            <ListingLink className="govuk-link app-filters__clear" href={action}>
              Clear all
            </ListingLink>
          </div>
        </form>
      </div>
    </div>
  )
}

interface DateInputProps {
  id: string
  name: string
  label: string
  min: string
  value: string
  error?: string
  onChange: (value: string) => void
}

/** One day of the date range: a native date input, whose value is 'YYYY-MM-DD'. */
function DateInput({ id, name, label, min, value, error, onChange }: DateInputProps) {
  const errorId = `${id}-error`
  return (
    <div className="app-filters__date">
      <label className="govuk-label" htmlFor={id}>
        {label}
      </label>
      {error ? (
        <p id={errorId} className="govuk-error-message">
          <span className="govuk-visually-hidden">Error:</span> {error}
        </p>
      ) : null}
      <input
        className={`govuk-input govuk-input--width-10 app-filters__date-input${error ? ' govuk-input--error' : ''}`}
        id={id}
        name={name}
        type="date"
        min={min}
        value={value}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  )
}
