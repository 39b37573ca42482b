import type { Payload } from 'payload'
import sharp from 'sharp'

import { countCreated, findIdBy, type SeedCounts } from './upsert'

/**
 * Demo images drawn from SVG with sharp (coloured banners with a title), uploaded once through
 * Payload so every image size is made, then reused across events.
 */
export interface DemoImage {
  filename: string
  alt: string
  title: string
  subtitle: string
  colour: string
  accent: string
  width: number
  height: number
  /** 'landscape' draws rolling hills under a sky and no words; otherwise a titled banner. */
  scene?: 'landscape'
}

const banner = (key: string, title: string, subtitle: string, colour: string, accent: string, alt: string): DemoImage => ({
  filename: `demo-${key}.png`,
  alt,
  title,
  subtitle,
  colour,
  accent,
  width: 1600,
  height: 640,
})

export const DEMO_IMAGES = {
  events: banner('events', 'Events', 'Talks, open days and community events', '#1d70b8', '#5694ca', 'People listening to a talk in a council meeting room'),
  step2skills: banner('step2skills', 'Step 2 Skills', 'Family and adult learning', '#00703c', '#85994b', 'Adults learning together around a table'),
  hals: banner('hals', 'Adult Learning', 'Courses across Hertfordshire', '#4c2c92', '#912b88', 'A tutor helping a learner at a laptop'),
  localOffer: banner('local-offer', 'SEND Local Offer', 'Activities for children and young people', '#d53880', '#f499be', 'Children playing with sensory toys'),
  sendAcademy: banner('send-academy', 'SEND Academy', 'Training for schools and professionals', '#f47738', '#ffdd00', 'Teachers at a training session'),
  publicHealth: banner('public-health', 'Public Health Training', 'Health and wellbeing for everyone', '#005a30', '#28a197', 'A first aid trainer demonstrating on a mannequin'),
  // The events home banner: a picture without words. Its heading and strapline are text over it
  // (src/ui/home/home-banner.tsx), so they can be read, enlarged and checked for contrast.
  site: { ...banner('site-banner', '', '', '#5694ca', '#00703c', 'The Hertfordshire countryside at sunrise'), scene: 'landscape' },
  promo: banner('promo', 'Learn something new', 'Courses starting every week', '#28a197', '#1d70b8', 'Abstract coloured shapes'),
  marketing: { ...banner('newsletter', 'Stay in touch', 'Sign up to our newsletter', '#1d70b8', '#ffdd00', 'Sign up to the events newsletter'), width: 600, height: 300 },
  tutor: { ...banner('tutor', 'Tutor', 'Hertfordshire Adult Learning', '#505a5f', '#b1b4b6', 'Portrait placeholder for a course tutor'), width: 600, height: 600 },
} as const satisfies Record<string, DemoImage>

export type DemoImageKey = keyof typeof DEMO_IMAGES

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Rolling hills under a sky with a low sun: the events home banner, which carries no words. */
function landscapeSvg(image: DemoImage): string {
  const { width: w, height: h } = image
  const y = (fraction: number) => Math.round(h * fraction)
  const x = (fraction: number) => Math.round(w * fraction)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${image.colour}"/><stop offset="1" stop-color="#f9d7a3"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${x(0.78)}" cy="${y(0.52)}" r="${y(0.12)}" fill="#ffdd00" fill-opacity="0.9"/>
  <path d="M0 ${y(0.62)} C ${x(0.2)} ${y(0.5)}, ${x(0.45)} ${y(0.72)}, ${x(0.7)} ${y(0.6)} S ${w} ${y(0.55)}, ${w} ${y(0.58)} V ${h} H 0 Z" fill="#85994b"/>
  <path d="M0 ${y(0.78)} C ${x(0.25)} ${y(0.66)}, ${x(0.5)} ${y(0.86)}, ${x(0.75)} ${y(0.74)} S ${w} ${y(0.7)}, ${w} ${y(0.72)} V ${h} H 0 Z" fill="${image.accent}"/>
  <path d="M0 ${y(0.92)} C ${x(0.3)} ${y(0.84)}, ${x(0.6)} ${y(0.98)}, ${w} ${y(0.88)} V ${h} H 0 Z" fill="#005a30"/>
</svg>`
}

/** The SVG of one demo image: a background, two soft circles, a title and a subtitle. */
export function demoImageSvg(image: DemoImage): string {
  if (image.scene === 'landscape') return landscapeSvg(image)
  const { width: w, height: h } = image
  // Text sits in the middle 70% so the 1200x630 social crop keeps it.
  const titleSize = Math.round(Math.min(((w * 0.6) / Math.max(image.title.length, 8)) * 1.6, h / 6))
  const subtitleSize = Math.round(titleSize * 0.45)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="${image.colour}"/>
  <circle cx="${Math.round(w * 0.85)}" cy="${Math.round(h * 0.2)}" r="${Math.round(h * 0.55)}" fill="${image.accent}" fill-opacity="0.45"/>
  <circle cx="${Math.round(w * 0.7)}" cy="${Math.round(h * 1.05)}" r="${Math.round(h * 0.4)}" fill="#ffffff" fill-opacity="0.12"/>
  <text x="${Math.round(w * 0.15)}" y="${Math.round(h * 0.55)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${titleSize}" fill="#ffffff">${escapeXml(image.title)}</text>
  <text x="${Math.round(w * 0.15)}" y="${Math.round(h * 0.55 + subtitleSize * 1.8)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${subtitleSize}" fill="#ffffff">${escapeXml(image.subtitle)}</text>
</svg>`
}

