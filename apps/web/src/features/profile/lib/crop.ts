import { CROP } from '@velvet/contracts';

export type CropArea = { x: number; y: number; width: number; height: number };

/** Keeps a crop at least 50 source pixels wide (spec: minimum crop width 50). */
export const isCropLargeEnough = (area: CropArea | null) => area !== null && area.width >= CROP.minWidth;

const loadImage = (source: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Unsupported Format'));
    image.src = source;
  });

/** Draws the chosen area onto a canvas and answers it as a JPEG of quality 0.8. */
export async function cropToJpeg(source: string, area: CropArea): Promise<Blob> {
  const image = await loadImage(source);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(area.width);
  canvas.height = Math.round(area.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Crop failed'))), 'image/jpeg', CROP.jpegQuality),
  );
}
