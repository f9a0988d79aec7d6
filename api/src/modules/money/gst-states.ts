/** An Indian state or union territory as GST counts it: its two-digit state code and its name. */
export interface GstState {
  code: string;
  name: string;
}

/**
 * The GST state codes (the first two digits of a GSTIN, and the place of supply on an invoice), by
 * the ISO 3166-2:IN code without its `IN-` prefix, which is how the app's states table stores them
 * (seeded from country-state-city). Names are the ones that package gives, so the GSTIN check of the
 * billing form (`GST_STATE_CODES` of the contracts, keyed by name) and this table can be compared.
 * Code 25 (Daman and Diu) was merged into 26 in 2020 and 28 (Andhra Pradesh before 2014) is no
 * longer issued, so neither is a place of supply for a new invoice.
 */
const GST_STATES_BY_ISO: Readonly<Record<string, GstState>> = {
  JK: { code: '01', name: 'Jammu and Kashmir' },
  HP: { code: '02', name: 'Himachal Pradesh' },
  PB: { code: '03', name: 'Punjab' },
  CH: { code: '04', name: 'Chandigarh' },
  UT: { code: '05', name: 'Uttarakhand' },
  HR: { code: '06', name: 'Haryana' },
  DL: { code: '07', name: 'Delhi' },
  RJ: { code: '08', name: 'Rajasthan' },
  UP: { code: '09', name: 'Uttar Pradesh' },
  BR: { code: '10', name: 'Bihar' },
  SK: { code: '11', name: 'Sikkim' },
  AR: { code: '12', name: 'Arunachal Pradesh' },
  NL: { code: '13', name: 'Nagaland' },
  MN: { code: '14', name: 'Manipur' },
  MZ: { code: '15', name: 'Mizoram' },
  TR: { code: '16', name: 'Tripura' },
  ML: { code: '17', name: 'Meghalaya' },
  AS: { code: '18', name: 'Assam' },
  WB: { code: '19', name: 'West Bengal' },
  JH: { code: '20', name: 'Jharkhand' },
  OR: { code: '21', name: 'Odisha' },
  CT: { code: '22', name: 'Chhattisgarh' },
  MP: { code: '23', name: 'Madhya Pradesh' },
  GJ: { code: '24', name: 'Gujarat' },
  DH: { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  MH: { code: '27', name: 'Maharashtra' },
  KA: { code: '29', name: 'Karnataka' },
  GA: { code: '30', name: 'Goa' },
  LD: { code: '31', name: 'Lakshadweep' },
  KL: { code: '32', name: 'Kerala' },
  TN: { code: '33', name: 'Tamil Nadu' },
  PY: { code: '34', name: 'Puducherry' },
  AN: { code: '35', name: 'Andaman and Nicobar Islands' },
  TG: { code: '36', name: 'Telangana' },
  AP: { code: '37', name: 'Andhra Pradesh' },
  LA: { code: '38', name: 'Ladakh' },
};

/**
 * Codes that name the same state in older or unofficial use (the GST portal's abbreviations, and
 * ISO codes from before a state was renamed or merged), so data from elsewhere still finds its state.
 */
const OTHER_ISO_CODES: Readonly<Record<string, string>> = {
  UK: 'UT',
  OD: 'OR',
  CG: 'CT',
  DN: 'DH',
  DD: 'DH',
  TS: 'TG',
};

/** The GST state of an Indian state given by its ISO code (`KA`, `TG` or `TS`), or null for a code it does not know. */
export function gstStateOf(stateIso: string): GstState | null {
  const isoCode = Object.hasOwn(OTHER_ISO_CODES, stateIso) ? OTHER_ISO_CODES[stateIso]! : stateIso;
  return Object.hasOwn(GST_STATES_BY_ISO, isoCode) ? GST_STATES_BY_ISO[isoCode]! : null;
}
