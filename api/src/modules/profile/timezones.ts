/**
 * ICU lists some zones under their old CLDR names (Asia/Calcutta); the product uses today's IANA
 * names (users.timezone defaults to Asia/Kolkata), so the list shows those instead.
 */
const CURRENT_NAMES: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

function known(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function listZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone').map((zone) => {
    const current = CURRENT_NAMES[zone];
    return current && known(current) ? current : zone;
  });
  return [...new Set([...zones, 'UTC'])].sort();
}

/** Every IANA time zone the runtime knows (from Intl), with UTC, sorted: the profile's choices. */
export const TIMEZONES: readonly string[] = listZones();
const zoneSet = new Set(TIMEZONES);

export function isListedTimezone(zone: string): boolean {
  return zoneSet.has(zone);
}
