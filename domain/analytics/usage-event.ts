/**
 * The usage events the client detail records (client-detail.md §7 "A download ... fires a 'carpeta_download'
 * analytics event"; §2 Poder Judicial tab "Litigants views send analytics events (viewed, loaded)"). An event says
 * what was used and how much, never whom it was about: it has no RUT, no name, no e-mail, no case rol, and the only
 * fields it can carry are the ones below, so a caller cannot slip one in.
 */
import { z } from 'zod';

/** The events' names: the tax folder downloaded, a case's litigants opened, and loaded. */
const USAGE_EVENT_NAMES = ['carpeta_download', 'litigantes_vistos', 'litigantes_cargados'] as const;

/**
 * A usage event as the analytics port records it: the name, the client-detail tab it came from, and for
 * 'litigantes_cargados' how many litigants the case has. Strict: any other field is refused.
 */
const usageEventSchema = z
  .object({
    name: z.enum(USAGE_EVENT_NAMES),
    tab: z.enum(['carpetaTributaria', 'poderJudicial']),
    count: z.number().int().nonnegative().optional(),
  })
  .strict();

/** One usage event (see {@link usageEventSchema}). */
export type UsageEvent = z.infer<typeof usageEventSchema>;

/** The tax folder PDF was downloaded (client-detail.md §7). */
export function carpetaDownloadEvent(): UsageEvent {
  return { name: 'carpeta_download', tab: 'carpetaTributaria' };
}

/** A case's litigants were opened (client-detail.md §2 Poder Judicial tab, "viewed"). */
export function litigantsViewedEvent(): UsageEvent {
  return { name: 'litigantes_vistos', tab: 'poderJudicial' };
}

/**
 * A case's litigants arrived (client-detail.md §2 Poder Judicial tab, "loaded").
 * @param litigants the litigants loaded: only how many there are goes into the event.
 */
export function litigantsLoadedEvent(litigants: readonly unknown[]): UsageEvent {
  return { name: 'litigantes_cargados', tab: 'poderJudicial', count: litigants.length };
}

/**
 * Reads a usage event sent to the server.
 * @returns the event, or null when the value is not one (an unknown name or tab, a field beyond name, tab and count).
 */
export function readUsageEvent(value: unknown): UsageEvent | null {
  const parsed = usageEventSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
