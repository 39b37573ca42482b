import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'

/**
 * A view of our own in the Payload admin (the e-mail outbox, the audit log), framed as Payload's own
 * pages are: its navigation and header around a heading and the view's content.
 */
export function AdminPage({ view, heading, children }: { view: AdminViewServerProps; heading: string; children: React.ReactNode }) {
  const { initPageResult, params, searchParams } = view
  const { req, locale, permissions, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1>{heading}</h1>
        {children}
      </Gutter>
    </DefaultTemplate>
  )
}
