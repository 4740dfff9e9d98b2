import type { RestRoute } from './types';
import { empresasRoute } from './v1/jwt/empresas';

/** Every REST endpoint of the API (core-platform §7 "REST under {host}/v1/jwt/"), one file each. */
export const ROUTES: readonly RestRoute[] = [empresasRoute];
