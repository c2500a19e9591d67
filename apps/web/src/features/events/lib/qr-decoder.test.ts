import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { loadQrDecoder, type QrFrame } from './qr-decoder';

/**
 * A camera frame showing a QR code: the code drawn `scale` pixels a module, with its quiet zone, on a
 * grey background at an offset, as a phone held up to the camera shows it.
 */
function cameraFrame(text: string, { width = 640, height = 480, scale = 6, left = 150, top = 80 } = {}): QrFrame {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const data = new Uint8ClampedArray(width * height * 4).fill(170);
  const quiet = 4;
  const side = (modules.size + quiet * 2) * scale;
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - quiet;
      const column = Math.floor(x / scale) - quiet;
      const dark = row >= 0 && column >= 0 && row < modules.size && column < modules.size && modules.get(row, column) === 1;
      const offset = ((top + y) * width + left + x) * 4;
      data.fill(dark ? 20 : 240, offset, offset + 3);
    }
  }
  for (let offset = 3; offset < data.length; offset += 4) data[offset] = 255;
  return { data, width, height };
}

describe('the QR decoder of the check-in scanner', () => {
  it('reads the ticket code from a camera frame showing the ticket’s QR code', async () => {
    const decode = await loadQrDecoder();
    expect(await decode(cameraFrame('7KQ2MX9HRT'))).toBe('7KQ2MX9HRT');
  });

  it('reads a small code in a corner of the frame', async () => {
    const decode = await loadQrDecoder();
    expect(await decode(cameraFrame('AB23CD45EF', { scale: 3, left: 10, top: 300 }))).toBe('AB23CD45EF');
  });

  it('answers null for a frame without a QR code', async () => {
    const decode = await loadQrDecoder();
    const blank = { data: new Uint8ClampedArray(320 * 240 * 4).fill(200), width: 320, height: 240 };
    expect(await decode(blank)).toBeNull();
  });
});
