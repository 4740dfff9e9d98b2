/**
 * Which tools a Spanish question asks for (the rules engine, 'Modo sin IA'): the five quick options of client-radar.md
 * §2 (TGR, Factorings con los que opera, Ventas cruzadas, Compras mensuales, Ventas mensuales) and common phrasings
 * of them and of cessions, claims and credit notes, and risk. The question is read normalised (question-text.ts);
 * phrases joined by 'y' or commas may ask for several tools; each phrase asks for the first tool whose words it has.
 */
import type { ToolName } from './assistant-port';

/**
 * Phrases that name cross sales whatever else they say: read as one word first, so that 'vende y compra' is not split
 * into sales and purchases.
 */
const CROSS_SALES =
  /\bventas? cruzadas?\b|\bvende y (?:tambien |le )?compra\b|\bcompra y (?:tambien |le )?vende\b|\b(?:clientes|deudores) (?:que )?(?:tambien )?son (?:sus )?proveedores\b|\bproveedores (?:que )?(?:tambien )?son (?:sus )?clientes\b/g;

const CROSS_SALES_WORD = 'ventascruzadas';

/** Each tool's words, in the order they are tried on a phrase. */
const TOOL_WORDS: readonly (readonly [ToolName, RegExp])[] = [
  ['crossSales', new RegExp(`\\b${CROSS_SALES_WORD}\\b`)],
  [
    'tgrDebt',
    /\btgr\b|\btesoreria\b|\bdeuda (?:fiscal|tributaria|con el fisco|en tgr)\b|\bfisco\b|\bconvenios? de pago\b|\bimpuestos? (?:adeudados|impagos|morosos)\b/,
  ],
  ['factorings', /\bfactorings?\b|\bfactorajes?\b|\ba quien(?:es)? (?:le )?(?:cede|vende sus facturas)\b/],
  ['claimsAndCreditNotes', /\breclam\w*|\bnotas? de credito\b|\bnc\b|\brechaz\w*|\banulad\w*/],
  ['riskLevel', /\briesgo\w*|\bscore\b|\bpuntaje\b|\bconfiable\b|\bsolvencia\b|\bque tan seguro\b/],
  ['cessions', /\bcesion\w*|\bcedid[oa]s?\b|\bcede\b|\bcedio\b|\bceder\b|\bha cedido\b/],
  ['monthlyPurchases', /\bcompras?\b|\bcompro\b|\bcompra\b|\bproveedor\w*|\badquisicion\w*/],
  ['monthlySales', /\bventas?\b|\bvendio\b|\bvende\b|\bvendido\b|\bfactur\w*|\bingresos\b/],
];

/** Words that join two asks in one question. */
const JOINS = /\s(?:y|e|ademas|tambien|mas)\s|[,;]/;

/**
 * @param text the normalised question.
 * @returns the tools asked for, each once, in the order asked; [] when the question names none.
 */
export function questionTools(text: string): ToolName[] {
  const tools = new Set<ToolName>();
  for (const phrase of text.replace(CROSS_SALES, CROSS_SALES_WORD).split(JOINS)) {
    const match = TOOL_WORDS.find(([, words]) => words.test(phrase));
    if (match) tools.add(match[0]);
  }
  return [...tools];
}
