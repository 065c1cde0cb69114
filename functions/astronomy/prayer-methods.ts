/**
 * Calculation methods: the authorities' angles and intervals, under this API's ids and AlAdhan's numbers
 * (api.aladhan.com `method=`), so that AlAdhan's clients can switch without a table of their own.
 * Where adhan-js and AlAdhan differ in a method's minute adjustments, the values adhan-js has always given
 * here are kept (today's answers do not move); methods new to this API take AlAdhan's.
 */

export const ADJUSTABLE_TIMES = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type AdjustableTime = (typeof ADJUSTABLE_TIMES)[number];

export type MidnightMode = 'standard' | 'jafari';
export const MIDNIGHT_MODES = ['standard', 'jafari'] as const;

export interface PrayerMethod {
  name: string;
  /** AlAdhan's number for the method */
  aladhanId: number;
  fajrAngle: number;
  /** Isha at an angle below the horizon, or a fixed interval after sunset */
  isha: { angle: number } | { minutes: number };
  /** Maghrib at sunset unless the method sets an angle below the horizon or minutes after sunset */
  maghrib?: { angle: number } | { minutes: number };
  adjustments?: Partial<Record<AdjustableTime, number>>;
  midnight?: MidnightMode;
  /** Singapore's timetable rounds up to the minute; all others to the nearest */
  roundUp?: boolean;
  /** The Moonsighting Committee's seasonal twilight (Khalid Shaukat) instead of a night fraction */
  seasonal?: boolean;
  /** Umm al-Qura: isha this many minutes after sunset in Ramadan */
  ramadanIshaMinutes?: number;
}

export const PRAYER_METHODS = {
  muslim_world_league: { name: 'Muslim World League', aladhanId: 3, fajrAngle: 18, isha: { angle: 17 }, adjustments: { dhuhr: 1 } },
  isna: { name: 'Islamic Society of North America (ISNA)', aladhanId: 2, fajrAngle: 15, isha: { angle: 15 }, adjustments: { dhuhr: 1 } },
  egyptian: {
    name: 'Egyptian General Authority of Survey',
    aladhanId: 5,
    fajrAngle: 19.5,
    isha: { angle: 17.5 },
    adjustments: { dhuhr: 1 },
  },
  umm_al_qura: { name: 'Umm al-Qura University, Makkah', aladhanId: 4, fajrAngle: 18.5, isha: { minutes: 90 }, ramadanIshaMinutes: 120 },
  karachi: { name: 'University of Islamic Sciences, Karachi', aladhanId: 1, fajrAngle: 18, isha: { angle: 18 }, adjustments: { dhuhr: 1 } },
  dubai: {
    name: 'Dubai (Islamic Affairs and Charitable Activities Department)',
    aladhanId: 16,
    fajrAngle: 18.2,
    isha: { angle: 18.2 },
    adjustments: { sunrise: -3, dhuhr: 3, asr: 3, maghrib: 3 },
  },
  kuwait: { name: 'Kuwait (Ministry of Awqaf)', aladhanId: 9, fajrAngle: 18, isha: { angle: 17.5 } },
  qatar: { name: 'Qatar (Ministry of Awqaf)', aladhanId: 10, fajrAngle: 18, isha: { minutes: 90 } },
  singapore: {
    name: 'Majlis Ugama Islam Singapura',
    aladhanId: 11,
    fajrAngle: 20,
    isha: { angle: 18 },
    adjustments: { dhuhr: 1 },
    roundUp: true,
  },
  tehran: {
    name: 'Institute of Geophysics, University of Tehran',
    aladhanId: 7,
    fajrAngle: 17.7,
    isha: { angle: 14 },
    maghrib: { angle: 4.5 },
    midnight: 'jafari',
  },
  turkey: {
    name: 'Diyanet İşleri Başkanlığı (Turkey)',
    aladhanId: 13,
    fajrAngle: 18,
    isha: { angle: 17 },
    adjustments: { sunrise: -7, dhuhr: 5, asr: 4, maghrib: 7 },
  },
  moonsighting_committee: {
    name: 'Moonsighting Committee Worldwide',
    aladhanId: 15,
    fajrAngle: 18,
    isha: { angle: 18 },
    adjustments: { dhuhr: 5, maghrib: 3 },
    seasonal: true,
  },
  jafari: {
    name: 'Shia Ithna-Ashari, Leva Institute, Qum',
    aladhanId: 0,
    fajrAngle: 16,
    isha: { angle: 14 },
    maghrib: { angle: 4 },
    midnight: 'jafari',
  },
  gulf: { name: 'Gulf Region', aladhanId: 8, fajrAngle: 19.5, isha: { minutes: 90 } },
  france: { name: 'Union des Organisations Islamiques de France', aladhanId: 12, fajrAngle: 12, isha: { angle: 12 } },
  russia: { name: 'Spiritual Administration of Muslims of Russia', aladhanId: 14, fajrAngle: 16, isha: { angle: 15 } },
  jakim: { name: 'Jabatan Kemajuan Islam Malaysia (JAKIM)', aladhanId: 17, fajrAngle: 20, isha: { angle: 18 } },
  tunisia: { name: 'Tunisia (Ministry of Religious Affairs)', aladhanId: 18, fajrAngle: 18, isha: { angle: 18 } },
  algeria: { name: 'Algeria (Ministry of Religious Affairs and Endowments)', aladhanId: 19, fajrAngle: 18, isha: { angle: 17 } },
  kemenag: { name: 'Kementerian Agama Republik Indonesia (KEMENAG)', aladhanId: 20, fajrAngle: 20, isha: { angle: 18 } },
  morocco: {
    name: 'Morocco (Ministry of Habous and Islamic Affairs)',
    aladhanId: 21,
    fajrAngle: 19,
    isha: { angle: 17 },
    // AlAdhan adds 5 minutes to dhuhr and maghrib; the Ministry's own timetable also gives sunrise 3 minutes early.
    adjustments: { sunrise: -3, dhuhr: 5, maghrib: 5 },
  },
  portugal: {
    name: 'Comunidade Islâmica de Lisboa',
    aladhanId: 22,
    fajrAngle: 18,
    isha: { minutes: 77 },
    maghrib: { minutes: 3 },
    adjustments: { dhuhr: 5 },
  },
  jordan: {
    name: 'Ministry of Awqaf, Islamic Affairs and Holy Places, Jordan',
    aladhanId: 23,
    fajrAngle: 18,
    isha: { angle: 18 },
    maghrib: { minutes: 5 },
  },
  /** Angles of the caller's own (fajr_angle with isha_angle or isha_interval_minutes are then required). */
  custom: { name: 'Custom angles', aladhanId: 99, fajrAngle: 18, isha: { angle: 17 } },
} as const satisfies Record<string, PrayerMethod>;

