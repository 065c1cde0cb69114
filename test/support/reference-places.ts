/**
 * Places on every continent and both hemispheres, with coordinates and IANA time zones taken from an independent
 * source (each city's Wikipedia infobox, not GeoNames), to check the gazetteer's resolution through HTTP: capitals,
 * the holy cities, towns with namesakes (given with the country or state that picks them), places above 60°, and
 * names with diacritics or in Arabic script. A town's centre differs between sources by a few kilometres:
 * coordinates must agree within MAX_OFFSET_DEGREES (about 16 km; a prayer time moves by at most 36 s for it).
 */
export const MAX_OFFSET_DEGREES = 0.15;

export interface ReferencePlace {
  city: string;
  country?: string;
  state?: string;
  /** ISO 3166-1 alpha-2 of the place meant. */
  expectedCountry: string;
  lat: number;
  lng: number;
  timeZone: string;
}

const place = (
  city: string,
  expectedCountry: string,
  lat: number,
  lng: number,
  timeZone: string,
  given: { country?: string; state?: string } = {},
): ReferencePlace => ({ city, expectedCountry, lat, lng, timeZone, ...given });

export const REFERENCE_PLACES: ReferencePlace[] = [
  // The holy cities, as people spell them.
  place('Makkah', 'SA', 21.4225, 39.8262, 'Asia/Riyadh'),
  place('Mecca', 'SA', 21.4225, 39.8262, 'Asia/Riyadh'),
  place('Madinah', 'SA', 24.4672, 39.6111, 'Asia/Riyadh'),
  place('Medina', 'SA', 24.4672, 39.6111, 'Asia/Riyadh'),
  place('Al-Quds', 'IL', 31.7683, 35.2137, 'Asia/Jerusalem'),
  place('Jerusalem', 'PS', 31.7833, 35.2333, 'Asia/Hebron', { country: 'Palestine' }),
  place('مكة', 'SA', 21.4225, 39.8262, 'Asia/Riyadh'),
  place('المدينة المنورة', 'SA', 24.4672, 39.6111, 'Asia/Riyadh'),
  place('القاهرة', 'EG', 30.0444, 31.2357, 'Africa/Cairo'),
  // Asia
  place('Riyadh', 'SA', 24.7136, 46.6753, 'Asia/Riyadh', { country: 'Saudi Arabia' }),
  place('Jeddah', 'SA', 21.5433, 39.1728, 'Asia/Riyadh', { country: 'KSA' }),
  place('Dubai', 'AE', 25.2048, 55.2708, 'Asia/Dubai', { country: 'UAE' }),
  place('Doha', 'QA', 25.2854, 51.531, 'Asia/Qatar'),
  place('Baghdad', 'IQ', 33.3152, 44.3661, 'Asia/Baghdad'),
  place('Tehran', 'IR', 35.6892, 51.389, 'Asia/Tehran'),
  place('Kabul', 'AF', 34.5553, 69.2075, 'Asia/Kabul'),
  place('Karachi', 'PK', 24.8607, 67.0011, 'Asia/Karachi'),
  place('Lahore', 'PK', 31.5204, 74.3587, 'Asia/Karachi'),
  place('Islamabad', 'PK', 33.6844, 73.0479, 'Asia/Karachi'),
  place('New Delhi', 'IN', 28.6139, 77.209, 'Asia/Kolkata'),
  place('Bombay', 'IN', 19.076, 72.8777, 'Asia/Kolkata'),
  place('Dhaka', 'BD', 23.8103, 90.4125, 'Asia/Dhaka'),
  place('Tashkent', 'UZ', 41.2995, 69.2401, 'Asia/Tashkent'),
  place('Almaty', 'KZ', 43.222, 76.8512, 'Asia/Almaty'),
  place('Beijing', 'CN', 39.9042, 116.4074, 'Asia/Shanghai'),
  place('Tokyo', 'JP', 35.6762, 139.6503, 'Asia/Tokyo'),
  place('Manila', 'PH', 14.5995, 120.9842, 'Asia/Manila'),
  place('Kuala Lumpur', 'MY', 3.139, 101.6869, 'Asia/Kuala_Lumpur'),
  place('Singapore', 'SG', 1.3521, 103.8198, 'Asia/Singapore'),
  place('Jakarta', 'ID', -6.2088, 106.8456, 'Asia/Jakarta'),
  place('Istanbul', 'TR', 41.0082, 28.9784, 'Europe/Istanbul', { country: 'Turkey' }),
  place('Hyderabad', 'PK', 25.396, 68.3578, 'Asia/Karachi', { country: 'Pakistan' }),
  place('Tripoli', 'LB', 34.4367, 35.8497, 'Asia/Beirut', { country: 'Lebanon' }),
  // Africa
  place('Cairo', 'EG', 30.0444, 31.2357, 'Africa/Cairo'),
  place('Tripoli', 'LY', 32.8872, 13.1913, 'Africa/Tripoli', { country: 'LY' }),
  place('Tunis', 'TN', 36.8065, 10.1815, 'Africa/Tunis'),
  place('Algiers', 'DZ', 36.7538, 3.0588, 'Africa/Algiers'),
  place('Casablanca', 'MA', 33.5731, -7.5898, 'Africa/Casablanca'),
  place('Fès', 'MA', 34.0181, -5.0078, 'Africa/Casablanca'),
  place('Dakar', 'SN', 14.7167, -17.4677, 'Africa/Dakar'),
  place('Lagos', 'NG', 6.5244, 3.3792, 'Africa/Lagos', { country: 'Nigeria' }),
  place('Kano', 'NG', 12.0022, 8.592, 'Africa/Lagos'),
  place('Khartoum', 'SD', 15.5007, 32.5599, 'Africa/Khartoum'),
  place('Addis Ababa', 'ET', 9.03, 38.74, 'Africa/Addis_Ababa'),
  place('Mogadishu', 'SO', 2.0469, 45.3182, 'Africa/Mogadishu'),
  place('Nairobi', 'KE', -1.2921, 36.8219, 'Africa/Nairobi'),
  place('Dar es Salaam', 'TZ', -6.7924, 39.2083, 'Africa/Dar_es_Salaam'),
  place('Johannesburg', 'ZA', -26.2041, 28.0473, 'Africa/Johannesburg'),
  place('Cape Town', 'ZA', -33.9249, 18.4241, 'Africa/Johannesburg'),
  // Europe
  place('London', 'GB', 51.5074, -0.1278, 'Europe/London', { country: 'UK' }),
  place('Birmingham', 'GB', 52.4862, -1.8904, 'Europe/London'),
  place('Paris', 'FR', 48.8566, 2.3522, 'Europe/Paris'),
  place('Berlin', 'DE', 52.52, 13.405, 'Europe/Berlin'),
  place('Köln', 'DE', 50.9375, 6.9603, 'Europe/Berlin'),
  place('Cologne', 'DE', 50.9375, 6.9603, 'Europe/Berlin'),
  place('Zürich', 'CH', 47.3769, 8.5417, 'Europe/Zurich'),
  place('Málaga', 'ES', 36.7213, -4.4214, 'Europe/Madrid'),
  place('Sarajevo', 'BA', 43.8563, 18.4131, 'Europe/Sarajevo', { country: 'Bosnia and Herzegovina' }),
  place('Moscow', 'RU', 55.7558, 37.6173, 'Europe/Moscow'),
  place('Kazan', 'RU', 55.7963, 49.1088, 'Europe/Moscow', { country: 'Russia' }),
  place('Oslo', 'NO', 59.9139, 10.7522, 'Europe/Oslo'),
  place('Stockholm', 'SE', 59.3293, 18.0686, 'Europe/Stockholm'),
  place('Helsinki', 'FI', 60.1699, 24.9384, 'Europe/Helsinki'),
  place('Reykjavík', 'IS', 64.1466, -21.9426, 'Atlantic/Reykjavik'),
  place('Tromso', 'NO', 69.6492, 18.9553, 'Europe/Oslo'),
  place('Tromsø', 'NO', 69.6492, 18.9553, 'Europe/Oslo'),
  place('Murmansk', 'RU', 68.9585, 33.0827, 'Europe/Moscow'),
  place('Longyearbyen', 'SJ', 78.2232, 15.6267, 'Arctic/Longyearbyen'),
  // The Americas
  place('New York', 'US', 40.7128, -74.006, 'America/New_York', { country: 'USA' }),
  place('Dearborn', 'US', 42.3223, -83.1763, 'America/Detroit'),
  place('Chicago', 'US', 41.8781, -87.6298, 'America/Chicago'),
  place('Birmingham', 'US', 33.5186, -86.8104, 'America/Chicago', { country: 'US', state: 'Alabama' }),
  place('Medina', 'US', 41.1384, -81.8637, 'America/New_York', { country: 'US', state: 'Ohio' }),
  place('Springfield', 'US', 39.7817, -89.6501, 'America/Chicago', { country: 'United States', state: 'IL' }),
  place('Toronto', 'CA', 43.6532, -79.3832, 'America/Toronto'),
  place('London', 'CA', 42.9849, -81.2453, 'America/Toronto', { country: 'Canada', state: 'Ontario' }),
  place('Montréal', 'CA', 45.5017, -73.5673, 'America/Toronto'),
  place('Anchorage', 'US', 61.2181, -149.9003, 'America/Anchorage'),
  place('Fairbanks', 'US', 64.8378, -147.7164, 'America/Anchorage'),
  place('Nuuk', 'GL', 64.1814, -51.6941, 'America/Nuuk'),
  place('Mexico City', 'MX', 19.4326, -99.1332, 'America/Mexico_City'),
  place('Bogotá', 'CO', 4.711, -74.0721, 'America/Bogota'),
  place('Lima', 'PE', -12.0464, -77.0428, 'America/Lima'),
  place('São Paulo', 'BR', -23.5505, -46.6333, 'America/Sao_Paulo'),
  place('Sao Paulo', 'BR', -23.5505, -46.6333, 'America/Sao_Paulo'),
  place('Buenos Aires', 'AR', -34.6037, -58.3816, 'America/Argentina/Buenos_Aires'),
  place('Córdoba', 'AR', -31.4201, -64.1888, 'America/Argentina/Cordoba', { country: 'Argentina' }),
  place('Ushuaia', 'AR', -54.8019, -68.303, 'America/Argentina/Ushuaia'),
  place('Punta Arenas', 'CL', -53.1638, -70.9171, 'America/Punta_Arenas'),
  // Oceania
  place('Sydney', 'AU', -33.8688, 151.2093, 'Australia/Sydney'),
  place('Melbourne', 'AU', -37.8136, 144.9631, 'Australia/Melbourne'),
  place('Perth', 'AU', -31.9505, 115.8605, 'Australia/Perth'),
  place('Perth', 'GB', 56.395, -3.4308, 'Europe/London', { country: 'GB', state: 'Scotland' }),
  place('Auckland', 'NZ', -36.8485, 174.7633, 'Pacific/Auckland'),
];
