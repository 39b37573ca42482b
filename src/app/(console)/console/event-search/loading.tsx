import { CONSOLE_TEXTS } from '@/ui/console/console-texts'
import { ConsoleLoading } from '@/ui/console/console-loading'

/** Shown while a search runs (spec 001 section 2, "Event search": 'States: search, loading, results'). */
export default function Loading() {
  return <ConsoleLoading text={CONSOLE_TEXTS.searching} />
}
