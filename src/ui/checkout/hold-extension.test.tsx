import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { HoldExtension } from './hold-extension'

const BASKET_TIME = 1_773_140_400
const minutesLeft = (n: number) => (BASKET_TIME + 1800) * 1000 - n * 60_000

function render(renderedAt: number, extensionsLeft = 2) {
  return renderToStaticMarkup(
    <HoldExtension basketTime={BASKET_TIME} extensionsLeft={extensionsLeft} renderedAt={renderedAt} extendAction={async () => undefined} onExtend={async () => true} notice="" />,
  )
}

describe('time to finish as the server renders it (no JavaScript)', () => {
  it('offers the button when the page is made with 5 minutes or fewer left', () => {
    expect(render(minutesLeft(5))).toContain('>Extend by 10 minutes</button></form>')
    expect(render(minutesLeft(1))).toContain('>Extend by 10 minutes</button></form>')
  })

  it('does not offer it earlier, once both extensions are used, or after the end', () => {
    expect(render(minutesLeft(6))).not.toContain('</button></form>')
    expect(render(minutesLeft(3), 0)).not.toContain('</button></form>')
    expect(render(minutesLeft(0))).not.toContain('</button></form>')
  })

  it('keeps the prompt closed until the page runs in a browser, as a labelled alertdialog', () => {
    const html = render(minutesLeft(1))
    expect(html).toContain('role="alertdialog"')
    expect(html).toContain('aria-labelledby="hold-extension-heading"')
    expect(html).not.toContain('<dialog open')
    expect(html).toContain('You can have 10 more minutes up to 2 more times.')
  })
})
