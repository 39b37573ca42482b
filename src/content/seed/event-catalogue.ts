import type { EventContentType, SEND_AGE_RANGES } from '../../domain/listings'

/**
 * The demo events: sixteen per listing, written by hand so the site reads like a real council's.
 * The generator (events.ts) turns each idea into a full event: dates, status, concessions, venue.
 */
export type PlannedStatus = 'paid' | 'free' | 'earlyBird' | 'soldOut' | 'closed' | 'notYetOnSale' | 'listing'
type AgeRange = (typeof SEND_AGE_RANGES)[number]

export interface EventIdea {
  title: string
  contentType: EventContentType
  categories: string[]
  synopsis: string
  duration: string
  /** Length of one session in hours; with `weeks`, the course runs weekly. */
  hours: number
  weeks?: number
  audience?: string
  ages?: AgeRange[]
  status?: PlannedStatus
  elearning?: boolean
  private?: boolean
  /** Offers a parent-and-child concession that uses two tickets. */
  family?: boolean
  /** Asks every question type at booking and per ticket. */
  allQuestions?: boolean
  draft?: boolean
}

type Extra = Partial<Omit<EventIdea, 'title' | 'contentType' | 'categories' | 'synopsis'>>

/** "1 hour 30 minutes", "2 hours", "30 minutes". */
export function formatHours(hours: number): string {
  const whole = Math.floor(hours)
  const minutes = Math.round((hours - whole) * 60)
  const parts = [whole > 0 ? `${whole} hour${whole === 1 ? '' : 's'}` : '', minutes > 0 ? `${minutes} minutes` : '']
  return parts.filter(Boolean).join(' ')
}

const idea = (title: string, contentType: EventContentType, categories: string[], synopsis: string, extra: Extra = {}): EventIdea => ({
  title,
  contentType,
  categories,
  synopsis,
  duration: formatHours(extra.hours ?? 2),
  hours: 2,
  ...extra,
})

const course = (weeks: number, hours = 2): Extra => ({ weeks, hours, duration: `${weeks} weeks, ${formatHours(hours)} a week` })

