/**
 * Our rendition of a judicial data partner's API, where no partner is named yet: a JSON API that takes a RUT, sweeps
 * the Poder Judicial's tribunals on its side and answers asynchronously (submit, then poll). The paths, header, states
 * and fields the partner adapter reads and the local partner host serves are here; a real partner's shape means
 * changing this module only.
 */
import { z } from 'zod';

/** POST `{rut}` here: 202 with the query's `id`. */
export const QUERIES_PATH = '/v1/consultas';
/** GET the state of one query: `${QUERIES_PATH}/{id}`. */
export const queryPath = (id: string): string => `${QUERIES_PATH}/${encodeURIComponent(id)}`;
/** The API key travels as `authorization: Bearer {key}`. */
export const AUTHORIZATION_HEADER = 'authorization';
/** The key's scheme in {@link AUTHORIZATION_HEADER}. */
export const bearer = (key: string): string => `Bearer ${key}`;
/** The context the key is sealed with (config.judicial.partner.sealedKey), and the IAM condition that opens it. */
export const PARTNER_KEY_CONTEXT = { sk: 'judicial-partner-key' } as const;

/** The answer to a submitted RUT. */
export const submittedSchema = z.object({ id: z.string().min(1) });

/** One tribunal the partner searched: 'ok' (its records below) or 'error' with its reason. */
const tribunalSchema = z.object({
  id: z.string(),
  estado: z.enum(['ok', 'error']),
  motivo: z.string().optional(),
});

/** A query's state: 'en-proceso' until 'terminada', then every tribunal it searched and the records found. */
export const queryStateSchema = z.discriminatedUnion('estado', [
  z.object({ estado: z.literal('en-proceso') }),
  z.object({
    estado: z.literal('terminada'),
    tribunales: z.array(tribunalSchema),
    causas: z.array(
      z.object({
        tribunal: z.string(),
        rol: z.string().min(1),
        /** 'yyyy-MM-dd', or null when the portal gives none. */
        fechaIngreso: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .nullable(),
        caratulado: z.string(),
      }),
    ),
    litigantes: z.array(
      z.object({
        tribunal: z.string(),
        rol: z.string(),
        participante: z.string(),
        rut: z.string(),
        persona: z.string(),
        nombre: z.string(),
      }),
    ),
  }),
]);

export type PartnerQueryState = z.infer<typeof queryStateSchema>;
export type PartnerResult = Extract<PartnerQueryState, { estado: 'terminada' }>;
