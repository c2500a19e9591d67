/** A camera frame's pixels, RGBA, row by row (what a canvas's getImageData answers). */
export type QrFrame = { data: Uint8ClampedArray<ArrayBuffer>; width: number; height: number };
export type QrDecoder = (frame: QrFrame) => Promise<string | null>;

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect: (source: ImageData) => Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats: () => Promise<string[]>;
};

/** The browser's own barcode reader, where it has one that reads QR codes (Chrome on Android and macOS, not on Linux or Windows). */
async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector || typeof ImageData === 'undefined') return null;
  const formats = await Detector.getSupportedFormats().catch((): string[] => []);
  if (!formats.includes('qr_code')) return null;
  const detector = new Detector({ formats: ['qr_code'] });
  return async (frame) => {
    const [found] = await detector.detect(frame instanceof ImageData ? frame : new ImageData(frame.data, frame.width, frame.height));
    return found?.rawValue ?? null;
  };
}

/**
 * A QR reader for camera frames: the browser's BarcodeDetector where it reads QR codes, else jsQR, loaded
 * only now (the first scan), so no other screen pays for it.
 */
export async function loadQrDecoder(): Promise<QrDecoder> {
  const native = await nativeDecoder();
  if (native) return native;
  const { default: jsQR } = await import('jsqr');
  // A ticket on a phone's screen or on paper is dark on light: the inverted pass would double the work per frame.
  return async (frame) => jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}
