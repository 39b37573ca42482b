import { CONSOLE_TEXTS } from '@/ui/console/console-texts'
import { ConsoleLoading } from '@/ui/console/console-loading'

/** Shown while the area's events load (spec 001 section 2: 'A loader shows while waiting'). */
export default function Loading() {
  return <ConsoleLoading text={CONSOLE_TEXTS.loadingEvents} />
}