export async function renderDemoImage(image: DemoImage): Promise<Buffer> {
  return sharp(Buffer.from(demoImageSvg(image))).png({ compressionLevel: 9 }).toBuffer()
}

/**
 * A one-page PDF for the demo resources (a course handbook). Hand-written so the seed needs no PDF
 * library; byte offsets in the xref table are computed.
 */
export function demoPdf(title: string, line: string): Buffer {
  const text = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`)
  const content = `BT /F1 24 Tf 72 720 Td (${text(title)}) Tj /F1 12 Tf 0 -36 Td (${text(line)}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/**
 * The course handbook is for people who booked, so it is a private file (issue 10 point 6); the
 * course information sheet is public, in media, for event pages' public resources.
 */
export const DEMO_HANDBOOK = { filename: 'demo-course-handbook.pdf', alt: 'Course handbook (PDF)' }
export const DEMO_COURSE_INFORMATION = { filename: 'demo-course-information.pdf', alt: 'Course information (PDF)' }

/** Ids of the demo media, and `handbook`: the id of the private handbook in private-files. */
export type DemoMediaIds = Record<DemoImageKey | 'courseInformation' | 'handbook', number>

async function ensureMedia(
  payload: Payload,
  counts: SeedCounts,
  file: { filename: string; alt: string; mimetype: string; render: () => Promise<Buffer> },
  collection: 'media' | 'private-files' = 'media',
): Promise<number> {
  const existing = await findIdBy(payload, collection, { filename: { equals: file.filename } })
  if (existing) return existing
  const data = await file.render()
  const doc = await payload.create({
    collection,
    overrideAccess: true,
    data: { alt: file.alt },
    file: { data, mimetype: file.mimetype, name: file.filename, size: data.length },
  })
  countCreated(counts, collection)
  return doc.id
}

export async function seedImages(payload: Payload, counts: SeedCounts): Promise<DemoMediaIds> {
  const ids: Partial<DemoMediaIds> = {}
  for (const [key, image] of Object.entries(DEMO_IMAGES) as [DemoImageKey, DemoImage][]) {
    ids[key] = await ensureMedia(payload, counts, {
      filename: image.filename,
      alt: image.alt,
      mimetype: 'image/png',
      render: () => renderDemoImage(image),
    })
  }
  ids.courseInformation = await ensureMedia(payload, counts, {
    ...DEMO_COURSE_INFORMATION,
    mimetype: 'application/pdf',
    render: async () => demoPdf('Course information', 'What the course covers, where it meets and how to book.'),
  })
  ids.handbook = await ensureMedia(
    payload,
    counts,
    {
      ...DEMO_HANDBOOK,
      mimetype: 'application/pdf',
      render: async () => demoPdf('Course handbook', 'Welcome to your course. Bring this handbook to the first session.'),
    },
    'private-files',
  )
  return ids as DemoMediaIds
}
