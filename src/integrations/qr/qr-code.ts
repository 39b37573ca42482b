import QRCode from 'qrcode'

/**
 * QR codes of the tickets' signed codes (issue 26 point 2), by the kept library `qrcode`: medium error
 * correction (a crease or a cracked screen still reads), a quiet zone of 4 modules as the standard asks.
 */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const

/** An SVG drawing of the code, for the printable tickets page (scales to any size, prints sharp). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...OPTIONS, type: 'svg' })
}

/** A PNG of the code, `size` pixels square, for an e-mail (mail programs show images, not SVG). */
export function qrPng(text: string, size = 240): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...OPTIONS, type: 'png', width: size })
}
