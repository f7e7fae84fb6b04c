// The /local/ table's entries for what the broker keeps here: Needs you, search, saved
// texts, backup, proposals:
// one list per part of the app, joined into the table by operations.ts.
import { z } from 'zod';
import { backupFile, backupRestored } from '../backup';
import {
  needsYouList,
  needsYouMark,
  needsYouNewlyNotified,
  needsYouNotified,
  needsYouThresholds,
} from '../needs-you';
import {
  branding,
  marginRule,
  proposalEmailed,
  proposalList,
  proposalSave,
  proposalSettings,
  proposalView,
} from '../proposal';
import { searchAnswer, searchQuery } from '../search-everything';
import { templateList, templateListQuery, templateSave, templateView } from '../templates';
import { type LocalOperation, idParams } from '../local-operation';

export const brokerOperations = [
  // Needs you: what needs the broker now, and the marks that put an item aside.
  {
    id: 'needsYou',
    method: 'GET',
    path: '/local/needs-you',
    answeredBy: 'workspace',
    answer: { status: 200, json: needsYouList },
  },
  {
    id: 'markNeedsYou',
    method: 'PUT',
    path: '/local/needs-you/marks/{key}',
    answeredBy: 'workspace',
    pathParams: z.strictObject({ key: z.string().min(1).max(300) }),
    body: needsYouMark,
    answer: { status: 204 },
  },
  {
    id: 'markNeedsYouNotified',
    method: 'POST',
    path: '/local/needs-you/notified',
    answeredBy: 'workspace',
    body: needsYouNotified,
    answer: { status: 200, json: needsYouNewlyNotified },
  },
  {
    id: 'needsYouSettings',
    method: 'GET',
    path: '/local/needs-you/settings',
    answeredBy: 'workspace',
    answer: { status: 200, json: needsYouThresholds },
  },
  {
    id: 'changeNeedsYouSettings',
    method: 'PUT',
    path: '/local/needs-you/settings',
    answeredBy: 'workspace',
    body: needsYouThresholds,
    answer: { status: 200, json: needsYouThresholds },
  },
  // Search everything.
  {
    id: 'search',
    method: 'GET',
    path: '/local/search',
    answeredBy: 'workspace',
    query: searchQuery,
    answer: { status: 200, json: searchAnswer },
  },
  // The broker's saved texts.
  {
    id: 'templates',
    method: 'GET',
    path: '/local/templates',
    answeredBy: 'workspace',
    query: templateListQuery,
    answer: { status: 200, json: templateList },
  },
  {
    id: 'saveTemplate',
    method: 'PUT',
    path: '/local/templates/{id}',
    answeredBy: 'workspace',
    pathParams: idParams,
    body: templateSave,
    answer: { status: 200, json: templateView },
  },
  {
    id: 'deleteTemplate',
    method: 'DELETE',
    path: '/local/templates/{id}',
    answeredBy: 'workspace',
    pathParams: idParams,
    answer: { status: 204 },
  },
  // The broker's own records, backed up and restored.
  {
    id: 'backup',
    method: 'GET',
    path: '/local/backup',
    answeredBy: 'workspace',
    answer: { status: 200, json: backupFile },
  },
  {
    id: 'restoreBackup',
    method: 'PUT',
    path: '/local/backup',
    answeredBy: 'workspace',
    body: backupFile,
    answer: { status: 200, json: backupRestored },
  },
  // The proposal: the margin rule, the branding, and the proposals sent.
  {
    id: 'proposalSettings',
    method: 'GET',
    path: '/local/proposal-settings',
    answeredBy: 'workspace',
    answer: { status: 200, json: proposalSettings },
  },
  {
    id: 'saveMarginRule',
    method: 'PUT',
    path: '/local/proposal-settings/margin-rule',
    answeredBy: 'workspace',
    body: marginRule,
    answer: { status: 200, json: proposalSettings },
  },
  {
    id: 'saveBranding',
    method: 'PUT',
    path: '/local/proposal-settings/branding',
    answeredBy: 'workspace',
    body: branding,
    answer: { status: 200, json: proposalSettings },
  },
  {
    id: 'tripProposals',
    method: 'GET',
    path: '/local/trip-requests/{id}/proposals',
    answeredBy: 'workspace',
    pathParams: idParams,
    answer: { status: 200, json: proposalList },
  },
  {
    id: 'proposal',
    method: 'GET',
    path: '/local/proposals/{id}',
    answeredBy: 'workspace',
    pathParams: idParams,
    answer: { status: 200, json: proposalView },
  },
  {
    id: 'saveProposal',
    method: 'PUT',
    path: '/local/proposals/{id}',
    answeredBy: 'workspace',
    pathParams: idParams,
    body: proposalSave,
    answer: { status: 200, json: proposalView },
  },
  {
    id: 'recordProposalEmail',
    method: 'POST',
    path: '/local/proposals/{id}/emails',
    answeredBy: 'workspace',
    pathParams: idParams,
    body: proposalEmailed,
    answer: { status: 200, json: proposalView },
  },
] as const satisfies readonly LocalOperation[];
