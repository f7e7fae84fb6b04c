const EARTH_RADIUS_NM = 3440.065;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in whole nautical miles (haversine). */
export function greatCircleNm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(a))));
}
