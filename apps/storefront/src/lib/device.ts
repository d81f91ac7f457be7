import { DeviceTypes } from '@portal/contract';

export type DeviceType = (typeof DeviceTypes)[keyof typeof DeviceTypes];

/**
 * Device type code 1-9 (spec 9) from the user agent, sent as `os` on every call. Order matters:
 * Android and Chrome OS agents also say "Linux"; iPadOS 13+ says "Macintosh" but has touch.
 */
export function deviceType(userAgent: string, maxTouchPoints = 0): DeviceType {
  const ua = userAgent;
  if (/iPad/.test(ua) || (/Macintosh/.test(ua) && maxTouchPoints > 1)) return DeviceTypes.ipad;
  if (/iPhone|iPod/.test(ua)) return DeviceTypes.ios;
  if (/Android/.test(ua))
    return /Mobile/.test(ua) ? DeviceTypes.android : DeviceTypes.androidTablet;
  if (/CrOS/.test(ua)) return DeviceTypes.chromeOs;
  if (/Windows/.test(ua)) return DeviceTypes.windows;
  if (/Macintosh|Mac OS X/.test(ua)) return DeviceTypes.mac;
  if (/Linux|X11/.test(ua)) return DeviceTypes.linux;
  return DeviceTypes.other;
}

/** Browser name sent as `browser`: Edge and Opera before Chrome, Chrome before Safari. */
export function browserName(userAgent: string): string {
  const ua = userAgent;
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  if (/MSIE |Trident\//.test(ua)) return 'IE';
  return 'Other';
}
