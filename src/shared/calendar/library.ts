// The one place that loads nepali-date-converter. Under plain Node ESM the package (a UMD/CommonJS
// build) arrives as `{ default: { default: NepaliDate, dateConfigMap } }`; Vite and Vitest hand out
// the class itself as the default export. Both shapes are accepted here.
import * as converterModule from 'nepali-date-converter';

// The package's own typings describe the module differently per resolution mode, so the small
// part used here is typed by hand.
interface YearMonthDate {
  year: number;
  /** 0-based month index. */
  month: number;
  date: number;
  day: number;
}
interface NepaliDateInstance {
  getAD(): YearMonthDate;
  getBS(): YearMonthDate;
}
interface NepaliDateClass {
  /** BS year, 0-based month index, day. */
  new (year: number, monthIndex: number, date: number): NepaliDateInstance;
  /** AD date from the Date's LOCAL fields. */
  new (date: Date): NepaliDateInstance;
}
type DateConfigMap = Record<string, Record<string, number>>;

interface ModuleShape {
  default?: unknown;
  dateConfigMap?: unknown;
}

function pickClass(mod: ModuleShape): NepaliDateClass {
  const first = mod.default;
  if (typeof first === 'function') return first as NepaliDateClass;
  const second = (first as ModuleShape | undefined)?.default;
  if (typeof second === 'function') return second as NepaliDateClass;
  throw new Error('nepali-date-converter: NepaliDate class not found');
}

function pickConfig(mod: ModuleShape): DateConfigMap {
  const direct = mod.dateConfigMap ?? (mod.default as ModuleShape | undefined)?.dateConfigMap;
  if (direct && typeof direct === 'object') return direct as DateConfigMap;
  throw new Error('nepali-date-converter: dateConfigMap not found');
}

const shape = converterModule as unknown as ModuleShape;

export const NepaliDate: NepaliDateClass = pickClass(shape);

/** Month lengths per BS year (2000..2090), in month order, from the library's own table. */
export const monthLengthTable: ReadonlyMap<number, readonly number[]> = new Map(
  Object.entries(pickConfig(shape)).map(([year, months]) => [Number(year), Object.values(months)]),
);
