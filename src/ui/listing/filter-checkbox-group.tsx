'use client'

import { useState } from 'react'

import type { FilterOption } from './types'

/** In the mobile view a filter group shows this many items until 'Show more' (spec 000 section 2). */
export const COLLAPSED_FILTER_ITEMS = 4

export interface FilterCheckboxGroupProps {
  /** The query parameter, e.g. 'category'. */
  name: string
  legend: string
  /** Completes 'Show more …' for screen readers, e.g. 'categories'. */
  itemsName: string
  options: readonly FilterOption[]
  checked: readonly string[]
  /** Show only the first items with a 'Show more' button (the mobile view, with JavaScript). */
  collapsible: boolean
  onToggle: (value: string, checked: boolean) => void
}

/**
 * A multi-select filter as GOV.UK checkboxes, each with the number of results it would give.
 * Collapsed items are hidden, not removed, so a ticked one is still submitted; a group with a
 * ticked item beyond the first four starts open.
 */
export function FilterCheckboxGroup({ name, legend, itemsName, options, checked, collapsible, onToggle }: FilterCheckboxGroupProps) {
  const [expanded, setExpanded] = useState(() => options.slice(COLLAPSED_FILTER_ITEMS).some((option) => checked.includes(option.value)))
  const collapsed = collapsible && !expanded && options.length > COLLAPSED_FILTER_ITEMS
  const idPrefix = `filter-${name}`
  return (
    <div className="govuk-form-group app-filters__group">
      <fieldset className="govuk-fieldset">
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{legend}</legend>
        {options.length === 0 ? (
          <p className="govuk-body-s app-filters__none">None in these results</p>
        ) : (
          <div className="govuk-checkboxes govuk-checkboxes--small" id={`${idPrefix}-items`}>
            {options.map((option, index) => {
              const id = `${idPrefix}-${index}`
              return (
                <div className="govuk-checkboxes__item" key={option.value} hidden={collapsed && index >= COLLAPSED_FILTER_ITEMS}>
                  <input
                    className="govuk-checkboxes__input"
                    id={id}
                    name={name}
                    type="checkbox"
                    value={option.value}
                    checked={checked.includes(option.value)}
                    onChange={(event) => onToggle(option.value, event.currentTarget.checked)}
                  />
                  <label className="govuk-label govuk-checkboxes__label" htmlFor={id}>
                    {option.label} <span className="app-filters__count">({option.count})</span>
                  </label>
                </div>
              )
            })}
          </div>
        )}
      </fieldset>
      {collapsible && options.length > COLLAPSED_FILTER_ITEMS ? (
        <button
          type="button"
          className="app-filters__more"
          aria-expanded={expanded}
          aria-controls={`${idPrefix}-items`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show fewer' : 'Show more'}
          <span className="govuk-visually-hidden"> {itemsName}</span>
        </button>
      ) : null}
    </div>
  )
}
