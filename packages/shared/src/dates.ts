import type { Language } from './i18n.ts';

/**
 * Dates in the five languages, one rule for the pages and the e-mails (issue 26; decision 083):
 * what `Intl.DateTimeFormat('<language>-NG')` writes where the runtime has the language's data.
 * Node (the API, the e-mails) has it; browsers mostly do not (Chromium ships no Naijá, Yorùbá,
 * Hausa or Igbo data and falls back to English months), so the month names and the order of each
 * language are kept here, as CLDR gives them, and dates.test.ts compares them with Node's Intl.
 * English is Intl's own en-NG, which every runtime has.
 */
type Other = Exclude<Language, 'en'>;
const MONTHS: Record<Other, { long: readonly string[]; short: readonly string[] }> = {
  pcm: {
    long: ['Jénúári', 'Fẹ́búári', 'Mach', 'Éprel', 'Mee', 'Jun', 'Julai', 'Ọgọst', 'Sẹptẹ́mba', 'Ọktóba', 'Nọvẹ́mba', 'Disẹ́mba'],
    short: ['Jén', 'Fẹ́b', 'Mach', 'Épr', 'Mee', 'Jun', 'Jul', 'Ọgọ', 'Sẹp', 'Ọkt', 'Nọv', 'Dis'],
  },
  yo: {
    long: [
      'Oṣù Ṣẹ́rẹ́',
      'Oṣù Èrèlè',
      'Oṣù Ẹrẹ̀nà',
      'Oṣù Ìgbé',
      'Oṣù Ẹ̀bibi',
      'Oṣù Òkúdu',
      'Oṣù Agẹmọ',
      'Oṣù Ògún',
      'Oṣù Owewe',
      'Oṣù Ọ̀wàrà',
      'Oṣù Bélú',
      'Oṣù Ọ̀pẹ̀',
    ],
    // Yorùbá has no shorter month names.
    short: [],
  },
  ha: {
    long: ['Janairu', 'Faburairu', 'Maris', 'Afirilu', 'Mayu', 'Yuni', 'Yuli', 'Agusta', 'Satumba', 'Oktoba', 'Nuwamba', 'Disamba'],
    short: ['Jan', 'Fab', 'Mar', 'Afi', 'May', 'Yun', 'Yul', 'Agu', 'Sat', 'Okt', 'Nuw', 'Dis'],
  },
  ig: {
    long: ['Jenụwarị', 'Febrụwarị', 'Maachị', 'Epreel', 'Mee', 'Jun', 'Julaị', 'Ọgọọst', 'Septemba', 'Ọktoba', 'Novemba', 'Disemba'],
    short: ['Jen', 'Feb', 'Maa', 'Epr', 'Mee', 'Juu', 'Jul', 'Ọgọ', 'Sep', 'Ọkt', 'Nov', 'Dis'],
  },
};

export interface DayOptions {
  /** 'short' ("21 Nov 2026", the pages' lists) or 'long' ("21 November 2026", the e-mails). */
  month?: 'short' | 'long';
  /** Without the day: "November 2026". */
  day?: boolean;
  /** Without the year: "21 Nov". */
  year?: boolean;
  /** The zone the day is read in; the runtime's own when not given. */
  timeZone?: string;
}

const english = new Map<string, Intl.DateTimeFormat>();
const numeric = new Map<string, Intl.DateTimeFormat>();
const cached = (map: Map<string, Intl.DateTimeFormat>, key: string, make: () => Intl.DateTimeFormat) => {
  let f = map.get(key);
  if (!f) map.set(key, (f = make()));
  return f;
};

/** A date (or its day and month, or month and year) in `language`, as Intl's `<language>-NG` writes it. */
export function formatDay(date: Date | string, language: Language, o: DayOptions = {}): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  const { month = 'short', day = true, year = true, timeZone } = o;
  if (language === 'en') {
    const key = `${month}|${day}|${year}|${timeZone ?? ''}`;
    return cached(
      english,
      key,
      () =>
        new Intl.DateTimeFormat('en-NG', {
          month,
          ...(day ? { day: 'numeric' } : {}),
          ...(year ? { year: 'numeric' } : {}),
          ...(timeZone ? { timeZone } : {}),
        }),
    ).format(d);
  }
  const parts = cached(
    numeric,
    timeZone ?? '',
    () => new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'numeric', year: 'numeric', ...(timeZone ? { timeZone } : {}) }),
  ).formatToParts(d);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const names = MONTHS[language];
  const m = (month === 'short' && names.short.length ? names.short : names.long)[Number(part('month')) - 1]!;
  const dd = String(Number(part('day')));
  const yyyy = part('year');
  if (!day) return year ? `${m} ${yyyy}` : m;
  // Hausa writes "21 Nuw, 2026", and "Nuw 21" without the year.
  if (language === 'ha') return year ? `${dd} ${m}, ${yyyy}` : `${m} ${dd}`;
  return year ? `${dd} ${m} ${yyyy}` : `${dd} ${m}`;
}

/** A date and its time: "21 Nov 2026, 14:32" (the time as e-mails write it, 24-hour with its zero). */
export function formatDayTime(date: Date | string, language: Language, o: Omit<DayOptions, 'day'> = {}): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  const time = cached(
    numeric,
    `time|${o.timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        ...(o.timeZone ? { timeZone: o.timeZone } : {}),
      }),
  ).format(d);
  return `${formatDay(d, language, o)}, ${time}`;
}
