import { useState } from 'react';
import { Tabs, tabPanelProps } from '@web/components/ui/tabs';
import { MasivoTab } from './masivo-tab';
import { SingleTab } from './single-tab';

const TABS = [
  { id: 'single', label: 'Individual' },
  { id: 'masivo', label: 'Masivo' },
] as const;

interface ConsultaPreviaPageProps {
  rutFactoring: string;
  /** The user holds consultaPrevia (core-platform §6); the server checks it again on every call. */
  allowed: boolean;
}

/**
 * '/consultaPrevia' and '/consulta', 'Consulta previa' (core-platform §2): before buying a document, what the SII's
 * registry, cedibility service and events say about it, and the '¿Financiable?' verdict. Two tabs: the single form
 * and the masivo file.
 */
export function ConsultaPreviaPage({ rutFactoring, allowed }: ConsultaPreviaPageProps) {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('single');
  if (!allowed) {
    return (
      <div className="alert alert-warning" role="alert">
        Su usuario no tiene el permiso Consulta Previa.
      </div>
    );
  }
  return (
    <section>
      <h1 className="h4 mb-3">Consulta previa</h1>
      <Tabs idPrefix="consulta-tab" label="Consulta previa" tabs={TABS} selected={tab} onSelect={setTab} />
      <div {...tabPanelProps('consulta-tab', tab)}>
        {tab === 'single' ? <SingleTab rutFactoring={rutFactoring} /> : <MasivoTab rutFactoring={rutFactoring} />}
      </div>
    </section>
  );
}
