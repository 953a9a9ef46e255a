import { pushToDataLayer } from './data-layer';

type PixelWindow = Window & { fbq?: (...args: unknown[]) => void };

/** A §9 pixel event: to the data layer, and to the ad pixel's queue when the site loaded it (behind consent). */
export function pixelEvent(name: string, data: Record<string, unknown>): void {
  pushToDataLayer({ event: name, ...data });
  (window as PixelWindow).fbq?.('trackCustom', name, data);
}
