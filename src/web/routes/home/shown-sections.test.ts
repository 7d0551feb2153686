import { describe, expect, it } from 'vitest';
import { emptySettingGroup } from '#shared/contract/settings.ts';
import { shownSections } from './shown-sections.ts';

const emptySettings = {
  why_choose: emptySettingGroup('why_choose').reasons,
  map_embed_url: '',
  home: emptySettingGroup('home_texts'),
};
const nothing = {
  slides: [],
  urgent: [],
  latest: { gallery: [], notices: [], articles: [], laws: [] },
  occasions: [],
  services: [],
  settings: emptySettings,
};

describe('the home page sections shown', () => {
  it('shows none on a new site with nothing published and no settings saved', () => {
    expect(Object.values(shownSections(nothing)).some(Boolean)).toBe(false);
  });

  it('shows each section once it has something', () => {
    const reasons = emptySettings.why_choose.map((reason, index) =>
      index === 2 ? { ...reason, title_ne: 'परम्परा' } : reason,
    );
    const shown = shownSections({
      ...nothing,
      slides: [{}],
      latest: { ...nothing.latest, laws: [{} as never] },
      settings: { ...emptySettings, why_choose: reasons, map_embed_url: 'https://map.example/embed' },
    });
    expect(shown).toEqual({
      slides: true,
      ticker: false,
      latest: true,
      occasions: false,
      services: false,
      why: true,
      location: true,
    });
  });

  it('does not count blank text as something to show', () => {
    const home = { ...emptySettings.home, location_description_en: '   ' };
    expect(shownSections({ ...nothing, settings: { ...emptySettings, home } }).location).toBe(false);
  });
});