export const EVENT_CATALOGUE: Record<string, readonly EventIdea[]> = {
  '/events': [
    idea('Council budget consultation open evening', 'eventCorporate', ['community-and-consultation'], 'Hear about next year\u2019s budget and tell councillors what matters to you.', { status: 'closed', hours: 2 }),
    idea('Hertfordshire careers fair', 'eventCorporate', ['careers-and-volunteering'], 'Meet employers and council teams who are recruiting across the county.', { status: 'listing', hours: 5 }),
    idea('Family storytime and crafts', 'eventLibraries', ['rhymetime'], 'Stories, songs and a simple craft for children aged 3 to 7 and their grown-ups.', { status: 'free', hours: 1, family: true }),
    idea('Rhymetime for babies and toddlers', 'eventLibraries', ['rhymetime'], 'Songs and rhymes for under-twos and their parents and carers.', { hours: 0.5 }),
    idea('Tracing your family history', 'eventLibraries', ['local-history'], 'Get started with census records, parish registers and free online sources.', { hours: 2 }),
    idea('Summer reading challenge launch', 'eventLibraries', ['reading-groups'], 'Sign up for this year\u2019s challenge with games and a visiting author.', { hours: 2, family: true }),
    idea('County youth orchestra summer concert', 'eventMusicService', ['music'], 'Young musicians from across Hertfordshire perform light classics and film music.', { hours: 2 }),
    idea('Ukulele taster session', 'eventMusicService', ['music'], 'Learn three chords and play a song in an hour. Instruments provided.', { hours: 1 }),
    idea('Fostering information evening', 'eventCorporate', ['talks-and-lectures'], 'Find out what fostering involves and talk to foster carers and the fostering team.', { hours: 2 }),
    idea('Volunteering in libraries open day', 'eventLibraries', ['careers-and-volunteering'], 'From home library visits to code clubs: see how you could help.', { hours: 3 }),
    idea('Climate action community workshop', 'eventCorporate', ['community-and-consultation'], 'Share ideas for cutting energy use and waste in your neighbourhood.', { hours: 2 }),
    idea('Early help practitioner briefing', 'eventCPSLS', ['talks-and-lectures'], 'An update on early help services for practitioners who work with families.', { hours: 2, private: true }),
    idea('Meet the county archivist', 'eventLibraries', ['local-history'], 'Treasures from Hertfordshire Archives and how to research your house or street.', { hours: 1.5 }),
    idea('Countryside ranger guided walk', 'eventCorporate', ['open-days'], 'A gentle walk with a countryside ranger, looking at wildlife and the history of the landscape.', { hours: 2.5 }),
    idea('Getting online at the library', 'eventLibraries', ['talks-and-lectures'], 'Friendly help with tablets, e-mail and video calls for beginners.', { hours: 1.5 }),
    idea('Music Service open rehearsal', 'eventMusicService', ['music', 'open-days'], 'Watch a county ensemble rehearse and try an instrument afterwards.', { hours: 2 }),
  ],
  '/step2skills': [
    idea('Watercolour painting for beginners', 'eventHAFLS', ['arts-and-crafts'], 'Learn washes, colour mixing and simple landscapes in a relaxed class.', { status: 'paid', ...course(6) }),
    idea('Family cooking on a budget', 'eventHAFLS', ['family-learning', 'wellbeing-and-cookery'], 'Cook healthy, low-cost meals together and take home recipes to try.', { status: 'paid', family: true, ...course(4, 2) }),
    idea('Smartphone skills for beginners', 'eventHAFLS', ['digital-skills'], 'Set up your phone, make video calls and stay safe online.', course(3)),
    idea('Keeping up with your child\u2019s maths', 'eventHAFLS', ['family-learning', 'english-and-maths'], 'How maths is taught in primary school today, so you can help at home.', { hours: 2, family: true }),
    idea('Creative writing workshop', 'eventHAFLS', ['arts-and-crafts'], 'Short exercises to get you writing stories and poems, with friendly feedback.', { hours: 3 }),
    idea('Introduction to pottery', 'eventHAFLS', ['arts-and-crafts'], 'Hand-building and an introduction to the wheel. Clay and firing included.', course(5, 2.5)),
    idea('Spanish for holidays', 'eventHAFLS', ['languages'], 'Everyday phrases for travel, eating out and getting around.', course(6, 1.5)),
    idea('Online safety for parents', 'eventHAFLS', ['digital-skills', 'family-learning'], 'Parental controls, social media and talking to your child about life online.', { elearning: true, duration: 'About 2 hours, at your own pace' }),
    idea('Stay and play: learning through play', 'eventHAFLS', ['family-learning'], 'Play ideas that build early language and number skills, for parents with children under five.', { hours: 1.5, family: true }),
    idea('Functional skills English: entry level', 'eventHAFLS', ['english-and-maths'], 'Build confidence in reading and writing for everyday life and work.', course(10)),
    idea('Mindfulness for everyday life', 'eventHAFLS', ['wellbeing-and-cookery'], 'Simple practices to manage stress and sleep better.', course(4, 1.5)),
    idea('Sewing machine basics', 'eventHAFLS', ['arts-and-crafts'], 'Thread, sew and finish a simple project. Machines provided.', { hours: 3 }),
    idea('Excel for work', 'eventHAFLS', ['digital-skills'], 'Formulas, tables and charts for everyday office tasks.', course(4)),
    idea('Family science fun', 'eventHAFLS', ['family-learning'], 'Messy experiments for children aged 6 to 11 and their grown-ups.', { hours: 2, family: true }),
    idea('Photography with your phone', 'eventHAFLS', ['digital-skills', 'arts-and-crafts'], 'Composition, light and editing for better photos with the phone you have.', course(3)),
    idea('Job interview confidence', 'eventHAFLS', ['english-and-maths'], 'Prepare answers, practise interviews and plan what to wear and bring.', { hours: 3 }),
  ],
  '/hals': [
    idea('Introduction to British Sign Language', 'eventHALS', ['languages'], 'Fingerspelling, greetings and everyday signs with a Deaf tutor.', { allQuestions: true, ...course(8) }),
    idea('GCSE English evening class', 'eventHALS', ['english-and-maths'], 'A one-year GCSE course for adults, with the exam in June.', course(30, 3)),
    idea('GCSE maths evening class', 'eventHALS', ['english-and-maths'], 'A one-year GCSE course for adults, with the exam in June.', course(30, 3)),
    idea('Italian for beginners', 'eventHALS', ['languages'], 'Speak and understand simple Italian from the first lesson.', course(10)),
    idea('French conversation: improvers', 'eventHALS', ['languages'], 'For learners with some French who want to speak more fluently.', course(10)),
    idea('Book-keeping for small businesses', 'eventHALS', ['digital-skills'], 'Keep accounts, manage VAT and understand your figures.', course(6)),
    idea('Introduction to digital marketing', 'eventHALS', ['digital-skills'], 'Websites, social media and e-mail marketing for beginners.', { elearning: true, duration: 'About 6 hours, at your own pace' }),
    idea('Life drawing', 'eventHALS', ['arts-and-crafts'], 'Draw from a live model with guidance on proportion and line.', course(6, 2.5)),
    idea('Upholstery for beginners', 'eventHALS', ['arts-and-crafts'], 'Restore a small chair or stool using traditional methods.', course(8, 3)),
    idea('Yoga for wellbeing', 'eventHALS', ['wellbeing-and-cookery'], 'Gentle yoga for all levels. Bring a mat if you have one.', course(8, 1.5)),
    idea('Cake decorating', 'eventHALS', ['wellbeing-and-cookery'], 'Icing, piping and sugarcraft for celebration cakes.', course(5)),
    idea('Counselling skills level 2', 'eventHALS', ['wellbeing-and-cookery'], 'An accredited course in listening and helping skills.', course(12, 3)),
    idea('Garden design', 'eventHALS', ['arts-and-crafts'], 'Plan a garden: survey, layout and planting for year-round interest.', { status: 'notYetOnSale', ...course(6) }),
    idea('Web design with HTML and CSS', 'eventHALS', ['digital-skills'], 'Build and publish a simple website from scratch.', course(8)),
    idea('Jewellery making', 'eventHALS', ['arts-and-crafts'], 'Beading and wirework to make and take home your own pieces.', { hours: 4 }),
    idea('Conversational German', 'eventHALS', ['languages'], 'Practise speaking German in a friendly group.', course(10)),
  ],
  '/local-offer': [
    idea('Autism awareness for parents', 'eventLocalOffer', ['autism', 'parent-and-carer-workshops'], 'Understanding autism, communication and sensory needs at home.', { status: 'soldOut', hours: 2.5, ages: ['0 - 5', '6 - 11', '12 - 15'] }),
    idea('Sensory stay and play', 'eventSend', ['sensory-and-play'], 'A calm sensory session for children with SEND and their families.', { hours: 1.5, ages: ['0 - 5'], family: true }),
    idea('Understanding EHC plans: a workshop for parents', 'eventLocalOffer', ['parent-and-carer-workshops'], 'How education, health and care plans work and how to take part in reviews.', { hours: 2, ages: ['6 - 11', '12 - 15', '16 - 18'] }),
    idea('Preparing for adulthood information evening', 'eventLocalOffer', ['preparing-for-adulthood'], 'Education, work, health and independent living after 16.', { hours: 2, ages: ['16 - 18', '19 - 25'] }),
    idea('SEND youth club games night', 'eventSend', ['autism', 'sensory-and-play'], 'Board games, video games and snacks in a relaxed youth club.', { hours: 2, ages: ['12 - 15', '16 - 18'] }),
    idea('Sleep difficulties in children with SEND', 'eventLocalOffer', ['parent-and-carer-workshops'], 'Practical strategies for better sleep, from a sleep practitioner.', { hours: 2, ages: ['0 - 5', '6 - 11'] }),
    idea('Sibling support day', 'eventSend', ['sensory-and-play'], 'Activities and a chance to talk for brothers and sisters of children with SEND.', { hours: 4, ages: ['6 - 11'] }),
    idea('Accessible swimming session', 'eventSend', ['sensory-and-play'], 'A quiet pool session with extra staff and warm water.', { hours: 1, ages: ['6 - 11', '12 - 15'], family: true }),
    idea('Managing anxiety in autistic teenagers', 'eventLocalOffer', ['autism', 'parent-and-carer-workshops'], 'Recognising anxiety and helping your teenager cope.', { hours: 2, ages: ['12 - 15', '16 - 18'] }),
    idea('Independent travel training taster', 'eventSend', ['preparing-for-adulthood'], 'Try a bus journey with a travel trainer and plan routes to college.', { hours: 3, ages: ['16 - 18'] }),
    idea('SEND local offer roadshow', 'eventLocalOffer', ['parent-and-carer-workshops'], 'Meet services, charities and support groups in one place.', { hours: 4, ages: ['0 - 5', '6 - 11', '12 - 15', '16 - 18', '19 - 25'] }),
    idea('Speech and language drop-in', 'eventLocalOffer', ['parent-and-carer-workshops'], 'Ask a speech and language therapist about your child\u2019s communication.', { hours: 2, ages: ['0 - 5'] }),
    idea('Sensory-friendly cinema morning', 'eventSend', ['sensory-and-play', 'autism'], 'A film with the lights up, the sound down and freedom to move around.', { hours: 2, ages: ['6 - 11', '12 - 15'], family: true }),
    idea('ADHD: strategies for home', 'eventLocalOffer', ['parent-and-carer-workshops'], 'Routines, rewards and looking after yourself as a parent or carer.', { hours: 2, ages: ['6 - 11', '12 - 15'] }),
    idea('Supported internships information session', 'eventLocalOffer', ['preparing-for-adulthood'], 'How supported internships help young people with an EHC plan into work.', { hours: 1.5, ages: ['16 - 18', '19 - 25'] }),
    idea('Messy play for under-fives', 'eventSend', ['sensory-and-play'], 'Gloop, sand and paint for little ones who love to explore.', { hours: 1, ages: ['0 - 5'], family: true }),
  ],
  '/send-academy': [
    idea('Safeguarding children level 1', 'eventSendAcademy', ['professional-development'], 'The basics of safeguarding for everyone who works with children.', { status: 'paid', elearning: true, duration: 'About 90 minutes, at your own pace' }),
    idea('SEND coordinators network meeting', 'eventSendAcademy', ['professional-development'], 'A termly meeting for SENCOs: updates from the local authority and shared practice.', { status: 'free', private: true, hours: 2.5 }),
    idea('Autism in the classroom', 'eventSendAcademy', ['autism', 'professional-development'], 'Adjustments that help autistic pupils learn and feel safe.', { hours: 3 }),
    idea('Writing outcomes for EHC plans', 'eventSendAcademy', ['professional-development'], 'Write specific, measurable outcomes with pupils and families.', { hours: 3 }),
    idea('Supporting pupils with ADHD', 'eventSendAcademy', ['professional-development'], 'Classroom strategies for attention, organisation and behaviour.', { hours: 3 }),
    idea('Precision teaching', 'eventSendAcademy', ['professional-development'], 'A short daily intervention for reading, spelling and number facts.', { hours: 2.5 }),
    idea('Attachment and trauma-informed practice', 'eventSendAcademy', ['professional-development'], 'Understand the effects of trauma and build relationships that help.', { hours: 6 }),
    idea('Dyslexia-friendly classrooms', 'eventSendAcademy', ['professional-development'], 'Identify literacy difficulties and adapt teaching and materials.', { hours: 3 }),
    idea('Emotional literacy support assistant refresher', 'eventSendAcademy', ['professional-development'], 'A refresher for trained ELSAs with supervision and new resources.', { hours: 3 }),
    idea('Makaton level 1', 'eventSendAcademy', ['professional-development'], 'Learn Makaton signs and symbols for everyday communication.', course(2, 3)),
    idea('Deaf awareness for schools', 'eventSendAcademy', ['professional-development'], 'Support deaf pupils in mainstream classrooms.', { hours: 2.5 }),
    idea('New SENCO induction', 'eventSendAcademy', ['professional-development'], 'Induction for SENCOs new to Hertfordshire schools.', { private: true, ...course(3, 3) }),
    idea('Positive behaviour support', 'eventSendAcademy', ['professional-development'], 'Understand behaviour as communication and plan proactive support.', { hours: 6 }),
    idea('Speech, language and communication needs', 'eventSendAcademy', ['professional-development'], 'Identify and support pupils with speech, language and communication needs.', { hours: 3 }),
    idea('Supporting transitions to secondary school', 'eventSendAcademy', ['preparing-for-adulthood', 'professional-development'], 'Plan transitions for pupils with SEND moving to Year 7.', { hours: 2.5 }),
    idea('The graduated approach: assess, plan, do, review', 'eventSendAcademy', ['professional-development'], 'Use the SEND code of practice cycle well in your setting.', { hours: 3 }),
  ],
  '/public-health-training': [
    idea('Mental health first aid two-day course', 'eventHealthAndWellbeing', ['health-and-wellbeing', 'first-aid-and-safety'], 'Become a qualified mental health first aider in two days.', { status: 'earlyBird', ...course(2, 7) }),
    idea('Suicide prevention awareness', 'eventHealthAndWellbeing', ['health-and-wellbeing'], 'Recognise warning signs and have a safe conversation about suicide.', { hours: 3 }),
    idea('Making every contact count', 'eventHealthAndWellbeing', ['health-and-wellbeing'], 'Use everyday conversations to support healthier lifestyles.', { elearning: true, duration: 'About 1 hour, at your own pace' }),
    idea('Emergency first aid at work', 'eventHealthAndWellbeing', ['first-aid-and-safety'], 'A one-day course meeting the workplace first aid regulations.', { hours: 6 }),
    idea('Alcohol and drugs awareness', 'eventHealthAndWellbeing', ['health-and-wellbeing'], 'Current trends, harms and where to refer people for help.', { hours: 3 }),
    idea('Healthy eating for early years settings', 'eventHealthAndWellbeing', ['health-and-wellbeing'], 'Menus, portion sizes and food allergies for nurseries and childminders.', { hours: 2.5 }),
    idea('Stop smoking practitioner training', 'eventHealthAndWellbeing', ['health-and-wellbeing'], 'Become a stop smoking practitioner with the national standard training.', course(2, 6)),
    idea('Domestic abuse awareness', 'eventHealthAndWellbeing', ['first-aid-and-safety'], 'Recognise domestic abuse and respond safely.', { hours: 3 }),
    idea('Infection prevention and control', 'eventHealthAndWellbeing', ['first-aid-and-safety'], 'Hand hygiene, PPE and outbreak management for care settings.', { hours: 2 }),
    idea('Physical activity champions', 'eventHealthAndWellbeing', ['health-and-wellbeing'], 'Encourage the people you support to move more.', { hours: 3 }),
    idea('Dementia friends information session', 'eventHealthAndWellbeing', ['health-and-wellbeing'], 'Learn about dementia and the small things that make a difference.', { hours: 1 }),
    idea('Sexual health awareness for youth workers', 'eventHealthAndWellbeing', ['health-and-wellbeing'], 'Confident conversations about relationships and sexual health.', { hours: 3 }),
    idea('Mental health awareness for managers', 'eventHealthAndWellbeing', ['health-and-wellbeing'], 'Support staff wellbeing and manage mental health at work.', { hours: 3 }),
    idea('Menopause in the workplace', 'eventHealthAndWellbeing', ['health-and-wellbeing'], 'Understand the menopause and the adjustments that help at work.', { hours: 2 }),
    idea('Cost of living: signposting support', 'eventHealthAndWellbeing', ['health-and-wellbeing'], 'Where to point residents for help with money, food and energy.', { hours: 2 }),
    idea('Oral health in care homes', 'eventHealthAndWellbeing', ['health-and-wellbeing'], 'Daily mouth care for residents, and when to seek dental advice.', { hours: 2 }),
  ],
}

/** Draft-only events: in the admin, never published. Slugs start with 'draft-'. */
export const DRAFT_IDEAS: Record<string, readonly EventIdea[]> = {
  '/step2skills': [
    idea('Draft: spring gardening workshop', 'eventHAFLS', ['wellbeing-and-cookery'], 'Sow seeds, pot on and plan a small vegetable patch.', { draft: true, hours: 3 }),
  ],
  '/events': [
    idea('Draft: summer family fun day', 'eventCorporate', ['open-days'], 'Music, games and stalls for all the family.', { draft: true, hours: 5, family: true }),
  ],
}
