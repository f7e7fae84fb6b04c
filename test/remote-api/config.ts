// The --config file: organizations with their plan, API keys and seed data, plus the
// clock and faults to start with. Validated with zod; an error names every field at fault.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  dateTime,
  fieldErrorsFromIssues,
  organizationSeed,
  personReference,
} from '../../shared/api';
import { faultSettings } from './faults';

const apiKeyConfig = z.strictObject({
  token: z
    .string()
    .regex(/^[\x21-\x7e]{8,200}$/, { message: 'Must be 8 to 200 visible ASCII characters' }),
  scopes: z.array(z.enum(['read', 'write'])).min(1, { message: 'Give at least one scope' }),
});

const organizationConfig = organizationSeed.extend({
  name: z.string().min(1).max(120),
  plan: z.strictObject({
    monthly_quota: z.int().min(0),
    requests_per_minute: z.int().min(1),
  }),
  keys: z.array(apiKeyConfig).min(1, { message: 'Give at least one API key' }),
  /** Where a `quota_exceeded` problem sends the broker to buy more requests. */
  upgrade_url: z.url().optional(),
  /** Who the organization's API keys act as (`created_by`, message authors). */
  api_user: personReference.optional(),
});

const remoteConfig = z
  .strictObject({
    organizations: z
      .array(organizationConfig)
      .min(1, { message: 'Give at least one organization' }),
    clock: z
      .strictObject({ start: dateTime.optional(), frozen: z.boolean().default(false) })
      .default({ frozen: false }),
    faults: faultSettings.default(faultSettings.parse({})),
  })
  .superRefine((config, ctx) => {
    // A token must name one key of one organization; names must tell organizations apart.
    const names = new Set<string>();
    const tokens = new Set<string>();
    config.organizations.forEach((org, orgIndex) => {
      if (names.has(org.name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['organizations', orgIndex, 'name'],
          message: 'Duplicate organization name',
        });
      }
      names.add(org.name);
      org.keys.forEach((key, keyIndex) => {
        if (tokens.has(key.token)) {
          ctx.addIssue({
            code: 'custom',
            path: ['organizations', orgIndex, 'keys', keyIndex, 'token'],
            message: 'Duplicate API key',
          });
        }
        tokens.add(key.token);
      });
    });
  });

/** What callers write (defaults optional); `ParsedRemoteConfig` is what the server runs. */
export type RemoteConfig = z.input<typeof remoteConfig>;
export type ParsedRemoteConfig = z.output<typeof remoteConfig>;
export type OrganizationConfig = ParsedRemoteConfig['organizations'][number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid remote API configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function parseRemoteConfig(input: unknown): ParsedRemoteConfig {
  const result = remoteConfig.safeParse(input);
  if (result.success) return result.data;
  throw new ConfigError(
    fieldErrorsFromIssues(result.error.issues).map(
      (error) => `${error.field || '(top level)'}: ${error.message}`,
    ),
  );
}

export async function readRemoteConfigFile(path: string): Promise<ParsedRemoteConfig> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new ConfigError([`${path}: cannot be read (${(error as Error).message})`]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError([`${path}: not valid JSON (${(error as Error).message})`]);
  }
  return parseRemoteConfig(json);
}
