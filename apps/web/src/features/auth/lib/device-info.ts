import type { DeviceInfo } from '@velvet/contracts';

const DEVICE_ID_KEY = 'velvet.device_id';

const operatingSystems: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

// Order matters: Edge and Opera also say Chrome, and Chrome also says Safari.
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const firstMatch = (patterns: [RegExp, string][], userAgent: string) =>
  patterns.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown';

function deviceKind(userAgent: string): string {
  if (/iPad|Tablet/.test(userAgent) || (/Android/.test(userAgent) && !/Mobile/.test(userAgent))) return 'Tablet';
  if (/Mobi|iPhone|iPod/.test(userAgent)) return 'Mobile';
  return 'Desktop';
}

/** Reads device, operating system and browser from a user agent string. */
export const describeDevice = (userAgent: string): Required<Pick<DeviceInfo, 'device' | 'os' | 'browser'>> => ({
  device: deviceKind(userAgent),
  os: firstMatch(operatingSystems, userAgent),
  browser: firstMatch(browsers, userAgent),
});

// crypto.randomUUID exists only in secure contexts; getRandomValues exists everywhere.
const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** This browser's device id: made once, then kept in storage. */
export function getDeviceId(storage: KeyValueStorage, createId: () => string = randomId): string {
  const stored = storage.getItem(DEVICE_ID_KEY);
  if (stored) return stored;
  const created = createId();
  storage.setItem(DEVICE_ID_KEY, created);
  return created;
}

export const currentDeviceInfo = (): DeviceInfo => ({
  ...describeDevice(navigator.userAgent),
  device_id: getDeviceId(window.localStorage),
});
