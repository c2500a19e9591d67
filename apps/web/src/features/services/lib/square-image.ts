import { CROP } from '@velvet/contracts';

export type SquareArea = { x: number; y: number; size: number };

/** The largest centred square of an image: a service image is shown 1:1. */
export function centredSquare(width: number, height: number): SquareArea {
  const size = Math.min(width, height);
  return { x: Math.floor((width - size) / 2), y: Math.floor((height - size) / 2), size };
}

/** The picture's centred square as a JPEG, as a service image is kept. */
export async function squareJpeg(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const area = centredSquare(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = area.size;
  canvas.height = area.size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, area.size, area.size);
  context.drawImage(bitmap, area.x, area.y, area.size, area.size, 0, 0, area.size, area.size);
  bitmap.close();
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Crop failed'))), 'image/jpeg', CROP.jpegQuality));
}
