import { CONSOLE_TEXTS } from '@/ui/console/console-texts'
import { ConsoleLoading } from '@/ui/console/console-loading'

/** Shown while a look-up runs. */
export default function Loading() {
  return <ConsoleLoading text={CONSOLE_TEXTS.searching} />
}
