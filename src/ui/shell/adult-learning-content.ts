import { paths } from '../../domain/paths'

import type { FooterLink, NavigationItem, SocialLinks } from './types'

/**
 * Fixed content of the adult-learning variant's own header and footer (spec 000 section 2). The
 * spec names the menus (Our Services, About Us, Working With Us, Quizzes, News), the footer
 * sections (About, Key Pages, Contact) and the social networks, not their addresses; these are the
 * council's adult-learning pages as we expect them, in one place so they are easy to correct.
 */
const ADULT_LEARNING_SITE = 'https://www.hertfordshire.gov.uk/services/adult-learning'
const HALS_LISTING = paths.listing('/hals')

export const ADULT_LEARNING_NAVIGATION: readonly NavigationItem[] = [
  {
    title: 'Our Services',
    url: `${ADULT_LEARNING_SITE}/our-services.aspx`,
    children: [
      { title: 'Find a course', url: HALS_LISTING },
      { title: 'English, maths and digital skills', url: `${ADULT_LEARNING_SITE}/english-maths-and-digital.aspx` },
      { title: 'Courses for work', url: `${ADULT_LEARNING_SITE}/courses-for-work.aspx` },
      { title: 'Wellbeing courses', url: `${ADULT_LEARNING_SITE}/wellbeing-courses.aspx` },
      { title: 'Learning support', url: `${ADULT_LEARNING_SITE}/learning-support.aspx` },
    ],
  },
  {
    title: 'About Us',
    url: `${ADULT_LEARNING_SITE}/about-us.aspx`,
    children: [
      { title: 'Who we are', url: `${ADULT_LEARNING_SITE}/who-we-are.aspx` },
      { title: 'Our learning centres', url: `${ADULT_LEARNING_SITE}/learning-centres.aspx` },
      { title: 'Fees and funding', url: `${ADULT_LEARNING_SITE}/fees-and-funding.aspx` },
      { title: 'Policies and reports', url: `${ADULT_LEARNING_SITE}/policies-and-reports.aspx` },
    ],
  },
  {
    title: 'Working With Us',
    url: `${ADULT_LEARNING_SITE}/working-with-us.aspx`,
    children: [
      { title: 'Partner with us', url: `${ADULT_LEARNING_SITE}/partner-with-us.aspx` },
      { title: 'Teach with us', url: `${ADULT_LEARNING_SITE}/teach-with-us.aspx` },
      { title: 'Volunteering', url: `${ADULT_LEARNING_SITE}/volunteering.aspx` },
    ],
  },
  {
    title: 'Quizzes',
    url: `${ADULT_LEARNING_SITE}/quizzes.aspx`,
    children: [
      { title: 'Which course suits me?', url: `${ADULT_LEARNING_SITE}/quizzes/which-course.aspx` },
      { title: 'Check your digital skills', url: `${ADULT_LEARNING_SITE}/quizzes/digital-skills.aspx` },
      { title: 'Check your maths skills', url: `${ADULT_LEARNING_SITE}/quizzes/maths-skills.aspx` },
    ],
  },
  {
    title: 'News',
    url: `${ADULT_LEARNING_SITE}/news.aspx`,
    children: [
      { title: 'Latest news', url: `${ADULT_LEARNING_SITE}/news.aspx` },
      { title: 'Learner stories', url: `${ADULT_LEARNING_SITE}/learner-stories.aspx` },
      { title: 'Newsletter', url: `${ADULT_LEARNING_SITE}/newsletter.aspx` },
    ],
  },
]

export const ADULT_LEARNING_ABOUT =
  'Hertfordshire Adult Learning and Skills runs friendly, affordable courses for adults across the county, ' +
  'online and in local learning centres, from English, maths and digital skills to languages and wellbeing.'

export const ADULT_LEARNING_KEY_PAGES: readonly FooterLink[] = [
  { title: 'Find a course', url: HALS_LISTING },
  { title: 'All events and courses', url: paths.home() },
  { title: 'Fees and funding', url: `${ADULT_LEARNING_SITE}/fees-and-funding.aspx` },
  { title: 'Frequently asked questions', url: `${ADULT_LEARNING_SITE}/faqs.aspx` },
  { title: 'Accessibility', url: 'https://www.hertfordshire.gov.uk/about-the-council/legal/accessibility.aspx' },
  { title: 'Privacy policy', url: 'https://www.hertfordshire.gov.uk/about-the-council/legal/privacy-policy.aspx' },
  // Our own notice for what a booking keeps (decision 0027).
  { title: 'Privacy notice for bookings', url: paths.privacyNotice() },
  // Our own accessibility statement for the booking service (issue 26 point 4).
  { title: 'Accessibility statement for bookings', url: paths.accessibilityStatement() },
  // What the service stores in the browser, and the analytics choice (decision 0046).
  { title: 'Cookies', url: paths.cookies() },
]

export const ADULT_LEARNING_CONTACT = {
  addressLines: ['Adult Learning and Skills', 'County Hall, Pegs Lane', 'Hertford', 'SG13 8DQ'],
  telephone: '0300 123 4043',
  email: 'adult.learning@hertfordshire.gov.uk',
} as const

export const ADULT_LEARNING_SOCIAL: SocialLinks = {
  facebook: 'https://www.facebook.com/HertsAdultLearning',
  twitter: 'https://twitter.com/HertsAdultLearn',
  youtube: 'https://www.youtube.com/@HertsAdultLearning',
  instagram: 'https://www.instagram.com/hertsadultlearning',
}