export type PrayerMethodId = keyof typeof PRAYER_METHODS;
export const PRAYER_METHOD_IDS = Object.keys(PRAYER_METHODS) as [PrayerMethodId, ...PrayerMethodId[]];
export const DEFAULT_PRAYER_METHOD: PrayerMethodId = 'muslim_world_league';

/** AlAdhan's method names and numbers (`MAKKAH`, `4`), and ours, to our ids. */
const ALADHAN_NAMES: Record<string, PrayerMethodId> = {
  mwl: 'muslim_world_league',
  makkah: 'umm_al_qura',
  egypt: 'egyptian',
  moonsighting: 'moonsighting_committee',
};
export function prayerMethodIdOf(value: string): PrayerMethodId | undefined {
  const key = value.trim().toLowerCase();
  if (key in PRAYER_METHODS) return key as PrayerMethodId;
  if (key in ALADHAN_NAMES) return ALADHAN_NAMES[key];
  if (/^\d{1,2}$/.test(key)) {
    return PRAYER_METHOD_IDS.find((id) => PRAYER_METHODS[id].aladhanId === Number(key));
  }
  return undefined;
}

/**
 * The authority whose timetable the place follows, read from its time zone (which names its country).
 * AlAdhan takes the nearest authority's seat instead; by country Berlin keeps the Muslim World League
 * rather than France's 12° (the nearest seat), and Toronto ISNA rather than a seat across a border.
 */
const METHOD_BY_TIME_ZONE: Array<[RegExp, PrayerMethodId]> = [
  [/^Asia\/(Riyadh|Aden)$/, 'umm_al_qura'],
  [/^Asia\/Dubai$/, 'dubai'],
  [/^Asia\/(Muscat|Bahrain)$/, 'gulf'],
  [/^Asia\/Kuwait$/, 'kuwait'],
  [/^Asia\/Qatar$/, 'qatar'],
  [/^Africa\/Cairo$/, 'egyptian'],
  [/^Asia\/(Karachi|Kolkata|Calcutta|Dhaka|Kabul)$/, 'karachi'],
  [/^Asia\/Tehran$/, 'tehran'],
  [/^(Europe\/Istanbul|Asia\/Istanbul|Asia\/Famagusta)$/, 'turkey'],
  [/^Asia\/Singapore$/, 'singapore'],
  [/^Asia\/(Kuala_Lumpur|Kuching)$/, 'jakim'],
  [/^Asia\/(Jakarta|Pontianak|Makassar|Jayapura)$/, 'kemenag'],
  [/^Europe\/Paris$/, 'france'],
  [
    /^(Europe\/(Moscow|Kaliningrad|Samara|Volgograd|Saratov|Ulyanovsk|Astrakhan|Kirov)|Asia\/(Yekaterinburg|Omsk|Novosibirsk|Barnaul|Tomsk|Novokuznetsk|Krasnoyarsk|Irkutsk|Chita|Yakutsk|Khandyga|Vladivostok|Ust-Nera|Magadan|Sakhalin|Srednekolymsk|Kamchatka|Anadyr))$/,
    'russia',
  ],
  [/^Africa\/Tunis$/, 'tunisia'],
  [/^Africa\/Algiers$/, 'algeria'],
  [/^Africa\/(Casablanca|El_Aaiun)$/, 'morocco'],
  [/^Europe\/Lisbon$/, 'portugal'],
  [/^Asia\/Amman$/, 'jordan'],
  [
    /^(America\/(New_York|Detroit|Kentucky\/\w+|Indiana\/\w+|Chicago|Menominee|North_Dakota\/\w+|Denver|Boise|Phoenix|Los_Angeles|Anchorage|Juneau|Sitka|Metlakatla|Yakutat|Nome|Adak|Toronto|Nipigon|Thunder_Bay|Iqaluit|Winnipeg|Rainy_River|Rankin_Inlet|Resolute|Regina|Swift_Current|Edmonton|Cambridge_Bay|Inuvik|Yellowknife|Vancouver|Whitehorse|Dawson|Dawson_Creek|Fort_Nelson|Creston|Atikokan|Blanc-Sablon|Halifax|Glace_Bay|Moncton|Goose_Bay|St_Johns)|Pacific\/Honolulu)$/,
    'isna',
  ],
];

export function prayerMethodForTimeZone(timeZone: string): PrayerMethodId {
  return METHOD_BY_TIME_ZONE.find(([pattern]) => pattern.test(timeZone))?.[1] ?? DEFAULT_PRAYER_METHOD;
}
