import { FILE_NAME_FORBIDDEN, isControlCharacter } from '@/domain/reports'

/**
 * The waiting-list export's file name: '{event title} waiting list report.csv', with the characters
 * file systems refuse taken out of the title, as attendeeReportFileName does for the attendee list.
 */
export function waitingListReportFileName(eventTitle: string): string {
  const name = [...eventTitle.replace(/\s+/g, ' ')]
    .filter((character) => !FILE_NAME_FORBIDDEN.includes(character) && !isControlCharacter(character))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim()
  return [name, 'waiting list report.csv'].filter((part) => part !== '').join(' ')
}
