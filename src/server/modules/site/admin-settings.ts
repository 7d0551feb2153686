// The site settings as staff edit them (one form per group, shared/contract/settings.ts):
//   GET /admin/settings           every group, as stored (a group never written reads empty): administrators
//   GET /admin/settings/:group    one group, for its form
//   PUT /admin/settings/:group    replace one group; checked by its schema, rich text sanitised (ADR 031),
//                                 a changed picture must be a usable library image (ADR 034), as a
//                                 content image field's; the audit log keeps what changed
// Each group has its own permission (settingGroupPermission, ADR 040): contact details and office hours
// may be given to an editor; the others are administrators'.
// Part of the site module, which owns the settings (modules never import each other).
import { z } from 'zod';
import { changedFields, record } from '#server/audit/record.ts';
import { requirePermission, requirePermissionOf } from '#server/auth/staff.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import { refuseUnusableFiles } from '#server/files/file-references.ts';
import {
  settingGroupName,
  settingImageKeys,
  settingGroupPermission,
  settingGroupResponse,
  settingGroups,
  settingGroupsResponse,
  type SettingGroupName,
} from '#shared/contract/settings.ts';
import { readSettingGroups, writeSettingGroup } from './settings.ts';
import { readOneSettingGroup } from '#server/db/read-models/setting-groups.ts';

const tags = ['staff: settings'];
const guard = requirePermission('settings.manage');
// Checked before the name is (preValidation): an unknown group needs the administrators' permission,
// then answers 400.
const groupGuard = requirePermissionOf((request) =>
  settingGroupPermission((request.params as { group?: string }).group ?? ''),
);
const groupParams = z.object({ group: settingGroupName });

/** A group's pictures, as the shared file check reads them: each must be a library image. */
const imageFieldsOf = (name: SettingGroupName) =>
  (settingImageKeys[name] ?? []).map((key) => ({ name: key, media: 'image' as const }));

export function registerSettingsAdmin(api: ApiInstance) {
  api.get(
    '/admin/settings',
    {
      preValidation: guard,
      schema: { summary: 'Every group of site settings', tags, response: { 200: settingGroupsResponse } },
    },
    async () => ({ data: await readSettingGroups(api.db) }),
  );

  api.get(
    '/admin/settings/:group',
    {
      preValidation: groupGuard,
      schema: {
        summary: 'One group of site settings, as stored',
        tags,
        params: groupParams,
        response: { 200: settingGroupResponse },
      },
    },
    async (request) => ({
      data: await readOneSettingGroup(api.db, request.params.group as SettingGroupName),
    }),
  );

  api.put(
    '/admin/settings/:group',
    {
      preValidation: groupGuard,
      schema: {
        summary: 'Replace one group of site settings (its schema names every key)',
        tags,
        params: groupParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: settingGroupResponse },
      },
    },
    async (request) => {
      const name = request.params.group as SettingGroupName;
      // The group's own schema: a wrong type or an unknown key answers 400 with the field named.
      const value = settingGroups[name].parse(request.body);
      const before = await readOneSettingGroup(api.db, name);
      // A changed picture must be a usable library image, as a content image field's (ADR 034).
      await refuseUnusableFiles(
        api,
        imageFieldsOf(name),
        value as Record<string, unknown>,
        before as Record<string, unknown>,
      );
      await api.db.transaction().execute(async (trx) => {
        // The About page's texts are stored, and audited, as sanitised rich text (ADR 031).
        const stored = await writeSettingGroup(trx, name, value as never);
        await record(trx, request, {
          action: 'settings.updated',
          entity: 'setting_group',
          entityId: name,
          ...changedFields(before as Record<string, unknown>, stored as Record<string, unknown>),
        });
      });
      return { data: await readOneSettingGroup(api.db, name) };
    },
  );
}
