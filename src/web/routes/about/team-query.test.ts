import { describe, expect, it } from 'vitest';
import type { Department } from '#shared/contract/people.ts';
import { departmentSearch, readTeamSelection } from './team-query.ts';

const departments: Department[] = [
  { id: 4, name_en: 'Legal Section', name_ne: 'कानून शाखा' },
  { id: 9, name_en: 'Land Management Section', name_ne: 'भूमि व्यवस्थापन शाखा' },
];
const at = (search: string, list = departments) => readTeamSelection(`http://site.test/about${search}`, list);

describe('readTeamSelection', () => {
  it('selects the first department and page 1 by default', () => {
    expect(at('')).toEqual({ departmentId: 4, page: 1 });
  });
  it('reads a known department and its page', () => {
    expect(at('?department=9&page=2')).toEqual({ departmentId: 9, page: 2 });
    expect(at('?page=3&department=4')).toEqual({ departmentId: 4, page: 3 });
  });
  it('falls back to the first department for an unknown or unusable id', () => {
    for (const search of [
      '?department=7',
      '?department=abc',
      '?department=',
      '?department=-9',
      '?department=9.0',
    ])
      expect(at(search), search).toEqual({ departmentId: 4, page: 1 });
  });
  it('treats an unusable page as page 1', () => {
    expect(at('?department=9&page=zero')).toEqual({ departmentId: 9, page: 1 });
    expect(at('?department=9&page=0')).toEqual({ departmentId: 9, page: 1 });
  });
  it('has no selection without departments', () => {
    expect(at('?department=4', [])).toBeNull();
  });
});

describe('departmentSearch', () => {
  it('drops the page: a new department starts on page 1', () => {
    expect(departmentSearch(9)).toBe('?department=9');
  });
});
