// Types for the independent `bikram-sambat` library, used only by the tests to cross-check
// nepali-date-converter (it ships no types).
declare module 'bikram-sambat' {
  interface BikramDate {
    year: number;
    month: number;
    day: number;
  }
  const bikramSambat: {
    daysInMonth(year: number, month: number): number;
    toBik(greg: string): BikramDate;
    toBik_euro(greg: string): string;
    toGreg(year: number, month: number, day: number): BikramDate;
    toGreg_text(year: number, month: number, day: number): string;
  };
  export default bikramSambat;
}
