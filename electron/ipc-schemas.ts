// The arguments main accepts on each desktop channel; the page is never trusted.
import { z } from 'zod';
import type { DesktopApi } from '../shared/desktop/desktop-api';
import { httpRequest } from '../shared/rpc/messages';
import { remoteUrlSchema } from '../shared/rpc/remote-url';

const apiKey = z
  .string()
  .min(1)
  .max(500)
  .regex(/^[\x21-\x7e]+$/, { message: 'Must be printable ASCII without spaces' });

const remoteRequest = httpRequest.refine((request) => request.url.startsWith('/v1/'), {
  message: 'Only /v1/ paths go to the remote API',
  path: ['url'],
});

export const desktopArgs = {
  getInfo: z.tuple([]),
  setApiKey: z.tuple([apiKey]),
  clearApiKey: z.tuple([]),
  setRemoteUrl: z.tuple([remoteUrlSchema]),
  remoteFetch: z.tuple([remoteRequest]),
} satisfies Record<keyof DesktopApi, z.ZodTuple>;
