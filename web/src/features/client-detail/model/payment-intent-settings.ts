/**
 * The Tolerancia (%) and Días hacia adelante fields of the Intención de Pago panel (client-detail.md §5): an empty
 * field is allowed (no message) but cannot be applied; any other value must be a number greater than 0, else
 * 'Tolerancia debe ser mayor a 0' / 'Días debe ser mayor a 0'. Aplicar is enabled only when both fields hold valid
 * numbers, at least one differs from the applied settings, and there is no error. Reset restores 1 (%) and 14 (days).
 */
import { DEFAULT_MATCH_SETTINGS, type MatchSettings } from '@domain/payment-intent/related-cesion';

/** The fields as typed: text of each input. */
export interface MatchSettingsDraft {
  tolerancia: string;
  dias: string;
}

/** Messages of client-detail.md §5. */
export const MATCH_SETTINGS_MESSAGES = {
  tolerancia: 'Tolerancia debe ser mayor a 0',
  dias: 'Días debe ser mayor a 0',
} as const;

/** The outcome of checking a draft: each field's message (null = fine), the settings it holds and Aplicar's state. */
export interface MatchSettingsCheck {
  toleranciaError: string | null;
  diasError: string | null;
  /** Both fields as numbers, or null when either is empty or wrong. */
  settings: MatchSettings | null;
  canApply: boolean;
}

/** The draft of the given settings (the fields after Reset hold the defaults; a reload, those of the address). */
export function draftOf(settings: MatchSettings = DEFAULT_MATCH_SETTINGS): MatchSettingsDraft {
  // The fields read a decimal comma as es-CL writes it, and show one the same way ('0,5').
  const field = (value: number) => String(value).replace('.', ',');
  return { tolerancia: field(settings.toleranciaPct), dias: field(settings.diasAdelante) };
}

/**
 * Checks the typed fields against the applied settings. A field's text is read as a decimal number (a comma is
 * taken as the es-CL decimal separator).
 */
export function checkMatchSettings(draft: MatchSettingsDraft, applied: MatchSettings): MatchSettingsCheck {
  const tolerancia = readField(draft.tolerancia);
  const dias = readField(draft.dias);
  const toleranciaError = tolerancia === 'invalid' ? MATCH_SETTINGS_MESSAGES.tolerancia : null;
  const diasError = dias === 'invalid' ? MATCH_SETTINGS_MESSAGES.dias : null;
  const settings =
    typeof tolerancia === 'number' && typeof dias === 'number'
      ? { toleranciaPct: tolerancia, diasAdelante: dias }
      : null;
  const changed =
    settings !== null &&
    (settings.toleranciaPct !== applied.toleranciaPct || settings.diasAdelante !== applied.diasAdelante);
  return { toleranciaError, diasError, settings, canApply: changed && toleranciaError === null && diasError === null };
}

/** A field's number, 'empty' for blank text, 'invalid' for anything but a finite number above 0. */
function readField(text: string): number | 'empty' | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : 'invalid';
}
