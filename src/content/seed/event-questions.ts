import type { CheckoutQuestionType } from '../fields/checkout-questions'

/** Checkout questions for the demo events (spec 000 section 5 lists the seven types). */
export interface QuestionPlan {
  type: CheckoutQuestionType
  title: string
  label: string
  required: boolean
  options?: { value: string }[]
}

const q = (type: CheckoutQuestionType, title: string, label: string, required = false, options?: string[]): QuestionPlan => ({
  type,
  title,
  label,
  required,
  ...(options ? { options: options.map((value) => ({ value })) } : {}),
})

const HEARD_ABOUT = ['Council website', 'Library', 'School or nursery', 'Social media', 'Friend or family', 'Other']

/** Booking questions covering every type, asked of the purchaser. */
export const ALL_TYPES_BOOKING_QUESTIONS: QuestionPlan[] = [
  q('shortText', 'organisation', 'Organisation or school (if any)'),
  q('longText', 'learningGoals', 'What would you like to get out of the course?', true),
  q('singleChoice', 'experience', 'How much sign language do you know already?', true, ['None', 'A little', 'Level 1 or above']),
  q('multipleChoice', 'interests', 'Which topics interest you most?', false, ['Fingerspelling', 'Deaf culture', 'Conversation', 'Signing songs']),
  q('dropdown', 'heardAbout', 'How did you hear about this course?', false, HEARD_ABOUT),
  q('email', 'alternativeEmail', 'Another e-mail address for course updates'),
  q('telephone', 'daytimePhone', 'Daytime telephone number', true),
]

/** Ticket questions covering every type, asked for each ticket holder. */
export const ALL_TYPES_TICKET_QUESTIONS: QuestionPlan[] = [
  q('shortText', 'preferredName', 'Preferred name'),
  q('longText', 'accessNeeds', 'Anything that would help you take part'),
  q('singleChoice', 'hearing', 'Are you deaf or hard of hearing?', true, ['Yes', 'No', 'Prefer not to say']),
  q('multipleChoice', 'sessions', 'Which optional practice sessions would you attend?', false, ['Tuesday lunchtime', 'Thursday evening', 'Saturday morning']),
  q('dropdown', 'ageGroup', 'Age group', true, ['19 to 24', '25 to 49', '50 to 64', '65 or over']),
  q('email', 'attendeeEmail', 'E-mail address for your certificate', true),
  q('telephone', 'emergencyContact', 'Emergency contact telephone number'),
]

/** The questions an ordinary demo event of each listing asks. */
export function questionsFor(listingPath: string, globalIndex: number): { booking: QuestionPlan[]; ticket: QuestionPlan[] } {
  switch (listingPath) {
    case '/local-offer':
      return {
        booking: [q('dropdown', 'heardAbout', 'How did you hear about this event?', false, HEARD_ABOUT)],
        ticket: [q('shortText', 'age', 'Age of the person attending', true)],
      }
    case '/send-academy':
      return {
        booking: [
          q('shortText', 'setting', 'School or setting name', true),
          q('email', 'invoiceEmail', 'E-mail address for the invoice'),
        ],
        ticket: [q('singleChoice', 'role', 'Role', true, ['SENCO', 'Teacher', 'Teaching assistant', 'Other'])],
      }
    case '/public-health-training':
      return {
        booking: [
          q('shortText', 'organisation', 'Organisation', true),
          q('singleChoice', 'sector', 'Sector', true, ['NHS', 'Local authority', 'Voluntary and community', 'Private']),
        ],
        ticket: [q('email', 'certificateEmail', 'E-mail address for the certificate', true)],
      }
    case '/step2skills':
    case '/hals':
      return {
        booking: [q('dropdown', 'heardAbout', 'How did you hear about this course?', false, HEARD_ABOUT)],
        ticket: globalIndex % 3 === 0 ? [q('telephone', 'emergencyContact', 'Emergency contact telephone number')] : [],
      }
    default:
      return {
        booking: globalIndex % 2 === 0 ? [q('multipleChoice', 'updates', 'Send me news about', false, ['Library events', 'Consultations', 'Volunteering'])] : [],
        ticket: [],
      }
  }
}
