/**
 * What the console's server actions answer a form posted without JavaScript (with JavaScript the
 * pages call the booking API themselves): nothing on success, since the action redirects back to
 * the page; the reason when the booking refused the change.
 */
export interface AttendanceFormState {
  /** The booking's reason, when the mark was refused. */
  message?: string
  /** What the form asked for, for the message ('present' or 'absent'). */
  attended?: boolean
}

export interface ReleaseFormState {
  /** The release was asked for without confirming: show the confirmation step. */
  confirming?: boolean
  /** The booking's reason, when the release was refused. */
  message?: string
}

export type AttendanceAction = (previous: AttendanceFormState, formData: FormData) => Promise<AttendanceFormState>
export type ReleaseAction = (previous: ReleaseFormState, formData: FormData) => Promise<ReleaseFormState>
