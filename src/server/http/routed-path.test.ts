// The one reading of a request target that every staff rule uses (ADR 027), against the spellings the
// router accepts. The whole app under these spellings: staff-spellings.test.ts.
import { describe, expect, it } from 'vitest';
import { mayStorePath } from '../cache/cache-rules.ts';
import { isApiPath } from './api-path.ts';
import { canonicalStaffTarget, isStaffPath, routedPath } from './routed-path.ts';

describe('routedPath', () => {
  it.each([
    ['/api//admin/users', '/api/admin/users'],
    ['/api/%61dmin/users/', '/api/admin/users'],
    ['//api///admin//', '/api/admin'],
    ['/admin/users?x=//y', '/admin/users'],
    ['/admin/users#frag//x', '/admin/users'],
    ['/notice/%E0%A4%A8', '/notice/न'],
    // The router keeps reserved escapes and an escaped `%` as they are.
    ['/api%2Fadmin/users', '/api%2Fadmin/users'],
    ['/%2561dmin', '/%2561dmin'],
    // A malformed escape: the router answers 400; the path is read as sent.
    ['/admin/%zz', '/admin/%zz'],
    ['/', '/'],
  ])('%s → %s', (url, path) => {
    expect(routedPath(url)).toBe(path);
  });
});

describe('isStaffPath', () => {
  it.each([
    '/admin',
    '/admin/',
    '/admin?x=1',
    '/admin.data',
    '/admin/users.data',
    '/api/admin/users',
    '/api//admin/users/1/password-link',
    '/api/%61dmin/users',
    '/%61%64%6d%69%6e/users',
    '/ADMIN/users',
    '/Api/Admin/media',
    '/api%2Fadmin/users',
    '/api%2fadmin',
    '//admin',
  ])('%s is the staff area', (url) => {
    expect(isStaffPath(url)).toBe(true);
  });

  it.each([
    '/',
    '/administration',
    '/notice/admin',
    '/api/notices',
    '/api/adminx',
    '/admin-guide',
    '/?admin',
  ])('%s is not', (url) => {
    expect(isStaffPath(url)).toBe(false);
  });
});

describe('canonicalStaffTarget', () => {
  it.each([
    ['/api//admin/users/ab/password-link', '/api/admin/users/ab/password-link'],
    ['/api/%61dmin/users', '/api/admin/users'],
    ['/admin/', '/admin'],
    ['/admin//cases?page=2', '/admin/cases?page=2'],
    ['/ADMIN/users', '/admin/users'],
    ['/API/Admin/users', '/api/admin/users'],
    ['/%61dmin.data?_routes=x', '/admin.data?_routes=x'],
    ['/api/admin/users/a%2fb', '/api/admin/users/a%2Fb'],
  ])('%s → %s', (url, canonical) => {
    expect(canonicalStaffTarget(url)).toBe(canonical);
  });

  it.each([
    '/admin',
    '/admin/users?q=%61//',
    '/api/admin/users/AbC-x_y.z~1/password-link',
    '/api/admin/users/%E0%A4%A8',
    '/notice//x',
    '/%6eotice',
  ])('%s needs no other spelling', (url) => {
    expect(canonicalStaffTarget(url)).toBeNull();
  });
});

describe('rules that read the routed path', () => {
  it('never stores a staff, sign-in or health answer, whatever its spelling', () => {
    for (const url of ['/api//admin/me', '/%61dmin', '/api/%68ealth', '/api//auth/x', '/ADMIN.data']) {
      expect(mayStorePath(url), url).toBe(false);
    }
    expect(mayStorePath('/api/notices')).toBe(true);
    expect(mayStorePath('/notice//x')).toBe(true);
  });

  it('reads /api the way the router does', () => {
    expect(isApiPath('/%61pi/notices')).toBe(true);
    expect(isApiPath('//api//notices')).toBe(true);
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/apix')).toBe(false);
    expect(isApiPath('/notice?x=/api/')).toBe(false);
  });
});
