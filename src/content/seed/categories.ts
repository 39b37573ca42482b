import type { Payload } from 'payload'

import type { ContentBrand } from '../brands'
import { countCreated, findIdBy, type SeedCounts } from './upsert'

export interface DemoCategory {
  slug: string
  title: string
  brand: ContentBrand
  description: string
}

const category = (brand: ContentBrand, slug: string, title: string, description: string): DemoCategory => ({
  brand,
  slug,
  title,
  description,
})

/** Categories for each brand (spec 001 section 3: the category filter is per brand). */
export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  category('default', 'talks-and-lectures', 'Talks and lectures', 'Talks by council services and guest speakers.'),
  category('default', 'open-days', 'Open days', 'Open days and drop-in sessions at council buildings.'),
  category('default', 'community-and-consultation', 'Community and consultation', 'Public meetings, consultations and community events.'),
  category('default', 'careers-and-volunteering', 'Careers and volunteering', 'Fairs and sessions about working or volunteering with the council.'),
  category('default', 'health-and-wellbeing', 'Health and wellbeing', 'Public health training and wellbeing sessions.'),
  category('default', 'music', 'Music', 'Concerts, rehearsals and taster sessions from the Music Service.'),
  category('default', 'first-aid-and-safety', 'First aid and safety', 'First aid, safeguarding and safety training.'),
  category('hafls', 'arts-and-crafts', 'Arts and crafts', 'Painting, drawing, pottery and textiles.'),
  category('hafls', 'digital-skills', 'Digital skills', 'Computers, smartphones, online safety and office software.'),
  category('hafls', 'english-and-maths', 'English and maths', 'Functional skills, GCSEs and everyday English and maths.'),
  category('hafls', 'family-learning', 'Family learning', 'Courses for parents, carers and children to do together.'),
  category('hafls', 'languages', 'Languages', 'Modern languages and British Sign Language.'),
  category('hafls', 'wellbeing-and-cookery', 'Wellbeing and cookery', 'Cooking, mindfulness and healthy living.'),
  category('send', 'autism', 'Autism', 'Support and activities for autistic children and young people and their families.'),
  category('send', 'sensory-and-play', 'Sensory and play', 'Sensory play and stay-and-play sessions.'),
  category('send', 'parent-and-carer-workshops', 'Parent and carer workshops', 'Workshops for parents and carers of children with SEND.'),
  category('send', 'preparing-for-adulthood', 'Preparing for adulthood', 'Transition, independence and employment for young people.'),
  category('send', 'professional-development', 'Professional development', 'Training for SENCOs, teachers and teaching assistants.'),
  category('libraries', 'rhymetime', 'Rhymetime', 'Songs and rhymes for babies and toddlers.'),
  category('libraries', 'reading-groups', 'Reading groups', 'Book clubs and reading challenges.'),
  category('libraries', 'local-history', 'Local history', 'Family history and local history sessions.'),
]

export async function seedCategories(payload: Payload, counts: SeedCounts): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const item of DEMO_CATEGORIES) {
    let id = await findIdBy(payload, 'categories', { slug: { equals: item.slug } })
    if (!id) {
      const doc = await payload.create({ collection: 'categories', overrideAccess: true, data: { ...item } })
      countCreated(counts, 'categories')
      id = doc.id
    }
    ids.set(item.slug, id)
  }
  return ids
}
