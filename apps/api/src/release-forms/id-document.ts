import type { IdDocumentType } from '@velvet/contracts';

const signatures: Array<{ type: IdDocumentType; bytes: number[] }> = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The ID document's type by its first bytes (never by the name or the type the browser claims); undefined for anything else. */
export const sniffIdDocument = (body: Buffer): IdDocumentType | undefined =>
  signatures.find(({ bytes }) => body.length >= bytes.length && bytes.every((byte, index) => body[index] === byte))?.type;
