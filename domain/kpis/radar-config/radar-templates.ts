import type { KpiId } from '../kpi-ids';
import { defaultRadarConfig, perKpi, type NamedRadarConfig } from './radar-config';

/** One template value: the thresholds [bad, regular] of a KPI and why. */
type TemplateValue = readonly [bad: number, regular: number, reason: string];

/**
 * The thresholds of the built-in templates (client-radar.md §3 'Built-in templates: Balanced, Conservative,
 * Aggressive', values not shown there, so chosen here). Balanced is the spec's defaults (client-radar.md §9);
 * Conservative asks more of a client before it is Bueno, Aggressive less. Each value sits on its slider's step and
 * keeps the minimum gap (client-radar.md §5).
 */
const TEMPLATE_VALUES: Readonly<Record<'Conservative' | 'Aggressive', Readonly<Record<KpiId, TemplateValue>>>> = {
  Conservative: {
    'payment-compliance': [80, 95, 'a late payer is the first loss; only near-full compliance is Bueno'],
    'total-ventas-cedido-promedio': [40, 70, 'a client used to ceding most of its sales is a known, steady ceder'],
    'aceptacion-documentos-promedio': [80, 95, 'unaccepted invoices are the ones debtors dispute later'],
    'reclamo-promedio': [5, 0, 'any claim leaves Bueno and 5 % is already Malo: claimed invoices are not paid'],
    'anulaciones-promedio': [3, 1, 'annulled invoices vanish from the portfolio; one point is tolerated'],
    'rebajas-promedio': [5, 2, 'discounts cut the amount collected below the amount advanced'],
    'cantidad-factorings': [4, 8, 'the risk scoring of client-detail §9 wants 4 or more factorings'],
    'concentracion-top1-factoring': [50, 30, 'one factoring holding most of the client means little room for us'],
    'top3-factorings': [70, 50, 'same reason as the top factoring, over three'],
    'top1-cliente': [30, 15, 'a single debtor failing takes a large part of the sales with it'],
    'top3-clientes': [50, 30, 'same reason as the top debtor, over three'],
  },
  Aggressive: {
    'payment-compliance': [60, 80, 'tolerates some delay to grow the book'],
    'total-ventas-cedido-promedio': [20, 50, 'new ceders are welcome: a low share is only a start'],
    'aceptacion-documentos-promedio': [60, 80, 'many debtors accept late but do pay'],
    'reclamo-promedio': [15, 10, 'some claims are routine in large books'],
    'anulaciones-promedio': [7, 3, 'annulments replaced by new invoices are common in some trades'],
    'rebajas-promedio': [10, 5, 'volume discounts are normal commercial practice'],
    'cantidad-factorings': [2, 4, 'a client with one or two factorings is still a fair prospect'],
    'concentracion-top1-factoring': [70, 50, 'a client loyal to one factoring may move its flow'],
    'top3-factorings': [90, 70, 'same reason as the top factoring, over three'],
    'top1-cliente': [50, 30, 'a large, solvent debtor is an asset, not only a risk'],
    'top3-clientes': [70, 50, 'same reason as the top debtor, over three'],
  },
};

/** Why each value of a template was chosen, by template name and KPI id: the record the issue asks for, not UI text. */
export const TEMPLATE_REASONS: Readonly<Record<string, Readonly<Record<KpiId, string>>>> = {
  Balanced: perKpi(() => 'the default of client-radar §9'),
  Conservative: perKpi((id) => TEMPLATE_VALUES.Conservative[id][2]),
  Aggressive: perKpi((id) => TEMPLATE_VALUES.Aggressive[id][2]),
};

const template = (name: string, description: string, values?: Readonly<Record<KpiId, TemplateValue>>) => {
  const base = defaultRadarConfig();
  const thresholds = values ? perKpi((id) => ({ bad: values[id][0], regular: values[id][1] })) : base.thresholds;
  return {
    name,
    description,
    savedAt: null,
    isTemplate: true,
    isDefault: false,
    autoSaved: false,
    config: { ...base, thresholds },
  } satisfies NamedRadarConfig;
};

/** The three built-in templates, never auto-saved nor deleted (client-radar.md §4 'Configuration editor'). */
export const RADAR_TEMPLATES: readonly NamedRadarConfig[] = [
  template('Balanced', 'Los umbrales por defecto del radar'),
  template('Conservative', 'Exige más para clasificar un cliente como Bueno', TEMPLATE_VALUES.Conservative),
  template('Aggressive', 'Exige menos para clasificar un cliente como Bueno', TEMPLATE_VALUES.Aggressive),
];

/** Whether a name is one of the built-in templates. */
export function isTemplateName(name: string): boolean {
  return RADAR_TEMPLATES.some((t) => t.name === name);
}
